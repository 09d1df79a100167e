/**
 * /mood (decision record 0025) in the browser, with JavaScript on and off: a premium person logs a
 * mood, reads the chart, its summary and its table, edits and deletes the entry and imports a
 * Daylio export; another plan sees the locked preview; a visitor is sent to sign in. axe on the
 * locked and the unlocked page, on a phone and a desktop.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpLaunchTrial, signUpViaApi } from "./helpers";

const PHONE = { width: 390, height: 844 };

const main = (page: Page) => page.getByRole("main");

test.describe("/mood", () => {
  test("a visitor who taps Mood sees the preview with a call to sign up, and signing in comes back", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation").getByRole("link", { name: "Umore", exact: true }).first().click();
    await expectPath(page, "/mood");
    await expect(main(page).getByRole("heading", { level: 1, name: "Il tuo umore" })).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2, name: "Il monitoraggio dell'umore è Premium" })).toBeVisible();
    await expect(main(page).getByRole("radio")).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Registrati" })).toHaveAttribute("href", "/register");
    await expectNoSeriousAxeViolations(page, "/mood visitor");
    await main(page).getByRole("link", { name: "Accedi" }).click();
    await expectPath(page, "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/mood");
  });

  test("a mood note the crisis gate flags is saved and the crisis card follows (issue 26 item 4)", async ({ page }) => {
    await signUpLaunchTrial(page);
    await page.goto("/mood");
    await main(page).getByRole("group", { name: "Il tuo umore" }).getByRole("radio", { name: "Malissimo 1 su 5" }).check();
    await main(page).getByLabel("Nota (facoltativa)").fill("ho messo da parte le pastiglie, stanotte la faccio finita");
    await main(page).getByRole("button", { name: "Salva l'umore" }).click();
    await expect(page.getByTestId("toast")).toContainText("Umore salvato");
    const card = page.getByTestId("saved-text-crisis");
    await expect(card.getByRole("heading", { name: /Quello che hai scritto è salvato/ })).toBeVisible();
    await expect(card.getByRole("link", { name: "Chiama il 112" })).toHaveAttribute("href", "tel:112");
    await expectNoSeriousAxeViolations(page, "/mood after a flagged note");
    // Once: the next page is the plain page again.
    await page.goto("/mood");
    await expect(page.getByTestId("saved-text-crisis")).toHaveCount(0);
  });

  test("the mood tiles show emoji, word and scale whole from 320 px up, in both languages (issue 25 item 3)", async ({ page }) => {
    await signUpLaunchTrial(page);
    for (const lang of ["it", "en"] as const) {
      for (const width of [320, 360, 390, 768, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/mood?lang=${lang}`);
        const tiles = main(page).locator(".mood-choice");
        await expect(tiles).toHaveCount(5);
        // Every part of a tile fits inside it, on one line, and nothing is clipped.
        const problems = await tiles.evaluateAll((labels) =>
          labels.flatMap((label) => {
            const box = label.getBoundingClientRect();
            return [...label.querySelectorAll("span")].flatMap((part) => {
              const r = part.getBoundingClientRect();
              const lineHeight = parseFloat(getComputedStyle(part).lineHeight) || parseFloat(getComputedStyle(part).fontSize) * 1.5;
              const issues: string[] = [];
              if (r.left < box.left - 0.5 || r.right > box.right + 0.5) issues.push("sticks out of its tile");
              if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).display !== "inline") issues.push("is clipped");
              if (r.height > lineHeight * 1.6) issues.push("wraps onto more lines");
              return issues.map((issue) => `"${part.textContent}" ${issue}`);
            });
          }),
        );
        expect(problems, `${lang} at ${width} px`).toEqual([]);
      }
    }
  });

  test("another plan sees the locked preview with sample data and no form (axe, phone and desktop)", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    await page.goto("/mood");
    await expect(main(page).getByRole("heading", { level: 2, name: "Il monitoraggio dell'umore è Premium" })).toBeVisible();
    await expect(main(page).getByRole("img", { name: "Esempio con dati inventati: non sono i tuoi." })).toBeVisible();
    await expect(main(page).locator("figcaption")).toHaveText("Esempio con dati inventati: non sono i tuoi.");
    await expect(main(page).getByRole("button", { name: "Salva l'umore" })).toHaveCount(0);
    await expect(main(page).getByRole("radio")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "/mood locked desktop");
    await page.setViewportSize(PHONE);
    await page.reload();
    await expectNoSeriousAxeViolations(page, "/mood locked phone");
  });

  test("premium: log a mood, read the chart and its numbers, edit and delete it", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    await signUpLaunchTrial(page);
    if (javaScriptEnabled) {
      // Arriving by the menu link.
      await page.goto("/");
      await page.getByRole("navigation").getByRole("link", { name: "Umore", exact: true }).first().click();
    } else {
      await page.goto("/mood");
    }
    await expectPath(page, "/mood");
    await expect(page).toHaveTitle("Il tuo umore · Respiro");
    await expect(main(page).getByRole("heading", { level: 1, name: "Il tuo umore" })).toBeVisible();
    await expect(main(page).getByText("Non hai ancora annotato nessun umore.")).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/mood unlocked desktop");

    // Without a mood: a translated error, nothing saved.
    await main(page).getByRole("button", { name: "Salva l'umore" }).click();
    await expect(main(page).getByRole("alert")).toHaveText("Controlla il modulo");
    await expect(main(page).getByText("Scegli come ti senti, da 1 a 5.")).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/mood with an error");

    const moodGroup = main(page).getByRole("group", { name: "Il tuo umore" });
    await moodGroup.getByRole("radio", { name: "Bene 4 su 5" }).check();
    const emotions = main(page).getByRole("group", { name: "Emozioni che senti (anche più di una)" });
    await emotions.getByRole("checkbox", { name: "Calmo/a" }).check();
    await emotions.getByRole("checkbox", { name: "Grato/a" }).check();
    await main(page).getByLabel("Nota (facoltativa)").fill("Una passeggiata al mare");
    await main(page).getByRole("button", { name: "Salva l'umore" }).click();
    await expect(page.getByTestId("toast")).toContainText("Umore salvato");
    // The form starts empty again, with JavaScript as without.
    await expect(main(page).getByLabel("Nota (facoltativa)")).toHaveValue("");
    const entries = main(page).getByRole("region", { name: "Le tue voci" });
    await expect(entries.getByText("Una passeggiata al mare")).toBeVisible();
    await expect(entries.getByText("Emozioni: Calmo/a, Grato/a")).toBeVisible();
    await expect(main(page).getByText("1 giorno di fila")).toBeVisible();
    await expect(main(page).getByText("4,0 su 5", { exact: true })).toBeVisible();

    // The chart: an image with a summary, and the numbers in a table; 7 days by its link.
    await expect(main(page).getByRole("img", { name: "Umore medio per giorno, ultimi 30 giorni" })).toBeVisible();
    await main(page).getByRole("link", { name: "7 giorni" }).click();
    await expect(page).toHaveURL(/\/mood\?range=7$/);
    const chart = main(page).getByRole("img", { name: "Umore medio per giorno, ultimi 7 giorni" });
    await expect(chart).toBeVisible();
    await expect(chart.locator("circle")).toHaveCount(1);
    await expect(main(page).getByText(/voci: 1, giorni con voci: 1, media 4,0 su 5/)).toBeVisible();
    await expect(main(page).getByRole("link", { name: "7 giorni" })).toHaveAttribute("aria-current", "page");
    await main(page).getByText("I numeri del grafico").click();
    const table = main(page).getByRole("table", { name: "Umore medio per giorno, ultimi 7 giorni" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(8);
    await expect(table.getByRole("row").last().getByRole("cell").first()).toHaveText("4,0");

    // Edit.
    await entries.getByRole("link", { name: /^Modifica la voce del/ }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Modifica la voce" })).toBeVisible();
    await expect(main(page).getByRole("radio", { name: "Bene 4 su 5" })).toBeChecked();
    await main(page).getByRole("radio", { name: "Benissimo 5 su 5" }).check();
    await main(page).getByRole("button", { name: "Salva le modifiche" }).click();
    await expect(page.getByTestId("toast")).toContainText("Modifiche salvate");
    await expect(entries.getByText("Benissimo (5 su 5)")).toBeVisible();

    // Delete, after the confirmation step.
    await entries.getByRole("link", { name: /^Elimina la voce del/ }).click();
    await expect(main(page).getByRole("heading", { level: 1, name: "Eliminare questa voce?" })).toBeVisible();
    await main(page).getByRole("button", { name: "Sì, elimina" }).click();
    await expect(page.getByTestId("toast")).toContainText("Voce eliminata");
    await expect(main(page).getByText("Non hai ancora annotato nessun umore.")).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.reload();
    await expectNoSeriousAxeViolations(page, "/mood unlocked phone");
  });

  test("premium: import a Daylio export after a preview", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpLaunchTrial(page);
    await page.goto("/mood/import");
    const csv = [
      "full_date,date,weekday,time,mood,activities,note_title,note",
      "2026-01-10,January 10,Saturday,21:30,rad,friends,,Cena con Anna",
      "2026-01-09,January 9,Friday,08:00,meh,,,",
      "2026-01-08,January 8,Thursday,08:00,unicorn,,,",
    ].join("\n");
    await main(page)
      .getByLabel("File CSV di Daylio")
      .setInputFiles({ name: "daylio_export.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await main(page).getByRole("button", { name: "Mostra l'anteprima" }).click();
    const preview = main(page).getByRole("region", { name: "Anteprima" });
    await expect(preview.getByText("Da importare: 2")).toBeVisible();
    await expect(preview.getByText("Saltate: 1")).toBeVisible();
    await preview.getByText("Righe saltate").click();
    await expect(preview.getByText("Riga 4: umore sconosciuto «unicorn»")).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/mood/import preview");
    await preview.getByRole("button", { name: "Importa 2 voci" }).click();
    await expectPath(page, "/mood");
    await expect(page.getByTestId("toast")).toContainText("Importazione completata");
    await expect(main(page).getByText("Cena con Anna")).toBeVisible();
    await expect(main(page).getByText("Importata da Daylio")).toHaveCount(2);
  });
});
