/**
 * Keeps `subscriptions` equal to Stripe (issue 13; decision record 0026). Every change, whether a
 * webhook event or one of our own calls (plan change, cancel, resume), ends here: the subscription
 * is fetched from Stripe and its whole current state is written. Applying "the state now" instead
 * of an event's diff makes the order of events irrelevant, and a webhook event's id is recorded
 * in the same transaction as that write, so a replayed event changes nothing. With several
 * processes on PostgreSQL, the work for one subscription runs under an advisory lock keyed by its
 * id (decision record 0040), so deliveries reaching two processes take turns as they do in one.
 */
import type Stripe from "stripe";
import { advisoryKey, withAdvisoryLock } from "#db/dialect";
import { getDb, type DbExecutor } from "~/db.server";
import type { SubscriptionPlan, SubscriptionStatus } from "#db/schema";
import { completeLaunchClaim } from "~/models/launch-offer.server";
import { getUserIdByStripeCustomer, recordStripeEvent, saveSubscriptionState, setStripeCustomerId, type SubscriptionState } from "~/models/subscription.server";
import { getUserById } from "~/models/user.server";
import { planForLookupKey } from "~/utils/plans";

const STATUSES: readonly SubscriptionStatus[] = ["active", "trialing", "past_due", "canceled", "incomplete", "incomplete_expired", "unpaid", "paused"];

const iso = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000).toISOString() : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The interval of a Stripe price: its lookup key when it is one of ours, else its recurring interval. */
function planOfPrice(price: Stripe.Price | null | undefined): SubscriptionPlan | null {
  if (!price) return null;
  return planForLookupKey(price.lookup_key) ?? (price.recurring?.interval === "year" ? "yearly" : price.recurring?.interval === "month" ? "monthly" : null);
}

/**
 * The state of Stripe subscription `subscriptionId` as Stripe reports it now, mapped to our row,
 * or null when it belongs to nobody we know (no `metadata.userId` and an unknown customer, or an
 * account that has been deleted). `db` is where the owner is looked up (default the process's
 * instance; the sync passes the connection holding its lock, so it needs no second one).
 * The period comes from the subscription item (API 2025+), an ended subscription's period ends
 * when it ended, and the next phase of its schedule is the plan change at renewal.
 * @throws Stripe errors (network, 404) to the caller.
 */
export async function fetchSubscriptionState(stripe: Stripe, subscriptionId: string, { db }: { db?: DbExecutor } = {}): Promise<SubscriptionState | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = idOf(subscription.customer);
  if (!customerId) return null;
  const metadataUser = Number(subscription.metadata?.userId);
  const userId = Number.isSafeInteger(metadataUser) && metadataUser > 0 ? metadataUser : await getUserIdByStripeCustomer({ customerId, db });
  if (!userId) return null;
  // An account deleted since (issue 12, decision record 0032): its late events belong to nobody.
  if (!(await getUserById({ id: userId, db }))) return null;

  const item = subscription.items.data[0];
  const price = item?.price ?? null;
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const periodStart = iso(item?.current_period_start ?? legacy.current_period_start);
  let periodEnd = iso(item?.current_period_end ?? legacy.current_period_end);
  const endedAt = iso(subscription.ended_at);
  if (endedAt && (!periodEnd || endedAt < periodEnd)) periodEnd = endedAt;

  let scheduledPlan: SubscriptionPlan | null = null;
  let scheduledAt: string | null = null;
  const scheduleId = idOf(subscription.schedule);
  if (scheduleId) {
    const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
    const currentEnd = item?.current_period_end ?? 0;
    const next = schedule.phases.find((phase) => phase.start_date >= currentEnd);
    const nextPrice = next?.items[0]?.price;
    if (next && nextPrice) {
      const resolved = typeof nextPrice === "string" ? await stripe.prices.retrieve(nextPrice) : (nextPrice as Stripe.Price);
      const plan = planOfPrice(resolved);
      if (plan && (plan !== planOfPrice(price) || resolved.id !== price?.id)) {
        scheduledPlan = plan;
        scheduledAt = iso(next.start_date);
      }
    }
  }

  const status = (STATUSES as readonly string[]).includes(subscription.status) ? (subscription.status as SubscriptionStatus) : "incomplete";
  return {
    userId,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: customerId,
    plan: planOfPrice(price),
    priceLookupKey: price?.lookup_key ?? null,
    amountCents: price?.unit_amount ?? null,
    currency: price?.currency ?? null,
    status,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at && status !== "canceled"),
    scheduledPlan: status === "canceled" ? null : scheduledPlan,
    scheduledAt: status === "canceled" ? null : scheduledAt,
    stripeScheduleId: scheduleId,
  };
}

