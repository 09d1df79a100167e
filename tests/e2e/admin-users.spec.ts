/**
 * /admin's overview and users (issue 14 items 2 and 3) in the browser: an administrator signs in,
 * searches a person, grants complimentary premium, disables their sign-in and finds both in the
 * audit log; the disabled person cannot sign in. Meant for the "nojs" project (every form works
 * without JavaScript) and runs in "js" too. axe on /admin, /admin/users, /admin/users/:id and
 * /admin/audit on a desktop and a 390×844 phone. The administrator is made by promoting an
 * account in the e2e server's database, as `npm run admin:create` would make one.
 */
import Database from "better-sqlite3";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, PASSWORD, registerViaApi, submitLogin } from "./helpers";

const DATABASE_PATH = join(process.env.E2E_DIR ?? ".e2e", "respiro.sqlite");

function makeAdmin(username: string): void {
  const db = new Database(DATABASE_PATH);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE users SET is_admin = 1 WHERE username = ?").run(username);
  } finally {
    db.close();
  }
}

/**
 * Destructive admin actions need two-step sign-in (decision record 0035): marks a finished
 * enrolment with a placeholder secret, after the admin has signed in with the password (the
 * sign-in with a code is tests/e2e/two-factor.spec.ts).
 */
function markTwoFactorOn(username: string): void {
  const db = new Database(DATABASE_PATH);
  try {
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    db.prepare(
      "INSERT INTO two_factor_secrets (user_id, secret, enabled_at, last_used_step, created_at) SELECT id, 'e2e-placeholder', ?, 1, ? FROM users WHERE username = ?",
    ).run(now, now, username);
  } finally {
    db.close();
  }
}

/** Registers an account through the JSON API with its own cookies (not the page's). */
async function registerAccount(request: APIRequestContext, prefix: string): Promise<string> {
  return (await registerViaApi(request, { prefix })).username;
}

async function signInAsNewAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const admin = await registerAccount(request, "adm");
  makeAdmin(admin);
  await page.goto("/login");
  await submitLogin(page, admin, PASSWORD);
  markTwoFactorOn(admin);
  await expectPath(page, "/");
  return admin;
}

test.describe("administration of users", () => {
  test("an administrator finds a person, grants complimentary premium, disables sign-in and sees both in the audit log", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const fresh = async () => playwright.request.newContext({ baseURL });
    const adminRequest = await fresh();
    const personRequest = await fresh();
    const person = await registerAccount(personRequest, "usr");
    await signInAsNewAdmin(page, adminRequest);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Amministrazione" })).toBeVisible();
    await page.getByRole("navigation", { name: "Sezioni dell'amministrazione" }).getByRole("link", { name: "Utenti" }).click();
    await expectPath(page, "/admin/users");
    await page.getByLabel("Nome utente o email").fill(person.toUpperCase());
    await page.getByRole("button", { name: "Cerca" }).click();
    await expect(page.getByTestId("admin-user-row")).toHaveCount(1);
    await page.getByRole("link", { name: person }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Account ${person}` })).toBeVisible();

    const until = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Fino al (data)").fill(until);
    await page.getByRole("button", { name: "Concedi premium omaggio" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Premium omaggio concesso." })).toBeVisible();
    await expect(page.getByTestId("user-state")).toHaveText("Premium");

    // Disabling asks for the confirmation box (the server refuses without it: tests/integration/admin-users.test.ts).
    const disable = page.getByTestId("form-sign_in_disable");
    await disable.getByLabel("Confermo questa azione").check();
    await disable.getByRole("button", { name: "Disattiva l'accesso" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Accesso disattivato; le sue sessioni sono state chiuse." })).toBeVisible();
    await expect(page.getByTestId("user-sign-in")).toContainText("Disattivato dal");

    await page.getByRole("link", { name: "Registro attività" }).click();
    await expectPath(page, "/admin/audit");
    const rows = page.getByTestId("audit-row").filter({ hasText: person });
    await expect(rows.filter({ hasText: "Premium omaggio concesso" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Accesso disattivato" })).toHaveCount(1);
    await expect(rows.first()).toContainText("Accesso disattivato"); // newest first

    // The person's own session has ended, and signing in is refused like a wrong password.
    expect((await personRequest.get("/api/auth/me")).status()).toBe(401);
    const refused = await personRequest.post("/api/auth/login", { data: { username: person, password: PASSWORD } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error).toBe("invalid_credentials");
    await adminRequest.dispose();
    await personRequest.dispose();
  });
});

test.describe("administration pages (axe)", () => {
  // Four pages, each analysed by axe (in "nojs" through a JavaScript-enabled mirror): slow on a shared CPU.
  test.describe.configure({ timeout: 120_000 });
  for (const size of [null, { width: 390, height: 844 }]) {
    test(`overview, users, a user and the audit log${size ? " on a phone" : ""}`, async ({ page, playwright, baseURL }) => {
      if (size) await page.setViewportSize(size);
      const request = await playwright.request.newContext({ baseURL });
      const person = await registerAccount(request, "axe");
      await signInAsNewAdmin(page, request);
      await page.goto(`/admin/users?q=${person}`);
      await page.getByRole("link", { name: person }).click();
      await page.waitForURL(/\/admin\/users\/\d+$/);
      const userPath = new URL(page.url()).pathname;
      expect(userPath).toMatch(/^\/admin\/users\/\d+$/);
      for (const path of ["/admin", `/admin/users?q=${person}`, userPath, "/admin/audit"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "Amministrazione" })).toBeVisible();
        await expectNoSeriousAxeViolations(page, `${path}${size ? " (phone)" : ""}`);
      }
      await request.dispose();
    });
  }
});
