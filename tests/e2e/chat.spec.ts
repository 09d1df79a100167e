import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations as expectNoSeriousViolations } from "./helpers";

/** Registers through the JSON API with the page's cookie jar, so the page is signed in. */
async function signUp(page: Page, { skipLaunchCode = true } = {}) {
  const id = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await page.request.post("/api/auth/register", {
    data: { username: id, email: `${id}@example.test`, fullName: "Chat Test", password: "Calma-Mare-2026!", confirmPassword: "Calma-Mare-2026!", acceptTerms: true, acceptHealthData: true, skipLaunchCode },
  });
  expect(res.status()).toBe(201);
  return id;
}


const assistantMessages = (page: Page) => page.locator(".chat-log .chat-assistant .chat-text");

test.describe("chat", () => {
  test("visitors see a preview and a sign-in call", async ({ page }) => {
    await page.goto("/chat");
    await expect(page.getByRole("heading", { name: "Un compagno gentile, quando ne hai bisogno" })).toBeVisible();
    await expect(page.getByText("Stai parlando con un'intelligenza artificiale")).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Accedi" })).toHaveAttribute("href", "/login?redirectTo=%2Fchat");
    await expectNoSeriousViolations(page, "/chat visitor");
  });

  test("a signed-in person holds a multi-turn CBT conversation", async ({ page, javaScriptEnabled }) => {
    await signUp(page);
    await page.goto("/chat");
    await expect(page.getByTestId("ai-disclosure")).toContainText("non con una persona né con un terapeuta");
    await expect(page.getByTestId("ai-remaining")).toHaveText("Richieste IA rimaste oggi: 5 di 5");

    const box = page.getByLabel("Il tuo messaggio");
    await box.fill("Sbaglio sempre tutto al lavoro, sono un fallito");
    if (javaScriptEnabled) {
      const streamed = page.waitForResponse((r) => r.url().endsWith("/api/chat") && r.request().method() === "POST");
      await box.press("Enter");
      // The user's message shows at once, before the answer.
      await expect(page.locator(".chat-log .chat-user").first()).toContainText("Sbaglio sempre tutto");
      const response = await streamed;
      expect(response.headers()["content-type"]).toMatch(/^text\/event-stream/);
    } else {
      await page.getByRole("button", { name: "Invia" }).click();
      await expect(page).toHaveURL(/\/chat#latest$/);
    }
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(assistantMessages(page).first()).not.toBeEmpty();
    await expect(page.locator(".chat-distortions").first()).toContainText("ipergeneralizzazione");
    await expect(page.getByTestId("ai-remaining")).toHaveText("Richieste IA rimaste oggi: 4 di 5");

    await box.fill("Facciamo un diario dei pensieri");
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(assistantMessages(page).nth(1)).toContainText("situazione");
    await expectNoSeriousViolations(page, "/chat signed in");

    // History is kept on the server.
    await page.reload();
    await expect(assistantMessages(page)).toHaveCount(2);

    // Reset asks first, then deletes the conversation.
    await page.getByText("Nuova conversazione").first().click();
    await expect(page.getByText("Vuoi davvero cancellare questa conversazione?")).toBeVisible();
    await page.getByRole("button", { name: "Nuova conversazione" }).click();
    await expect(page.getByText("Nessun messaggio ancora.")).toBeVisible();
    await expect(page.getByTestId("ai-remaining")).toHaveText("Richieste IA rimaste oggi: 3 di 5");
  });

  test("a suggestion chip starts the conversation", async ({ page }) => {
    await signUp(page);
    await page.goto("/chat?lang=en");
    await page.getByRole("button", { name: "I can't sleep well" }).click();
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(page.locator(".chat-log .chat-user")).toContainText("I can't sleep well");
  });

  test("a crisis message gets the crisis answer, even when the day's requests are used up", async ({ page }) => {
    await signUp(page);
    await page.goto("/chat");
    const box = page.getByLabel("Il tuo messaggio");
    for (let i = 1; i <= 5; i++) {
      await box.fill(`Oggi mi sento stanco e giù di morale (${i})`);
      await page.getByRole("button", { name: "Invia" }).click();
      await expect(assistantMessages(page)).toHaveCount(i);
    }
    await expect(page.getByTestId("ai-remaining")).toHaveText("Richieste IA rimaste oggi: 0 di 5");
    await expect(page.getByRole("heading", { name: "Hai usato le richieste IA di oggi" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Passa a Premium" }).last()).toBeVisible();

    await box.fill("Un altro messaggio normale");
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(page.getByRole("alert")).toContainText("Hai raggiunto il limite di 5 richieste IA di oggi");

    await box.fill("non ce la faccio più a vivere");
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(page.locator(".chat-crisis")).toHaveCount(1);
    await expect(page.locator(".chat-crisis")).toContainText("112");
    await expect(page.locator(".chat-crisis")).toContainText("02 2327 2327");
    await expect(page.locator(".chat-crisis").getByRole("link", { name: "Risorse di aiuto" })).toHaveAttribute("href", "/safety");
  });

  test("changing language starts a fresh conversation", async ({ page }) => {
    await signUp(page);
    await page.goto("/chat");
    await page.getByLabel("Il tuo messaggio").fill("Mi sento solo");
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(assistantMessages(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Passa a English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("No messages yet.")).toBeVisible();
    await expectNoSeriousViolations(page, "/chat en");
  });
});

test.describe("safety page", () => {
  test("shows the hotlines to everyone, in both languages", async ({ page }) => {
    await page.goto("/safety");
    await expect(page.getByRole("heading", { name: "Aiuto immediato", level: 1 })).toBeVisible();
    for (const number of ["112", "02 2327 2327", "19696"]) await expect(page.locator(".hotline-number", { hasText: number })).toHaveCount(1);
    await expect(page.getByText("Accedi per scrivere e salvare il tuo piano di sicurezza")).toBeVisible();
    await expectNoSeriousViolations(page, "/safety it");
    await page.goto("/safety?lang=en");
    for (const number of ["988", "116 123"]) await expect(page.locator(".hotline-number", { hasText: number })).toHaveCount(1);
    await expectNoSeriousViolations(page, "/safety en");
  });

  test("a signed-in person fills in and saves a safety plan", async ({ page }) => {
    await signUp(page);
    await page.goto("/safety");
    await page.getByLabel("Segnali di allarme").fill("Quando non dormo per giorni");
    await page.getByLabel("Persone e luoghi").fill("Marta, il parco");
    await page.getByRole("button", { name: "Salva il piano" }).click();
    await expect(page.getByText("Piano di sicurezza salvato.")).toBeVisible();
    await page.goto("/safety");
    await expect(page.getByLabel("Segnali di allarme")).toHaveValue("Quando non dormo per giorni");
    await expect(page.getByLabel("Persone e luoghi")).toHaveValue("Marta, il parco");
    await expectNoSeriousViolations(page, "/safety signed in");
  });
});
