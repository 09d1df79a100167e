/** GET /robots.txt (issue 15 item 8): what crawlers may visit, and the sitemap (services/sitemap.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin, robotsTxt } from "~/services/sitemap.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" },
  });
}
