/**
 * The wellbeing-data consent screen (docs/decisions/0014-health-data-consent-pending.md) for an
 * account made through the JSON API without `acceptHealthData`: the chat and the safety plan
 * send the person to /consent first, which refuses an unticked box, records the consent and
 * returns them where they were; with JavaScript on and off, in Italian and English, with axe.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, registerViaApi } from "./helpers";

/** Signs up through POST /api/auth/register as a spec §7 client does (no acceptHealthData); the page is signed in. */
async function signUpWithoutConsent(page: Page): Promise<string> {
  const { username, body } = await registerViaApi(page.request, { prefix: "k", acceptHealthData: false, fullName: "Consent Person" });
  expect(body.user.healthDataConsentPending).toBe(true);
  return username;
}

test.describe("consent screen", () => {
  test("the chat asks for the consent first, refuses an unticked box and then opens (it)", async ({ page }) => {
    await signUpWithoutConsent(page);
    await page.goto("/chat");
    await expectPath(page, "/consent");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/chat");
    await expect(page.getByRole("heading", { level: 1, name: "Il tuo consenso sui dati del benessere" })).toBeVisible();
    // Urgent help needs no consent, and says so.
    await expect(page.getByRole("main").getByRole("link", { name: "Aiuto immediato" })).toHaveAttribute("href", "/safety");
    await expectNoSeriousAxeViolations(page, "/consent it");

    await page.getByRole("button", { name: "Do il consenso e continuo" }).click();
    await expect(page.getByText("Serve il tuo consenso esplicito al trattamento dei dati sul benessere per usare Respiro")).toBeVisible();
    await expectPath(page, "/consent");
    await expect(page.getByRole("checkbox", { name: /Acconsento esplicitamente al trattamento/ })).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page, "/consent it with an error");

    await page.getByRole("checkbox", { name: /Acconsento esplicitamente al trattamento/ }).check();
    await page.getByRole("button", { name: "Do il consenso e continuo" }).click();
    await expectPath(page, "/chat");
    await expect(page.getByRole("heading", { level: 1, name: "Il tuo compagno IA" })).toBeVisible();
    await expect(page.getByText("Grazie: il tuo consenso è registrato.")).toBeVisible();

    // Sent, answered and kept.
    await page.getByLabel("Il tuo messaggio").fill("Mi sento in ansia per l'esame di domani");
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(page.getByTestId("ai-remaining")).toContainText("4 di 5");
    await expect(page.getByText("Mi sento in ansia per l'esame di domani")).toBeVisible();
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.user.healthDataConsentPending).toBe(false);
  });

  test("the safety plan shows the way to the consent and comes back to the plan (en)", async ({ page }) => {
    await signUpWithoutConsent(page);
    await page.goto("/safety?lang=en");
    // Every resource is there before any consent.
    await expect(page.getByRole("heading", { level: 1, name: "Urgent help" })).toBeVisible();
    await expect(page.getByText("Saving your safety plan needs your consent to process wellbeing data.", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "Give consent" }).click();
    await expectPath(page, "/consent");
    await expect(page.getByRole("heading", { level: 1, name: "Your consent for wellbeing data" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/consent en");

    await page.getByRole("checkbox", { name: /I explicitly consent to the processing/ }).check();
    await page.getByRole("button", { name: "I consent, continue" }).click();
    await expectPath(page, "/safety");
    await expect(page.getByText("Thank you: your consent is recorded.")).toBeVisible();
    await page.getByLabel("Warning signs (thoughts, feelings, situations)").fill("Insomnia");
    await page.getByRole("button", { name: "Save the plan" }).click();
    await expect(page.getByText("Safety plan saved.")).toBeVisible();
    await expect(page.getByLabel("Warning signs (thoughts, feelings, situations)")).toHaveValue("Insomnia");
  });
});
