/**
 * GET /api/stripe/verify-session and the payment result pages (issue 13; spec §3 "Subscription
 * state", §7). A Checkout Session is answered only to the person it was made for
 * (`client_reference_id`); a completed one is synced from Stripe before answering, so the result
 * does not wait for the webhook (the same idempotent sync, decision record 0026).
 */
import type Stripe from "stripe";
import { getCurrentSubscription, type StoredSubscription } from "~/models/subscription.server";
import type { Account } from "~/models/user.server";
import { getStripe } from "~/services/stripe.server";
import { syncSubscription } from "./subscription-sync.server";

/** Spec §3 "Subscription state" as verify-session answers it. */
export interface VerifiedSubscription {
  status: "success" | "inactive";
  plan: "monthly" | "yearly" | null;
  /** ISO UTC end of the paid period. */
  expiresAt: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The paid invoice of the checkout (its id is the transaction id shown), when known. */
  invoiceId?: string | null;
  /** True when access ends at `expiresAt` (cancelled at period end). */
  cancelAtPeriodEnd?: boolean;
}

export type VerifyResult =
  { ok: true; subscription: VerifiedSubscription } | { ok: false; status: 400 | 403 | 404; error: "payments_disabled" | "forbidden" | "not_found" };

const ACCESS = new Set(["active", "trialing", "past_due"]);

/** The answer for a stored subscription at `now`: success while it grants access. */
export function subscriptionAnswer(stored: StoredSubscription | undefined, now: Date): VerifiedSubscription {
  if (!stored) return { status: "inactive", plan: null, expiresAt: null, customerId: null, subscriptionId: null };
  const live = ACCESS.has(stored.status) && stored.currentPeriodEnd !== null && new Date(stored.currentPeriodEnd).getTime() > now.getTime();
  return {
    status: live ? "success" : "inactive",
    plan: stored.plan,
    expiresAt: stored.currentPeriodEnd,
    customerId: stored.stripeCustomerId,
    subscriptionId: stored.stripeSubscriptionId,
    cancelAtPeriodEnd: stored.cancelAtPeriodEnd,
  };
}

/**
 * Verifies Checkout Session `sessionId` for `user`.
 * @returns the subscription it started (synced from Stripe), `inactive` while it is not paid;
 *   not_found for an unknown id, forbidden for another person's session.
 * @throws Stripe errors other than "no such session".
 */
export async function verifyCheckoutSession({ user, sessionId, now = new Date() }: { user: Account; sessionId: string; now?: Date }): Promise<VerifyResult> {
  const stripe = getStripe();
  if (!stripe) return { ok: false, status: 400, error: "payments_disabled" };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    const status = (error as { statusCode?: number })?.statusCode;
    if (status === 404 || status === 400) return { ok: false, status: 404, error: "not_found" };
    throw error;
  }
  if (session.client_reference_id !== String(user.id)) return { ok: false, status: 403, error: "forbidden" };
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
  if (session.status !== "complete" || !subscriptionId) {
    return { ok: true, subscription: { ...subscriptionAnswer(undefined, now), invoiceId: null } };
  }
  await syncSubscription(stripe, subscriptionId, {
    checkout: { sessionId: session.id, userId: user.id, customerId: typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null) },
  });
  const stored = (await getCurrentSubscription({ userId: user.id })) ?? undefined;
  const mine = stored?.stripeSubscriptionId === subscriptionId ? stored : undefined;
  const invoiceId = typeof session.invoice === "string" ? session.invoice : (session.invoice?.id ?? null);
  return { ok: true, subscription: { ...subscriptionAnswer(mine, now), invoiceId } };
}

/** The signed-in person's current subscription as verify-session answers it without a session id. */
export async function currentSubscriptionAnswer(user: Account, now = new Date()): Promise<VerifiedSubscription> {
  return subscriptionAnswer(await getCurrentSubscription({ userId: user.id }), now);
}
