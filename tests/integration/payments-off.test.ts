/**
 * Without Stripe keys payments are off and nothing errors (issue 13): the plan page renders and
 * says so, the checkout API and the form answer a 4xx with the message, the webhook is refused,
 * verify-session still answers `inactive`.
 */
import { describe, expect, it } from "vitest";
import * as checkoutApi from "~/routes/api.create-checkout-session";
import * as webhook from "~/routes/api.stripe.webhook";
import * as verifyApi from "~/routes/api.stripe.verify-session";
import * as paymentSuccess from "~/routes/payment-success";
import * as subscriptionPage from "~/routes/subscription";
import { createUser, signedInJar } from "../support/factories";
import { call, formRequest, getRequest, jsonRequest, ORIGIN } from "../support/requests";

describe("payments off (no STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET)", () => {
  it("every payment path answers a 4xx with 'payments are not available', and the pages render", async () => {
    expect(process.env.STRIPE_SECRET_KEY).toBeUndefined();
    const user = await createUser({ plan: "free" });
    const jar = await signedInJar(user.id);
    const api = await call(checkoutApi.action, jsonRequest("/api/create-checkout-session", { priceId: "monthly", userId: user.id }, { jar }));
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ success: false, error: "payments_disabled", message: "I pagamenti non sono disponibili su questo server." });
    const en = await call(
      checkoutApi.action,
      jsonRequest("/api/create-checkout-session", { priceId: "monthly", userId: user.id }, { jar, headers: { "Accept-Language": "en" } }),
    );
    expect(await en.json()).toMatchObject({ message: "Payments are not available on this server." });

    const form = await call(subscriptionPage.action, formRequest("/subscription", { option: "yearly" }, { jar }));
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ error: "payments.disabled" });

    const page = await call(subscriptionPage.loader, getRequest("/subscription", { jar }));
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ paymentsOn: false, launchLeft: { monthly: 10, yearly: 10 } });

    const hook = await call(
      webhook.action,
      new Request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", headers: { "Stripe-Signature": "t=1,v1=x" }, body: "{}" }),
    );
    expect(hook.status).toBe(400);

    expect(await (await call(verifyApi.loader, getRequest("/api/stripe/verify-session", { jar }))).json()).toMatchObject({ status: "inactive" });
    expect((await call(paymentSuccess.loader, getRequest("/payment-success?session_id=cs_test_x", { jar }))).status).toBe(400);
  });
});
