/**
 * POST /api/auth/register (spec §7, §8): registration fields plus skipLaunchCode →
 * 201 `{ success, user, promoCode, participantNumber }`; 409 'username_exists'. `acceptHealthData`
 * is optional here: without it the account is made with the consent pending
 * (`user.healthDataConsentPending`) until POST /api/auth/consent (decision record 0014).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, publicUserNow, readJsonAction, translatedFieldErrors } from "~/services/api.server";
import { getT } from "~/utils/locale.server";
import { completeRegistration } from "~/services/auth/registration.server";
import { ApiRegisterSchema } from "~/utils/schemas";
import { startSession } from "~/utils/session-cookie.server";
import { jsonAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";

export async function loader() {
  return apiError(405, "method_not_allowed", "POST only");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(args, async ({ request }) => {
    const { t, locale } = await getT(request);
    const body = await readJsonAction(request, t);
    const parsed = ApiRegisterSchema.safeParse(body);
    if (!parsed.success) {
      return apiError(400, "validation_error", t("validation.fix_errors"), { fieldErrors: translatedFieldErrors(parsed.error, t) });
    }
    const outcome = await completeRegistration(parsed.data, locale);
    if (!outcome.ok) {
      const fieldErrors = Object.fromEntries(Object.entries(outcome.fieldErrors).map(([k, v]) => [k, v.map((key) => translateKey(t, key))]));
      const message = outcome.reason === "validation_error" ? t("validation.fix_errors") : Object.values(fieldErrors)[0][0];
      return apiError(outcome.status, outcome.reason, message, { fieldErrors });
    }
    return apiJson(
      {
        success: true as const,
        user: publicUserNow(outcome.user),
        promoCode: outcome.launchCode?.code ?? null,
        participantNumber: outcome.launchCode?.participantNumber ?? null,
        promoCodeExpiresAt: outcome.launchCode?.expiresAt ?? null,
      },
      { status: 201, headers: { "Set-Cookie": await startSession(request, outcome.user.id) } },
    );
  });
}
