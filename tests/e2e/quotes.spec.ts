/**
 * Personal quotes (spec §1, §3 "Quote preferences"): the signed-in home shows the day's quote and
 * leads to /quotes, where a person saves preferences, keeps favourites and writes their own
 * quotes (deleting after a confirmation step); with JavaScript on and off, in Italian and
 * English, with axe on a desktop and a phone.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, signUpViaApi } from "./helpers";

test.describe("quotes", () => {
  test("from the home's quote card to favourites, preferences and an own quote (it)", async ({ page }) => {
    test.slow(); // a whole session of a dozen steps with an axe run
    await signUpViaApi(page);
    await page.goto("/");
    const card = page.getByRole("region", { name: "La citazione del giorno" });
    await expect(card.locator("blockquote")).not.toBeEmpty();
    const todays = (await card.locator("blockquote").innerText()).trim();

    // A favourite from the home stays on the home.
    await card.getByRole("button", { name: "Aggiungi ai preferiti" }).click();
    await expectPath(page, "/");
    await expect(card.getByRole("button", { name: "Togli dai preferiti" })).toBeVisible();

    await card.getByRole("link", { name: "Tutte le tue citazioni" }).click();
    await expectPath(page, "/quotes");
    await expect(page.getByRole("heading", { level: 1, name: "Le tue citazioni" })).toBeVisible();
    const favourites = page.getByRole("region", { name: "Preferite" });
    await expect(favourites.locator("blockquote")).toHaveText(todays);

    // Preferences: one theme and a mood.
    const preferences = page.getByRole("region", { name: "Le tue preferenze" });
    await preferences.getByRole("checkbox", { name: "Speranza" }).check();
    await preferences.getByRole("radio", { name: "Triste" }).check();
    await preferences.getByRole("button", { name: "Salva le preferenze" }).click();
    await expect(page.getByText("Preferenze salvate")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Speranza" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Triste" })).toBeChecked();

    // An own quote: empty is refused, then added, edited, deleted after confirming.
    const own = page.getByRole("region", { name: "Scritte da te" });
    await expect(own.getByText("Non hai ancora aggiunto citazioni tue.")).toBeVisible();
    await own.getByRole("textbox", { name: "Citazione" }).fill("Un passo alla volta, con calma");
    await own.getByRole("textbox", { name: "Autore (facoltativo)" }).fill("Nonna Pina");
    await own.getByRole("button", { name: "Aggiungi citazione" }).click();
    await expect(page.getByText("Citazione aggiunta")).toBeVisible();
    await expect(own.getByText("Un passo alla volta, con calma")).toBeVisible();
    await expect(own.getByText("— Nonna Pina")).toBeVisible();

    await own.getByRole("link", { name: "Modifica" }).click();
    // The add form has a "Citazione" box too: fill only once the edit form has replaced it.
    await expect(own.getByRole("heading", { name: "Modifica la citazione" })).toBeVisible();
    await own.getByRole("textbox", { name: "Citazione" }).fill("Un passo alla volta");
    await own.getByRole("button", { name: "Salva le modifiche" }).click();
    await expect(page.getByText("Citazione aggiornata")).toBeVisible();
    await expect(own.getByText("Un passo alla volta", { exact: true })).toBeVisible();

    await own.getByRole("link", { name: "Elimina" }).click();
    const confirm = page.getByRole("group", { name: "Eliminare questa citazione?" });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/quotes, confirming a deletion (it)");
    await confirm.getByRole("button", { name: "Sì, elimina" }).click();
    await expect(page.getByText("Citazione eliminata")).toBeVisible();
    await expect(own.getByText("Non hai ancora aggiunto citazioni tue.")).toBeVisible();
  });

  test("an empty own quote gets a translated error and the theme filter works (en)", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/quotes?lang=en");
    const own = page.getByRole("region", { name: "Written by you" });
    // Skip the browser's own check of the required field, so the server's answer shows.
    await own.getByRole("textbox", { name: "Quote" }).evaluate((el) => el.removeAttribute("required"));
    await own.getByRole("button", { name: "Add quote" }).click();
    await expect(own.getByText("Write the quote")).toBeVisible();
    await expect(own.getByRole("textbox", { name: "Quote" })).toHaveAttribute("aria-invalid", "true");

    const explore = page.getByRole("region", { name: "Explore" });
    await explore.getByRole("link", { name: "Gratitude" }).click();
    await expect(page).toHaveURL(/category=gratitude/);
    await expect(explore.getByRole("link", { name: "Gratitude" })).toHaveAttribute("aria-current", "page");
    await expect(
      explore
        .getByRole("listitem")
        .filter({ has: page.locator("blockquote") })
        .first(),
    ).toBeVisible();
  });

  for (const lang of ["it", "en"] as const) {
    for (const phone of [false, true]) {
      test(`axe on /quotes (${lang}${phone ? ", phone" : ""})`, async ({ page }) => {
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        await signUpViaApi(page);
        await page.goto(`/quotes?lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "it" ? "Le tue citazioni" : "Your quotes");
        await expectNoSeriousAxeViolations(page, `/quotes (${lang}${phone ? ", phone" : ""})`);
      });
    }
  }
});
