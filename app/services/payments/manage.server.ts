/**
 * Managing a subscription (issue 13; spec §2 /manage-subscription, §4 "Cancellation keeps access
 * until the period ends. A plan change takes effect at the next renewal."). Each change is a
 * Stripe call with our own idempotency key followed by the same sync the webhook runs, so the
 * page shows the new state at once and the webhook's later copy changes nothing.
 */
import type Stripe from "stripe";
import { getCurrentSubscription, type StoredSubscription } from "~/models/subscription.server";
import type { Account } from "~/models/user.server";
import { getStripe } from "~/services/stripe.server";
import { PLAN_PRICES, type PlanInterval } from "~/utils/plans";
import { priceIdsByOption } from "./catalogue.server";
import { syncSubscription } from "./subscription-sync.server";

export type ManageOutcome =
  | { ok: true; subscription: StoredSubscription | undefined }
  | { ok: false; status: 400 | 404 | 409; error: "payments_disabled" | "no_subscription" | "nothing_to_do" };

/** The person's subscription that can still be changed (not ended). */
async function changeable(user: Account): Promise<{ stripe: Stripe; stored: StoredSubscription } | ManageOutcome> {
  const stripe = getStripe();
  if (!stripe) return { ok: false, status: 400, error: "payments_disabled" };
  const stored = await getCurrentSubscription({ userId: user.id });
  if (!stored || !["active", "trialing", "past_due"].includes(stored.status)) return { ok: false, status: 404, error: "no_subscription" };
  return { stripe, stored };
}

async function done(stripe: Stripe, user: Account, subscriptionId: string): Promise<ManageOutcome> {
  await syncSubscription(stripe, subscriptionId);
  return { ok: true, subscription: await getCurrentSubscription({ userId: user.id }) };
}

/** A day-sized idempotency window: the same change asked twice in a day is one Stripe call. */
const day = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Switches to `plan` at the next renewal, without proration: a subscription schedule whose first
 * phase is the current period at the current price and whose next phase is the new plan's
 * regular price; choosing the current plan again releases the schedule (the change is dropped).
 */
export async function changePlanAtRenewal({ user, plan, now = new Date() }: { user: Account; plan: PlanInterval; now?: Date }): Promise<ManageOutcome> {
  const found = await changeable(user);
  if (!("stripe" in found)) return found;
  const { stripe, stored } = found;
  if (plan === stored.plan) {
    if (!stored.stripeScheduleId) return { ok: false, status: 409, error: "nothing_to_do" };
    await stripe.subscriptionSchedules.release(stored.stripeScheduleId, {}, { idempotencyKey: `respiro-release-${stored.stripeScheduleId}` });
    return done(stripe, user, stored.stripeSubscriptionId);
  }
  const prices = await priceIdsByOption(stripe);
  const subscription = await stripe.subscriptions.retrieve(stored.stripeSubscriptionId);
  const item = subscription.items.data[0];
  const scheduleId =
    typeof subscription.schedule === "string"
      ? subscription.schedule
      : (subscription.schedule?.id ??
        (
          await stripe.subscriptionSchedules.create(
            { from_subscription: subscription.id },
            { idempotencyKey: `respiro-schedule-${subscription.id}-${day(now)}` },
          )
        ).id);
  await stripe.subscriptionSchedules.update(
    scheduleId,
    {
      end_behavior: "release",
      phases: [
        {
          items: [{ price: item.price.id, quantity: 1 }],
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          proration_behavior: "none",
        },
        {
          items: [{ price: prices[plan], quantity: 1 }],
          duration: { interval: PLAN_PRICES[plan].plan === "yearly" ? "year" : "month" },
          proration_behavior: "none",
        },
      ],
    },
    { idempotencyKey: `respiro-change-${subscription.id}-${plan}-${item.current_period_end}` },
  );
  return done(stripe, user, subscription.id);
}

/**
 * Cancels at the end of the paid period (access stays until then). A pending plan change is
 * dropped first (its schedule released), since nothing renews.
 */
export async function cancelAtPeriodEnd({ user }: { user: Account }): Promise<ManageOutcome> {
  const found = await changeable(user);
  if (!("stripe" in found)) return found;
  const { stripe, stored } = found;
  if (stored.cancelAtPeriodEnd) return { ok: true, subscription: stored };
  if (stored.stripeScheduleId)
    await stripe.subscriptionSchedules.release(stored.stripeScheduleId, {}, { idempotencyKey: `respiro-release-${stored.stripeScheduleId}` });
  await stripe.subscriptions.update(stored.stripeSubscriptionId, { cancel_at_period_end: true });
  return done(stripe, user, stored.stripeSubscriptionId);
}

/** Undoes a cancellation before the period ends: the subscription renews again. */
export async function resumeSubscription({ user }: { user: Account }): Promise<ManageOutcome> {
  const found = await changeable(user);
  if (!("stripe" in found)) return found;
  const { stripe, stored } = found;
  if (!stored.cancelAtPeriodEnd) return { ok: false, status: 409, error: "nothing_to_do" };
  await stripe.subscriptions.update(stored.stripeSubscriptionId, { cancel_at_period_end: false });
  return done(stripe, user, stored.stripeSubscriptionId);
}

/** A Billing Portal session where the person updates the card; returns its URL. */
export async function billingPortalUrl({
  user,
  returnUrl,
}: {
  user: Account;
  returnUrl: string;
}): Promise<{ ok: true; url: string } | Extract<ManageOutcome, { ok: false }>> {
  const stripe = getStripe();
  if (!stripe) return { ok: false, status: 400, error: "payments_disabled" };
  if (!user.stripeCustomerId) return { ok: false, status: 404, error: "no_subscription" };
  const session = await stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: returnUrl });
  return { ok: true, url: session.url };
}

/** The person's invoices, newest first (at most 24); empty when payments are off. */
export async function listInvoices({
  user,
}: {
  user: Account;
}): Promise<{ id: string; number: string | null; created: number; total: number; currency: string; status: string | null }[]> {
  const stripe = getStripe();
  if (!stripe || !user.stripeCustomerId) return [];
  const list = await stripe.invoices.list({ customer: user.stripeCustomerId, limit: 24 });
  return list.data.map((invoice) => ({
    id: invoice.id!,
    number: invoice.number,
    created: invoice.created,
    total: invoice.total,
    currency: invoice.currency,
    status: invoice.status,
  }));
}
