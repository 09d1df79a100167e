/**
 * GET /api/auth/user/{id} (spec §7; docs/architecture.md "Where the server decides more than the specification" 5): only the
 * signed-in user's own id, or any id for an admin. 401 signed out, 403 someone else's, 404 unknown.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getUserById } from "~/models/user.server";
import { apiError, apiJson, publicUserNow } from "~/services/api.server";
import { getT } from "~/utils/locale.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { apiMethodNotAllowed } from "~/utils/guards.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getT(request);
  const me = await getOptionalUser(request);
  if (!me) return apiError(401, "unauthorized", t("api.unauthorized"));
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return apiError(400, "invalid_id", t("api.notFound"));
  if (id !== me.id && !me.isAdmin) return apiError(403, "forbidden", t("api.forbidden"));
  const user = id === me.id ? me : await getUserById({ id });
  if (!user) return apiError(404, "not_found", t("api.notFound"));
  return apiJson({ success: true as const, user: publicUserNow(user) });
}

/** Any other method: 405 JSON (403 cross-site), never the router's bare error. */
export async function action(args: ActionFunctionArgs) {
  return apiMethodNotAllowed(args, "GET");
}
