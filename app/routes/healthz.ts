/**
 * GET /healthz (issue 15 item 7): a small JSON answer for uptime monitors and load balancers.
 * 200 `{ status: "ok", database: "ok", version }` when the database answers, 503
 * `{ status: "unavailable", database: "unreachable", version }` when it does not. No secrets, no
 * session, never cached; the database probe is one indexed read (services/status.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { APP_VERSION, probeDatabase } from "~/services/status.server";

export async function loader(_args: LoaderFunctionArgs) {
  const database = await probeDatabase();
  const ok = database.reachable;
  return json(
    { status: ok ? "ok" : "unavailable", database: ok ? "ok" : "unreachable", version: APP_VERSION },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
