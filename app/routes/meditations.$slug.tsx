/** /meditations/<slug>: the same meditation as /meditation/<slug> (permanent redirect). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/meditation/${encodeURIComponent(params.slug ?? "")}`, 301);
}
