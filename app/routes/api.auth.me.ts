/** GET /api/auth/me (spec §7): the signed-in user, or 401. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, publicUserNow } from "~/services/api.server";
import { getT } from "~/utils/locale.server";
import { getOptionalUser } from "~/utils/session-cookie.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) {
    const { t } = await getT(request);
    return apiError(401, "unauthorized", t("api.unauthorized"), { user: null });
  }
  return apiJson({ success: true as const, user: publicUserNow(user) });
}
