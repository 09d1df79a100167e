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
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { registerViaApi } from "./helpers";
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
  const { username, body } = await registerViaApi(request, { prefix: "x", fullName, skipLaunchCode: !launch, origin: server.origin });
  return { username, promoCode: body.promoCode ?? null };
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

// ---------------------------------------------------------------------------------------------
// Issue 17 item 3, completed: the headers on the sitemap's pages and the administrators' pages
// too, and stored XSS in every other free-text field (profile, goals, exercise notes, support
// messages shown to administrators, the administrators' content shown to everybody, names in
// /admin/users), read back as HTML and then in the browser, where no dialog may open.

/** A short payload for single-line fields of at most 50 characters (names). */
const SHORT_PAYLOAD = `"><img src=x onerror=alert(1)>`;
/** The long payload with a dialog too, for the fields that take a paragraph. */
const DIALOG_PAYLOAD = `${PAYLOAD}<svg onload=alert(2)><a href="javascript:alert(3)">x</a>`;

/** Makes `username` an administrator with two-factor on (a placeholder secret), in the server's database. */
function promoteToAdmin(username: string): number {
  const db = new Database(join(server.dataDir, "respiro.sqlite"));
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  const { id } = db.prepare("UPDATE users SET is_admin = 1 WHERE username = ? RETURNING id").get(username) as { id: number };
  db.prepare("INSERT INTO two_factor_secrets (user_id, secret, enabled_at, last_used_step, created_at) VALUES (?, 'e2e-placeholder', ?, 1, ?)").run(
    id,
    now,
    now,
  );
  db.close();
  return id;
}

/** The HTML of `path` must carry no markup from the payloads; true when it shows one of them escaped. */
async function expectEscaped(context: APIRequestContext, path: string): Promise<boolean> {
  const res = await context.get(`${server.origin}${path}`);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  expect(html, `${path}: raw <img onerror>`).not.toMatch(/<img src=x onerror/i);
  expect(html, `${path}: raw <svg onload>`).not.toMatch(/<svg onload/i);
  expect(html, `${path}: a script from the payload`).not.toContain("<script>window.__xss");
  expect(html, `${path}: a javascript: link`).not.toMatch(/href="javascript:/i);
  return html.includes("&lt;img src=x onerror") || html.includes(ESCAPED_MARK);
}

/** Opens every path in the browser with `context`'s cookies: no dialog, no payload ran. */
async function expectNothingRuns(browser: Browser, context: APIRequestContext, paths: string[]) {
  const page = await (await browser.newContext({ storageState: await context.storageState() })).newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const path of paths) {
    await page.goto(`${server.origin}${path}`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss), `${path}: the payload ran`).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  await page.context().close();
}

test("the sitemap's pages and the administrators' pages carry the security headers", async ({ playwright }) => {
  test.setTimeout(180_000);
  const visitor = await playwright.request.newContext();
  const admin = await playwright.request.newContext();
  const { username } = await signUp(admin, "Amministratrice Intestazioni");
  const adminId = promoteToAdmin(username);
  const sitemap = await (await visitor.get(`${server.origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(listed.length, "the sitemap lists pages").toBeGreaterThan(10);
  for (const path of listed) {
    // Each listed page is shown to a visitor or to somebody signed in (/mood sends a visitor to
    // /login, /register sends a signed-in person home): wherever it is shown, with its headers.
    let shown = 0;
    for (const [context, signedIn] of [
      [visitor, false],
      [admin, true],
    ] as const) {
      const res = await context.get(`${server.origin}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(400);
      if (res.status() !== 200) continue;
      shown += 1;
      checkHeaders(path, res.headers(), signedIn);
    }
    expect(shown, `${path} is a page`).toBeGreaterThan(0);
  }
  const adminPaths = readdirSync("app/routes")
    .filter((name) => name.startsWith("admin.") || name === "admin-dashboard.tsx")
    .map((name) => routePath(name, { id: name.includes("quotes") ? "new" : String(adminId), slug: "new" }));
  for (const path of [...adminPaths, "/profile", "/profile/two-factor"]) {
    const res = await admin.get(`${server.origin}${path}`);
    expect(res.status(), path).toBe(200);
    checkHeaders(path, res.headers(), true);
  }
  await visitor.dispose();
  await admin.dispose();
});

