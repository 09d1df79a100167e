/** Every unknown path: the not-found page with status 404 (spec §2 "any other path"). */
import type { MetaFunction } from "@remix-run/node";
import { NotFoundPage } from "~/components/error-page";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "notFound");

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
