/**
 * The home (issue 15; decision record 0033) in the browser, with JavaScript on and off: the
 * visitor's page (tools, illustrative testimonials, launch places, urgent help) and the signed-in
 * dashboard (greeting, one-tap mood check-in that comes back home, locked for another plan).
 * Screenshots at phone (390×844) and desktop (1280×800) width in both languages are attached to
 * the report and saved under the test's output folder, and axe runs on each of them.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpLaunchTrial, signUpViaApi } from "./helpers";

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const main = (page: Page) => page.getByRole("main");

/** A full-page screenshot, attached to the report and kept as a file in the test's output folder. */
async function screenshot(page: Page, name: string): Promise<void> {
  const info = test.info();
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: "image/png" });
}

test.describe("home", () => {
  test("a visitor reads what Respiro offers, the illustrative testimonials and the launch places, and follows a tool", async ({ page }) => {
    await page.goto("/");
    await expect(main(page).getByRole("heading", { level: 1, name: "Un respiro alla volta." })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2, name: "Testimonianze illustrative" })).toBeVisible();
    await expect(main(page).getByText("non sono recensioni di persone reali")).toBeVisible();
    await expect(main(page).getByTestId("launch-codes")).toContainText(/\d+ posti? liber[oi] su 50|Esaurito/);
    await expect(main(page).getByTestId("launch-monthly")).toContainText(/Mensile a 2,49\s€.*(Ne rest[ao]n?o? \d+ su 10|Esaurito)/);
    await expect(main(page).locator("img.home-art")).toHaveAttribute("alt", "");
    await expect(main(page).getByRole("link", { name: "Aiuto immediato" })).toHaveAttribute("href", "/safety");
    await main(page).getByRole("link", { name: "Esercizi CBT" }).click();
    await expectPath(page, "/exercises");

    await page.goto("/?lang=en");
    await expect(main(page).getByRole("heading", { level: 1, name: "One breath at a time." })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2, name: "Illustrative testimonials" })).toBeVisible();
    await expect(main(page).getByTestId("launch-codes")).toContainText(/\d+ places? left of 50|Sold out/);
  });

  test("a signed-in person with mood tracking checks in with one tap and comes back home", async ({ page }) => {
    test.setTimeout(60_000);
    await signUpLaunchTrial(page, { launchPath: "/launch?lang=it" });
    await page.goto("/");
    await expect(main(page).getByRole("heading", { level: 1, name: "Ciao, Test Person" })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2, name: "Testimonianze illustrative" })).toHaveCount(0);
    await expect(main(page).getByRole("region", { name: "La citazione del giorno" }).locator("blockquote")).not.toBeEmpty();
    await expect(main(page).getByTestId("plan-status")).toContainText(/Prova di lancio Premium: restano 10 giorni/);
    await expect(main(page).getByTestId("streak")).toContainText("Nessuna serie in corso");

    const checkIn = main(page).getByRole("group", { name: "Il tuo umore adesso, con un tocco" });
    await checkIn.getByRole("button", { name: "Bene", exact: true }).click();
    await expectPath(page, "/");
    await expect(page.getByText("Umore salvato")).toBeVisible();
    await expect(main(page).getByTestId("streak")).toContainText("1 giorno di fila con il tuo umore annotato");
    await expect(main(page).getByText("Oggi hai già registrato il tuo umore")).toBeVisible();
    await page.goto("/mood");
    await expect(main(page).getByText("Bene").first()).toBeVisible();
  });

  test("another plan sees the locked check-in with a link to the preview", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(main(page).getByRole("heading", { level: 1, name: "Ciao, Test Person" })).toBeVisible();
    await expect(main(page).getByRole("group", { name: "Il tuo umore adesso, con un tocco" })).toHaveCount(0);
    await expect(main(page).getByTestId("plan-status")).toContainText(/Prova gratuita: restano 7 giorni/);
    await main(page).getByRole("link", { name: "Guarda l'anteprima del diario dell'umore" }).click();
    await expectPath(page, "/mood");
    await expect(main(page).getByRole("heading", { level: 2, name: "Il monitoraggio dell'umore è Premium" })).toBeVisible();
  });

  for (const lang of ["it", "en"] as const) {
    test(`screenshots and axe at phone and desktop width, visitor and dashboard (${lang})`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the pictures and axe are the same without JavaScript; taken once");
      test.setTimeout(120_000);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto(`/?lang=${lang}`);
        await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(lang === "it" ? "Un respiro alla volta." : "One breath at a time.");
        await screenshot(page, `home-visitor-${lang}-${size}`);
        await expectNoSeriousAxeViolations(page, `/ visitor ${lang} ${size}`);
      }
      await signUpLaunchTrial(page, { launchPath: "/launch?lang=it" });
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await page.goto(`/?lang=${lang}`);
        await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(lang === "it" ? "Ciao, Test Person" : "Hello, Test Person");
        await screenshot(page, `home-dashboard-${lang}-${size}`);
        await expectNoSeriousAxeViolations(page, `/ dashboard ${lang} ${size}`);
      }
      await page.emulateMedia({ colorScheme: "dark" });
      await screenshot(page, `home-dashboard-${lang}-desktop-dark`);
      await expectNoSeriousAxeViolations(page, `/ dashboard ${lang} desktop dark`);
    });
  }
});
