/**
 * /register and /welcome: the launch code or the trial, the 5-second way home, and validation
 * (client-side with JavaScript, server-side without; always translated).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectPath,
  expectSignedIn,
  expectSignedOut,
  fillRegisterForm,
  FIVE_SECONDS_PLUS,
  logout,
  pathOf,
  PROMO_CODE,
  register,
  submitRegisterForm,
  uniqueUser,
} from "./helpers";

test.describe("registration", () => {
  test("registering shows the participant number and promo code, then goes home after 5 s", async ({ page, javaScriptEnabled }) => {
    // With JavaScript the 5 s are a timer on Playwright's clock; without it a meta refresh, real time.
    if (javaScriptEnabled) await page.clock.install();
    const user = uniqueUser();
    await register(page, user, { skipLaunchCode: false, stayOnWelcome: true });
    const arrivedAt = Date.now();

    const participant = page.getByTestId("participant");
    await expect(participant).toHaveText(/^Sei il partecipante \d+ di 50\b/);
    const n = Number(/partecipante (\d+) di 50/.exec((await participant.textContent()) ?? "")?.[1]);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(50);

    const code = page.getByTestId("promo-code");
    await expect(code).toHaveText(PROMO_CODE);
    // The launch offer is never worse than skipping it: the trial starts now, the code adds to it.
    await expect(page.getByText("La tua prova gratuita di 7 giorni è iniziata.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Attiva il codice quando vuoi/ })).toHaveAttribute("href", "/launch");

    // Without JavaScript the way home is a meta refresh inside <noscript> (inert when scripts run).
    if (test.info().project.use.javaScriptEnabled === false) {
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", "5;url=/");
    } else {
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    }
    await expect(page.getByText("Tra 5 secondi tornerai alla home.")).toBeVisible();

    if (javaScriptEnabled) {
      await page.clock.fastForward(4_000);
      expect(pathOf(page), "still on /welcome after 4 s").toBe("/welcome");
      await page.clock.fastForward(1_500);
      await expectPath(page, "/");
    } else {
      await expectPath(page, "/", { timeout: FIVE_SECONDS_PLUS });
      expect(Date.now() - arrivedAt, "the redirect should wait about 5 s, not happen at once").toBeGreaterThan(3_500);
    }
    await expectSignedIn(page, user.username);
  });

  test("unticking the launch offer starts the 7-day trial without a code", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user, { skipLaunchCode: true, stayOnWelcome: true });
    await expect(page.getByText("La tua prova gratuita di 7 giorni è iniziata.")).toBeVisible();
    await expect(page.getByTestId("promo-code")).toHaveCount(0);
    await expect(page.getByTestId("participant")).toHaveCount(0);
    await expect(page.getByText(/RESPIRO-/)).toHaveCount(0);
  });

  test("leaving /welcome before 5 s is not undone by the redirect home", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every link is a full page load, which cancels the meta refresh");
    await page.clock.install();
    await register(page, uniqueUser(), { stayOnWelcome: true });
    await page.getByRole("contentinfo").getByRole("link", { name: "Termini e condizioni" }).click();
    await expectPath(page, "/terms");
    // Well past the 5 s of /welcome: the person chose another page and must stay there.
    await page.clock.fastForward(6_500);
    expect(pathOf(page), "still on the page the person chose").toBe("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("welcome redirect can be turned off", () => {
  test("'Resta su questa pagina' stops the redirect home (WCAG 2.2.1)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the stay button needs JavaScript; without it the meta refresh runs");
    await page.clock.install();
    await register(page, uniqueUser(), { stayOnWelcome: true });
    await page.getByRole("button", { name: "Resta su questa pagina" }).click();
    await page.clock.fastForward(6_500);
    expect(pathOf(page)).toBe("/welcome");
    await expect(page.getByText("Tra 5 secondi tornerai alla home.")).toHaveCount(0);
  });
});

test.describe("registration validation", () => {
  /** Records the POSTs the page sends to /register (with JavaScript, client-side errors send none). */
  function recordRegisterPosts(page: Page): { count: () => number } {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/register") posts++;
    });
    return { count: () => posts };
  }

  async function expectBlockedOnClient(page: Page, posts: { count: () => number }, javaScriptEnabled: boolean) {
    await expect(page.getByRole("main").getByRole("button", { name: "Registrati" })).toBeVisible();
    if (javaScriptEnabled) expect(posts.count(), "with JavaScript the error should be found before any request").toBe(0);
    else expect(posts.count(), "without JavaScript the server answers").toBe(1);
  }

  test("mismatched passwords", async ({ page, javaScriptEnabled }) => {
    const posts = recordRegisterPosts(page);
    await fillRegisterForm(page, uniqueUser(), { confirmPassword: "Calma-Mare-2027!" });
    await submitRegisterForm(page);
    await expect(page.getByLabel("Conferma password")).toHaveAccessibleDescription(/Le password non corrispondono/);
    await expect(page.getByText("Le password non corrispondono")).toBeVisible();
    await expectPath(page, "/register");
    await expectBlockedOnClient(page, posts, javaScriptEnabled);
  });

  test("terms not accepted", async ({ page, javaScriptEnabled }) => {
    const posts = recordRegisterPosts(page);
    await fillRegisterForm(page, uniqueUser(), { acceptTerms: false });
    await submitRegisterForm(page);
    const terms = page.getByRole("checkbox", { name: /Accetto i Termini e condizioni/ });
    await expect(terms).toHaveAccessibleDescription(/Devi accettare i termini per continuare/);
    await expect(page.getByText("Devi accettare i termini per continuare")).toBeVisible();
    await expectPath(page, "/register");
    await expectBlockedOnClient(page, posts, javaScriptEnabled);
  });

  test("a 6-character password is too short", async ({ page, javaScriptEnabled }) => {
    const posts = recordRegisterPosts(page);
    await fillRegisterForm(page, uniqueUser({ password: "Ab3-xy" }));
    await submitRegisterForm(page);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/La password deve essere di almeno 8 caratteri/);
    await expect(page.getByText("La password deve essere di almeno 8 caratteri")).toBeVisible();
    await expectPath(page, "/register");
    await expectBlockedOnClient(page, posts, javaScriptEnabled);
  });

  test("a common password is refused by the server", async ({ page }) => {
    const posts = recordRegisterPosts(page);
    const user = uniqueUser({ password: "password123" });
    await fillRegisterForm(page, user);
    await submitRegisterForm(page);
    const message = "Questa password è tra le più usate e facili da indovinare: scegline un'altra";
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(new RegExp(message));
    await expect(page.getByText(message)).toBeVisible();
    await expectPath(page, "/register");
    expect(posts.count()).toBe(1);
    await expectSignedOut(page);
  });

  test("a username taken in another letter case is refused", async ({ page }) => {
    const first = uniqueUser();
    await register(page, first);
    await logout(page);

    const second = uniqueUser({ username: first.username.toUpperCase(), email: `${first.username}-2@example.com` });
    await fillRegisterForm(page, second);
    await submitRegisterForm(page);
    await expect(page.getByLabel("Nome utente")).toHaveAccessibleDescription(/Questo nome utente è già in uso/);
    await expect(page.getByText("Questo nome utente è già in uso")).toBeVisible();
    await expectPath(page, "/register");
  });
});
