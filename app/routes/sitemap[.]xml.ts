/** GET /sitemap.xml (issue 15 item 8): the public pages of this build (services/sitemap.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin, sitemapXml } from "~/services/sitemap.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(publicOrigin(request)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" },
  });
}
