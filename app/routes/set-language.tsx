/** POST /set-language: stores the EN / IT choice in a cookie and returns to the same page (spec §2). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { localeCookieHeader } from "~/utils/locale.server";
import { LanguageSchema } from "~/utils/schemas";
import { refererPath, safeRedirectPath } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { formAction } from "~/utils/guards.server";

export async function loader() {
  return redirect("/");
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const parsed = LanguageSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) {
      // Back to the page the buttons were on, when the Referer names one of this site's (never an error).
      return redirect(refererPath(request) ?? "/", {
        status: 303,
        headers: { "Set-Cookie": await toastHeader(request, { title: "language.error", variant: "destructive" }) },
      });
    }
    return redirect(safeRedirectPath(parsed.data.redirectTo), {
      status: 303,
      headers: { "Set-Cookie": await localeCookieHeader(request, parsed.data.lang) },
    });
  });
}
