/** The layout: the phone menu (a <details>, so it works without JavaScript) and the flash toast. */
import { expect, test, type Page } from "@playwright/test";
import { expectPath, FIVE_SECONDS_PLUS, login, logout, register, uniqueUser } from "./helpers";

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the desktop menu is hidden and the Menu disclosure opens the links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Menu principale" });
    // Both copies of the menu are out of sight until "Menu" is opened.
    await expect(page.locator("nav.nav-desktop")).toBeHidden();
    await expect(nav).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Esercizi" })).toHaveCount(0);

    const details = page.locator("details").filter({ has: page.locator("summary", { hasText: "Menu" }) });
    const summary = details.locator("summary");
    await expect(summary).toBeVisible();
    await expect(summary).toHaveText("Menu");
    await expect(details).not.toHaveAttribute("open", /.*/);

    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(nav).toHaveCount(1);
    await expect(nav).toBeVisible();
    for (const name of ["Home", "Chat", "Esercizi", "Meditazione", "Riflessioni", "Umore", "Premium", "Aiuto"]) {
      await expect(nav.getByRole("link", { name, exact: true }), name).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Esercizi", exact: true })).toHaveAttribute("href", "/exercises");
    await expect(nav.getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Registrati", exact: true })).toBeVisible();

    // A link in the menu navigates.
    await nav.getByRole("link", { name: "Accedi", exact: true }).click();
    await expectPath(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bentornato");

    // Opening and closing again.
    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    await summary.click();
    await expect(details).not.toHaveAttribute("open", /.*/);
    await expect(nav).toHaveCount(0);
  });
});

test.describe("toast", () => {
  function toastIn(page: Page) {
    return page.getByRole("region", { name: "Notifiche" }).getByRole("status").getByTestId("toast");
  }

  test("after login a 'Bentornato!' toast is announced in a status region and goes away after 5 s", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user);
    await logout(page);

    await login(page, user);
    const shownAt = Date.now();
    const toast = toastIn(page);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Bentornato!");
    await expect(page.getByRole("status").filter({ has: page.getByTestId("toast") })).toHaveAttribute("aria-live", "polite");

    await expect(toast).toBeHidden({ timeout: FIVE_SECONDS_PLUS });
    expect(Date.now() - shownAt, "the toast should stay about 5 s").toBeGreaterThan(3_500);

    // Only once: a new page does not show it again.
    await page.goto("/");
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("the close button removes the toast", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the close button needs JavaScript (without it the toast fades by CSS)");
    const user = uniqueUser();
    await register(page, user);
    await logout(page);
    // Logging out left its own toast.
    await expect(toastIn(page)).toContainText("Sei uscito. A presto!");
    await page.getByRole("button", { name: "Chiudi notifica" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);

    await login(page, user);
    await expect(toastIn(page)).toContainText("Bentornato!");
    await page.getByRole("button", { name: "Chiudi notifica" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});
