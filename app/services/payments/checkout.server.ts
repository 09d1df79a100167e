/**
 * Starting a subscription (issue 13; spec §7 "POST /api/create-checkout-session"): a Stripe
 * Checkout Session in subscription mode, in the person's language, back to
 * /payment-success?session_id={CHECKOUT_SESSION_ID} or /subscription. A launch price first
 * reserves one of its 10 offers (app/models/launch-offer.server.ts), held for the session's 30
 * minutes. Every Stripe call carries our own idempotency key, so a retried or double request
 * makes one customer and one session.
 */
import type Stripe from "stripe";
import { attachCheckoutSession, releaseLaunchOffer, reserveLaunchOffer } from "~/models/launch-offer.server";
import { setStripeCustomerId } from "~/models/subscription.server";
import type { Account } from "~/models/user.server";
import { getStripe } from "~/services/stripe.server";
import { getEntitlements } from "~/utils/entitlements";
import { entitlementSubject } from "~/models/user.server";
import { PLAN_PRICES, type PlanOption } from "~/utils/plans";
import { priceIdsByOption } from "./catalogue.server";

/** Stripe's shortest Checkout Session life, in ms; a launch reservation lasts one minute more. */
export const CHECKOUT_SESSION_MS = 30 * 60_000;

/** Why a checkout could not start, with the translation key of its message. */
export type CheckoutRefusal =
  | { status: 400; error: "payments_disabled"; messageKey: "payments.disabled" }
  | { status: 400; error: "discount_invalid"; messageKey: "payments.discountError" }
  | { status: 409; error: "already_subscribed"; messageKey: "payments.alreadySubscribed" }
  | { status: 409; error: "launch_sold_out"; messageKey: "payments.launchSoldOut" }
  | { status: 502; error: "checkout_failed"; messageKey: "payments.checkoutError" };

export type CheckoutResult = { ok: true; url: string; sessionId: string } | ({ ok: false } & CheckoutRefusal);

/** The promotion code `code` names (active), or null. */
async function promotionCodeId(stripe: Stripe, code: string): Promise<string | null> {
  const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
  return found.data[0]?.id ?? null;
}

/** The user's Stripe customer, created once (idempotency key per user). */
async function customerFor(stripe: Stripe, user: Account, now: Date): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.fullName, metadata: { userId: String(user.id) } },
    { idempotencyKey: `respiro-customer-${user.id}` },
  );
  await setStripeCustomerId({ userId: user.id, customerId: customer.id, now });
  return customer.id;
}

/**
 * Creates the Checkout Session of `option` for `user`.
 * @param origin the app's origin for the return URLs (APP_URL or the request's).
 * @param discountCode a Stripe promotion code typed by the person (optional); unknown → "discount_invalid".
 * @returns the session's hosted URL, or a refusal (payments off, already premium, launch offers
 *   gone, a bad discount code, Stripe failing).
 */
export async function createCheckout({
  user,
  option,
  locale,
  origin,
  discountCode,
  now = new Date(),
}: {
  user: Account;
  option: PlanOption;
  locale: "it" | "en";
  origin: string;
  discountCode?: string;
  now?: Date;
}): Promise<CheckoutResult> {
  const stripe = getStripe();
  if (!stripe) return { ok: false, status: 400, error: "payments_disabled", messageKey: "payments.disabled" };
  const entitlements = getEntitlements(entitlementSubject(user), now);
  if (entitlements.subscription && !entitlements.subscription.cancelAtPeriodEnd) {
    return { ok: false, status: 409, error: "already_subscribed", messageKey: "payments.alreadySubscribed" };
  }
  const wanted = PLAN_PRICES[option];
  const expiresAt = new Date(now.getTime() + CHECKOUT_SESSION_MS);
  let reservation: number | null = null;
  if (wanted.launch) {
    reservation = await reserveLaunchOffer({ plan: wanted.plan, userId: user.id, now, expiresAt: new Date(expiresAt.getTime() + 60_000) });
    if (reservation === null) return { ok: false, status: 409, error: "launch_sold_out", messageKey: "payments.launchSoldOut" };
  }
  try {
    const code = discountCode?.trim();
    const promotion = code ? await promotionCodeId(stripe, code) : null;
    if (code && !promotion) {
      if (reservation !== null) await releaseLaunchOffer({ id: reservation });
      return { ok: false, status: 400, error: "discount_invalid", messageKey: "payments.discountError" };
    }
    const prices = await priceIdsByOption(stripe);
    const customer = await customerFor(stripe, user, now);
    const minute = Math.floor(now.getTime() / 60_000);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        client_reference_id: String(user.id),
        line_items: [{ price: prices[option], quantity: 1 }],
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscription`,
        locale,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
        metadata: { userId: String(user.id), option },
        subscription_data: { metadata: { userId: String(user.id), option } },
        ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
      },
      { idempotencyKey: `respiro-checkout-${user.id}-${option}-${promotion ?? "none"}-${reservation ?? "regular"}-${minute}` },
    );
    if (!session.url) throw new Error("Checkout Session without a url");
    if (reservation !== null) await attachCheckoutSession({ id: reservation, checkoutSessionId: session.id });
    return { ok: true, url: session.url, sessionId: session.id };
  } catch (error) {
    if (reservation !== null) await releaseLaunchOffer({ id: reservation });
    const stripeCode = (error as { code?: string })?.code;
    if (stripeCode === "coupon_expired" || stripeCode === "promotion_code_expired") {
      return { ok: false, status: 400, error: "discount_invalid", messageKey: "payments.discountError" };
    }
    throw error;
  }
}
