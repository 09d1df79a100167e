/** GET /api/auth/me (spec §7): the signed-in user, or 401. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, publicUserNow } from "~/services/api.server";
import { getT } from "~/utils/locale.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { apiMethodNotAllowed } from "~/utils/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    const { t } = await getT(request);
    return apiError(401, "unauthorized", t("api.unauthorized"), { user: null });
  }
  return apiJson({ success: true as const, user: publicUserNow(user) });
}

/** Any other method: 405 JSON (403 cross-site), never the router's bare error. */
export async function action(args: ActionFunctionArgs) {
  return apiMethodNotAllowed(args, "GET");
}
