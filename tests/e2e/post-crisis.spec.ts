import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations as expectNoSeriousViolations, signUpViaApi as signUp } from "./helpers";

const assistantTexts = (page: Page) => page.locator(".chat-log .chat-assistant .chat-text");

async function send(page: Page, text: string) {
  await page.getByLabel("Il tuo messaggio").fill(text);
  await page.getByRole("button", { name: "Invia" }).click();
}

// The gate (rules OR the crisis classifier, issue 26) and post-crisis mode (decision record 0015), as a person sees them.
test("despair, then a decided plan: the crisis card each time; the next turns check on safety, then lead back", async ({ page }) => {
  await signUp(page);
  await page.goto("/chat");
  // No rule names this hopelessness; the classifier reads it.
  await send(page, "non ce la faccio più, è tutto inutile");
  const card = page.getByTestId("crisis-card");
  await expect(card).toHaveCount(1);

  await send(page, "ho deciso, stasera");
  await expect(card).toHaveCount(2);
  await expect(card.last().getByRole("link", { name: "Chiama il 112" })).toHaveAttribute("href", "tel:112");

  await send(page, "Possiamo solo parlare?");
  await expect(assistantTexts(page)).toHaveCount(1);
  await expect(assistantTexts(page).last()).toContainText("adesso sei al sicuro?");
  await expect(card).toHaveCount(2);
  await expect(page.getByRole("banner").getByRole("link", { name: "Aiuto immediato" })).toHaveAttribute("href", "/safety");
  await expectNoSeriousViolations(page, "/chat post-crisis check-in");

  await send(page, "no");
  await expect(page.getByTestId("crisis-card")).toHaveCount(3);

  await send(page, "sto bene, sono al sicuro");
  await expect(assistantTexts(page)).toHaveCount(2);
  await expect(assistantTexts(page).last()).toContainText("adesso sei al sicuro");
  // None of these turns was counted.
  await expect(page.getByTestId("ai-remaining")).toHaveText("Richieste IA rimaste oggi: 5 di 5");
});
