/** The not-found page, the "something went wrong" screen and the page of a request refused before its action. */
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, PASSWORD } from "./helpers";

test.describe("error pages", () => {
  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/una-pagina-che-non-esiste");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina non trovata");
    await expect(page).toHaveTitle("Pagina non trovata · Respiro");
    await expect(page.getByRole("main").getByRole("link", { name: "Torna alla home" })).toHaveAttribute("href", "/");
    // The layout is still there.
    await expect(page.getByRole("banner").getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
  });

  test("an unknown path answers 404 in English too", async ({ page }) => {
    const response = await page.goto("/una-pagina-che-non-esiste?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test.describe("a deliberate render error", () => {
    test.use({ expectedBrowserErrors: "Deliberate render error|status of 500" });
    test("a render error shows the error screen with a reload link to the same URL, in both languages", async ({ page }) => {
      const url = "/test?crash=render";
      const response = await page.goto(url);
      expect(response?.status()).toBe(500);
      const alert = page.getByRole("alert").filter({ has: page.getByRole("heading", { level: 1 }) });
      await expect(alert.getByRole("heading", { level: 1 })).toHaveText("Qualcosa è andato storto");
      await expect(page.getByRole("link", { name: "Ricarica Pagina" })).toHaveAttribute("href", url);
      // No technical detail leaks to the page.
      await expect(page.getByText(/Deliberate render error/)).toHaveCount(0);

      await page.locator('form[action="/set-language"] button[value="en"]').click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
      await expect(page.getByRole("link", { name: "Reload page" })).toHaveAttribute("href", url);

      // The reload link loads the same URL again.
      await page.getByRole("link", { name: "Reload page" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
    });
  });

  test.describe("a request refused before its action (app/utils/guards.server.ts)", () => {
    const CROSS_SITE_IT = "La richiesta arriva da un altro sito ed è stata rifiutata per proteggere il tuo account. Apri Respiro direttamente e riprova.";
    const CROSS_SITE_EN = "The request comes from another site and was refused to protect your account. Open Respiro directly and try again.";

    for (const [query, title, text] of [
      ["", "Richiesta non accettata", CROSS_SITE_IT],
      ["?lang=en", "Request not accepted", CROSS_SITE_EN],
    ] as const) {
      test(`a form on another site that posts here gets the 403 page in the person's language${query ? " (English)" : ""}`, async ({ page, baseURL }) => {
        // A page of another site, with a form that posts to our sign-in, as a hostile site would.
        await page.route("http://evil.example/**", (route) =>
          route.fulfill({
            contentType: "text/html",
            body: `<!doctype html><html lang="en"><title>Elsewhere</title><form method="post" action="${baseURL}/login${query}"><input name="username" value="x"><input name="password" value="y"><button>Send</button></form></html>`,
          }),
        );
        await page.goto("http://evil.example/");
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/login"),
          page.getByRole("button", { name: "Send" }).click(),
        ]);
        expect(response.status()).toBe(403);
        await page.waitForLoadState("networkidle");
        // Still in place after the page has hydrated (with JavaScript): its strings came with the refusal.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.getByRole("main").getByText(text)).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", query ? "en" : "it");
        await expect(page.getByRole("main").getByRole("link", { name: query ? "Back to home" : "Torna alla home" })).toHaveAttribute("href", "/");
        await expectNoSeriousAxeViolations(page, `403 page${query}`);
      });
    }

    test("a sign-in form over 64 KB gets the 413 page, not a server error", async ({ page }) => {
      await page.goto("/login");
      await page.getByLabel("Nome utente o e-mail").fill("someone");
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      // 70 KB more in the form than any real field holds.
      await page.locator("form#login").evaluate((form) => {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = "padding";
        input.value = "a".repeat(70 * 1024);
        form.appendChild(input);
      });
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/login"),
        page.getByRole("main").getByRole("button", { name: "Accedi" }).click(),
      ]);
      expect(response.status()).toBe(413);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Richiesta non accettata");
      await expect(page.getByRole("main").getByText("I dati inviati superano il limite di 64 KB. Accorcia il testo e riprova.")).toBeVisible();
    });
  });
});
