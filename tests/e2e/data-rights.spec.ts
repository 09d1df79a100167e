/**
 * Data rights in the browser (issue 12 item 3; decision record 0032), with JavaScript on and off:
 * a person signs up, logs a mood, downloads their data from /profile/delete (the JSON file and the
 * moods CSV), is refused with a wrong password, deletes the account and can no longer sign in.
 * axe on /profile/delete at phone and desktop width, with and without an error.
 */
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { activateLaunchCode, expectNoSeriousAxeViolations, expectPath, expectSignedOut, register, signUpViaApi, submitLogin, uniqueUser } from "./helpers";

const PHONE = { width: 390, height: 844 };
const main = (page: Page) => page.getByRole("main");

async function downloaded(page: Page, linkName: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), main(page).getByRole("link", { name: linkName }).click()]);
  const path = await download.path();
  return { download, text: await readFile(path!, "utf8") };
}

test.describe("/profile/delete and /profile/export", () => {
  test("a visitor is sent to sign in", async ({ page }) => {
    await page.goto("/profile/delete");
    await expectPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profile/delete");
  });

  test("sign up, log a mood, download the data, delete the account; signing in then fails", async ({ page }) => {
    test.setTimeout(120_000);
    const user = uniqueUser();
    // The launch offer's 10 days of premium open the mood tracker.
    await register(page, user, { skipLaunchCode: false, stayOnWelcome: true });
    const promoCode = (await page.getByTestId("promo-code").textContent())!.trim();
    await activateLaunchCode(page, promoCode);

    await page.goto("/mood");
    await main(page).getByRole("group", { name: "Il tuo umore" }).getByRole("radio", { name: "Bene 4 su 5" }).check();
    await main(page).getByLabel("Nota (facoltativa)").fill("=1+1 una passeggiata al mare");
    await main(page).getByRole("button", { name: "Salva l'umore" }).click();
    await expect(page.getByTestId("toast")).toContainText("Umore salvato");

    await page.goto("/profile/delete");
    await expect(page).toHaveTitle("Elimina il tuo account · Respiro");
    await expect(main(page).getByRole("heading", { level: 1, name: "Elimina il tuo account" })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2, name: "Cosa resta" })).toBeVisible();

    const json = await downloaded(page, "Scarica tutti i miei dati (JSON)");
    expect(json.download.suggestedFilename()).toMatch(/^respiro-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(json.text) as { format: string; data: Record<string, any> };
    expect(file.format).toBe("respiro-export");
    expect(file.data.account).toMatchObject({ username: user.username, email: user.email, fullName: user.fullName });
    expect(file.data.account).not.toHaveProperty("passwordHash");
    expect(file.data.moodEntries).toEqual([expect.objectContaining({ mood: 4, note: "=1+1 una passeggiata al mare" })]);
    expect(file.data.launchCode).toMatchObject({ code: promoCode });
    expect(file.data.sessions.length).toBeGreaterThan(0);

    const csv = await downloaded(page, "Scarica i miei umori (CSV)");
    expect(csv.download.suggestedFilename()).toMatch(/^respiro-moods-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text).toContain(",4,");
    expect(csv.text).toContain(",'=1+1 una passeggiata al mare,");

    // A wrong password deletes nothing.
    await main(page).getByLabel("La tua password").fill("not-my-password-1");
    await main(page).getByLabel("Ho capito: voglio eliminare il mio account e tutti i miei dati").check();
    await main(page).getByRole("button", { name: "Elimina definitivamente il mio account" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("La password non è corretta. Nulla è stato eliminato.");
    // The red "delete for good" button stays readable in the dark theme (issue 25 item 2).
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoSeriousAxeViolations(page, "/profile/delete, dark theme");
    await page.emulateMedia({ colorScheme: "light" });

    await main(page).getByLabel("La tua password").fill(user.password);
    await main(page).getByLabel("Ho capito: voglio eliminare il mio account e tutti i miei dati").check();
    await main(page).getByRole("button", { name: "Elimina definitivamente il mio account" }).click();
    await expectPath(page, "/");
    await expect(page.getByTestId("toast")).toContainText("Il tuo account e i tuoi dati sono stati eliminati.");
    await expectSignedOut(page);

    const answer = await submitLogin(page, user.username, user.password);
    expect(answer.status()).toBe(401);
    await expect(main(page).getByRole("alert")).toHaveText("Credenziali non valide");
    const again = await page.request.get("/profile/export", { maxRedirects: 0 });
    expect(again.status()).toBe(302);
  });

  test("axe on /profile/delete, desktop and phone, with an error", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await page.goto("/profile/delete");
    await expectNoSeriousAxeViolations(page, "/profile/delete desktop");
    await page.setViewportSize(PHONE);
    await page.reload();
    await expectNoSeriousAxeViolations(page, "/profile/delete phone");
    await main(page).getByLabel("La tua password").fill("wrong-password-2");
    await main(page).getByLabel("Ho capito: voglio eliminare il mio account e tutti i miei dati").check();
    await main(page).getByRole("button", { name: "Elimina definitivamente il mio account" }).click();
    await expect(main(page).getByRole("alert")).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/profile/delete phone with an error");
    await page.goto("/profile/delete?lang=en");
    await expect(main(page).getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/profile/delete phone, English");
  });
});
