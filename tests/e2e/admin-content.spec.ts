/**
 * /admin/codes, /admin/content and /admin/support (issue 14 items 4, 5, 6) in the browser: the main
 * tasks work with JavaScript off (run with the nojs project), and axe finds no serious violation on
 * the pages, at phone and desktop widths.
 */
import Database from "better-sqlite3";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, signUpViaApi } from "./helpers";

function database() {
  const db = new Database(resolve(process.env.E2E_DIR ?? ".e2e", "respiro.sqlite"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/** A signed-in administrator (made one in the database: there is no page that makes the first admin). */
async function signInAdmin(page: Page): Promise<string> {
  const username = await signUpViaApi(page);
  const db = database();
  db.prepare("UPDATE users SET is_admin = 1 WHERE username = ?").run(username);
  // Destructive admin actions (hiding content) need two-step sign-in (decision record 0035): a
  // finished enrolment with a placeholder secret; this admin is already signed in.
  const now = new Date().toISOString();
  db.prepare(
    "INSERT INTO two_factor_secrets (user_id, secret, enabled_at, last_used_step, created_at) SELECT id, 'e2e-placeholder', ?, 1, ? FROM users WHERE username = ?",
  ).run(now, now, username);
  db.close();
  return username;
}

test.describe("administration: codes, content, support", () => {
  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("an administrator creates a promo code, creates a quote, hides a resource and handles a support message", async ({ page }) => {
      await signInAdmin(page);
      const stamp = Date.now().toString(36).toUpperCase();

      await page.goto("/admin/codes");
      await page.getByLabel("Codice (facoltativo)").fill(`E2E-${stamp}`);
      await page.getByLabel("Giorni di Premium").fill("15");
      await page.getByLabel("Numero di usi").fill("3");
      await page.getByRole("button", { name: "Crea il codice" }).click();
      await expect(page.getByTestId("toast")).toContainText(`Codice E2E-${stamp} creato`);
      await expect(page.getByTestId("promo-row").filter({ hasText: `E2E-${stamp}` })).toContainText("15 giorni di Premium");

      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Nuova citazione" }).click();
      const quoteId = `e2e-${stamp.toLowerCase()}`;
      await page.getByLabel("Identificativo").fill(quoteId);
      await page.locator("#textIt").fill("Anche la notte più lunga finisce.");
      await page.locator("#textEn").fill("Even the longest night ends.");
      await page.getByLabel("Triste").check();
      await page.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByTestId("toast")).toContainText("Contenuto salvato");
      await expect(page.getByTestId("visibility-state")).toHaveText("Visibile nell'app.");

      await page.goto("/resources/box-breathing");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goto("/admin/content/resources/box-breathing");
      await page.getByRole("button", { name: "Nascondi" }).click();
      await expect(page.getByRole("alert")).toContainText("Spunta la conferma");
      await page.getByLabel("Confermo: nascondi questo contenuto a tutti.").check();
      await page.getByRole("button", { name: "Nascondi" }).click();
      await expect(page.getByTestId("visibility-state")).toHaveText("Nascosta: non compare da nessuna parte nell'app.");
      const hidden = await page.request.get("/resources/box-breathing");
      expect(hidden.status()).toBe(404);
      // Shown again, so the other specs find the library as seeded.
      await page.getByRole("button", { name: "Mostra di nuovo" }).click();
      await expect(page.getByTestId("visibility-state")).toHaveText("Visibile nell'app.");

      const db = database();
      const { lastInsertRowid } = db
        .prepare("INSERT INTO support_messages (name, email, subject, message, locale, created_at) VALUES (?, ?, ?, ?, 'it', ?)")
        .run("Anna", "anna@example.test", `Accesso ${stamp}`, "Non riesco ad accedere.", new Date().toISOString());
      db.close();
      await page.goto("/admin/support");
      const card = page.getByTestId("support-message").filter({ hasText: `Accesso ${stamp}` });
      await expect(card).toHaveAttribute("data-state", "waiting");
      await card.getByRole("button", { name: /Segna come gestito/ }).click();
      await expect(page.getByTestId("toast")).toContainText("Messaggio segnato come gestito");
      await expect(page.getByTestId("support-message").filter({ hasText: `Accesso ${stamp}` })).toHaveAttribute("data-state", "handled");
      expect(Number(lastInsertRowid)).toBeGreaterThan(0);

      await page.goto("/admin/audit");
      await expect(page.getByTestId("audit-row").first()).toContainText("Messaggio di supporto gestito");
    });
  });

  for (const [width, height, label] of [
    [390, 844, "phone"],
    [1280, 900, "desktop"],
  ] as const) {
    test(`axe: /admin/codes, /admin/content (list and form), /admin/support at ${label} width`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height });
      await signInAdmin(page);
      for (const path of ["/admin/codes", "/admin/content", "/admin/content/resources/box-breathing", "/admin/content/quotes/new", "/admin/support"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expectNoSeriousAxeViolations(page, `${path} ${label}`);
      }
    });
  }
});
