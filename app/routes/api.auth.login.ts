/**
 * POST /api/auth/login (spec §7): `{ username, password }` → `{ success, user }` and the session
 * cookie. With two-factor on (decision record 0035) the body also carries `totp` (6 digits) or
 * `recoveryCode`; without either, a right password answers 401 `two_factor_required`; a wrong code
 * 401 `invalid_two_factor_code` (`two_factor_code_reused` for a code already used); past 10 code
 * tries per account in 15 minutes, 429 `too_many_attempts`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, publicUserNow, readJsonAction, translatedFieldErrors } from "~/services/api.server";
import { clientIp } from "~/utils/env.server";
import { getT } from "~/utils/locale.server";
import { LoginSchema } from "~/utils/schemas";
import { startSession } from "~/utils/session-cookie.server";
import { signIn } from "~/services/auth/sign-in.server";
import { verifyAccountCode } from "~/services/auth/two-factor.server";
import { ApiSecondFactorSchema } from "~/utils/two-factor-schemas.server";
import { apiMethodNotAllowed, jsonAction } from "~/utils/guards.server";

export async function loader(args: LoaderFunctionArgs) {
  return apiMethodNotAllowed(args, "POST");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(args, async ({ request }) => {
    const { t } = await getT(request);
    const body = await readJsonAction(request, t);
    const parsed = LoginSchema.safeParse(body);
    if (!parsed.success) {
      return apiError(400, "validation_error", t("validation.fix_errors"), { fieldErrors: translatedFieldErrors(parsed.error, t) });
    }
    const second = ApiSecondFactorSchema.safeParse(body);
    if (!second.success) {
      return apiError(400, "validation_error", t("validation.fix_errors"), { fieldErrors: translatedFieldErrors(second.error, t) });
    }
    const ip = clientIp(request);
    const now = new Date();
    const result = await signIn({ ...parsed.data, ip, now });
    if (!result.ok && result.reason === "second_factor_required") {
      const code = second.data.totp ?? second.data.recoveryCode;
      if (!code) return apiError(401, "two_factor_required", t("twoFactor.api.required"));
      const checked = await verifyAccountCode({ user: result.user, code, now, audit: { ip } });
      if (!checked.ok) {
        return checked.reason === "throttled"
          ? apiError(429, "too_many_attempts", t("twoFactor.errors.throttled", { count: checked.minutes }), { retryAfterMinutes: checked.minutes })
          : checked.reason === "reused_code"
            ? apiError(401, "two_factor_code_reused", t("twoFactor.errors.reusedCode"))
            : apiError(401, "invalid_two_factor_code", t("twoFactor.errors.wrongCode"));
      }
      return apiJson({ success: true as const, user: publicUserNow(result.user) }, { headers: { "Set-Cookie": await startSession(request, result.user.id) } });
    }
    if (!result.ok) {
      return result.reason === "throttled"
        ? apiError(429, "too_many_attempts", t("auth.throttled", { count: result.minutes }), { retryAfterMinutes: result.minutes })
        : apiError(401, "invalid_credentials", t("auth.invalidCredentials"));
    }
    return apiJson({ success: true as const, user: publicUserNow(result.user) }, { headers: { "Set-Cookie": await startSession(request, result.user.id) } });
  });
}
