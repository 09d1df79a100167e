/**
 * sitemap.xml and robots.txt (spec §2 "a sitemap"; issue 15 item 8). The sitemap lists the public
 * pages that exist in this build: the menu's and the footer's links that a visitor may see
 * (`visibleNavItems`, so a page flipped to `available` joins by itself) and urgent help, as
 * absolute URLs on `APP_URL`'s origin, else the request's.
 */
import { FOOTER_ACCOUNT_ITEMS, FOOTER_INFO_ITEMS, NAV_ITEMS, visibleNavItems } from "~/components/layout/nav-items";
import { configuredOrigin } from "~/utils/env.server";
import { SAFETY_PAGE_PATH } from "~/utils/safety-plan";

/** The origin absolute URLs are built on, e.g. "https://respiro.example". */
export function publicOrigin(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/** The paths of the public pages, home first, each once. */
export function publicPaths(): string[] {
  const items = [...visibleNavItems(NAV_ITEMS, null), ...visibleNavItems(FOOTER_INFO_ITEMS, null), ...visibleNavItems(FOOTER_ACCOUNT_ITEMS, null)];
  return [...new Set([...items.map((item) => item.to), SAFETY_PAGE_PATH])];
}

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The sitemap (sitemaps.org 0.9) of {@link publicPaths} on `origin`. */
export function sitemapXml(origin: string): string {
  const urls = publicPaths().map((path) => `  <url><loc>${xmlEscape(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Paths crawlers are asked to leave alone: the API, operator pages, one-off and personal screens. */
export const DISALLOWED_PATHS = ["/api/", "/test", "/healthz", "/offline", "/welcome", "/consent", "/reset-password", "/set-language", "/logout"] as const;

/** robots.txt: everything else allowed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
