/**
 * GET /api/stripe/verify-session?session_id= (spec §7; issue 13): `{ status: "success" | "inactive",
 * plan, expiresAt, customerId, subscriptionId }`. With a `session_id`, only for the signed-in
 * person's own Checkout Session (401 signed out, 403 someone else's, 404 unknown or malformed
 * id). Without one (spec §7: optional; the specification's client calls it on every start), the
 * signed-in person's current subscription, and `{ status: "inactive" }` with 200 for a visitor.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/services/api.server";
import { currentSubscriptionAnswer, verifyCheckoutSession } from "~/services/payments/verify-session.server";
import { apiMethodNotAllowed } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import { getOptionalUser } from "~/utils/session-cookie.server";

/** A Checkout Session id as Stripe makes them ("cs_test_…", "cs_live_…"). */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const user = await getOptionalUser(request);
  if (sessionId === null || sessionId === "") {
    if (!user) return apiJson({ status: "inactive" as const, plan: null, expiresAt: null, customerId: null, subscriptionId: null });
    return apiJson(await currentSubscriptionAnswer(user));
  }
  if (!user) return apiError(401, "unauthorized", t("api.unauthorized"));
  if (!SESSION_ID.test(sessionId)) return apiError(404, "not_found", t("payments.noSession"));
  try {
    const result = await verifyCheckoutSession({ user, sessionId });
    if (!result.ok) {
      const message =
        result.error === "payments_disabled" ? t("payments.disabled") : result.error === "forbidden" ? t("payments.notYourSession") : t("payments.noSession");
      return apiError(result.status, result.error, message);
    }
    return apiJson(result.subscription);
  } catch (error) {
    console.error(`verify-session: ${describeEscapedError(error)}`);
    return apiError(502, "payment_processing_error", t("payments.stripeError"));
  }
}

export async function action(args: ActionFunctionArgs) {
  return apiMethodNotAllowed(args, "GET");
}
