/**
 * Deleting an account and everything stored about its owner (issue 12 item 3; GDPR art. 17 right
 * to erasure; decision record 0032). Used by `/profile/delete` after the password check, and meant
 * for the administrators' "delete this account" action too: it checks nothing about who asks.
 *
 * The rule for money comes first: a subscription that can still charge the person is cancelled at
 * Stripe before anything is deleted, and when that cannot be done (Stripe unreachable, or payments
 * switched off on this server while such a subscription is on record) nothing is deleted, so an
 * account is never gone while its card keeps being charged.
 */
import type Stripe from "stripe";
import type { DbExecutor } from "~/db.server";
import { deleteOwnedRows, PERSONAL_TABLES } from "~/models/personal-data.server";
import { listSubscriptionIdsByStatus } from "~/models/subscription.server";
import { getUserById } from "~/models/user.server";
import { getStripe } from "~/services/stripe.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import type { SubscriptionStatus } from "#db/schema";

/** Statuses of a Stripe subscription that may still charge (everything but `canceled` and `incomplete_expired`). */
export const CHARGEABLE_STATUSES: readonly SubscriptionStatus[] = ["active", "trialing", "past_due", "unpaid", "incomplete", "paused"];

/** Cancels one Stripe subscription at once (no refund of the current period); throws when it cannot. */
export type SubscriptionCanceller = (stripeSubscriptionId: string) => Promise<void>;

/**
 * The canceller through the configured Stripe client (`stripe.subscriptions.cancel`, with an
 * idempotency key), or null when payments are off. A subscription Stripe no longer knows
 * (`resource_missing`) counts as cancelled.
 */
export function stripeSubscriptionCanceller(stripe: Stripe | null = getStripe()): SubscriptionCanceller | null {
  if (!stripe) return null;
  return async (id) => {
    try {
      await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `account-deletion-cancel-${id}` });
    } catch (error) {
      if ((error as { code?: string }).code === "resource_missing") return;
      throw error;
    }
  };
}

export type AccountDeletionResult =
  /** Rows deleted per table (only tables that had some), and the subscriptions cancelled. */
  | { ok: true; deleted: Record<string, number>; cancelledSubscriptions: string[] }
  /** No such account. */
  | { ok: false; reason: "not_found" }
  /** A chargeable subscription could not be cancelled (Stripe unreachable or payments off): nothing was deleted. */
  | { ok: false; reason: "payments_unavailable" };

/**
 * Deletes account `userId` and every row the personal-data registry
 * (app/models/personal-data.server.ts) says is theirs, in ONE transaction, in the registry's order
 * (children first, `users` last), sessions included: a table added to the registry is deleted too.
 * Rows of other people are never touched (each delete is scoped by the table's owner rule).
 *
 * Before that, every chargeable subscription on record ({@link CHARGEABLE_STATUSES}) is cancelled
 * with `cancelSubscription` (default: {@link stripeSubscriptionCanceller}, null when payments are
 * off). If one cannot be cancelled (no canceller, or it throws), the result is
 * `payments_unavailable` and nothing is deleted; the route answers 503.
 *
 * The caller signs the person out (the session rows are gone; the cookie is theirs to clear).
 * `inTransaction` runs inside the deletion's transaction before it commits (an administrator's
 * deletion writes its audit row there, issue 14 item 7), so both land or neither does.
 */
export async function deleteAccount(
  db: DbExecutor,
  userId: number,
  {
    cancelSubscription = stripeSubscriptionCanceller(),
    inTransaction,
  }: { cancelSubscription?: SubscriptionCanceller | null; inTransaction?: (trx: DbExecutor, user: { id: number; username: string }) => Promise<void> } = {},
): Promise<AccountDeletionResult> {
  const user = await getUserById({ id: userId, db });
  if (!user) return { ok: false, reason: "not_found" };

  const chargeable = await listSubscriptionIdsByStatus({ userId, statuses: CHARGEABLE_STATUSES, db });
  const cancelled: string[] = [];
  if (chargeable.length > 0) {
    if (!cancelSubscription) return { ok: false, reason: "payments_unavailable" };
    for (const id of chargeable) {
      try {
        await cancelSubscription(id);
      } catch (error) {
        // Stripe unreachable or refusing: keep everything, so the person can try again (or cancel
        // at /manage-subscription) instead of losing the account while still being charged. The
        // log gets the error's class and code only (describeEscapedError), never personal data.
        console.error(`account deletion: subscription not cancelled: ${describeEscapedError(error)}`);
        return { ok: false, reason: "payments_unavailable" };
      }
      cancelled.push(id);
    }
  }

  const subject = { userId: user.id, email: user.email };
  const deleted = await db.transaction().execute(async (trx) => {
    const counts: Record<string, number> = {};
    for (const entry of PERSONAL_TABLES) {
      const n = await deleteOwnedRows({ entry, subject, db: trx });
      if (n > 0) counts[entry.table] = n;
    }
    if (inTransaction) await inTransaction(trx, { id: user.id, username: user.username });
    return counts;
  });
  return { ok: true, deleted, cancelledSubscriptions: cancelled };
}
