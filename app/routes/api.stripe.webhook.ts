/**
 * POST /api/stripe/webhook: Stripe's event deliveries (issue 13; decision record 0026). Not a
 * browser request, so no Origin check applies; the signature on the raw body is the guard
 * (app/services/payments/webhook.server.ts). 400 for a bad signature or when payments are off,
 * 200 once the event is applied (or was already), 500 when Stripe could not be reached (Stripe
 * delivers the event again later).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/services/api.server";
import { handleStripeWebhook } from "~/services/payments/webhook.server";
import { apiMethodNotAllowed } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import { readBoundedBody } from "~/utils/request-body.server";
import { isCrossSite } from "~/utils/request-guard.server";

/** Stripe event payloads are small; a larger body is refused before it is read (decision record 0013). */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

export async function loader(args: LoaderFunctionArgs) {
  return apiMethodNotAllowed(args, "POST");
}

export async function action({ request }: ActionFunctionArgs) {
  const { t } = await getT(request);
  if (request.method !== "POST") return apiError(405, "method_not_allowed", t("errors.methodNotAllowed"));
  // Stripe sends no Origin and no Fetch Metadata; a browser posting here from another site is refused like everywhere else.
  if (isCrossSite(request)) return apiError(403, "forbidden", t("validation.forbidden_origin"));
  const body = await readBoundedBody(request, WEBHOOK_BODY_LIMIT_BYTES);
  if (!body) return apiError(413, "payload_too_large", t("errors.payloadTooLarge", { limit: WEBHOOK_BODY_LIMIT_BYTES / 1024 }));
  const raw = new TextDecoder().decode(body);
  try {
    const result = await handleStripeWebhook(raw, request.headers.get("Stripe-Signature"));
    if (result.status === 400) return apiError(400, result.error, t(result.error === "payments_disabled" ? "payments.disabled" : "payments.invalidSignature"));
    return apiJson({ received: true, outcome: result.outcome });
  } catch (error) {
    console.error(`stripe webhook: ${describeEscapedError(error)}`);
    // 503: Stripe delivers the event again later (it retries any answer other than 2xx).
    return apiError(503, "stripe_unavailable", t("payments.stripeError"));
  }
}
