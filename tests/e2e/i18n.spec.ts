/** The EN / IT buttons and ?lang=: same page, translated, remembered across navigation. */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectPath } from "./helpers";

function switchButton(page: Page, lang: "it" | "en") {
  return page.locator(`form[action="/set-language"] button[name="lang"][value="${lang}"]`);
}

async function pressLanguage(page: Page, lang: "it" | "en") {
  const button = switchButton(page, lang);
  await expect(button).toHaveText(lang.toUpperCase());
  await button.click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test.describe("language switch", () => {
  test("EN and IT on /login keep the page and change the language, and the choice persists", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Che bello rivederti");
    // The buttons are named for what they do.
    await expect(page.getByRole("button", { name: "Passa a English" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Passa a English" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("button", { name: "Passa a Italiano" })).toHaveAttribute("aria-pressed", "true");

    await pressLanguage(page, "en");
    await expectPath(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Switch to English" })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveTitle("Sign in · Respiro");

    // Remembered on the next pages, with or without a full load.
    await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await expectPath(page, "/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await page.goto("/forgot-password");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot password");

    await page.goto("/login");
    await pressLanguage(page, "it");
    await expectPath(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Che bello rivederti");
    await page.goto("/register");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crea il tuo account");
  });

  test("EN and IT on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Un respiro alla volta.");
    await pressLanguage(page, "en");
    await expectPath(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One breath at a time.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await pressLanguage(page, "it");
    await expectPath(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Un respiro alla volta.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
  });

  test("?lang=en gives English and is remembered", async ({ page }) => {
    await page.goto("/login?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");

    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One breath at a time.");

    await page.goto("/?lang=it");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Un respiro alla volta.");
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Che bello rivederti");
  });

  test("the language buttons keep the query string of the page", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fterms");
    await pressLanguage(page, "en");
    await expectPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/terms");
  });
});
