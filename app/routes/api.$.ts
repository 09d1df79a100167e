/**
 * Every `/api/…` path that is not an API route (spec §7 answers are JSON): 404
 * `{ success: false, error: "not_found", message }` for any method, 403 JSON for a cross-site
 * request; never the HTML not-found page, and never Remix's 500 for a foreign Origin (this is a
 * resource route, which Remix's own document Origin check does not touch).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiNotFound } from "~/utils/guards.server";

export async function loader(args: LoaderFunctionArgs) {
  return apiNotFound(args);
}

export async function action(args: ActionFunctionArgs) {
  return apiNotFound(args);
}
