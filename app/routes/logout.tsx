/** POST /logout ends the session on the server and goes home (spec §2, §4). GET just goes home. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { formAction } from "~/utils/guards.server";

export async function loader() {
  return redirect("/");
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const headers = new Headers();
    headers.append("Set-Cookie", await endSession(request));
    headers.append("Set-Cookie", await toastHeader(request, { title: "auth.loggedOut" }));
    return redirect("/", { headers });
  });
}
