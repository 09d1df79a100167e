/**
 * What the plan pages (/subscription, /premium, /simple-payment) load and do (issue 13; spec §2,
 * §9): prices, launch offers left, whether payments are on, the person's subscription; and the
 * form post that starts Checkout without JavaScript (303 to Stripe's hosted page).
 */
import { json, redirect } from "@remix-run/node";
import { launchOffersLeft } from "~/models/launch-offer.server";
import { entitlementSubject } from "~/models/user.server";
import { getEntitlements } from "~/utils/entitlements";
import { getT } from "~/utils/locale.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import { CheckoutFormSchema } from "~/utils/schemas.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { createCheckout } from "./checkout.server";
import { appOrigin } from "./origin.server";
import { paymentsEnabled } from "~/services/stripe.server";

/** The plan page's data (no translations: the route adds its own). */
export async function planPageData(request: Request, now = new Date()) {
  const user = await getOptionalUser(request);
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, now);
  return {
    signedIn: Boolean(user),
    userId: user?.id ?? null,
    paymentsOn: paymentsEnabled(),
    launchLeft: await launchOffersLeft({ now }),
    subscription: entitlements.subscription,
    state: entitlements.state,
  };
}

/** The data an action answers a refused checkout with: a translation key and what was typed. */
export interface CheckoutFormError {
  error: string;
  discountCode?: string;
}

/**
 * The form post of the plan pages: a visitor goes to sign in (and comes back to `backTo`); a bad
 * option is 400; otherwise Checkout starts and the browser is sent there (303), or the refusal's
 * message is answered with its status (400 payments off or bad discount code, 409 already
 * subscribed or launch offers gone, 502 Stripe failing).
 */
export async function checkoutFormAction(request: Request, backTo: "/subscription" | "/simple-payment") {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(backTo)}`, { status: 303 });
  const form = Object.fromEntries(await request.formData());
  const typed = typeof form.discountCode === "string" ? form.discountCode.slice(0, 64) : "";
  const parsed = CheckoutFormSchema.safeParse(form);
  if (!parsed.success)
    return json<CheckoutFormError>({ error: parsed.error.issues[0]?.message ?? "payments.invalidPlan", discountCode: typed }, { status: 400 });
  const { locale } = await getT(request);
  try {
    const result = await createCheckout({ user, option: parsed.data.option, locale, origin: appOrigin(request), discountCode: parsed.data.discountCode });
    if (!result.ok) return json<CheckoutFormError>({ error: result.messageKey, discountCode: typed }, { status: result.status });
    return redirect(result.url, { status: 303 });
  } catch (error) {
    console.error(`checkout: ${describeEscapedError(error)}`);
    return json<CheckoutFormError>({ error: "payments.stripeError", discountCode: typed }, { status: 502 });
  }
}
