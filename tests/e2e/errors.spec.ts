/** The not-found page and the "something went wrong" screen. */
import { expect, test } from "./fixtures";

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
});
