/**
 * The link crawl (JavaScript on): from the home page, every same-site link in the header, the
 * footer and the main content is followed by clicking it, as people arrive, on a phone and a
 * desktop, signed out and signed in. Any browser error fails it (not even a failed resource
 * load is allowed), and so does a link that leads to the not-found page. Links to urgent help
 * are plain document loads, so they never depend on a route module loading in the browser.
 * Content pages (an exercise, a meditation, a resource…) are followed a few per route shape
 * (`routeShape`): their slugs are checked against the content by the integration tests.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpViaApi } from "./helpers";

/** A translation key shown instead of its text (the namespaces of app/locales). */
const RAW_KEY =
  /\b(?:app|meta|nav|language|footer|home|plan|auth|validation|api|toast|errors|legal|chat|common|launch|crisisCard|safety|testPage|consent|quotes|resources|exercises|meditation|reflections|mood|support|guide|download|payments|dataRights|profile|twoFactor|aiModules)\.[a-zA-Z_]+(?:\.[a-zA-Z_]+)*\b/g;

interface FoundLink {
  from: string;
  href: string;
  documentLoad: boolean;
}

/** Same-site links of the page's header, footer and main, as root-relative hrefs. */
async function linksOf(page: Page): Promise<FoundLink[]> {
  const from = new URL(page.url()).pathname + new URL(page.url()).search;
  return page.evaluate((from) => {
    const out: { from: string; href: string; documentLoad: boolean }[] = [];
    for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>("header a[href], footer a[href], main a[href]"))) {
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search && url.hash)) continue;
      // A file to save (the data export), not a page: tests/e2e/data-rights.spec.ts downloads it.
      if (a.hasAttribute("download")) continue;
      out.push({ from, href: url.pathname + url.search, documentLoad: a.hasAttribute("data-urgent-help") || a.getAttribute("target") === "_blank" });
    }
    return out;
  }, from);
}

/** Links followed per route shape: the same page module with another slug or filter value. */
const PER_SHAPE = 3;

/**
 * The shape of a link: its path with the last segment of a nested path as `:slug`, and its query's
 * names without their values ("/exercises/box-breathing" → "/exercises/:slug",
 * "/resources?topic=sleep" → "/resources?topic").
 */
function routeShape(href: string): string {
  const url = new URL(href, "http://x");
  const segments = url.pathname.split("/").filter(Boolean);
  const path = segments.length >= 2 ? `/${[...segments.slice(0, -1), ":slug"].join("/")}` : url.pathname;
  const names = [...new Set(url.searchParams.keys())].sort().join("&");
  return names ? `${path}?${names}` : path;
}

/**
 * Crawls from the home page and from `roots`, pages that no link leads to (reached from an
 * e-mail, a redirect or a typed address).
 */
async function crawl(page: Page, errors: string[], roots: string[] = []) {
  const seen = new Set<string>();
  const shapes = new Map<string, number>();
  const queue: FoundLink[] = [];
  const visit = async () => {
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /Pagina non trovata|Page not found/ }), `${page.url()} is a 404`).toHaveCount(0);
    // Every string arrived: no raw translation key such as "chat.title" on the page.
    const text = await page.locator("body").innerText();
    expect(text.match(RAW_KEY) ?? [], `raw translation keys on ${page.url()}`).toEqual([]);
    for (const link of await linksOf(page)) {
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      // Content pages share a route module: a few of each shape prove it loads and renders.
      const shape = routeShape(link.href);
      const taken = shapes.get(shape) ?? 0;
      if (taken >= PER_SHAPE) continue;
      shapes.set(shape, taken + 1);
      queue.push(link);
    }
  };
  for (const root of ["/", ...roots]) {
    await page.goto(root);
    await visit();
    seen.add(root);
    expect(errors, `browser errors on ${root}`).toEqual([]);
  }
  let followed = 0;
  while (queue.length) {
    const link = queue.shift()!;
    await page.goto(link.from);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const anchor = page.locator(`header a[href="${link.href}"], footer a[href="${link.href}"], main a[href="${link.href}"]`).first();
    // Phone: header links sit in the closed Menu disclosure; a script click still runs the
    // router's handler, which is what this test is about.
    const target = new URL(link.href, page.url());
    if (link.documentLoad) {
      await Promise.all([page.waitForEvent("load"), anchor.evaluate((a: HTMLAnchorElement) => a.click())]);
    } else {
      await anchor.evaluate((a: HTMLAnchorElement) => a.click());
    }
    // A page that needs an account (e.g. /mood) sends a visitor to sign in and back: that is where the link leads.
    const landed = (url: URL) =>
      url.pathname === "/login" && url.searchParams.get("redirectTo") === target.pathname + target.search && target.pathname !== "/login"
        ? target.pathname
        : url.pathname;
    await expect.poll(() => landed(new URL(page.url())), { message: `${link.from} → ${link.href}` }).toBe(target.pathname);
    await page.waitForLoadState("networkidle");
    const sameDocument = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
    expect(sameDocument, `${link.from} → ${link.href} should navigate ${link.documentLoad ? "with a document load" : "client-side"}`).toBe(!link.documentLoad);
    await visit();
    expect(errors, `browser errors after ${link.from} → ${link.href}`).toEqual([]);
    followed++;
  }
  return { followed, seen };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`link crawl at ${viewport.width} px`, () => {
    // Not even a failed resource load is allowed here.
    test.use({ viewport, allowClientErrorResources: false });
    test.beforeEach(({ javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
    });

    test("signed out: every link opens its page without a browser error", async ({ page, browserErrors }) => {
      // Every page of every link on a shared CPU (content pages a few per route shape).
      test.setTimeout(240_000);
      const { followed, seen } = await crawl(page, browserErrors, ["/promo", "/reset-password", "/test"]);
      for (const path of ["/chat", "/safety", "/login", "/register", "/launch", "/terms", "/privacy", "/forgot-password"]) {
        expect(
          [...seen].some((href) => href.split("?")[0] === path),
          `a link to ${path}`,
        ).toBe(true);
      }
      expect(followed).toBeGreaterThan(8);
    });

    test("signed in: every link opens its page without a browser error", async ({ page, browserErrors }) => {
      // Every page of every link on a shared CPU (content pages a few per route shape).
      test.setTimeout(240_000);
      await signUpViaApi(page);
      const { seen } = await crawl(page, browserErrors, ["/welcome", "/promo"]);
      for (const path of ["/chat", "/safety", "/launch"]) expect(seen.has(path), `a link to ${path}`).toBe(true);
      // Signed-in people are not offered sign-in or sign-up in the footer.
      expect(seen.has("/register")).toBe(false);
      expect(seen.has("/login")).toBe(false);
    });
  });
}
