/**
 * POST /trial-banner: "remind me later" of the trial banner (spec §4; issue 13). Hides the banner
 * for 24 hours (a cookie, app/utils/banner-snooze.server.ts) and goes back to the page it was
 * pressed on (`redirectTo`, a path of this site only). A plain form: works without JavaScript.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { snoozeBannerHeader } from "~/utils/banner-snooze.server";
import { formAction } from "~/utils/guards.server";
import { safeRedirectPath } from "~/utils/session-cookie.server";

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const form = await request.formData();
    return redirect(safeRedirectPath(form.get("redirectTo")), { status: 303, headers: { "Set-Cookie": snoozeBannerHeader(request, new Date()) } });
  });
}
