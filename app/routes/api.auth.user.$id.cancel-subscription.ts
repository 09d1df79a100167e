/**
 * POST /api/auth/user/{id}/cancel-subscription (spec §7: payload none; issue 13): cancels the
 * person's subscription at the end of the paid period (access stays until then) and answers
 * `{ success, user }` with the user as it is now. Own id only (401 signed out, 403 another id);
 * 404 without a subscription, 400 when payments are off. The specification's client sends an
 * empty body, with or without a JSON content type: both pass.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getUserById } from "~/models/user.server";
import { apiError, apiJson, publicUserNow } from "~/services/api.server";
import { cancelAtPeriodEnd } from "~/services/payments/manage.server";
import { apiMethodNotAllowed, jsonAction } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import { getOptionalUser } from "~/utils/session-cookie.server";

export async function loader(args: LoaderFunctionArgs) {
  return apiMethodNotAllowed(args, "POST");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(
    args,
    async ({ request, params }) => {
      const { t } = await getT(request);
      const me = await getOptionalUser(request);
      if (!me) return apiError(401, "unauthorized", t("api.unauthorized"));
      if (String(me.id) !== params.id) return apiError(403, "forbidden", t("api.forbidden"));
      try {
        const outcome = await cancelAtPeriodEnd({ user: me });
        if (!outcome.ok)
          return apiError(outcome.status, outcome.error, outcome.error === "payments_disabled" ? t("payments.disabled") : t("payments.manage.none"));
        const user = (await getUserById({ id: me.id })) ?? me;
        return apiJson({ success: true as const, user: publicUserNow(user) });
      } catch (error) {
        console.error(`cancel subscription: ${describeEscapedError(error)}`);
        return apiError(502, "payment_processing_error", t("payments.stripeError"));
      }
    },
    { body: "optional" },
  );
}
