/**
 * Stripe's webhook deliveries for one subscription reaching two app processes at once (issue 16;
 * decision record 0040). Each process has its own pool: two Kysely instances over two `pg` pools
 * stand for two processes, as in postgres-races.test.ts, and the loopback fake Stripe holds its
 * events so the test delivers them itself, to either process. Runs only on PostgreSQL
 * (npm run test:pg); on SQLite one process is the only writer.
 */
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#db/connection";
import type { Database } from "#db/schema";
import { getDb } from "~/db.server";
import { getCurrentSubscription } from "~/models/subscription.server";
import { getUserById } from "~/models/user.server";
import { createCheckout } from "~/services/payments/checkout.server";
import { fetchSubscriptionState, syncSubscription, type SyncOutcome } from "~/services/payments/subscription-sync.server";
import { getStripe } from "~/services/stripe.server";
import { createUser } from "../support/factories";
import { useFakeStripe } from "../support/fake-stripe";
import { ORIGIN } from "../support/requests";

const url = process.env.DATABASE_URL;
const fakeStripe = useFakeStripe({ deliver: "hold" });

type HeldEvent = { id: string; type: string; data: { object: Record<string, unknown> } };

const idOf = (value: unknown) => (typeof value === "string" ? value : ((value as { id?: string } | null)?.id ?? null));

/**
 * Delivers `event` to the process whose pool is `db` as the webhook does (the subscription it
 * concerns, the checkout's customer and reservation); null for an event about no subscription.
 */
function deliver(stripe: Stripe, event: HeldEvent, db: Kysely<Database>): Promise<SyncOutcome> | null {
  const object = event.data.object;
  const meta = { id: event.id, type: event.type };
  if (event.type === "checkout.session.completed") {
    const subscriptionId = idOf(object.subscription);
    if (!subscriptionId) return null;
    const checkout = { sessionId: String(object.id), userId: Number(object.client_reference_id) || null, customerId: idOf(object.customer) };
    return syncSubscription(stripe, subscriptionId, { event: meta, checkout, db });
  }
  if (event.type.startsWith("customer.subscription.")) return syncSubscription(stripe, String(object.id), { event: meta, db });
  if (event.type.startsWith("invoice.")) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    const subscriptionId = idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
    return subscriptionId ? syncSubscription(stripe, subscriptionId, { event: meta, db }) : null;
  }
  return null;
}

/**
 * `stripe` whose subscription reads answer `delayMs` late, after Stripe has answered (a slow
 * network on the way back); `fetched` resolves when the first read has reached Stripe's state.
 */
function slowOnTheWayBack(stripe: Stripe, delayMs: number): { stripe: Stripe; fetched: Promise<void> } {
  let signal!: () => void;
  const fetched = new Promise<void>((resolve) => (signal = resolve));
  const subscriptions = new Proxy(stripe.subscriptions, {
    get(target, property, receiver) {
      if (property !== "retrieve") return Reflect.get(target, property, receiver);
      return async (...args: Parameters<Stripe["subscriptions"]["retrieve"]>) => {
        const result = await target.retrieve(...args);
        signal();
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return result;
      };
    },
  });
  return {
    stripe: new Proxy(stripe, {
      get: (target, property, receiver) => (property === "subscriptions" ? subscriptions : Reflect.get(target, property, receiver)),
    }),
    fetched,
  };
}

describe.skipIf(!url)("Stripe deliveries for one subscription across two processes", () => {
  let pools: Kysely<Database>[] = [];
  beforeAll(async () => {
    await getDb();
    pools = [openPostgres(url!, 5), openPostgres(url!, 5)];
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.destroy()));
  });

  /** A person who paid a monthly checkout at the fake; its events are held, not yet delivered. */
  async function subscribedPerson() {
    const created = await createUser({ plan: "free" });
    const user = await getUserById({ id: created.id });
    const checkout = await createCheckout({ user: user!, option: "monthly", locale: "it", origin: ORIGIN });
    if (!checkout.ok) throw new Error(checkout.error);
    const session = await fakeStripe().completeCheckout(checkout.sessionId, "pay");
    return { userId: created.id, subscriptionId: session.subscription as string };
  }

  const held = () => fakeStripe().pending.splice(0) as HeldEvent[];

  it("a newer event applied by one process is not overwritten by an older state another process fetched first", async () => {
    const stripe = getStripe()!;
    const { userId, subscriptionId } = await subscribedPerson();
    for (const event of held()) await deliver(stripe, event, pools[0]);

    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const [older] = held().filter((e) => e.type === "customer.subscription.updated");
    const slow = slowOnTheWayBack(stripe, 400);
    // Process B fetches "cancels at period end" and is slow to write it…
    const first = deliver(slow.stripe, older, pools[1])!;
    await slow.fetched;
    // …while the person resumes and process A gets that newer event.
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    const [newer] = held().filter((e) => e.type === "customer.subscription.updated");
    const second = deliver(stripe, newer, pools[0])!;
    expect(await Promise.all([first, second])).toEqual(["applied", "applied"]);

    const stored = await getCurrentSubscription({ userId });
    expect(stored?.cancelAtPeriodEnd).toBe(false);
    expect(stored).toMatchObject({ ...(await fetchSubscriptionState(stripe, subscriptionId)), updatedAt: expect.any(String) });
  });

  it("the same and different events delivered three times each, in parallel, to both processes, are each applied once and end in Stripe's state", async () => {
    const stripe = getStripe()!;
    const { userId, subscriptionId } = await subscribedPerson();
    const outcomes: Promise<{ id: string; outcome: SyncOutcome }>[] = [];
    const deliverHeld = () => {
      for (const event of held())
        for (let copy = 0; copy < 3; copy += 1) {
          const done = deliver(stripe, event, pools[copy % 2]);
          if (done) outcomes.push(done.then((outcome) => ({ id: event.id, outcome })));
        }
    };
    deliverHeld();
    // Changes at Stripe while earlier deliveries are still being applied.
    for (let round = 0; round < 4; round += 1) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: round % 2 === 0 });
      deliverHeld();
    }
    await stripe.subscriptions.update(subscriptionId, { metadata: { userId: String(userId), round: "last" } });
    deliverHeld();

    const results = await Promise.all(outcomes);
    const ids = [...new Set(results.map((r) => r.id))];
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids) {
      const forEvent = results.filter((r) => r.id === id).map((r) => r.outcome);
      expect(
        forEvent.filter((o) => o !== "duplicate"),
        id,
      ).toEqual(["applied"]);
      expect(forEvent.filter((o) => o === "duplicate")).toHaveLength(2);
    }
    const recorded = await pools[1].selectFrom("stripe_events").select("id").where("id", "in", ids).execute();
    expect(recorded).toHaveLength(ids.length);
    const stored = await getCurrentSubscription({ userId });
    expect(stored).toMatchObject({ ...(await fetchSubscriptionState(stripe, subscriptionId)), updatedAt: expect.any(String) });
    expect(stored).toMatchObject({ status: "active", plan: "monthly" });
  });
});
