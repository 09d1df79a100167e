/**
 * The wellness library (spec §2 "/resources"): reached from the home page, tabs and topics as
 * links, the full-text search box, "what do you need?" with "Messaggio mancante", a resource's
 * page with "Was this helpful?"; with JavaScript on and off, in Italian and English, with axe on a
 * desktop and a phone.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpViaApi } from "./helpers";

test.describe("resources", () => {
  test("from the home page to a quick tool, a search and a resource (it)", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Biblioteca/ })
      .click();
    await expectPath(page, "/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Biblioteca del benessere" })).toBeVisible();

    await page.getByRole("navigation", { name: "Sezioni della biblioteca" }).getByRole("link", { name: "Strumenti rapidi" }).click();
    await expect(page).toHaveURL(/section=tools/);
    await expect(page.getByRole("link", { name: "Respirazione a quadrato" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Guida al sonno" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Cerca nella biblioteca" }).fill("sonno");
    await page.getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /risultat[oi] per «sonno»/ })).toBeVisible();
    await page.getByRole("link", { name: "Guida al sonno" }).click();
    await expectPath(page, "/resources/sleep-guide");
    await expect(page.getByRole("heading", { level: 1, name: "Guida al sonno" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Accedi per dirci se ti è stato utile" })).toBeVisible();
  });

  test("'what do you need?' says 'Messaggio mancante' when empty and recommends for a real need (it)", async ({ page }) => {
    test.slow(); // two posts and an axe run
    await page.goto("/resources");
    const need = page.getByRole("region", { name: "Di cosa hai bisogno?" });
    await need.getByRole("button", { name: "Consigliami" }).click();
    await expect(need.getByText("Messaggio mancante")).toBeVisible();
    await expect(need.getByRole("textbox", { name: "Scrivi con parole tue cosa ti servirebbe adesso" })).toHaveAttribute("aria-invalid", "true");

    await need.getByRole("textbox", { name: "Scrivi con parole tue cosa ti servirebbe adesso" }).fill("non riesco a dormire la notte");
    await need.getByRole("button", { name: "Consigliami" }).click();
    const recommendations = page.getByRole("region", { name: "Consigliati per te" });
    await expect(recommendations.getByRole("article").first()).toBeVisible();
    await expect(recommendations.getByRole("link", { name: /sonno|dormire/i }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/resources with recommendations (it)");
  });

  test("a signed-in person answers 'Was this helpful?' and can change the answer (en)", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/resources/worry-time?lang=en");
    const feedback = page.getByRole("region", { name: "Was this helpful?" });
    await feedback.getByRole("button", { name: "Yes, it was helpful" }).click();
    await expect(feedback.getByText("You said it was helpful.")).toBeVisible();
    await expect(feedback.getByRole("button", { name: "Yes, it was helpful" })).toHaveAttribute("aria-pressed", "true");
    await feedback.getByRole("button", { name: "No, it wasn't helpful" }).click();
    await expect(feedback.getByText("You said it wasn't helpful.")).toBeVisible();
  });

  for (const lang of ["it", "en"] as const) {
    for (const phone of [false, true]) {
      test(`axe on /resources and a resource (${lang}${phone ? ", phone" : ""})`, async ({ page }) => {
        test.slow(); // two pages, two axe runs
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`/resources?lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "it" ? "Biblioteca del benessere" : "Wellness library");
        await expectNoSeriousAxeViolations(page, `/resources (${lang}${phone ? ", phone" : ""})`);
        await page.goto(`/resources/seven-days-calmer?lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page, `/resources/seven-days-calmer (${lang}${phone ? ", phone" : ""})`);
      });
    }
  }
});
