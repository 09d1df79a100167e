/**
 * /exercises and /exercises/<slug> in the browser (issue 10, items 1 and 4), with JavaScript on
 * and off: arriving from the menu, the category filter and the search as plain GET forms, the
 * empty state, locked items with the way to open them, the note, "mark as completed" and the
 * progress, "ask the companion", the mindfulness timer (JavaScript only, driven by Playwright's
 * clock), and axe on a phone and a desktop.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpViaApi } from "./helpers";

const PHONE = { width: 390, height: 844 };
const cards = (page: Page) => page.getByTestId("exercise-card");

test.describe("exercises", () => {
  test("a visitor arrives from the menu and browses the list, with locked items described", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Esercizi", exact: true }).click();
    await expectPath(page, "/exercises");
    await expect(page.getByRole("heading", { level: 1, name: "Esercizi" })).toBeVisible();
    await expect(page.getByText("Crea un account gratuito per salvare note")).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
    // A trial exercise invites a visitor to sign up; a premium one names Premium.
    const trial = cards(page).filter({ hasText: "Respirazione diaframmatica" });
    await expect(trial.getByText("Disponibile con la prova gratuita di 7 giorni")).toBeVisible();
    await expect(trial.getByRole("link", { name: "Crea un account" })).toHaveAttribute("href", "/register");
    // Described with its lock, not linked: no link in the app leads to a locked page.
    await expect(trial.getByRole("heading", { name: "Bloccato: Respirazione diaframmatica" })).toBeVisible();
    await expect(trial.getByRole("link", { name: /Respirazione diaframmatica/ })).toHaveCount(0);
    // A free exercise is open to a visitor too, with its steps; the personal parts ask to sign in.
    await page.getByRole("link", { name: "Respirazione quadrata", exact: true }).click();
    await expectPath(page, "/exercises/box-breathing");
    await expect(page.getByRole("heading", { level: 1, name: "Respirazione quadrata" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Come si fa" })).toBeVisible();
    await expect(page.getByText("Accedi per scrivere una nota personale")).toBeVisible();
  });

  test("filter, search and the empty state work as GET forms", async ({ page }) => {
    await page.goto("/exercises");
    await page.getByLabel("Categoria").selectOption({ label: "Sonno" });
    await page.getByRole("button", { name: "Mostra" }).click();
    await expect(page).toHaveURL(/\/exercises\?category=sleep&q=$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 2, name: "3 esercizi" })).toBeVisible();

    await page.getByLabel("Categoria").selectOption({ label: "Tutte le categorie" });
    await page.getByLabel("Cerca").fill("albero");
    await page.getByRole("button", { name: "Mostra" }).click();
    await expect(page).toHaveURL(/q=albero/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText("L'albero delle preoccupazioni");

    await page.getByLabel("Cerca").fill("zzzz");
    await page.getByRole("button", { name: "Mostra" }).click();
    await expect(page.getByTestId("exercises-empty")).toContainText("Nessun esercizio corrisponde alla ricerca.");
    await page.getByRole("link", { name: "Azzera i filtri" }).click();
    await expectPath(page, "/exercises");
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);

    // A category that does not exist is a 400 that says so, over the whole list.
    const response = await page.goto("/exercises?category=astrologia");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Questa categoria non esiste: ecco tutti gli esercizi.");
  });

  test("a signed-in person writes a note, marks an exercise completed and sees the progress", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/exercises");
    await expect(page.getByTestId("exercise-progress")).toContainText("Esercizi completati: 0 su");

    await page.goto("/exercises/box-breathing");
    await page.getByLabel("Una nota per te").fill("Mi aiuta prima delle riunioni.");
    await page.getByRole("button", { name: "Salva la nota" }).click();
    await expect(page.getByText("Nota salvata")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Una nota per te")).toHaveValue("Mi aiuta prima delle riunioni.");

    await expect(page.getByTestId("completion-count")).toHaveText("Non l'hai ancora segnato come completato.");
    await page.getByRole("button", { name: "Segna come completato" }).click();
    await expect(page.getByTestId("completion-count")).toContainText("Completato 1 volta");
    await page.getByRole("link", { name: "Tutti gli esercizi" }).click();
    await expect(page.getByTestId("exercise-progress")).toContainText("Esercizi completati: 1 su");
    await expect(cards(page).filter({ hasText: "Respirazione quadrata" }).getByText("Completato")).toBeVisible();
  });

  test("a locked exercise shows the lock and the way to open it, with a 403", async ({ page }) => {
    await signUpViaApi(page);
    // The standard trial opens free and trial exercises; "Foglie sul ruscello" is premium.
    const response = await page.goto("/exercises/leaves-on-a-stream");
    expect(response?.status()).toBe(403);
    const locked = page.getByTestId("exercise-locked");
    await expect(locked.getByRole("heading", { name: "Questo esercizio ti aspetta" })).toBeVisible();
    await expect(locked).toContainText("Disponibile con Premium.");
    await expect(locked.getByRole("link", { name: /Scopri/ })).toHaveAttribute("href", /^\/(premium|launch)$/);
    await expect(page.getByRole("heading", { name: "Come si fa" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "/exercises locked");
  });

  test("asking the companion about an exercise opens the chat with the answer", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/exercises/thought-record");
    await page.getByLabel("La tua domanda (facoltativa)").fill("Come trovo le prove contro?");
    await page.getByRole("button", { name: "Chiedi al compagno" }).click();
    await expectPath(page, "/chat");
    await expect(page.locator(".chat-log .chat-user").first()).toContainText("Sto facendo l'esercizio «Diario dei pensieri». Come trovo le prove contro?");
    await expect(page.locator(".chat-log .chat-assistant .chat-text").first()).not.toBeEmpty();
    await expect(page.getByTestId("ai-remaining")).toHaveText("Richieste IA rimaste oggi: 4 di 5");
  });

  test("the timer starts, pauses, resumes and resets (JavaScript); without it the duration and steps", async ({ page, javaScriptEnabled }) => {
    if (!javaScriptEnabled) {
      await page.goto("/exercises/box-breathing");
      await expect(page.getByText("Prenditi circa 4 minuti.")).toBeVisible();
      await expect(page.locator(".exercise-steps li")).toHaveCount(6);
      // No buttons that could not work.
      await expect(page.getByRole("button", { name: "Avvia" })).toHaveCount(0);
      return;
    }
    await page.clock.install({ time: new Date("2026-11-23T08:00:00Z") });
    await page.goto("/exercises/box-breathing");
    const clock = page.getByTestId("timer-clock");
    await expect(clock).toHaveText("04:00");
    await expect(page.getByRole("button", { name: "Ricomincia" })).toBeDisabled();

    await page.getByRole("button", { name: "Avvia" }).click();
    await expect(page.getByTestId("timer-status")).toHaveText("Il timer è in corso.");
    await page.clock.runFor(5_000);
    await expect(clock).toHaveText("03:55");

    await page.getByRole("button", { name: "Pausa" }).click();
    await expect(page.getByTestId("timer-status")).toHaveText("Il timer è in pausa.");
    await page.clock.runFor(30_000);
    await expect(clock).toHaveText("03:55");

    await page.getByRole("button", { name: "Riprendi" }).click();
    await page.clock.runFor(65_000);
    await expect(clock).toHaveText("02:50");

    await page.getByRole("button", { name: "Ricomincia" }).click();
    await expect(clock).toHaveText("04:00");
    await expect(page.getByRole("button", { name: "Avvia" })).toBeVisible();

    await page.getByRole("button", { name: "Avvia" }).click();
    await page.clock.runFor(4 * 60_000 + 1_000);
    await expect(clock).toHaveText("00:00");
    await expect(page.getByTestId("timer-status")).toHaveText("Tempo finito. Prenditi un momento per notare come stai.");
  });

  test("bad posts are answered with a 4xx over HTTP, never a 500", async ({ page, baseURL }) => {
    await signUpViaApi(page);
    const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect((await post("/exercises/box-breathing", { intent: "complete", clickId: "not-a-uuid" })).status()).toBe(400);
    expect((await post("/exercises/box-breathing", { intent: "note", note: "x".repeat(2001) })).status()).toBe(400);
    expect((await post("/exercises/box-breathing", { intent: "drop-table" })).status()).toBe(400);
    expect((await post("/exercises/box-breathing", { intent: "ask", question: "x".repeat(501) })).status()).toBe(400);
    // The standard trial does not open a premium exercise, in the action either.
    expect((await post("/exercises/leaves-on-a-stream", { intent: "complete", clickId: crypto.randomUUID() })).status()).toBe(403);
    expect((await post("/exercises/no-such-exercise", { intent: "complete", clickId: crypto.randomUUID() })).status()).toBe(404);
    const saved = await post("/exercises/box-breathing", { intent: "note", note: "ok" });
    expect(saved.status()).toBe(303);
    expect(saved.headers()["location"]).toBe("/exercises/box-breathing#note");
  });

  const AXE_PAGES = [
    { path: "/exercises", heading: { it: "Esercizi", en: "Exercises" } },
    { path: "/exercises/thought-record", heading: { it: "Diario dei pensieri", en: "Thought Record" } },
  ] as const;
  for (const size of [null, PHONE]) {
    for (const { path, heading } of AXE_PAGES) {
      test(`axe on ${path}${size ? " on a phone" : ""} (it and en)`, async ({ page }) => {
        test.setTimeout(90_000);
        if (size) await page.setViewportSize(size);
        await signUpViaApi(page);
        for (const lang of ["it", "en"] as const) {
          await page.goto(`${path}?lang=${lang}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading[lang]);
          await expectNoSeriousAxeViolations(page, `${path} (${lang}${size ? ", phone" : ""})`);
        }
      });
    }
    test(`axe on the empty list${size ? " on a phone" : ""}`, async ({ page }) => {
      test.setTimeout(60_000);
      if (size) await page.setViewportSize(size);
      await page.goto("/exercises?q=zzzz");
      await expect(page.getByTestId("exercises-empty")).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/exercises empty${size ? " (phone)" : ""}`);
    });
  }
});
