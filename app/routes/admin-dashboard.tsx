/**
 * /admin-dashboard (spec §2 lists it beside /admin; issue 14 item 1: one page): the same
 * administration, reached at its one address. Guarded before redirecting, so a visitor is sent to
 * sign in and a non-administrator gets 403 here too.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAdmin } from "~/utils/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  return redirect(`/admin${url.search}`);
}
