/**
 * /meditation and /meditation/<slug> in the browser (issue 10 item 2; decision record 0023), with
 * JavaScript on and off: the list with its locks, the player driven by Playwright's clock, the
 * script with its time marks and the "I finished" form, the suggestion form, and axe at phone
 * and desktop width.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, header, signUpViaApi } from "./helpers";

const PHONE = { width: 390, height: 844 };
const player = (page: Page) => page.getByRole("region", { name: "Lettore" });

test.describe("meditation", () => {
  test("the list shows duration, category and tier, and locks premium meditations with a way to unlock them", async ({ page }) => {
    await page.goto("/meditation");
    await expect(page.getByRole("heading", { level: 1, name: "Meditazioni guidate" })).toBeVisible();
    const cards = page.locator(".meditation-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    const basic = cards.filter({ has: page.getByRole("link", { name: "Consapevolezza del respiro" }) });
    await expect(basic).toContainText("5 minuti");
    await expect(basic).toContainText("Respiro");
    await expect(basic).toContainText("Base");
    await expect(basic).not.toContainText("Bloccata");
    const locked = cards.filter({ has: page.getByRole("link", { name: "Meditazione della montagna" }) });
    await expect(locked).toContainText("15 minuti");
    await expect(locked).toContainText("Premium");
    await expect(locked).toContainText("Bloccata");
    await expect(locked.getByRole("link", { name: "Crea un account" })).toBeVisible();

    // /meditations is the same page.
    await page.goto("/meditations");
    await expectPath(page, "/meditation");

    // A locked meditation says what it is and how to open it, never its script.
    await page.goto("/meditation/mountain-meditation");
    await expect(page.getByRole("heading", { name: "Questa meditazione fa parte di Premium" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "La guida, passo per passo" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Inizia" })).toHaveCount(0);
  });

  test("the player: start, pause, resume and restart with Playwright's clock; finishing records the minutes", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the live player needs JavaScript; the no-JS page is tested below");
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await page.clock.install({ time: new Date("2026-11-23T08:00:00Z") });
    await page.goto("/");
    // Arrive by the menu link: a client-side navigation that loads the route's module.
    await header(page).getByRole("link", { name: "Meditazione", exact: true }).click();
    await expectPath(page, "/meditation");
    await page.getByRole("link", { name: "Consapevolezza del respiro" }).click();
    await expectPath(page, "/meditation/breath-awareness");

    const elapsed = page.getByTestId("elapsed");
    const remaining = page.getByTestId("remaining");
    const guidance = page.getByTestId("guidance");
    const progress = page.getByRole("progressbar", { name: "Avanzamento della meditazione" });
    await expect(elapsed).toHaveText("00:00");
    await expect(remaining).toHaveText("05:00");
    await expect(guidance).toContainText("Premi «Inizia» quando sei pronto");
    await expect(guidance).toHaveAttribute("aria-live", "polite");

    await page.clock.pauseAt(new Date("2026-11-23T08:10:00Z"));
    await player(page).getByRole("button", { name: "Inizia" }).click();
    await expect(guidance).toContainText("Trova una posizione comoda");
    await page.clock.runFor(30_000);
    await expect(elapsed).toHaveText("00:30");
    await expect(remaining).toHaveText("04:30");
    await expect(progress).toHaveAttribute("value", "30");
    await expect(guidance).toContainText("Porta l'attenzione al respiro");

    // Pause: the clock moves on, the meditation does not.
    await player(page).getByRole("button", { name: "Pausa" }).click();
    await page.clock.runFor(60_000);
    await expect(elapsed).toHaveText("00:30");
    await expect(remaining).toHaveText("04:30");

    // Resume: from where it stopped.
    await player(page).getByRole("button", { name: "Riprendi" }).click();
    await page.clock.runFor(50_000);
    await expect(elapsed).toHaveText("01:20");
    await expect(remaining).toHaveText("03:40");
    await expect(guidance).toContainText("Scegli un punto in cui lo senti meglio");

    // Restart: back to the beginning, playing.
    await player(page).getByRole("button", { name: "Ricomincia" }).click();
    await expect(elapsed).toHaveText("00:00");
    await expect(guidance).toContainText("Trova una posizione comoda");
    await page.clock.runFor(10_000);
    await expect(elapsed).toHaveText("00:10");

    // To the end (a jump: due timers fire once): the closing words, and the whole five minutes recorded.
    const recorded = page.waitForResponse((r) => r.url().includes("/meditation/breath-awareness") && r.request().method() === "POST");
    await page.clock.fastForward(5 * 60_000);
    await expect(elapsed).toHaveText("05:00");
    await expect(remaining).toHaveText("00:00");
    await expect(guidance).toContainText("Fine.");
    expect((await recorded).status()).toBe(200);
    await expect(page.getByTestId("player-status")).toHaveText("Registrati: 5 minuti di meditazione.");
    await expect(player(page).getByRole("button", { name: "Ricomincia" })).toBeVisible();

    await page.goto("/meditation");
    await expect(page.getByTestId("meditation-stats")).toHaveText("Finora: 5 min di meditazione in 1 sessione.");
  });

  test("stopping under a minute records nothing; after a minute it records the minutes done", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the live player needs JavaScript");
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await page.clock.install({ time: new Date("2026-11-23T09:00:00Z") });
    await page.goto("/meditation/body-scan");
    await page.clock.pauseAt(new Date("2026-11-23T09:10:00Z"));
    await player(page).getByRole("button", { name: "Inizia" }).click();
    await page.clock.runFor(45_000);
    await player(page).getByRole("button", { name: "Termina" }).click();
    await expect(page.getByTestId("player-status")).toHaveText("Meno di un minuto: questa volta non registro nulla.");

    await player(page).getByRole("button", { name: "Ricomincia" }).click();
    await page.clock.runFor(130_000);
    await player(page).getByRole("button", { name: "Termina" }).click();
    await expect(page.getByTestId("player-status")).toHaveText("Registrati: 2 minuti di meditazione.");
    await page.goto("/meditation");
    await expect(page.getByTestId("meditation-stats")).toHaveText("Finora: 2 min di meditazione in 1 sessione.");
  });

  test("holds a screen wake lock only while playing, and reads the guidance aloud in the page's language when asked", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the live player needs JavaScript");
    test.setTimeout(90_000);
    // Stand-ins for the Screen Wake Lock and speech synthesis, which headless Chromium lacks or
    // cannot hear: they record what the player asks of them.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { __calls: string[] }).__calls = log;
      Object.defineProperty(navigator, "wakeLock", {
        configurable: true,
        value: {
          request: async (type: string) => {
            log.push(`lock:${type}`);
            return { release: async () => void log.push("release") };
          },
        },
      });
      class Utterance {
        lang = "";
        rate = 1;
        constructor(public text: string) {}
      }
      Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, value: Utterance });
      Object.defineProperty(window, "speechSynthesis", {
        configurable: true,
        value: { speak: (u: Utterance) => void log.push(`speak:${u.lang}:${u.text.slice(0, 20)}`), cancel: () => undefined },
      });
    });
    const calls = () => page.evaluate(() => (window as unknown as { __calls: string[] }).__calls.slice());
    await page.clock.install({ time: new Date("2026-11-23T10:00:00Z") });
    await page.goto("/meditation/three-minute-breathing-space");
    await page.clock.pauseAt(new Date("2026-11-23T10:10:00Z"));
    const voice = player(page).getByRole("checkbox", { name: "Leggi la guida ad alta voce" });
    await expect(voice).not.toBeChecked();
    await voice.check();
    await player(page).getByRole("button", { name: "Inizia" }).click();
    await expect.poll(calls).toEqual(["lock:screen", "speak:it-IT:Raddrizza un poco la"]);
    await page.clock.runFor(46_000);
    await expect.poll(calls).toContain("speak:it-IT:Non devi cambiare nu");
    await player(page).getByRole("button", { name: "Pausa" }).click();
    await expect.poll(async () => (await calls()).at(-1)).toBe("release");
    await player(page).getByRole("button", { name: "Riprendi" }).click();
    await expect.poll(async () => (await calls()).filter((c) => c === "lock:screen").length).toBe(2);
    await page.clock.fastForward(3 * 60_000);
    await expect(page.getByTestId("elapsed")).toHaveText("03:00");
    await expect.poll(async () => (await calls()).filter((c) => c === "release").length).toBe(2);
  });

  test("without JavaScript the script is readable with its time marks and 'I finished' records the session", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the no-JS page");
    await signUpViaApi(page);
    await page.goto("/meditation/body-scan");
    await expect(page.getByRole("heading", { level: 1, name: "Scansione del corpo" })).toBeVisible();
    // The live player is for scripted pages only.
    await expect(page.getByRole("button", { name: "Inizia" })).toBeHidden();
    const script = page.locator(".meditation-script li");
    await expect(script.first()).toContainText("00:00");
    await expect(script.first()).toContainText("Sdraiati o siediti");
    await expect(script.nth(1)).toContainText("00:45");
    await expect(script.nth(1)).toContainText("Porta l'attenzione ai piedi");
    await expect(script.last()).toContainText("10:00");

    await page.getByRole("button", { name: "Ho finito" }).click();
    await expectPath(page, "/meditation/body-scan");
    await expect(page.getByText("Registrati: 10 minuti di meditazione.")).toBeVisible();
    await page.goto("/meditation");
    await expect(page.getByTestId("meditation-stats")).toHaveText("Finora: 10 min di meditazione in 1 sessione.");
  });

  test("'suggest a meditation for how I feel' lists meditations that fit, as links", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/meditation");
    await page.getByLabel("Come ti senti adesso?").fill("Stanotte non riesco a dormire, ho la testa piena di pensieri");
    await page.getByRole("button", { name: "Suggeriscimi una meditazione" }).click();
    const result = page.getByTestId("suggest-result");
    await expect(result.getByRole("heading", { name: "Ecco cosa ti propongo" })).toBeVisible();
    await expect(result).toContainText("Ti restano 4 richieste al compagno IA per oggi.");
    await result.getByRole("link", { name: "Rilassamento per il sonno" }).click();
    await expectPath(page, "/meditation/sleep-wind-down");
    await expect(page.getByRole("heading", { level: 1, name: "Rilassamento per il sonno" })).toBeVisible();
  });

  test("a feeling written in crisis gets the crisis resources instead of a meditation", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/meditation");
    await page.getByLabel("Come ti senti adesso?").fill("Non ce la faccio più a vivere, voglio farla finita");
    await page.getByRole("button", { name: "Suggeriscimi una meditazione" }).click();
    await expect(page.getByTestId("suggest-crisis")).toBeVisible();
    await expect(page.getByTestId("crisis-card")).toContainText("112");
    await expect(page.getByTestId("suggest-result")).toHaveCount(0);
  });

  test("the bell is a small WAV served by the app", async ({ request }) => {
    const res = await request.get("/sounds/bell.wav");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/audio\/(wav|x-wav|wave)/);
    expect((await res.body()).length).toBeLessThan(100_000);
  });

  for (const size of [null, PHONE]) {
    const label = size ? "phone" : "desktop";
    test(`axe: the list and a locked meditation, signed out (${label})`, async ({ page }) => {
      test.setTimeout(90_000);
      if (size) await page.setViewportSize(size);
      await page.goto("/meditation");
      await expectNoSeriousAxeViolations(page, `/meditation visitor (${label})`);
      await page.goto("/meditation/mountain-meditation?lang=en");
      await expect(page.getByRole("heading", { name: "This meditation is part of Premium" })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/meditation/mountain-meditation locked (${label})`);
    });

    test(`axe: a suggestion and the player, signed in (${label})`, async ({ page, javaScriptEnabled }) => {
      test.setTimeout(90_000);
      if (size) await page.setViewportSize(size);
      await signUpViaApi(page);
      await page.goto("/meditation?lang=it");
      await page.getByLabel("Come ti senti adesso?").fill("sono in ansia per il lavoro");
      await page.getByRole("button", { name: "Suggeriscimi una meditazione" }).click();
      await expect(page.getByTestId("suggest-result")).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/meditation with a suggestion (${label})`);
      await page.goto("/meditation/loving-kindness");
      if (javaScriptEnabled) await player(page).getByRole("button", { name: "Inizia" }).click();
      await expectNoSeriousAxeViolations(page, `/meditation/loving-kindness (${label})`);
    });
  }
});
