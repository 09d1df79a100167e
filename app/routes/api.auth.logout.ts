/** POST /api/auth/logout (spec §7): ends the session on the server. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/utils/api.server";
import { getT } from "~/utils/locale.server";
import { guardJsonAction } from "~/utils/request-guard.server";
import { endSession } from "~/utils/session.server";

export async function loader() {
  return apiError(405, "method_not_allowed", "POST only");
}

export async function action({ request }: ActionFunctionArgs) {
  const { t } = await getT(request);
  // No body is needed; a JSON content type is still required so that a cross-site form cannot log people out.
  guardJsonAction(request, { forbidden: t("validation.forbidden_origin"), unsupported: t("validation.unsupported_media_type") });
  return apiJson({ success: true as const }, { headers: { "Set-Cookie": await endSession(request) } });
}
