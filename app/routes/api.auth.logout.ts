/** POST /api/auth/logout (spec §7): ends the session on the server. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/services/api.server";
import { endSession } from "~/utils/session-cookie.server";
import { jsonAction } from "~/utils/guards.server";

export async function loader() {
  return apiError(405, "method_not_allowed", "POST only");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(args, async ({ request }) => {
    // No body is needed; the JSON content type that jsonAction requires keeps a cross-site form from logging people out.
    return apiJson({ success: true as const }, { headers: { "Set-Cookie": await endSession(request) } });
  });
}
