/**
 * /launch and /promo: the campaign for visitors, and for a launch participant the code shown
 * again and activated, with JavaScript on and off, on a phone and a desktop.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, PROMO_CODE, register, signUpViaApi, uniqueUser } from "./helpers";

test.describe("launch offer", () => {
  test("visitors see the campaign and are asked to sign in (phone)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("link", { name: "Scopri l'offerta di lancio" }).click();
    await expectPath(page, "/launch");
    await expect(page.getByRole("heading", { level: 1, name: "Offerta di lancio" })).toBeVisible();
    await expect(page.getByTestId("campaign-status")).toHaveText(/Campagna attiva: restan?o? \d+ post[oi] su 50\.|La campagna di lancio è terminata/);
    await expect(page.getByRole("main").getByRole("link", { name: "Accedi" })).toHaveAttribute("href", "/login?redirectTo=%2Flaunch");
    await expect(page.getByLabel("Codice promozionale")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "/launch visitor phone");
    await page.goto("/promo?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Launch offer" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/promo visitor en phone");
  });

  test("a participant finds the code again and activates it for 10 days of premium", async ({ page, javaScriptEnabled }) => {
    const user = uniqueUser();
    await register(page, user, { skipLaunchCode: false, stayOnWelcome: true });
    const code = (await page.getByTestId("promo-code").textContent())!.trim();
    expect(code).toMatch(PROMO_CODE);
    // The way there is a link, not a memory of the welcome page.
    await page.getByRole("link", { name: /Attiva il codice quando vuoi/ }).click();
    await expectPath(page, "/launch");
    await expect(page.getByTestId("promo-code")).toHaveText(code);
    await expect(page.getByTestId("code-state")).toContainText("Da attivare entro il");
    if (javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Copia il codice" }).click();
      await expect(page.getByText("Copiato.")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    } else {
      await expect(page.getByRole("button", { name: "Copia il codice" })).toBeHidden();
    }
    await expectNoSeriousAxeViolations(page, "/launch participant");

    const field = page.getByLabel("Codice promozionale");
    // Required (spec §5).
    await field.fill("");
    await page.getByRole("button", { name: "Attiva il codice" }).click();
    await expect(page.getByRole("alert")).toHaveText("Errore Attivazione. Inserisci un codice promozionale per continuare.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // Invalid (spec §8).
    await field.fill("RESPIRO-AAAA-BBBB-CCCC");
    await page.getByRole("button", { name: "Attiva il codice" }).click();
    await expect(page.getByRole("alert")).toContainText("Codice non valido o già utilizzato");
    await expect(field).toHaveValue("RESPIRO-AAAA-BBBB-CCCC");
    await expectNoSeriousAxeViolations(page, "/launch with an error");

    // Typed in lower case: still the code.
    await field.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Attiva il codice" }).click();
    await expect(page.getByTestId("launch-trial")).toContainText("Premium di lancio attivo fino al");
    await expect(page.getByTestId("launch-trial")).toContainText("restano 10 giorni");
    await expect(page.getByTestId("code-state")).toContainText("Attivato il");
    await expect(page.getByLabel("Codice promozionale")).toHaveCount(0);
    await expect(page.getByText("Premium di lancio attivo: 10 giorni rimasti.")).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText("Codice attivato!");
  });

  test("someone who skipped the offer sees no code and gets the same answer for another person's code", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/launch");
    await expect(page.getByText("Non hai un codice di lancio.")).toBeVisible();
    await page.getByLabel("Codice promozionale").fill("RESPIRO-ZZZZ-YYYY-XXXX");
    await page.getByRole("button", { name: "Attiva il codice" }).click();
    await expect(page.getByRole("alert")).toContainText("Codice non valido o già utilizzato");
  });
});
