/**
 * GET /offline (issue 15 item 4; decision record 0028): the page the service worker caches at
 * install and shows when a navigation fails offline: crisis lines with tap-to-call links, in both
 * languages (services/offline-page.server.ts). A resource route, so it carries no app script.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { OFFLINE_PAGE_CSP, offlinePageHtml } from "~/services/offline-page.server";

export async function loader(_args: LoaderFunctionArgs) {
  return new Response(await offlinePageHtml(), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": OFFLINE_PAGE_CSP,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      // The worker re-fetches it when it installs; browsers may keep it an hour.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
