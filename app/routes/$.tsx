/** Every unknown path: the not-found page with status 404 (spec §2 "any other path"). */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { NotFoundPage } from "~/components/error-page";
import { pageMeta } from "~/utils/meta";
import { formAction } from "~/utils/guards.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "notFound");

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async () => {
    throw new Response("Not Found", { status: 404 });
  });
}

export default function CatchAll() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
