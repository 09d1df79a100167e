/**
 * Queries on `subscriptions` and `stripe_events` (issue 13; decision record 0026). A subscription
 * row is the state Stripe reported for one Stripe subscription, replaced whole on every update;
 * the user's premium is read from it by app/models/user.server.ts. Instants are ISO UTC strings.
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { SubscriptionPlan, SubscriptionStatus } from "#db/schema";

/** The state of one Stripe subscription as the app keeps it (camelCase; instants ISO UTC). */
export interface SubscriptionState {
  userId: number;
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  plan: SubscriptionPlan | null;
  priceLookupKey: string | null;
  /** Cents of `currency` per period. */
  amountCents: number | null;
  currency: string | null;
  status: SubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  scheduledPlan: SubscriptionPlan | null;
  scheduledAt: string | null;
  stripeScheduleId: string | null;
}

/** A stored subscription, with when the app last wrote it. */
export interface StoredSubscription extends SubscriptionState {
  updatedAt: string;
}

const COLUMNS = [
  "user_id",
  "stripe_subscription_id",
  "stripe_customer_id",
  "plan",
  "price_lookup_key",
  "amount_cents",
  "currency",
  "status",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "scheduled_plan",
  "scheduled_at",
  "stripe_schedule_id",
  "updated_at",
] as const;

type Row = {
  user_id: number;
  stripe_subscription_id: string;
  stripe_customer_id: string;
  plan: SubscriptionPlan | null;
  price_lookup_key: string | null;
  amount_cents: number | null;
  currency: string | null;
  status: SubscriptionStatus;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: number;
  scheduled_plan: SubscriptionPlan | null;
  scheduled_at: string | null;
  stripe_schedule_id: string | null;
  updated_at: string;
};

function toStored(row: Row): StoredSubscription {
  return {
    userId: row.user_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    stripeCustomerId: row.stripe_customer_id,
    plan: row.plan,
    priceLookupKey: row.price_lookup_key,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    scheduledPlan: row.scheduled_plan,
    scheduledAt: row.scheduled_at,
    stripeScheduleId: row.stripe_schedule_id,
    updatedAt: row.updated_at,
  };
}

/**
 * Writes the whole state of one Stripe subscription (insert, or replace the row with the same
 * `stripeSubscriptionId`). Call it inside the transaction that records the event
 * ({@link recordStripeEvent}).
 */
export async function saveSubscriptionState({ state, now, db: executor }: { state: SubscriptionState; now: Date; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  const iso = now.toISOString();
  const values = {
    user_id: state.userId,
    stripe_customer_id: state.stripeCustomerId,
    plan: state.plan,
    price_lookup_key: state.priceLookupKey,
    amount_cents: state.amountCents,
    currency: state.currency,
    status: state.status,
    current_period_start: state.currentPeriodStart,
    current_period_end: state.currentPeriodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    scheduled_plan: state.scheduledPlan,
    scheduled_at: state.scheduledAt,
    stripe_schedule_id: state.stripeScheduleId,
    updated_at: iso,
  };
  await db
    .insertInto("subscriptions")
    .values({ ...values, stripe_subscription_id: state.stripeSubscriptionId, created_at: iso })
    .onConflict((oc) => oc.column("stripe_subscription_id").doUpdateSet(values))
    .execute();
}

/**
 * Records that Stripe event `id` is being applied. Returns false when it was already applied (its
 * id is the primary key of `stripe_events`): the caller then changes nothing. Run it in the same
 * transaction as the event's effect, so the effect and the record commit together or not at all.
 */
export async function recordStripeEvent({ id, type, now, db: executor }: { id: string; type: string; now: Date; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const inserted = await db
    .insertInto("stripe_events")
    .values({ id, type, applied_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The subscription with Stripe id `stripeSubscriptionId`, if stored. */
export async function getSubscriptionByStripeId({
  stripeSubscriptionId,
  db: executor,
}: {
  stripeSubscriptionId: string;
  db?: DbExecutor;
}): Promise<StoredSubscription | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("subscriptions").select(COLUMNS).where("stripe_subscription_id", "=", stripeSubscriptionId).executeTakeFirst();
  return row && toStored(row);
}

/**
 * The person's current subscription: one whose status still grants access first, then the latest
 * period end (the same order as the account's, app/models/user.server.ts).
 */
export async function getCurrentSubscription({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<StoredSubscription | undefined> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("subscriptions").select(COLUMNS).where("user_id", "=", userId).execute();
  const rank = (row: Row) => (["active", "trialing", "past_due"].includes(row.status) ? 0 : 1);
  rows.sort((a, b) => rank(a) - rank(b) || (b.current_period_end ?? "").localeCompare(a.current_period_end ?? ""));
  return rows[0] && toStored(rows[0]);
}

/** How many Stripe events have been applied (for tests and the operator). */
export async function countAppliedStripeEvents({ db: executor }: { db?: DbExecutor } = {}): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("stripe_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Remembers the Stripe customer of a user (the first one wins: a user has one customer). */
export async function setStripeCustomerId({ userId, customerId, now, db: executor }: { userId: number; customerId: string; now: Date; db?: DbExecutor }) {
  const db = executor ?? (await getDb());
  await db
    .updateTable("users")
    .set({ stripe_customer_id: customerId, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .where("stripe_customer_id", "is", null)
    .execute();
}

/** The user whose Stripe customer is `customerId`, if any. */
export async function getUserIdByStripeCustomer({ customerId, db: executor }: { customerId: string; db?: DbExecutor }): Promise<number | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("users").select("id").where("stripe_customer_id", "=", customerId).executeTakeFirst();
  return row?.id;
}

/**
 * The Stripe ids of `userId`'s subscriptions whose status is one of `statuses` (the account
 * deletion cancels those that can still charge; issue 12, decision record 0032).
 */
export async function listSubscriptionIdsByStatus({
  userId,
  statuses,
  db: executor,
}: {
  userId: number;
  statuses: readonly SubscriptionStatus[];
  db?: DbExecutor;
}): Promise<string[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("subscriptions").select("stripe_subscription_id").where("user_id", "=", userId).where("status", "in", statuses).execute();
  return rows.map((row) => row.stripe_subscription_id);
}
