/**
 * The whole life of a subscription through the fake Stripe and the real SDK (issue 13): checkout →
 * webhook → premium → plan change at renewal (a subscription schedule, no proration) → cancel at
 * period end (the JSON API with an empty body, and the page's confirmed form) → access until the
 * period end → expiry; resume before the end; the Billing Portal.
 */
import { describe, expect, it } from "vitest";
import * as checkoutApi from "~/routes/api.create-checkout-session";
import * as cancelApi from "~/routes/api.auth.user.$id.cancel-subscription";
import * as manage from "~/routes/manage-subscription";
import { entitlementSubject, getUserById } from "~/models/user.server";
import { getCurrentSubscription } from "~/models/subscription.server";
import { getEntitlements } from "~/utils/entitlements";
import { createUser, signedInJar } from "../support/factories";
import { useFakeStripe } from "../support/fake-stripe";
import { call, formRequest, getRequest, jsonRequest, ORIGIN, type CookieJar } from "../support/requests";

const fakeStripe = useFakeStripe();

async function subscribedPerson(priceId = "monthly") {
  const user = await createUser({ plan: "free" });
  const jar = await signedInJar(user.id);
  const response = await call(checkoutApi.action, jsonRequest("/api/create-checkout-session", { priceId, userId: user.id, language: "it" }, { jar }));
  const sessionId = ((await response.json()) as { url: string }).url.split("/").pop()!;
  await fakeStripe().completeCheckout(sessionId, "pay");
  return { id: user.id, jar };
}

const stateAt = async (id: number, at: Date) => getEntitlements(entitlementSubject((await getUserById({ id }))!), at);
const fakeNow = (plusSeconds = 0) => new Date((fakeStripe().now() + plusSeconds) * 1000);
const post = (jar: CookieJar, fields: Record<string, string>) => call(manage.action, formRequest("/manage-subscription", fields, { jar }));

describe("a subscription's life", () => {
  it("checkout → premium → yearly at renewal → cancel → premium until the period end → expiry", async () => {
    const fake = fakeStripe();
    const me = await subscribedPerson("monthly");
    expect((await stateAt(me.id, fakeNow())).state).toBe("premium");

    const changed = await post(me.jar, { intent: "change", plan: "yearly" });
    expect(changed.status).toBe(303);
    const scheduled = await getCurrentSubscription({ userId: me.id });
    expect(scheduled).toMatchObject({ plan: "monthly", scheduledPlan: "yearly", scheduledAt: scheduled!.currentPeriodEnd });
    const update = fake.requests.filter((r) => r.path.startsWith("/v1/subscription_schedules/") && r.method === "POST").pop()!;
    expect(update.params.phases[1]).toMatchObject({ proration_behavior: "none" });
    const page = await (await call(manage.loader, getRequest("/manage-subscription", { jar: me.jar }))).json();
    expect(page).toMatchObject({ subscription: { scheduledPlan: "yearly", status: "active" } });

    // The renewal: the schedule's next phase starts, one invoice at the yearly price.
    const periodEnd = new Date(scheduled!.currentPeriodEnd!).getTime() / 1000;
    await fake.advance(periodEnd - fake.now() + 60);
    const renewed = await getCurrentSubscription({ userId: me.id });
    expect(renewed).toMatchObject({ plan: "yearly", amountCents: 3999, scheduledPlan: null, status: "active" });

    // Cancel through the JSON API with an empty body, as the specification's client sends it.
    const cancel = await call(
      cancelApi.action,
      new Request(`${ORIGIN}/api/auth/user/${me.id}/cancel-subscription`, { method: "POST", headers: { Cookie: me.jar.header(), Origin: ORIGIN } }),
      { id: String(me.id) },
    );
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ success: true, user: { id: me.id, isPremium: true, subscriptionPlan: "yearly" } });
    const canceled = await getCurrentSubscription({ userId: me.id });
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });

    const end = new Date(canceled!.currentPeriodEnd!);
    expect((await stateAt(me.id, new Date(end.getTime() - 60_000))).state).toBe("premium");
    await fake.advance(end.getTime() / 1000 - fake.now() + 60);
    expect(await getCurrentSubscription({ userId: me.id })).toMatchObject({ status: "canceled" });
    expect((await stateAt(me.id, fakeNow())).state).toBe("free");
  });

  it("the page's cancel asks for confirmation first, then cancels at period end; resume undoes it", async () => {
    const me = await subscribedPerson("yearly");
    const unconfirmed = await post(me.jar, { intent: "cancel" });
    expect(unconfirmed.status).toBe(400);
    expect((await getCurrentSubscription({ userId: me.id }))?.cancelAtPeriodEnd).toBe(false);
    expect((await post(me.jar, { intent: "cancel", confirm: "yes" })).status).toBe(303);
    expect((await getCurrentSubscription({ userId: me.id }))?.cancelAtPeriodEnd).toBe(true);
    expect((await post(me.jar, { intent: "resume" })).status).toBe(303);
    expect((await getCurrentSubscription({ userId: me.id }))?.cancelAtPeriodEnd).toBe(false);
  });

  it("cancel-subscription takes an empty JSON body, refuses another id (403) and a visitor (401)", async () => {
    const me = await subscribedPerson();
    const other = await subscribedPerson();
    const url = (id: number) => `${ORIGIN}/api/auth/user/${id}/cancel-subscription`;
    const theirs = await call(
      cancelApi.action,
      new Request(url(other.id), { method: "POST", headers: { Cookie: me.jar.header(), Origin: ORIGIN, "Content-Type": "application/json" } }),
      {
        id: String(other.id),
      },
    );
    expect(theirs.status).toBe(403);
    expect((await call(cancelApi.action, new Request(url(me.id), { method: "POST", headers: { Origin: ORIGIN } }), { id: String(me.id) })).status).toBe(401);
    const mine = await call(
      cancelApi.action,
      new Request(url(me.id), { method: "POST", headers: { Cookie: me.jar.header(), Origin: ORIGIN, "Content-Type": "application/json" } }),
      {
        id: String(me.id),
      },
    );
    expect(mine.status).toBe(200);
    expect((await getCurrentSubscription({ userId: other.id }))?.cancelAtPeriodEnd).toBe(false);
  });

  it("updating the payment method goes to a Billing Portal session that comes back here", async () => {
    const me = await subscribedPerson();
    const response = await post(me.jar, { intent: "portal" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/\/portal\/bps_/);
    const request = fakeStripe()
      .requests.filter((r) => r.path === "/v1/billing_portal/sessions")
      .pop()!;
    expect(request.params.return_url).toBe(`${ORIGIN}/manage-subscription`);
  });
});
