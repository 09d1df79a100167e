/**
 * POST /api/auth/register (spec §7, §8): registration fields plus skipLaunchCode →
 * 201 `{ success, user, promoCode, participantNumber }`; 409 'username_exists'; 400
 * 'registration_failed' for a taken e-mail, worded so as not to say so; 429 'too_many_attempts'
 * (this client address) or 'registration_paused' (everyone) with `retryAfterMinutes`
 * (decision record 0011). `acceptHealthData`
 * is optional here: without it the account is made with the consent pending
 * (`user.healthDataConsentPending`) until POST /api/auth/consent (decision record 0014).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, publicUserNow, readJsonAction, translatedFieldErrors } from "~/services/api.server";
import { getT } from "~/utils/locale.server";
import { completeRegistration } from "~/services/auth/registration.server";
import { ApiRegisterSchema } from "~/utils/schemas";
import { startSession } from "~/utils/session-cookie.server";
import { apiMethodNotAllowed, jsonAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { clientIp } from "~/utils/env.server";
import { translateFormError } from "~/utils/form-errors";

export async function loader(args: LoaderFunctionArgs) {
  return apiMethodNotAllowed(args, "POST");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(args, async ({ request }) => {
    const { t, locale } = await getT(request);
    const body = await readJsonAction(request, t);
    const parsed = ApiRegisterSchema.safeParse(body);
    if (!parsed.success) {
      return apiError(400, "validation_error", t("validation.fix_errors"), { fieldErrors: translatedFieldErrors(parsed.error, t) });
    }
    const outcome = await completeRegistration(parsed.data, { locale, ip: clientIp(request) });
    if (!outcome.ok) {
      if (outcome.status === 429) return apiError(429, outcome.reason, translateFormError(t, outcome.formError), { retryAfterMinutes: outcome.minutes });
      if ("formError" in outcome) return apiError(outcome.status, outcome.reason, translateFormError(t, outcome.formError));
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
