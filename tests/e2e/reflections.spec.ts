/**
 * /reflections end to end (issue 10 item 3), with JavaScript on and off: arriving through the
 * menu, the categories and the "awareness" alias, search, the locks of a standard-trial account,
 * writing (the spec §5 message when empty), saving, generating a perspective, editing, deleting
 * after the confirmation step, the random reflection, a crisis answered with the crisis card; axe
 * on a phone and a desktop.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpViaApi } from "./helpers";

const PHONE = { width: 390, height: 844 };
const FIRST_PROMPT = "Quali sono tre cose, anche piccole, per cui oggi provi gratitudine?";

/** The visible menu link (desktop header or the open phone menu). */
async function openFromMenu(page: Page, name: string): Promise<void> {
  const banner = page.getByRole("banner");
  const visible = banner.getByRole("link", { name, exact: true }).filter({ visible: true });
  if ((await visible.count()) === 0) await banner.locator("summary").filter({ hasText: "Menu" }).click();
  await banner.getByRole("link", { name, exact: true }).filter({ visible: true }).first().click();
}

test.describe("reflections", () => {
  // Several axe runs per test, on a machine shared with other suites.
  test.describe.configure({ timeout: 90_000 });
  test("write, save, generate a perspective, edit and delete with confirmation", async ({ page }) => {
    // One long journey with six axe runs (slower without JavaScript, where axe runs on a copy).
    test.setTimeout(120_000);
    await signUpViaApi(page);
    await page.goto("/");
    await openFromMenu(page, "Riflessioni");
    await expectPath(page, "/reflections");
    await expect(page.getByRole("heading", { level: 1, name: "Riflessioni" })).toBeVisible();
    await expect(page.getByTestId("prompt")).toHaveCount(15);
    await expect(page.getByTestId("mine-empty")).toContainText("Non hai ancora scritto riflessioni");
    // A standard trial opens the free prompts; the premium ones are locked, with the way to unlock them.
    await expect(page.locator('[data-testid="prompt"][data-locked="true"]')).toHaveCount(8);
    await expect(page.getByRole("link", { name: "Scopri come sbloccarle" })).toHaveAttribute("href", /\/(launch|premium)$/);
    await expectNoSeriousAxeViolations(page, "/reflections desktop");

    // Categories and search, as links and a GET form.
    await page.getByRole("link", { name: "Gratitudine", exact: true }).click();
    await expect(page).toHaveURL(/\?category=gratitude$/);
    await expect(page.getByTestId("prompt")).toHaveCount(2);
    await page.getByLabel("Cerca tra le domande").fill("sentito");
    await page.getByRole("button", { name: "Cerca" }).click();
    await expect(page).toHaveURL(/category=gratitude&q=sentito/);
    // Nothing in this category: it says so and offers the same search in every category (issue 25 item 8).
    await expect(page.getByTestId("prompts-empty")).toContainText("Nessuna domanda di «Gratitudine» contiene «sentito».");
    await page.getByRole("link", { name: "Cerca «sentito» in tutte le categorie" }).click();
    await expect(page).toHaveURL(/\/reflections\?q=sentito$/);
    await expect(page.getByTestId("prompt").first()).toBeVisible();
    await page.goto("/reflections?category=awareness");
    await expect(page.getByRole("link", { name: "Consapevolezza (mindfulness)" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("prompt")).toHaveCount(1);
    await page.getByRole("link", { name: "Tutte", exact: true }).click();
    await expect(page.getByTestId("prompt")).toHaveCount(15);

    // Write: an empty reflection is refused with the spec's message.
    await page.getByRole("link", { name: FIRST_PROMPT }).click();
    await expectPath(page, "/reflections/prompts/gratitude-three-things");
    await expect(page.getByRole("heading", { level: 1, name: FIRST_PROMPT })).toBeVisible();
    await page.getByRole("button", { name: "Salva la riflessione" }).click();
    await expect(page.getByText("Riflessione vuota, scrivi qualcosa prima di salvare")).toBeVisible();
    await expect(page.getByLabel("La tua riflessione")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page, "/reflections/prompts with an error");

    await page.getByLabel("La tua riflessione").fill("Il sole di stamattina. Però al lavoro ho sbagliato una cosa e sono un fallimento.");
    await page.getByRole("button", { name: "Salva la riflessione" }).click();
    await expect(page).toHaveURL(/\/reflections\/entries\/\d+$/);
    await expect(page.getByText("Riflessione salvata.")).toBeVisible();
    await expect(page.getByTestId("reflection-text")).toHaveText("Il sole di stamattina. Però al lavoro ho sbagliato una cosa e sono un fallimento.");

    // Generate a perspective: the engine's reframe of the label, kept with the reflection.
    await page.getByRole("button", { name: "Genera una nuova prospettiva" }).click();
    await expect(page.getByTestId("perspective")).toContainText("Ti dai un'etichetta dura");
    await expect(page.getByText("Nuova prospettiva salvata con la tua riflessione.")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("perspective")).toContainText("Ti dai un'etichetta dura");
    await expectNoSeriousAxeViolations(page, "/reflections/entries with a perspective");

    // Edit: an empty text is refused; a new text replaces it and the old perspective goes.
    await page.getByText("Modifica la riflessione").click();
    await page.getByLabel("Il testo della riflessione").fill("   ");
    await page.getByRole("button", { name: "Salva le modifiche" }).click();
    await expect(page.getByText("Riflessione vuota, scrivi qualcosa prima di salvare")).toBeVisible();
    await expect(page.getByLabel("Il testo della riflessione")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Il testo della riflessione").fill("Il sole di stamattina e un caffè con Marta.");
    await page.getByRole("button", { name: "Salva le modifiche" }).click();
    await expect(page.getByText("Riflessione aggiornata.")).toBeVisible();
    await expect(page.getByTestId("reflection-text")).toHaveText("Il sole di stamattina e un caffè con Marta.");
    await expect(page.getByTestId("perspective")).toHaveCount(0);

    // My reflections lists it.
    await page.getByRole("link", { name: "Torna alle riflessioni" }).click();
    await expect(page.getByTestId("my-reflections")).toContainText("Il sole di stamattina e un caffè con Marta.");
    await page.getByTestId("my-reflections").getByRole("link", { name: FIRST_PROMPT }).click();

    // Delete asks first; "keep it" keeps it.
    await page.getByRole("link", { name: "Elimina la riflessione" }).click();
    await expect(page).toHaveURL(/\/reflections\/entries\/\d+\/delete$/);
    await expect(page.getByRole("heading", { level: 1, name: "Eliminare questa riflessione?" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, "delete confirmation");
    await page.getByRole("link", { name: "No, tienila" }).click();
    await expect(page.getByTestId("reflection-text")).toBeVisible();
    await page.getByRole("link", { name: "Elimina la riflessione" }).click();
    await page.getByRole("button", { name: "Sì, elimina" }).click();
    await expectPath(page, "/reflections");
    await expect(page.getByText("Riflessione eliminata.")).toBeVisible();
    await expect(page.getByTestId("mine-empty")).toBeVisible();
  });

  test("a random reflection opens a free prompt to write on; a premium prompt shows the lock with 403", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/reflections");
    await page.getByTestId("random-reflection").click();
    await expectPath(page, "/reflections/random");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("reflection-lock")).toHaveCount(0);
    await page.getByLabel("La tua riflessione").fill("Una riflessione a caso.");
    await page.getByRole("button", { name: "Salva la riflessione" }).click();
    await expect(page).toHaveURL(/\/reflections\/entries\/\d+$/);
    await expect(page.getByTestId("reflection-text")).toHaveText("Una riflessione a caso.");

    const response = await page.goto("/reflections/prompts/flow-absorbed");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Questa domanda fa parte di Premium" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Salva la riflessione" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "locked prompt");
  });

  test("a perspective on words of crisis shows the crisis resources", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/reflections/prompts/self-compassion-friend");
    await page.getByLabel("La tua riflessione").fill("Non ce la faccio più a vivere, voglio farla finita");
    await page.getByRole("button", { name: "Salva la riflessione" }).click();
    await expect(page).toHaveURL(/\/reflections\/entries\/\d+$/);
    // Saving it showed the saved-text crisis card above the page (issue 26 item 4).
    await expect(page.getByTestId("saved-text-crisis")).toBeVisible();
    await page.getByRole("button", { name: "Genera una nuova prospettiva" }).click();
    const perspective = page.locator("#perspective");
    await expect(perspective.getByTestId("crisis-card")).toBeVisible();
    await expect(perspective.getByTestId("crisis-card").getByRole("link", { name: /112/ })).toBeVisible();
    await expect(page.getByTestId("perspective")).toHaveCount(0);
    // Once the page has settled, one card: the one after saving was for that page view only.
    await expect(page.getByTestId("crisis-card")).toHaveCount(1);
  });

  for (const lang of ["it", "en"] as const) {
    test(`on a phone, signed in, with my reflections (${lang})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signUpViaApi(page);
      await page.goto(`/reflections/prompts/mindfulness-right-now?lang=${lang}`);
      await page.getByLabel(lang === "it" ? "La tua riflessione" : "Your reflection").fill("Breath, birds, the warm cup.");
      await page.getByRole("button", { name: lang === "it" ? "Salva la riflessione" : "Save reflection" }).click();
      await expect(page).toHaveURL(/\/reflections\/entries\/\d+$/);
      await expectNoSeriousAxeViolations(page, `entry on a phone (${lang})`);
      await page.goto(`/reflections?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: lang === "it" ? "Riflessioni" : "Reflections" })).toBeVisible();
      await expect(page.getByTestId("my-reflections")).toContainText("Breath, birds, the warm cup.");
      await expectNoSeriousAxeViolations(page, `/reflections on a phone (${lang})`);
    });
  }
});
