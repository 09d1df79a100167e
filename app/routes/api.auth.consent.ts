/**
 * POST /api/auth/consent `{ acceptHealthData: true }`: records the signed-in person's explicit
 * consent to process wellbeing data (GDPR art. 9(2)(a)) → `{ success, user }` with
 * `user.healthDataConsentPending` false. For an account made through POST /api/auth/register
 * without `acceptHealthData`, whose chat and safety plan answer 403 `consent_required` until then
 * (docs/decisions/0014-health-data-consent-pending.md). Giving it again keeps the first time.
 * 401 signed out; 400 `validation_error` without `acceptHealthData: true`.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { recordHealthDataConsent } from "~/models/user.server";
import { apiError, apiJson, publicUserNow, readJsonAction, translatedFieldErrors } from "~/services/api.server";
import { jsonAction } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { HealthDataConsentSchema } from "~/utils/schemas";
import { getOptionalUser } from "~/utils/session-cookie.server";

export async function loader() {
  return apiError(405, "method_not_allowed", "POST only");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(args, async ({ request }) => {
    const { t } = await getT(request);
    const user = await getOptionalUser(request);
    if (!user) return apiError(401, "unauthorized", t("api.unauthorized"));
    const parsed = HealthDataConsentSchema.safeParse(await readJsonAction(request, t));
    if (!parsed.success) {
      return apiError(400, "validation_error", t("validation.health_consent_required"), { fieldErrors: translatedFieldErrors(parsed.error, t) });
    }
    const updated = await recordHealthDataConsent({ userId: user.id, now: new Date() });
    return apiJson({ success: true as const, user: publicUserNow(updated ?? user) });
  });
}
