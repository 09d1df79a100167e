import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations as expectNoSeriousViolations, signUpViaApi as signUp } from "./helpers";

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
    // The noticed pattern is an invitation under the companion's reply, closed until opened
    // (details/summary: it opens with JavaScript off too), never a label under the person's words.
    await expect(page.locator(".chat-user .chat-pattern")).toHaveCount(0);
    const pattern = page.locator(".chat-assistant .chat-pattern").first();
    const invitation = pattern.getByText("Noto uno schema di pensiero: vuoi saperne di più?");
    await expect(invitation).toBeVisible();
    await expect(pattern.getByText("Darsi un'etichetta")).toBeHidden();
    await invitation.click();
    await expect(pattern.getByText("Darsi un'etichetta")).toBeVisible();
    await expect(pattern).toContainText("Che cosa diresti di un amico che ha fatto la stessa cosa?");
    await expectNoSeriousViolations(page, "/chat thinking pattern open");
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

  test("a quick reply under the last answer posts its text, by mouse or keyboard", async ({ page, javaScriptEnabled }) => {
    await signUp(page);
    await page.goto("/chat?lang=en");
    await page.getByLabel("Your message").fill("hi");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(assistantMessages(page)).toHaveCount(1);
    const group = page.getByRole("group", { name: "Quick replies" });
    await expect(group.getByRole("button")).toHaveText(["A mood check-in", "A short exercise", "Talk about something specific"]);
    const chip = group.getByRole("button", { name: "A mood check-in" });
    const size = await chip.boundingBox();
    expect(size!.height, "a 44 px target").toBeGreaterThanOrEqual(44);
    await expectNoSeriousViolations(page, "/chat quick replies");

    await chip.click();
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(page.locator(".chat-log .chat-user").nth(1)).toContainText("A mood check-in");
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/chat#latest$/);
    // Only the newest answer has quick replies: now the moods.
    await expect(page.getByRole("group", { name: "Quick replies" })).toHaveCount(1);
    const anxious = group.getByRole("button", { name: "I'm anxious" });
    await expect(anxious).toBeVisible();

    // The keyboard works too, and the quick replies come back after a reload.
    await anxious.focus();
    await page.keyboard.press("Enter");
    await expect(assistantMessages(page)).toHaveCount(3);
    await expect(page.locator(".chat-log .chat-user").nth(2)).toContainText("I'm anxious");
    await page.reload();
    await expect(group.getByRole("button")).not.toHaveCount(0);
  });

  test("at the daily limit one calm card says it alone; a crisis message is still answered", async ({ page, javaScriptEnabled }) => {
    await signUp(page);
    await page.goto("/chat");
    const box = page.getByLabel("Il tuo messaggio");
    for (let i = 1; i <= 5; i++) {
      await box.fill(`Oggi mi sento stanco e giù di morale (${i})`);
      await page.getByRole("button", { name: "Invia" }).click();
      await expect(assistantMessages(page)).toHaveCount(i);
    }
    await expect(page.getByTestId("ai-remaining")).toHaveText("Richieste IA rimaste oggi: 0 di 5");
    const card = page.getByTestId("limit-card");
    await expect(card.getByRole("heading", { name: "Per oggi le richieste al compagno IA sono finite" })).toBeVisible();
    await expect(card).toContainText("Hai usato le 5 richieste di oggi.");
    await expect(card).toContainText("Con Premium parli con il compagno senza limiti");
    await expect(card.getByRole("link", { name: "Aiuto immediato" })).toHaveAttribute("href", "/safety");
    // Said once: no red error, no toast on top, no suggestion chips; the message box stays.
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Spunti per iniziare" })).toHaveCount(0);
    await expect(box).toBeVisible();

    await box.fill("Un altro messaggio normale");
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(card).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(5);
    await expectNoSeriousViolations(page, "/chat at the limit");

    await box.fill("non ce la faccio più a vivere");
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(page.getByTestId("crisis-card")).toHaveCount(1);
    await expect(page.getByTestId("crisis-card").getByRole("link", { name: "Chiama il 112" })).toHaveAttribute("href", "tel:112");
    await expect(page.getByTestId("toast")).toHaveCount(0);
    if (!javaScriptEnabled) {
      // Without JavaScript the time zone is unknown: the card says UTC plainly.
      await expect(card).toContainText("Tornano a mezzanotte UTC");
    }
  });

  test.describe("with the person's time zone", () => {
    test.use({ timezoneId: "Europe/Rome" });
    test("the limit card says when requests come back in local time", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the time-zone hint is written by JavaScript");
      await signUp(page);
      await page.goto("/chat");
      const box = page.getByLabel("Il tuo messaggio");
      for (let i = 1; i <= 5; i++) {
        await box.fill(`Giornata pesante (${i})`);
        await page.getByRole("button", { name: "Invia" }).click();
        await expect(assistantMessages(page)).toHaveCount(i);
      }
      // Midnight UTC is 01:00 in Rome in winter and 02:00 in summer.
      await expect(page.getByTestId("limit-card")).toContainText(/Tornano \S+ alle 0[12]:00 \(Europe\/Rome\)\./);
    });
  });

  for (const width of [390, 1280]) {
    test(`the crisis answer is a card with tap-to-call numbers (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signUp(page);
      await page.goto("/chat");
      await page.getByLabel("Il tuo messaggio").fill("non ce la faccio più a vivere");
      await page.getByRole("button", { name: "Invia" }).click();
      const card = page.getByTestId("crisis-card");
      await expect(card).toBeVisible();
      await expect(card).toContainText("Sei al sicuro in questo momento?");
      const call112 = card.getByRole("link", { name: "Chiama il 112" });
      await expect(call112).toHaveAttribute("href", "tel:112");
      // Polled: the streamed card is replaced by the saved one when the page revalidates, and a
      // box read in between is null (boundingBox does not wait).
      await expect.poll(async () => (await call112.boundingBox())?.height ?? 0, { message: "the emergency button is large" }).toBeGreaterThanOrEqual(48);
      await expect(card.getByRole("link", { name: /Telefono Amico Italia 02 2327 2327/ })).toHaveAttribute("href", "tel:+390223272327");
      await expect(card.getByRole("link", { name: /Telefono Azzurro 19696/ })).toHaveAttribute("href", "tel:19696");
      await expect(card).toContainText("Non è attivo 24 ore su 24");
      // The grounding exercise is folded until asked for.
      const step = card.getByText("Appoggia bene i piedi a terra");
      await expect(step).toBeHidden();
      await card.getByText("Rallentiamo un momento insieme").click();
      await expect(step).toBeVisible();
      await expect(card.getByRole("link", { name: "Apri il tuo piano di sicurezza" })).toHaveAttribute("href", "/safety");
      // No raw dashes or bare paths: the plain-text reply is not what the card shows.
      await expect(card).not.toContainText("- 112");
      await expectNoSeriousViolations(page, `/chat crisis card ${width}`);
      // The emergency button is used at night, in the dark theme too (issue 25 item 2).
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoSeriousViolations(page, `/chat crisis card ${width}, dark theme`);
      await page.emulateMedia({ colorScheme: "light" });

      await page.goto("/chat?lang=en");
      await page.getByLabel("Your message").fill("I want to kill myself");
      await page.getByRole("button", { name: "Send" }).click();
      const en = page.getByTestId("crisis-card");
      await expect(en).toContainText("Are you safe right now?");
      for (const [number, tel] of [
        ["988", "tel:988"],
        ["116 123", "tel:116123"],
      ]) {
        await expect(en.getByRole("link", { name: new RegExp(number) }).first()).toHaveAttribute("href", tel);
      }
      for (const number of ["112", "999", "911"]) {
        await expect(en.getByRole("link", { name: new RegExp(`^Call ${number}`) })).toHaveAttribute("href", `tel:${number}`);
      }
    });
  }

  test("the Enter-to-send hint shows only with JavaScript and a physical keyboard", async ({ page, javaScriptEnabled }) => {
    await signUp(page);
    await page.goto("/chat");
    await expect(page.getByLabel("Il tuo messaggio")).toBeVisible();
    const hint = page.getByText("Invio per inviare, Maiusc+Invio per andare a capo.");
    if (javaScriptEnabled) await expect(hint).toBeVisible();
    else await expect(hint).toHaveCount(0);
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
