/**
 * Checkout, verification, payment results and invoices through the loopback fake Stripe and the
 * real SDK (issue 13): the JSON checkout API's 401/403 rules and messages, the no-JavaScript form
 * post, discount codes, launch offers that stop at 10 under parallel checkouts, verify-session and
 * invoices refused to anyone but the owner, and the plan pages.
 */
import { describe, expect, it } from "vitest";
import * as checkoutApi from "~/routes/api.create-checkout-session";
import * as verifyApi from "~/routes/api.stripe.verify-session";
import * as invoiceRoute from "~/routes/invoices.$id";
import * as paymentSuccess from "~/routes/payment-success";
import * as subscriptionPage from "~/routes/subscription";
import { getUserById, entitlementSubject } from "~/models/user.server";
import { getStripe } from "~/services/stripe.server";
import { getEntitlements } from "~/utils/entitlements";
import { createUser, signedInJar } from "../support/factories";
import { useFakeStripe } from "../support/fake-stripe";
import { call, formRequest, getRequest, jsonRequest, type CookieJar } from "../support/requests";

const fakeStripe = useFakeStripe();

async function person(plan: "free" | "standard_trial" = "free") {
  const user = await createUser({ plan });
  return { id: user.id, jar: await signedInJar(user.id) };
}

const startCheckout = (jar: CookieJar | undefined, body: unknown) => call(checkoutApi.action, jsonRequest("/api/create-checkout-session", body, { jar }));

/** Subscribes through the API and the fake's hosted page; returns the session id. */
async function subscribe(who: { id: number; jar: CookieJar }, priceId = "monthly") {
  const response = await startCheckout(who.jar, { priceId, userId: who.id, language: "it" });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const sessionId = url.split("/").pop()!;
  await fakeStripe().completeCheckout(sessionId, "pay");
  return sessionId;
}

describe("POST /api/create-checkout-session", () => {
  it("answers 401 signed out, 403 for another user's id, 400 for an unknown plan, in the person's language", async () => {
    expect((await startCheckout(undefined, { priceId: "monthly", userId: 1, language: "it" })).status).toBe(401);
    const me = await person();
    const other = await startCheckout(me.jar, { priceId: "monthly", userId: me.id + 1000, language: "en" });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ success: false, message: "Puoi abbonarti solo per il tuo account." });
    expect((await startCheckout(me.jar, { priceId: "price_gold", userId: me.id })).status).toBe(400);
  });

  it("makes a subscription-mode Checkout Session in the person's language with our idempotency key and the success URL of spec §7", async () => {
    const me = await person();
    const response = await startCheckout(me.jar, { priceId: "yearly", userId: String(me.id), language: "en" });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/\/checkout\/cs_test_/);
    const request = fakeStripe()
      .requests.filter((r) => r.path === "/v1/checkout/sessions")
      .pop()!;
    expect(request.params).toMatchObject({
      mode: "subscription",
      locale: "en",
      client_reference_id: String(me.id),
      success_url: "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/subscription",
    });
    expect(request.idempotencyKey).toMatch(new RegExp(`^respiro-checkout-${me.id}-yearly-`));
  });

  it("applies a promotion code, and says 'Impossibile applicare lo sconto' for one that does not exist", async () => {
    const stripe = getStripe()!;
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: "once" });
    await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "AMICI20" });
    const me = await person();
    const bad = await startCheckout(me.jar, { priceId: "monthly", userId: me.id, discountCode: "NONESISTE" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "discount_invalid", message: "Impossibile applicare lo sconto" });
    const good = await startCheckout(me.jar, { priceId: "monthly", userId: me.id, discountCode: "amici20" });
    expect(good.status).toBe(200);
    const sessionId = ((await good.json()) as { url: string }).url.split("/").pop()!;
    expect(fakeStripe().objects.get(sessionId)!.amount_total).toBe(399);
  });

  it("hands out at most 10 launch offers of a plan to 25 parallel checkouts, and the page counts them down", async () => {
    const people = await Promise.all(Array.from({ length: 25 }, () => person()));
    const responses = await Promise.all(people.map((p) => startCheckout(p.jar, { priceId: "launch_monthly", userId: p.id, language: "it" })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const refused = responses.find((r) => r.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: "launch_sold_out" });
    const page = await call(subscriptionPage.loader, getRequest("/subscription"));
    expect(await page.json()).toMatchObject({ launchLeft: { monthly: 0, yearly: 10 }, paymentsOn: true });
  });

  it("the no-JavaScript form post sends a signed-in person to Checkout (303) and a visitor to sign in", async () => {
    const me = await person();
    const response = await call(subscriptionPage.action, formRequest("/subscription", { option: "monthly", discountCode: "" }, { jar: me.jar }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/\/checkout\/cs_test_/);
    const visitor = await call(subscriptionPage.action, formRequest("/subscription", { option: "monthly" }));
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fsubscription");
  });
});

