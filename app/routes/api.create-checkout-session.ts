/**
 * POST /api/create-checkout-session (spec §7; issue 13): JSON `{ priceId, userId, language }`.
 * `priceId` is a plan option ("monthly", "yearly", "launch_monthly", "launch_yearly") or its
 * Stripe lookup key; `userId` must be the signed-in person (401 signed out, 403 someone else).
 * Answers `{ success: true, url }` (the browser goes there) or `{ success: false, error, message }`
 * with spec §8's messages: 400 when payments are off or the discount code does not apply, 409
 * already subscribed or launch offers gone, 502 "Payment processing error" when Stripe fails.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, readJsonAction } from "~/services/api.server";
import { createCheckout } from "~/services/payments/checkout.server";
import { appOrigin } from "~/services/payments/origin.server";
import { apiMethodNotAllowed, jsonAction } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import { CheckoutRequestSchema } from "~/utils/schemas.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { planOptionFor } from "~/utils/plans";

export async function loader(args: LoaderFunctionArgs) {
  return apiMethodNotAllowed(args, "POST");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(args, async ({ request }) => {
    const { t, locale } = await getT(request);
    const user = await getOptionalUser(request);
    if (!user) return apiError(401, "unauthorized", t("payments.signInFirst"));
    const parsed = CheckoutRequestSchema.safeParse(await readJsonAction(request, t));
    if (!parsed.success) return apiError(400, "invalid_request", t("payments.invalidPlan"));
    if (parsed.data.userId !== undefined && String(parsed.data.userId) !== String(user.id)) return apiError(403, "forbidden", t("payments.notYourAccount"));
    const option = planOptionFor(parsed.data.priceId);
    if (!option) return apiError(400, "invalid_plan", t("payments.invalidPlan"));
    const language = parsed.data.language ?? locale;
    try {
      const result = await createCheckout({ user, option, locale: language, origin: appOrigin(request), discountCode: parsed.data.discountCode });
      if (!result.ok) return apiError(result.status, result.error, t(result.messageKey));
      return apiJson({ success: true as const, url: result.url });
    } catch (error) {
      console.error(`checkout: ${describeEscapedError(error)}`);
      return apiError(502, "payment_processing_error", t("payments.stripeError"));
    }
  });
}
