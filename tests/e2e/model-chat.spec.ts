/**
 * /chat with a model configured, in the browser, with JavaScript on (streamed over /api/chat) and
 * off (the form): a reply cut after a shown sentence shows that sentence and the fixed closing,
 * never the failing sentence, and after a reload the page shows the same text (the saved message
 * is what the person saw); the thinking-pattern invitation is left out under a model reply that
 * already names the pattern and offered under one that does not (decision record 0021).
 *
 * Like model-failures.spec.ts it starts a loopback fake model and its own production server
 * (`remix-serve ./build/index.js`), so the page runs on that server's origin.
 */
import { expect, test } from "./fixtures";
import { registerViaApi } from "./helpers";
import { startProductionServer, type ProductionServer } from "./production-server";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";

/** The "diagnosis" closing of app/services/ai/model-closing.ts (it). */
const DIAGNOSIS_CLOSING = "Da qui non posso dire che cosa stai vivendo: un medico o uno psicologo può aiutarti a capirlo meglio.";
const INVITATION = "Noto uno schema di pensiero: vuoi saperne di più?";

test.describe("/chat with a model", () => {
  test.describe.configure({ mode: "default" });

  let fake: FakeOpenAi;
  let server: ProductionServer;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(60_000);
    fake = await startFakeOpenAi();
    server = await startProductionServer({ AI_PROVIDER: "openai", OPENAI_BASE_URL: fake.url, OPENAI_MODEL: "fake-model", AI_TIMEOUT_MS: "2000" });
  });

  test.afterAll(async () => {
    if (server) await server.stop();
    if (fake) await fake.close();
  });

  test("a cut reply shows what passed and a safe closing, the same after a reload; the invitation is not repeated", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    await registerViaApi(page.request, { prefix: "mc", fullName: "Model Chat", origin: server.origin });

    const replies = page.locator(".chat-log .chat-assistant");
    const box = page.getByLabel("Il tuo messaggio");
    const send = async (message: string) => {
      await box.fill(message);
      if (javaScriptEnabled) await box.press("Enter");
      else await page.getByRole("button", { name: "Invia" }).click();
    };

    // 1. The second sentence diagnoses: the first stays, a fixed closing follows.
    fake.configure({
      chunks: ["Mi dispiace che tu stia così. ", "Da quello che dici, ", "hai la depressione. ", "Ne hai parlato con qualcuno?"],
      chunkDelayMs: 60,
    });
    await page.goto(`${server.origin}/chat`);
    await send("Mi sento giù da giorni");
    const cut = `Mi dispiace che tu stia così. ${DIAGNOSIS_CLOSING}`;
    await expect(replies.first().locator(".chat-text")).toHaveText(cut);
    await expect(replies.first()).not.toContainText("depressione");

    // 2. The model names the pattern the engine read in the message: no invitation under it.
    fake.configure({ chunks: ["Darti del fallito è un'etichetta pesante. ", "Cosa è successo oggi?"], chunkDelayMs: 20 });
    await send("Oggi al lavoro ho sbagliato una cosa, sono proprio un fallito");
    await expect(replies.nth(1).locator(".chat-text")).toHaveText("Darti del fallito è un'etichetta pesante. Cosa è successo oggi?");
    await expect(replies.nth(1).locator(".chat-pattern")).toHaveCount(0);

    // 3. The same pattern, a reply that does not name it: the invitation is offered.
    fake.configure({ chunks: ["Sembra una giornata dura. ", "Cosa ti direbbe un amico?"], chunkDelayMs: 20 });
    await send("Sono proprio un fallito");
    await expect(replies.nth(2).locator(".chat-text")).toHaveText("Sembra una giornata dura. Cosa ti direbbe un amico?");
    await expect(replies.nth(2).getByText(INVITATION)).toBeVisible();

    // What the person saw is what was saved.
    await page.reload();
    await expect(replies).toHaveCount(3);
    await expect(replies.first().locator(".chat-text")).toHaveText(cut);
    await expect(replies.nth(1).locator(".chat-pattern")).toHaveCount(0);
    await expect(replies.nth(2).getByText(INVITATION)).toBeVisible();
  });
});
