/**
 * POST /api/auth/logout (spec §7: "payload none"): ends the session on the server. The
 * specification's client sends no body and no content type, so none is needed (a JSON body is
 * accepted and ignored); the cross-site refusal of jsonAction still applies, and SameSite=Lax
 * keeps the cookie off another site's form.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson } from "~/services/api.server";
import { endSession } from "~/utils/session-cookie.server";
import { apiMethodNotAllowed, jsonAction } from "~/utils/guards.server";

export async function loader(args: LoaderFunctionArgs) {
  return apiMethodNotAllowed(args, "POST");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(
    args,
    async ({ request }) => {
      return apiJson({ success: true as const }, { headers: { "Set-Cookie": await endSession(request) } });
    },
    { body: "optional" },
  );
}
