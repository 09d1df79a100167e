/**
 * Stripe webhooks through the loopback fake and the real SDK (issue 13; decision record 0026):
 * the catalogue set-up is idempotent, a bad signature is refused, each event is applied exactly
 * once and in any order (a storm of 200 deliveries with duplicates, shuffled, ends in Stripe's
 * state), and a failed renewal payment is followed.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { countAppliedStripeEvents, getCurrentSubscription } from "~/models/subscription.server";
import { entitlementSubject, getUserById } from "~/models/user.server";
import { ensureStripeCatalogue, LAUNCH_COUPONS } from "~/services/payments/catalogue.server";
import { createCheckout } from "~/services/payments/checkout.server";
import { fetchSubscriptionState } from "~/services/payments/subscription-sync.server";
import { getStripe } from "~/services/stripe.server";
import { getEntitlements } from "~/utils/entitlements";
import { DAY_MS } from "~/utils/time";
import { createUser } from "../support/factories";
import { postWebhook, useFakeStripe } from "../support/fake-stripe";
import { ORIGIN } from "../support/requests";

const fakeStripe = useFakeStripe();

async function account(id: number) {
  const user = await getUserById({ id });
  if (!user) throw new Error("no user");
  return user;
}

/** A signed-in person who subscribed to `option` through Checkout (the fake's "Pay"). */
async function subscribed(option: "monthly" | "yearly" = "monthly") {
  const created = await createUser({ plan: "free" });
  const checkout = await createCheckout({ user: await account(created.id), option, locale: "it", origin: ORIGIN });
  if (!checkout.ok) throw new Error(checkout.error);
  const session = await fakeStripe().completeCheckout(checkout.sessionId, "pay");
  return { userId: created.id, subscriptionId: session.subscription as string, sessionId: checkout.sessionId };
}

