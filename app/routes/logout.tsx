/** POST /logout ends the session on the server and goes home (spec §2, §4). GET just goes home. */
import { redirect } from "@remix-run/node";
import { endSession } from "~/utils/session.server";
import { toastHeader } from "~/utils/toast.server";
import { formAction } from "~/utils/guards.server";

export async function loader() {
  return redirect("/");
}

export const action = formAction(async ({ request }) => {
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(request));
  headers.append("Set-Cookie", await toastHeader({ title: "auth.loggedOut" }));
  return redirect("/", { headers });
});
