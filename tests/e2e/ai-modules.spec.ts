/**
 * /ai-modules (issue 11 item 1; decision record 0030) in the browser, with JavaScript on (the
 * form posts through a fetcher into a live region) and off (a plain POST re-renders the page):
 * arriving from the header's "Altro" menu, spec §5's empty-prompt message in Italian and
 * English, a module's answer in its style, the crisis resources; a plan without the modules sees
 * the locked preview and no prompt box; axe on a phone and a desktop. Over HTTP against the built
 * server: a locked plan's POST is 403 and the burst limit 429, both translated.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpLaunchTrial, signUpViaApi } from "./helpers";

const PHONE = { width: 390, height: 844 };

const main = (page: Page) => page.getByRole("main");

test.describe("/ai-modules", () => {
  test("premium: from the menu to a module, the empty-prompt message, an answer in the module's style, the crisis resources", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await signUpLaunchTrial(page);
    await page.goto("/");
    // The desktop header keeps AI modules under "Altro".
    await page.getByRole("banner").locator("summary", { hasText: "Altro" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Moduli IA", exact: true }).click();
    await expectPath(page, "/ai-modules");
    await expect(page).toHaveTitle("Moduli IA · Respiro");
    await expect(main(page).getByRole("heading", { level: 1, name: "Moduli IA" })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 3 })).toHaveText(["Relazioni", "Scrittura terapeutica", "Rilassamento", "Sonno"]);
    await expect(page.getByTestId("ai-modules-locked")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "/ai-modules desktop");

    await main(page).getByRole("link", { name: "Rilassamento" }).click();
    await expectPath(page, "/ai-modules/relaxation");
    await expect(main(page).getByRole("heading", { level: 1, name: "Rilassamento" })).toBeVisible();
    const prompt = main(page).getByRole("textbox", { name: "Il tuo prompt" });
    const answer = main(page).getByRole("region", { name: "La risposta" });
    await expect(answer).toContainText("La risposta comparirà qui.");
    if (javaScriptEnabled) await expect(answer).toHaveAttribute("aria-live", "polite");

    // Empty: spec §5's message, tied to the box.
    await main(page).getByRole("button", { name: "Chiedi all'IA" }).click();
    await expect(page.getByTestId("ai-module-error")).toHaveText("Per favore inserisci un prompt valido");
    await expect(prompt).toHaveAttribute("aria-invalid", "true");
    await expect(prompt).toHaveAccessibleDescription(/Per favore inserisci un prompt valido/);
    await expectNoSeriousAxeViolations(page, "/ai-modules/relaxation with an error");

    await prompt.fill("Ho le spalle tese e il collo rigido dopo il lavoro");
    await main(page).getByRole("button", { name: "Chiedi all'IA" }).click();
    await expect(page.getByTestId("ai-module-answer")).toContainText("rilassamento muscolare progressivo");
    await expect(page.getByTestId("ai-module-error")).toHaveCount(0);
    // The box keeps what was asked, with JavaScript as without.
    await expect(prompt).toHaveValue("Ho le spalle tese e il collo rigido dopo il lavoro");
    await expect(answer.getByRole("link", { name: "Prova la versione guidata: Rilassamento muscolare progressivo" })).toHaveAttribute(
      "href",
      "/exercises/progressive-muscle-relaxation",
    );
    await expectNoSeriousAxeViolations(page, "/ai-modules/relaxation with an answer, desktop");
    await page.setViewportSize(PHONE);
    await expectNoSeriousAxeViolations(page, "/ai-modules/relaxation with an answer, phone");

    // A crisis: the crisis resources instead of an answer.
    await page.goto("/ai-modules/sleep");
    await main(page).getByRole("textbox", { name: "Il tuo prompt" }).fill("Non ce la faccio più, voglio farla finita");
    await main(page).getByRole("button", { name: "Chiedi all'IA" }).click();
    const crisis = page.getByTestId("ai-module-crisis");
    await expect(crisis.getByRole("heading", { name: "Ci sono persone pronte ad aiutarti" })).toBeVisible();
    await expect(crisis).toContainText("Sei al sicuro in questo momento?");
    await expect(crisis.getByRole("link", { name: /112/ }).first()).toHaveAttribute("href", /^tel:/);
    await expectNoSeriousAxeViolations(page, "/ai-modules/sleep crisis, phone");

    // English.
    await page.goto("/ai-modules/therapeutic-writing?lang=en");
    await expect(main(page).getByRole("heading", { level: 1, name: "Therapeutic writing" })).toBeVisible();
    await main(page).getByRole("button", { name: "Ask the AI" }).click();
    await expect(page.getByTestId("ai-module-error")).toHaveText("Please enter a valid prompt");
    await main(page).getByRole("textbox", { name: "Your prompt" }).fill("I feel sad since I moved to a new city and I miss my friends");
    await main(page).getByRole("button", { name: "Ask the AI" }).click();
    await expect(page.getByTestId("ai-module-answer")).toContainText("15 to 20 minutes");
    await expect(page.getByTestId("ai-module-answer")).toContainText("Answer from Respiro's built-in companion.");
  });

  test("a plan without AI modules sees the locked preview with an example and no prompt box (axe, phone and desktop)", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await page.goto("/ai-modules");
    await expect(page.getByTestId("ai-modules-locked")).toContainText("Incluso in Premium");
    await expect(page.getByTestId("ai-modules-locked").getByRole("link", { name: "Scopri Premium" })).toHaveAttribute("href", "/premium");
    await expectNoSeriousAxeViolations(page, "/ai-modules locked desktop");
    await main(page).getByRole("link", { name: "Sonno" }).click();
    await expectPath(page, "/ai-modules/sleep");
    const example = page.getByTestId("ai-module-example");
    await expect(example.getByRole("heading", { name: "Esempio di risposta" })).toBeVisible();
    await expect(example).toContainText("venti");
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: "Chiedi all'IA" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "/ai-modules/sleep locked desktop");
    await page.setViewportSize(PHONE);
    await page.reload();
    await expectNoSeriousAxeViolations(page, "/ai-modules/sleep locked phone");
  });

  test("a visitor sees the preview with the ways to sign in", async ({ page }) => {
    await page.goto("/ai-modules/relationships?lang=en");
    await expect(page.getByTestId("ai-modules-locked").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fai-modules%2Frelationships",
    );
    await expect(page.getByTestId("ai-module-example")).toContainText("DESC");
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
  });
});

test.describe("/ai-modules over HTTP", () => {
  test("a locked plan's POST is 403 and, past the burst limit, a premium POST is 429, both translated", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "HTTP only: once is enough");
    test.setTimeout(120_000);
    await signUpViaApi(page);
    const locked = await page.request.post("/ai-modules/sleep", { form: { prompt: "Non riesco a dormire" } });
    expect(locked.status()).toBe(403);
    expect(await locked.text()).toContain("I moduli IA sono inclusi in Premium");

    await page.context().clearCookies();
    await signUpLaunchTrial(page);
    // The unlimited plans' burst guard: 30 requests in 5 minutes, shared by every AI feature.
    let status = 0;
    let sent = 0;
    while (sent < 40) {
      const res = await page.request.post("/ai-modules/sleep?lang=en", { form: { prompt: "I wake up at 3 every night" } });
      sent++;
      status = res.status();
      if (status === 429) {
        expect(await res.text()).toContain("You sent many requests in a few minutes");
        break;
      }
      expect(status).toBe(200);
    }
    expect(status).toBe(429);
    expect(sent).toBe(31);
    // A crisis is still answered with the crisis resources.
    const crisis = await page.request.post("/ai-modules/sleep?lang=it", { form: { prompt: "Voglio farla finita stanotte" } });
    expect(crisis.status()).toBe(200);
    expect(await crisis.text()).toContain("Ci sono persone pronte ad aiutarti");
  });
});