/**
 * One chain of work per subscription id and database instance (a process has one): a fetch and
 * its write never interleave with another's, and only the head of a chain holds a database
 * connection while it waits for the advisory lock that orders the processes (see syncSubscription).
 */
const chainsByDb = new WeakMap<object, Map<string, Promise<unknown>>>();

function serialised<T>(root: object, key: string, work: () => Promise<T>): Promise<T> {
  const chains = chainsByDb.get(root) ?? chainsByDb.set(root, new Map()).get(root)!;
  const previous = chains.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  chains.set(key, settled);
  void settled.then(() => {
    if (chains.get(key) === settled) chains.delete(key);
  });
  return next;
}

/** What applying a change did. */
export type SyncOutcome = "applied" | "duplicate" | "unknown_owner";

/**
 * Fetches subscription `subscriptionId` from Stripe and stores its current state; when `event`
 * is given, records its id in the same transaction (a replay returns "duplicate" and writes
 * nothing). `checkout` also stores the customer on the user and completes a launch-offer
 * reservation. Calls for one subscription run one after the other in this process and, on
 * PostgreSQL, across processes (the session-level advisory lock `advisoryKey("stripe-subscription",
 * id)` is held on one connection from the duplicate check to the commit; decision record 0040),
 * so a later call always writes a state fetched after the earlier one's, and a replay waiting for
 * the lock finds the event recorded. On SQLite one process is the only writer, so the lock is a no-op.
 * `db` is the process's database instance (default getDb(); a test passes a second pool to stand
 * for a second process), never a transaction: the lock needs a connection of its own.
 * @throws Stripe errors (the webhook then answers 500 and Stripe retries).
 */
export async function syncSubscription(
  stripe: Stripe,
  subscriptionId: string,
  {
    event,
    checkout,
    now = () => new Date(),
    db: instance,
  }: {
    event?: { id: string; type: string };
    checkout?: { sessionId: string; userId: number | null; customerId: string | null };
    now?: () => Date;
    db?: DbExecutor;
  } = {},
): Promise<SyncOutcome> {
  const root = instance ?? (await getDb());
  return serialised(root, subscriptionId, () =>
    withAdvisoryLock(root, advisoryKey("stripe-subscription", subscriptionId), async (db) => {
      if (event) {
        const seen = await db.selectFrom("stripe_events").select("id").where("id", "=", event.id).executeTakeFirst();
        if (seen) return "duplicate";
      }
      const state = await fetchSubscriptionState(stripe, subscriptionId, { db });
      return db.transaction().execute(async (trx) => {
        const at = now();
        if (event && !(await recordStripeEvent({ id: event.id, type: event.type, now: at, db: trx }))) return "duplicate" as const;
        if (checkout?.userId && checkout.customerId) await setStripeCustomerId({ userId: checkout.userId, customerId: checkout.customerId, now: at, db: trx });
        if (checkout) await completeLaunchClaim({ checkoutSessionId: checkout.sessionId, db: trx });
        if (!state) return "unknown_owner" as const;
        await saveSubscriptionState({ state, now: at, db: trx });
        return "applied" as const;
      });
    }),
  );
}

/** Records an event that changes nothing here (an event type we do not act on, or one without a subscription). */
export async function recordIgnoredEvent(event: { id: string; type: string }, now = new Date()): Promise<boolean> {
  return recordStripeEvent({ id: event.id, type: event.type, now });
}
