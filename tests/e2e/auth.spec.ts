/** Log in and log out: header state, server-side session end, the same answer for every bad credential, throttling. */
import { expect, test } from "./fixtures";
import { expectPath, expectSignedIn, expectSignedOut, header, logout, register, submitLogin, uniqueId, uniqueUser } from "./helpers";

test.describe("log out", () => {
  test("Esci ends the session on the server, and the old cookie stops working", async ({ page, context }) => {
    const user = uniqueUser();
    await register(page, user);
    const session = (await context.cookies()).find((c) => c.name === "respiro_session");
    expect(session, "a session cookie after registering").toBeTruthy();

    // "Esci" is a POST form to /logout.
    const logoutButton = header(page).getByRole("button", { name: "Esci" });
    const form = logoutButton.locator("xpath=ancestor::form[1]");
    await expect(form).toHaveAttribute("method", /^post$/i);
    await expect(form).toHaveAttribute("action", "/logout");

    await logout(page);
    await expect(page.getByRole("heading", { level: 1, name: "Un respiro alla volta." })).toBeVisible();

    await page.goto("/chat");
    await expectSignedOut(page);
    const welcome = await page.goto("/welcome");
    await expectPath(page, "/login");
    expect(welcome?.ok()).toBe(true);
    await expectSignedOut(page);

    // Putting the old cookie back does not sign anybody in: the session is gone on the server.
    await context.addCookies([session!]);
    await page.goto("/");
    await expectSignedOut(page);
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "Crea il tuo account" })).toBeVisible();
    await expectSignedOut(page);
  });
});

test.describe("log in", () => {
  test("the e-mail works in place of the username", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user);
    await logout(page);
    await page.goto("/login");
    await expect(page.getByLabel("Nome utente o e-mail")).toHaveAttribute("autocomplete", "username");
    const response = await submitLogin(page, user.email.toUpperCase(), user.password);
    expect(response.status()).toBeLessThan(400);
    await expectPath(page, "/");
    await expectSignedIn(page, user.username);
  });

  test("right credentials sign in; a wrong password and an unknown username get the same answer", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user);
    await logout(page);

    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Che bello rivederti" })).toBeVisible();

    await submitLogin(page, user.username, "Calma-Mare-2025!");
    const error = page.getByRole("alert").filter({ hasText: "Credenziali non valide" });
    await expect(error).toHaveText("Credenziali non valide");
    await expectPath(page, "/login");
    await expectSignedOut(page);

    await submitLogin(page, uniqueId(), user.password);
    await expect(error).toHaveText("Credenziali non valide");
    await expectPath(page, "/login");
    await expectSignedOut(page);

    await submitLogin(page, user.username, user.password);
    await expectPath(page, "/");
    await expectSignedIn(page, user.username);
  });

  test("after 5 wrong passwords the username is throttled, even with the right one", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user);
    await logout(page);

    await page.goto("/login");
    const invalid = page.getByRole("alert").filter({ hasText: "Credenziali non valide" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await submitLogin(page, user.username, `Sbagliata-${attempt}-Xy!`);
      expect(response.status(), `attempt ${attempt}`).toBe(401);
      await expect(invalid, `attempt ${attempt}`).toBeVisible();
    }

    const sixth = await submitLogin(page, user.username, user.password);
    expect(sixth.status()).toBe(429);
    await expect(page.getByRole("alert")).toHaveText(/^Troppi tentativi\. Riprova tra \d+ minut[oi]\.$/);
    await expectPath(page, "/login");
    await expectSignedOut(page);
  });
});
