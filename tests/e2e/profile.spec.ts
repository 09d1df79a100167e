/**
 * /profile (spec §3 "Profile"; decision record 0031) in the browser, with JavaScript on and off:
 * a person reaches it from the header, edits their personal data (a refused phone number first,
 * translated, then saved), adds a goal, ticks it off and deletes it after the confirmation; axe on
 * every tab, on a phone and a desktop.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpViaApi } from "./helpers";

const PHONE = { width: 390, height: 844 };
const main = (page: Page) => page.getByRole("main");
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

test.describe("/profile", () => {
  test("a visitor is sent to sign in and comes back", async ({ page }) => {
    await page.goto("/profile?tab=goals");
    await expectPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profile?tab=goals");
  });

  test("editing the personal data, arriving by the header link", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await page.goto("/");
    const more = page.locator("nav.nav-desktop details.nav-more");
    await more.locator("summary").click();
    await more.getByRole("link", { name: "Il mio profilo", exact: true }).click();
    await expectPath(page, "/profile");
    await expect(main(page).getByRole("heading", { level: 1, name: "Il mio profilo" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Panoramica" })).toHaveAttribute("aria-current", "page");

    await main(page).getByRole("link", { name: "Dati personali" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=personal$/);
    await expect(main(page).getByRole("link", { name: "Dati personali" })).toHaveAttribute("aria-current", "page");
    await expect(main(page).getByLabel("Nome", { exact: true })).toHaveValue("Test");
    await main(page).getByLabel("Nome", { exact: true }).fill("Giulia");
    await main(page).getByLabel("Cognome (facoltativo)").fill("Bianchi");
    await main(page).getByLabel("Telefono (facoltativo)").fill("chiamami");
    await main(page).getByLabel("Città (facoltativa)").fill("Bologna");
    await main(page).getByLabel("Sonno").check();
    await main(page).getByRole("button", { name: "Salva i dati" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Impossibile salvare il profilo");
    await expect(main(page).getByText("Inserisci un numero di telefono valido (da 6 a 15 cifre)")).toBeVisible();
    await expect(main(page).getByLabel("Telefono (facoltativo)")).toHaveAttribute("aria-invalid", "true");
    // What was typed is still there.
    await expect(main(page).getByLabel("Città (facoltativa)")).toHaveValue("Bologna");

    await main(page).getByLabel("Telefono (facoltativo)").fill("+39 333 123 4567");
    await main(page).getByLabel("Fuso orario").selectOption("Europe/Rome");
    await main(page).getByRole("button", { name: "Salva i dati" }).click();
    await expect(toast(page, "Profilo salvato")).toBeVisible();
    await page.goto("/profile?tab=personal");
    await expect(main(page).getByLabel("Nome", { exact: true })).toHaveValue("Giulia");
    await expect(main(page).getByLabel("Telefono (facoltativo)")).toHaveValue("+39 333 123 4567");
    await expect(main(page).getByLabel("Sonno")).toBeChecked();
    await expect(main(page).getByLabel("Fuso orario")).toHaveValue("Europe/Rome");
    await expect(main(page).getByRole("heading", { name: "Sicurezza" })).toBeVisible();
    // The data rights (GDPR art. 15, 17, 20) are reached from here.
    await expect(main(page).getByRole("link", { name: "Scarica i miei dati" })).toHaveAttribute("href", "/profile/export");
    await main(page).getByRole("link", { name: "Elimina account" }).click();
    await expect(page).toHaveURL(/\/profile\/delete$/);
  });

  test("adding a goal, ticking it off and deleting it after the confirmation", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await page.goto("/profile?tab=goals");
    await main(page).getByLabel("Obiettivo", { exact: true }).fill("Camminare 20 minuti");
    await main(page).getByRole("button", { name: "Aggiungi obiettivo" }).click();
    await expect(toast(page, "Obiettivo aggiunto")).toBeVisible();
    const open = main(page).getByRole("region", { name: "Da raggiungere" });
    await expect(open.getByText("Camminare 20 minuti")).toBeVisible();
    await open.getByRole("button", { name: "Segna come raggiunto: Camminare 20 minuti" }).click();
    const reached = main(page).getByRole("region", { name: "Raggiunti" });
    await expect(reached.getByText("Camminare 20 minuti")).toBeVisible();
    await expect(main(page).getByRole("region", { name: "Da raggiungere" })).toHaveCount(0);
    await reached.getByRole("link", { name: "Elimina: Camminare 20 minuti" }).click();
    await expect(main(page).getByRole("heading", { name: "Eliminare questo obiettivo?" })).toBeVisible();
    await main(page).getByRole("button", { name: "Sì, elimina" }).click();
    await expect(toast(page, "Obiettivo eliminato")).toBeVisible();
    await expect(main(page).getByText("Non hai ancora obiettivi.")).toBeVisible();
  });

  test("every tab passes axe on a desktop and a phone", async ({ page }) => {
    test.setTimeout(300_000);
    await signUpViaApi(page);
    await page.goto("/profile?tab=goals");
    await main(page).getByLabel("Obiettivo", { exact: true }).fill("Dormire prima");
    await main(page).getByRole("button", { name: "Aggiungi obiettivo" }).click();
    await expect(toast(page, "Obiettivo aggiunto")).toBeVisible();
    for (const size of [null, PHONE]) {
      if (size) await page.setViewportSize(size);
      for (const tab of ["overview", "activity", "personal", "goals"]) {
        await page.goto(`/profile?tab=${tab}`);
        await expect(main(page).getByRole("heading", { level: 1, name: "Il mio profilo" })).toBeVisible();
        await expectNoSeriousAxeViolations(page, `/profile?tab=${tab} ${size ? "phone" : "desktop"}`);
      }
    }
  });
});