describe("npm run stripe:setup (ensureStripeCatalogue)", () => {
  it("makes the product, four prices by lookup key and the launch coupons once; a second run keeps them", async () => {
    const again = await ensureStripeCatalogue(getStripe()!);
    expect(again.product).toBe("kept");
    expect(Object.values(again.prices).map((p) => p.action)).toEqual(["kept", "kept", "kept", "kept"]);
    expect(Object.values(again.coupons)).toEqual(["kept", "kept"]);
    const objects = [...fakeStripe().objects.values()];
    const prices = objects.filter((o) => o.object === "price");
    expect(prices.map((p) => [p.lookup_key, p.unit_amount, p.currency, p.recurring.interval]).sort()).toEqual([
      ["respiro_launch_monthly", 249, "eur", "month"],
      ["respiro_launch_yearly", 1999, "eur", "year"],
      ["respiro_premium_monthly", 499, "eur", "month"],
      ["respiro_premium_yearly", 3999, "eur", "year"],
    ]);
    const coupons = objects.filter((o) => o.object === "coupon");
    expect(coupons.map((c) => [c.id, c.max_redemptions]).sort()).toEqual(LAUNCH_COUPONS.map((c) => [c.id, 10]).sort());
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a missing, wrong or stale signature and a tampered body with 400, changing nothing", async () => {
    const { userId } = await subscribed();
    const before = await countAppliedStripeEvents();
    const event = { id: "evt_forged", object: "event", type: "customer.subscription.deleted", data: { object: { id: "sub_x", object: "subscription" } } };
    const payload = JSON.stringify(event);
    const fake = fakeStripe();
    const stripe = getStripe()!;
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_the_endpoint_secret" });
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const good = fake.sign(payload);
    for (const [signature, body] of [
      [null, payload],
      ["t=1,v1=abc", payload],
      [forged, payload],
      [stale, payload],
      [good, payload.replace("evt_forged", "evt_forgee")],
    ] as const) {
      const response = await postWebhook(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: "invalid_signature" });
    }
    expect(await countAppliedStripeEvents()).toBe(before);
    expect(getEntitlements(entitlementSubject(await account(userId)), new Date()).state).toBe("premium");
  });

  it("applies a replayed event once: the same signed delivery again answers 200 'duplicate'", async () => {
    const fake = fakeStripe();
    await subscribed();
    const event = [...fake.events].reverse().find((e) => e.type === "customer.subscription.created")!;
    const payload = JSON.stringify(event);
    const before = await countAppliedStripeEvents();
    const replay = await postWebhook(payload, fake.sign(payload));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: "duplicate" });
    expect(await countAppliedStripeEvents()).toBe(before);
  });

  it("a checkout makes the person premium on the monthly plan until the period end Stripe reports", async () => {
    const { userId, subscriptionId } = await subscribed("monthly");
    const user = await account(userId);
    const entitlements = getEntitlements(entitlementSubject(user), new Date());
    expect(entitlements.state).toBe("premium");
    expect(user).toMatchObject({ subscriptionPlan: "monthly", subscriptionStatus: "active", stripeSubscriptionId: subscriptionId });
    expect(user.stripeCustomerId).toMatch(/^cus_/);
    const end = new Date(user.subscriptionEnd!).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * DAY_MS);
    expect(end - Date.now()).toBeLessThan(32 * DAY_MS);
  });

  it("a storm of 200 deliveries, duplicated and shuffled, in parallel, ends in Stripe's final state with each event applied once", async () => {
    const fake = fakeStripe();
    const stripe = getStripe()!;
    fake.setDeliver("hold");
    try {
      const { userId, subscriptionId } = await subscribed("monthly");
      // A life with many states: cancel, resume, a plan change at renewal, two renewals, then cancel at period end.
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
      const prices = await stripe.prices.list({ lookup_keys: ["respiro_premium_yearly"] });
      await stripe.subscriptionSchedules.update(schedule.id, {
        phases: [
          {
            items: [{ price: schedule.phases[0].items[0].price as string, quantity: 1 }],
            start_date: schedule.phases[0].start_date,
            end_date: schedule.phases[0].end_date,
          },
          { items: [{ price: prices.data[0].id, quantity: 1 }], duration: { interval: "year" }, proration_behavior: "none" },
        ],
      });
      await fake.advance(32 * 86_400);
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });

      const unique = fake.pending.splice(0);
      expect(unique.length).toBeGreaterThanOrEqual(10);
      const deliveries = Array.from({ length: 200 }, (_, i) => unique[i % unique.length]);
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
      }
      const before = await countAppliedStripeEvents();
      const statuses: number[] = [];
      for (let i = 0; i < deliveries.length; i += 25) {
        const batch = deliveries.slice(i, i + 25);
        statuses.push(...(await Promise.all(batch.map((event) => fake.send(event)))));
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(await countAppliedStripeEvents()).toBe(before + unique.length);
      const db = await getDb();
      const applied = await db
        .selectFrom("stripe_events")
        .select("id")
        .where(
          "id",
          "in",
          unique.map((e) => e.id),
        )
        .execute();
      expect(applied).toHaveLength(unique.length);

      const truth = await fetchSubscriptionState(stripe, subscriptionId);
      const stored = await getCurrentSubscription({ userId });
      expect(stored).toMatchObject({ ...truth, updatedAt: expect.any(String) });
      expect(stored).toMatchObject({ plan: "yearly", status: "active", cancelAtPeriodEnd: true, scheduledPlan: null });
      const user = await account(userId);
      expect(user.subscriptionPlan).toBe("yearly");
      expect(getEntitlements(entitlementSubject(user), new Date(Date.now() + 32 * DAY_MS)).subscription).toMatchObject({
        plan: "yearly",
        cancelAtPeriodEnd: true,
      });
    } finally {
      fake.setDeliver("immediate");
    }
  });

  it("a failed renewal keeps premium while Stripe retries (past due), and ends it when Stripe gives up", async () => {
    const fake = fakeStripe();
    const { userId, subscriptionId } = await subscribed("monthly");
    fake.failNextPayments(subscriptionId);
    const sub = fake.objects.get(subscriptionId)!;
    const renewalIn = sub.items.data[0].current_period_end - fake.now() + 60;
    await fake.advance(renewalIn);
    // The app's "now" on the fake's clock (moved by this file's earlier tests too).
    const later = () => new Date(fake.now() * 1000 + 1000);
    const failed = await account(userId);
    expect(failed.subscriptionStatus).toBe("past_due");
    expect(fake.events.some((e) => e.type === "invoice.payment_failed" && e.data.object.parent.subscription_details.subscription === subscriptionId)).toBe(
      true,
    );
    expect(getEntitlements(entitlementSubject(failed), later()).state).toBe("premium");

    await fake.settlePastDue(subscriptionId, "give_up");
    const ended = await account(userId);
    expect(ended.subscriptionStatus).toBe("canceled");
    expect(getEntitlements(entitlementSubject(ended), later()).state).toBe("free");
  });
});