test("hostile markup in the profile, goals, exercise notes, support, the administrators' content and names never runs", async ({ playwright, browser }) => {
  test.setTimeout(240_000);
  const person = await playwright.request.newContext({ extraHTTPHeaders: { Origin: server.origin } });
  const { username, promoCode } = await signUp(person, `Ada ${SHORT_PAYLOAD}`.slice(0, 50), true);
  const form = (context: APIRequestContext, path: string, data: Record<string, string>) =>
    context.post(`${server.origin}${path}`, { form: data, maxRedirects: 0 });
  expect((await form(person, "/launch", { code: promoCode! })).status()).toBe(303);

  // The person's own fields.
  const personal = {
    intent: "personal",
    firstName: SHORT_PAYLOAD,
    lastName: SHORT_PAYLOAD,
    email: `${username}@example.test`,
    phone: "",
    birthDate: "",
    city: `Roma ${SHORT_PAYLOAD}`,
    bio: `Bio ${DIALOG_PAYLOAD}`,
    timeZone: "",
  };
  expect((await form(person, "/profile", personal)).status(), "profile saved").toBe(303);
  expect((await form(person, "/profile", { intent: "addGoal", title: `Meta ${SHORT_PAYLOAD}`, targetDate: "" })).status(), "goal saved").toBe(303);
  const exercises = await (await person.get(`${server.origin}/exercises`)).text();
  const exercisePath = /href="(\/exercises\/[a-z0-9-]+)"/.exec(exercises)?.[1];
  expect(exercisePath, "an exercise").toBeTruthy();
  expect((await form(person, exercisePath!, { intent: "note", note: `Nota ${DIALOG_PAYLOAD}` })).status(), "exercise note saved").toBe(303);
  expect((await form(person, "/mood", { mood: "2", note: `Umore ${DIALOG_PAYLOAD}`, when: "now" })).status()).toBe(303);
  const support = {
    name: SHORT_PAYLOAD,
    email: `${username}@example.test`,
    subject: `Oggetto ${SHORT_PAYLOAD}`,
    message: `Messaggio ${DIALOG_PAYLOAD}`,
    website: "",
  };
  expect((await form(person, "/support", support)).status(), "support message sent").toBe(303);

  // An administrator's content, shown to everybody: a link field takes only a path of this site.
  const admin = await playwright.request.newContext({ extraHTTPHeaders: { Origin: server.origin } });
  const { username: adminName } = await signUp(admin, `Admin ${SHORT_PAYLOAD}`.slice(0, 50));
  promoteToAdmin(adminName);
  const personId = (await (await person.get(`${server.origin}/api/auth/me`)).json()).user.id as number;
  const quote = {
    intent: "save",
    id: "xss-harbour",
    textIt: `Porto ${DIALOG_PAYLOAD}`,
    textEn: `Harbour ${DIALOG_PAYLOAD}`,
    authorIt: SHORT_PAYLOAD,
    authorEn: SHORT_PAYLOAD,
    category: "hope",
    moods: "calm",
  };
  expect((await form(admin, "/admin/content/quotes/new", quote)).status(), "quote saved").toBe(303);
  const resource = {
    intent: "save",
    slug: "xss-lighthouse",
    type: "article",
    topic: "stress",
    section: "guides",
    titleIt: `Faro ${SHORT_PAYLOAD}`,
    titleEn: `Lighthouse ${SHORT_PAYLOAD}`,
    summaryIt: `Sommario ${DIALOG_PAYLOAD}`,
    summaryEn: `Summary ${DIALOG_PAYLOAD}`,
    bodyIt: `Corpo ${DIALOG_PAYLOAD}\n\nSecondo paragrafo.`,
    bodyEn: `Body ${DIALOG_PAYLOAD}\n\nSecond paragraph.`,
    tagsIt: "faro",
    tagsEn: "lighthouse",
  };
  for (const link of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "//evil.example", "https://evil.example", "/\\evil.example", " javascript:alert(1)"]) {
    expect((await form(admin, "/admin/content/resources/new", { ...resource, link })).status(), `link ${link} refused`).toBe(400);
  }
  expect((await form(admin, "/admin/content/resources/new", { ...resource, link: "" })).status(), "resource saved").toBe(303);

  const personPages = [
    "/",
    "/profile",
    "/profile?tab=personal",
    "/profile?tab=goals",
    "/profile?tab=activity",
    exercisePath!,
    "/mood",
    "/quotes",
    "/resources",
    "/resources/xss-lighthouse",
  ];
  const adminPages = ["/admin/support", `/admin/users?q=${username}`, `/admin/users/${personId}`, "/admin/content", "/quotes", "/resources/xss-lighthouse"];
  const shownTo = async (context: APIRequestContext, paths: string[]) => {
    const shown: string[] = [];
    for (const path of paths) if (await expectEscaped(context, path)) shown.push(path);
    return shown;
  };
  // Each field is shown somewhere (escaped), so the checks are not passing on pages that show nothing.
  expect(await shownTo(person, personPages)).toEqual(
    expect.arrayContaining(["/profile?tab=personal", "/profile?tab=goals", exercisePath!, "/mood", "/quotes", "/resources/xss-lighthouse"]),
  );
  expect(await shownTo(admin, adminPages)).toEqual(expect.arrayContaining(["/admin/support", `/admin/users/${personId}`, "/resources/xss-lighthouse"]));

  await expectNothingRuns(browser, person, personPages);
  await expectNothingRuns(browser, admin, adminPages);
  await person.dispose();
  await admin.dispose();
});