describe("after paying", () => {
  it("verify-session answers success only to the owner; the result page shows the plan and the invoice, which only the owner can download", async () => {
    const me = await person();
    const sessionId = await subscribe(me, "monthly");
    const user = await getUserById({ id: me.id });
    expect(getEntitlements(entitlementSubject(user!), new Date()).state).toBe("premium");

    const mine = await call(verifyApi.loader, getRequest(`/api/stripe/verify-session?session_id=${sessionId}`, { jar: me.jar }));
    expect(mine.status).toBe(200);
    const verified = (await mine.json()) as Record<string, unknown>;
    expect(verified).toMatchObject({
      status: "success",
      plan: "monthly",
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
    });

    const stranger = await person();
    expect((await call(verifyApi.loader, getRequest(`/api/stripe/verify-session?session_id=${sessionId}`, { jar: stranger.jar }))).status).toBe(403);
    expect((await call(verifyApi.loader, getRequest(`/api/stripe/verify-session?session_id=${sessionId}`))).status).toBe(401);
    const bogus = await call(verifyApi.loader, getRequest(`/api/stripe/verify-session?session_id=cs_test_nothing`, { jar: me.jar }));
    expect(bogus.status).toBe(404);
    expect(await bogus.json()).toMatchObject({ success: false });
    expect(await (await call(verifyApi.loader, getRequest("/api/stripe/verify-session"))).json()).toMatchObject({ status: "inactive" });
    expect(await (await call(verifyApi.loader, getRequest("/api/stripe/verify-session", { jar: me.jar }))).json()).toMatchObject({
      status: "success",
      plan: "monthly",
    });

    const page = await call(paymentSuccess.loader, getRequest(`/payment-success?session_id=${sessionId}`, { jar: me.jar }));
    expect(page.status).toBe(200);
    const { outcome } = (await page.json()) as { outcome: { kind: string; invoiceId: string; transactionId: string } };
    expect(outcome).toMatchObject({ kind: "success", invoiceId: expect.stringMatching(/^in_/) });
    const noSession = await call(paymentSuccess.loader, getRequest(`/payment-success`, { jar: me.jar }));
    expect(noSession.status).toBe(404);
    expect((await call(paymentSuccess.loader, getRequest(`/payment-success?session_id=${sessionId}`, { jar: stranger.jar }))).status).toBe(403);

    const pdf = await call(invoiceRoute.loader, getRequest(`/invoices/${outcome.invoiceId}`, { jar: me.jar }), { id: outcome.invoiceId });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const theirs = await call(invoiceRoute.loader, getRequest(`/invoices/${outcome.invoiceId}`, { jar: stranger.jar }), { id: outcome.invoiceId });
    expect(theirs.status).toBe(404);
  });

  it("a declined card leaves the session open: the result page says 'Errore Pagamento' and nobody becomes premium", async () => {
    const me = await person();
    const response = await startCheckout(me.jar, { priceId: "monthly", userId: me.id });
    const sessionId = ((await response.json()) as { url: string }).url.split("/").pop()!;
    await fakeStripe().completeCheckout(sessionId, "decline");
    const page = await call(paymentSuccess.loader, getRequest(`/payment-success?session_id=${sessionId}`, { jar: me.jar }));
    expect(page.status).toBe(402);
    expect(await page.json()).toMatchObject({ outcome: { kind: "failed" }, title: "Errore Pagamento" });
    expect(getEntitlements(entitlementSubject((await getUserById({ id: me.id }))!), new Date()).state).toBe("free");
  });
});
