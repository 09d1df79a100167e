/**
 * The security suite over HTTP (issue 17 item 3), on a production server of its own with a fresh
 * database:
 * - every page of app/routes, as a visitor and signed in, carries the security headers (a nonce
 *   CSP with frame-ancestors 'none', nosniff, a referrer policy, X-Frame-Options) and signed-in
 *   pages are never stored by caches;
 * - stored XSS: hostile markup saved in every free-text field a person can fill comes back
 *   escaped on every page that shows it (never as markup), with JavaScript off as it is stored.
 */
import { readdirSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PASSWORD } from "./helpers";
import { startProductionServer, type ProductionServer } from "./production-server";
import { routePath } from "../support/route-path";

/** Route files that are not HTML pages (APIs, files, redirects). */
const NOT_PAGES = /^(api\.|healthz|robots|sitemap|invoices|logout|set-language|trial-banner|offline|admin-dashboard|\$)/;
const PAYLOAD = `<img src=x onerror="window.__xss=1">"'><script>window.__xss=2</script>`;
const ESCAPED_MARK = "&lt;script&gt;window.__xss=2&lt;/script&gt;";

let server: ProductionServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "HTTP only: runs once, in the js project");
  server = await startProductionServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function signUp(request: APIRequestContext, fullName: string, launch = false): Promise<{ username: string; promoCode: string | null }> {
  const username = `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post(`${server.origin}/api/auth/register`, {
    data: {
      username,
      email: `${username}@example.test`,
      fullName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      acceptHealthData: true,
      skipLaunchCode: !launch,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, promoCode: (await res.json()).promoCode };
}

function pagePaths(): string[] {
  return readdirSync("app/routes")
    .filter((name) => !NOT_PAGES.test(name))
    .map((name) => routePath(name, { id: "1", slug: "respirazione-4-7-8" }));
}

function checkHeaders(path: string, headers: Record<string, string>, signedIn: boolean) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${path}: CSP`).toMatch(/script-src [^;]*'nonce-[^']{16,}'/);
  expect(csp, `${path}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(csp, `${path}: object-src`).toContain("object-src 'none'");
  expect(headers["x-content-type-options"], `${path}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${path}: referrer policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], `${path}: X-Frame-Options`).toBe("DENY");
  if (signedIn) expect(headers["cache-control"], `${path}: signed-in pages are not stored`).toMatch(/no-store|private/);
}

test("every page carries the security headers, signed out and signed in", async ({ playwright }) => {
  test.setTimeout(180_000);
  const visitor = await playwright.request.newContext();
  const person = await playwright.request.newContext();
  await signUp(person, "Persona Intestazioni");
  const paths = pagePaths();
  expect(paths.length).toBeGreaterThan(40);
  for (const path of paths) {
    for (const [context, signedIn] of [
      [visitor, false],
      [person, true],
    ] as const) {
      const res = await context.get(`${server.origin}${path}`, { maxRedirects: 0 });
      expect(res.status(), `${path}`).toBeLessThan(500);
      if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
      checkHeaders(path, res.headers(), signedIn);
    }
  }
  await visitor.dispose();
  await person.dispose();
});

test("hostile markup saved in every free-text field comes back escaped on every page that shows it", async ({ playwright }) => {
  test.setTimeout(180_000);
  const context = await playwright.request.newContext({ extraHTTPHeaders: { Origin: server.origin } });
  const { promoCode } = await signUp(context, `Ada ${PAYLOAD}`, true);
  const form = (path: string, data: Record<string, string>) => context.post(`${server.origin}${path}`, { form: data, maxRedirects: 0 });
  expect((await form("/launch", { code: promoCode! })).status()).toBe(303);

  // Every free-text field a person fills, and the page(s) that show it again.
  const reflectionsPage = await (await context.get(`${server.origin}/reflections`)).text();
  const promptPath = /href="(\/reflections\/prompts\/[^"]+)"/.exec(reflectionsPage)?.[1];
  expect(promptPath, "a reflection prompt to answer").toBeTruthy();
  const saved = await form(promptPath!, { text: `Riflessione ${PAYLOAD}` });
  expect(saved.status()).toBe(303);
  const entryPath = saved.headers()["location"];
  expect((await form("/mood", { mood: "3", note: `Nota ${PAYLOAD}`, when: "now" })).status()).toBe(303);
  expect((await form("/quotes", { intent: "add", text: `Citazione ${PAYLOAD}`, author: `Autore ${PAYLOAD}` })).status()).toBeLessThan(400);
  const chat = await context.post(`${server.origin}/api/chat`, { data: { message: `Messaggio ${PAYLOAD}` }, headers: { Accept: "application/json" } });
  expect(chat.status()).toBe(200);

  const pages = ["/", "/reflections", entryPath, "/mood", "/quotes", "/chat"];
  let shown = 0;
  for (const path of pages) {
    const html = await (await context.get(`${server.origin}${path}`)).text();
    expect(html, `${path} shows the markup raw`).not.toContain(PAYLOAD);
    expect(html, `${path} carries an executable script from the payload`).not.toContain("<script>window.__xss");
    expect(html).not.toMatch(/<img src=x onerror/i);
    if (html.includes(ESCAPED_MARK) || html.includes("window.__xss=2")) shown += 1;
  }
  expect(shown, "the saved texts are shown (escaped) on their pages").toBeGreaterThanOrEqual(4);
  await context.dispose();
});
