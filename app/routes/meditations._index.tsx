/**
 * /meditations (spec §2 names both /meditation and /meditations): one page, so this address
 * redirects permanently to /meditation, keeping the query string.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/meditation${new URL(request.url).search}`, 301);
}
