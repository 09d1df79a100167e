/** POST /api/auth/login (spec §7): `{ username, password }` → `{ success, user }` and the session cookie. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, publicUserNow, readJsonAction, translatedFieldErrors } from "~/services/api.server";
import { clientIp } from "~/utils/env.server";
import { getT } from "~/utils/locale.server";
import { LoginSchema } from "~/utils/schemas";
import { startSession } from "~/utils/session-cookie.server";
import { signIn } from "~/services/auth/sign-in.server";
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
    const result = await signIn({ ...parsed.data, ip: clientIp(request), now: new Date() });
    if (!result.ok) {
      return result.reason === "throttled"
        ? apiError(429, "too_many_attempts", t("auth.throttled", { count: result.minutes }), { retryAfterMinutes: result.minutes })
        : apiError(401, "invalid_credentials", t("auth.invalidCredentials"));
    }
    return apiJson({ success: true as const, user: publicUserNow(result.user) }, { headers: { "Set-Cookie": await startSession(request, result.user.id) } });
  });
}
