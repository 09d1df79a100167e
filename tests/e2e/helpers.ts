/**
 * Shared steps of the e2e suite: unique accounts, register / log in / log out through the UI,
 * reading the reset code the server logged, and the axe check. Labels are the Italian ones
 * (the browser asks for it-IT, the default language), so every locator is also a check that
 * the control has that accessible name.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page, type Response } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";

/** A strong password that is in no common-password list. */
export const PASSWORD = "Calma-Mare-2026!";
/** The password set by the reset flow. */
export const NEW_PASSWORD = "Nuova-Strada-77";
/** Longest wait for the 5-second redirect and toast checks. */
export const FIVE_SECONDS_PLUS = 8_000;
/** A promo code: RESPIRO- then three groups of four from the alphabet without 0/O/1/I. */
export const PROMO_CODE = /^RESPIRO-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

export interface TestUser {
  username: string;
  email: string;
  fullName: string;
  password: string;
}

/** A short id unique across workers and runs, valid as a username (3–30 letters and digits). */
export function uniqueId(): string {
  return `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A fresh account's details (nothing is created). */
export function uniqueUser(overrides: Partial<TestUser> = {}): TestUser {
  const username = overrides.username ?? uniqueId();
  return { username, email: `${username}@example.com`, fullName: "Giulia Rossi", password: PASSWORD, ...overrides };
}

/** The pathname of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page is at `path` (pathname only). */
export async function expectPath(page: Page, path: string, options: { timeout?: number } = {}): Promise<void> {
  await expect.poll(() => pathOf(page), { message: `page should be at ${path}`, ...options }).toBe(path);
}

/** The site header (the page's banner landmark). */
export function header(page: Page) {
  return page.getByRole("banner");
}

/** Header shows the signed-in state for `username`. */
export async function expectSignedIn(page: Page, username: string): Promise<void> {
  await expect(header(page).getByText(`Accesso come ${username}`, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Esci" })).toBeVisible();
}

/** Header shows the signed-out state ("Accedi" link, no "Esci" button, nobody named). */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(header(page).getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Esci" })).toHaveCount(0);
  await expect(header(page).getByText(/Accesso come/)).toHaveCount(0);
}

export interface RegisterFormOptions {
  /** Untick "I want the launch offer" (default true: spares the 50 launch codes). */
  skipLaunchCode?: boolean;
  acceptTerms?: boolean;
  acceptHealthData?: boolean;
  confirmPassword?: string;
}

/** Opens /register and fills the form (does not submit). */
export async function fillRegisterForm(page: Page, user: TestUser, options: RegisterFormOptions = {}): Promise<void> {
  const { skipLaunchCode = true, acceptTerms = true, acceptHealthData = true, confirmPassword = user.password } = options;
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Crea il tuo account" })).toBeVisible();
  await page.getByLabel("Nome utente").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Nome e cognome").fill(user.fullName);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Conferma password").fill(confirmPassword);
  // With JavaScript, leaving a field validates it and an error may push the checkboxes down:
  // leave it first, so the next clicks land where they aim.
  await page.getByLabel("Conferma password").blur();
  if (acceptTerms) await page.getByRole("checkbox", { name: /Accetto i Termini e condizioni/ }).check();
  if (acceptHealthData) await page.getByRole("checkbox", { name: /Acconsento esplicitamente al trattamento/ }).check();
  const launchOffer = page.getByRole("checkbox", { name: /Voglio l'offerta di lancio/ });
  if (skipLaunchCode) {
    // Offered (and ticked) only while places are left.
    if (await launchOffer.count()) await launchOffer.uncheck();
  } else {
    await expect(launchOffer).toBeChecked();
  }
}

/** Presses the "Registrati" submit button of the form (not the header link). */
export async function submitRegisterForm(page: Page): Promise<void> {
  await page.getByRole("main").getByRole("button", { name: "Registrati" }).click();
}

/**
 * Registers `user` through /register and waits for /welcome. By default the launch offer is
 * skipped (only 50 codes exist) and the page then goes home with a full load, so the welcome
 * page's 5-second redirect cannot fire in the middle of the caller's next steps.
 */
export async function register(page: Page, user: TestUser, options: RegisterFormOptions & { stayOnWelcome?: boolean } = {}): Promise<void> {
  await fillRegisterForm(page, user, options);
  await submitRegisterForm(page);
  await expectPath(page, "/welcome");
  await expect(page.getByRole("heading", { level: 1, name: "Ti diamo il benvenuto in Respiro!" })).toBeVisible();
  if (!options.stayOnWelcome) {
    await page.goto("/");
    await expectSignedIn(page, user.username);
  }
}

/**
 * Registers a new account through POST /api/auth/register with `request`'s cookie jar (a page's
 * `page.request` signs that page in) and expects 201. `prefix` starts the unique username;
 * `acceptHealthData: false` leaves the field out, as a spec §7 client does (the consent stays
 * pending). `origin` sends it to another server (a production server a spec started), with
 * that Origin. Returns the username and the answer's JSON body.
 */
export async function registerViaApi(
  request: APIRequestContext,
  { prefix = "c", skipLaunchCode = true, acceptHealthData = true, fullName = "Test Person", origin = "" } = {},
): Promise<{ username: string; body: { promoCode?: string | null; user: { healthDataConsentPending?: boolean } } }> {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await request.post(`${origin}/api/auth/register`, {
    headers: origin ? { Origin: origin } : undefined,
    data: {
      username,
      email: `${username}@example.test`,
      fullName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      ...(acceptHealthData ? { acceptHealthData: true } : {}),
      skipLaunchCode,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, body: await res.json() };
}

/**
 * Registers through the JSON API with the page's cookie jar, so the page is signed in (for tests
 * about something else than the sign-up form). Returns the username.
 */
export async function signUpViaApi(page: Page, { skipLaunchCode = true } = {}): Promise<string> {
  return (await registerViaApi(page.request, { skipLaunchCode })).username;
}

/** Activates launch code `code` in /launch's form (`launchPath`, e.g. "/launch?lang=it"): 10 days of premium. */
export async function activateLaunchCode(page: Page, code: string, launchPath = "/launch"): Promise<void> {
  await page.goto(launchPath);
  await page.getByLabel("Codice promozionale").fill(code);
  await page.getByRole("button", { name: "Attiva il codice" }).click();
  await expect(page.getByTestId("launch-trial")).toContainText("Premium di lancio attivo");
}

/**
 * Signs up through the API with the launch offer and activates the code (10 days of premium:
 * mood tracking, the AI modules); returns the username.
 */
export async function signUpLaunchTrial(page: Page, { launchPath = "/launch" } = {}): Promise<string> {
  const { username, body } = await registerViaApi(page.request, { prefix: "l", skipLaunchCode: false });
  expect(body.promoCode).toBeTruthy();
  await activateLaunchCode(page, body.promoCode as string, launchPath);
  return username;
}

/** Fills /login ("Nome utente o e-mail"), submits, and returns the server's answer to the POST (the outcome is not checked). */
export async function submitLogin(page: Page, username: string, password: string): Promise<Response> {
  if (pathOf(page) !== "/login") await page.goto("/login");
  await page.getByLabel("Nome utente o e-mail").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/login"),
    page.getByRole("main").getByRole("button", { name: "Accedi" }).click(),
  ]);
  return response;
}

/** Logs in through /login and waits for the signed-in header. */
export async function login(page: Page, user: Pick<TestUser, "username" | "password">): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, user.username, user.password);
  await expectPath(page, "/");
  await expectSignedIn(page, user.username);
}

/** Presses the header's "Esci" button and waits for the signed-out home page. */
export async function logout(page: Page): Promise<void> {
  await header(page).getByRole("button", { name: "Esci" }).click();
  await expectPath(page, "/");
  await expectSignedOut(page);
}

/** The server output the e2e web server copies to `.e2e/server.log` (beside playwright.config.ts). */
export function serverLogPath(): string {
  const config = test.info().config;
  const root = config.configFile ? dirname(config.configFile) : process.cwd();
  return resolve(root, process.env.E2E_DIR ?? ".e2e", "server.log");
}

/** LOGGED_MAIL_PREFIX of app/services/mail.server.ts: a logged mail is this, then one line of JSON. */
export const LOGGED_MAIL_PREFIX = "[mail] logged instead of sent (no SMTP_URL) ";

export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails written to `log` (one line each), oldest first; a line still being written is skipped. */
export function loggedMails(log: string): LoggedMail[] {
  const mails: LoggedMail[] = [];
  for (const line of log.split("\n")) {
    if (!line.startsWith(LOGGED_MAIL_PREFIX)) continue;
    try {
      mails.push(JSON.parse(line.slice(LOGGED_MAIL_PREFIX.length)) as LoggedMail);
    } catch {
      // The last line may be cut where the server is still writing it; the next poll reads it whole.
    }
  }
  return mails;
}

/** The reset codes the server logged for `email`, oldest first. */
export async function loggedResetCodes(email: string): Promise<string[]> {
  let log: string;
  try {
    log = await readFile(serverLogPath(), "utf8");
  } catch {
    return [];
  }
  const codes: string[] = [];
  for (const mail of loggedMails(log)) {
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    const code = /(?:codice di sicurezza è|security code is): (\d{8})\b/.exec(mail.text)?.[1];
    if (code) codes.push(code);
  }
  return codes;
}

/**
 * The last 8-digit reset code logged for `email`, polling the server log for up to 5 s until
 * more than `after` codes exist for that address.
 */
export async function readResetCode(email: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        codes = await loggedResetCodes(email);
        return codes.length;
      },
      { message: `a reset code for ${email} in ${serverLogPath()}`, timeout: 5_000 },
    )
    .toBeGreaterThan(after);
  return codes[codes.length - 1];
}

/** Every WCAG 2.0, 2.1 and 2.2 A/AA rule, and the experimental ones (label-in-name among them). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "experimental"];

/**
 * axe needs timers, which never fire in a page without JavaScript. In the "nojs" project the
 * page's DOM as rendered without JavaScript (serialized, scripts removed so nothing hydrates,
 * <noscript> content kept as a no-JS browser shows it) is served at the same URL to a scratch
 * JavaScript-enabled page of the same size, with the app's real stylesheets, and axe runs there.
 */
async function runAxe(page: Page, disableRules: string[]): Promise<Awaited<ReturnType<AxeBuilder["analyze"]>>> {
  const axe = (target: Page) => new AxeBuilder({ page: target }).withTags(AXE_TAGS).disableRules(disableRules).analyze();
  if (test.info().project.use.javaScriptEnabled !== false) return axe(page);
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to run axe in");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize(), locale: "it-IT" });
  try {
    const mirror = await context.newPage();
    await mirror.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await mirror.goto(url);
    return await axe(mirror);
  } finally {
    await context.close();
  }
}

/**
 * Runs axe with every WCAG 2.0/2.1/2.2 A and AA rule and the experimental ones; fails on any serious or critical violation, listing
 * ids and targets. `disableRules` is for a documented exception only (docs/decisions).
 */
export async function expectNoSeriousAxeViolations(page: Page, label = pathOf(page), { disableRules = [] as string[] } = {}): Promise<void> {
  const results = await runAxe(page, disableRules);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const found = serious.map((v) => `${v.id} [${v.impact}] on ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  const details = serious
    .map(
      (v) =>
        `- ${v.id} [${v.impact}] ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ") ?? ""}`).join("\n")}`,
    )
    .join("\n");
  expect(found, `axe: serious/critical violations on ${label}:\n${details}`).toEqual([]);
}
