/** Forgot / reset password: the code goes to the mail (here the server log), never to the screen. */
import { expect, test } from "@playwright/test";
import {
  expectPath,
  expectSignedIn,
  expectSignedOut,
  logout,
  NEW_PASSWORD,
  readResetCode,
  register,
  submitLogin,
  uniqueUser,
} from "./helpers";

test.describe("forgot and reset password", () => {
  test("the mailed code resets the password; a wrong code is refused; only the new password works", async ({ page }) => {
    const user = uniqueUser();
    await register(page, user);
    await logout(page);

    await page.goto("/login");
    await page.getByRole("main").getByRole("link", { name: "Password dimenticata?" }).click();
    await expectPath(page, "/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "Password dimenticata" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Invia il codice" }).click();

    await expectPath(page, "/reset-password");
    await expect(page.getByRole("heading", { level: 1, name: "Reimposta la password" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Se esiste un account con questa email/ })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(user.email);

    const code = await readResetCode(user.email);
    expect(code).toMatch(/^\d{8}$/);
    // The code is only in the mail: not on the page, not in the URL.
    expect(await page.content()).not.toContain(code);
    expect(page.url()).not.toContain(code);

    const wrong = code === "00000000" ? "11111111" : "00000000";
    await page.getByLabel("Codice di sicurezza").fill(wrong);
    await page.getByLabel("Nuova password").fill(NEW_PASSWORD);
    await page.getByLabel("Conferma password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reimposta password" }).click();
    await expect(page.getByLabel("Codice di sicurezza")).toHaveAccessibleDescription(/Codice non valido\. Controlla e riprova\./);
    await expect(page.getByText("Codice non valido. Controlla e riprova.")).toBeVisible();
    await expectPath(page, "/reset-password");

    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await page.getByLabel("Codice di sicurezza").fill(code);
    await page.getByLabel("Nuova password").fill(NEW_PASSWORD);
    await page.getByLabel("Conferma password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reimposta password" }).click();

    await expectPath(page, "/login");
    await expect(page.getByTestId("toast")).toContainText("Password aggiornata. Ora puoi accedere.");

    await submitLogin(page, user.username, user.password);
    await expect(page.getByRole("alert").filter({ hasText: "Credenziali non valide" })).toBeVisible();
    await expectSignedOut(page);

    await submitLogin(page, user.username, NEW_PASSWORD);
    await expectPath(page, "/");
    await expectSignedIn(page, user.username);
  });

  test("the password checklist marks each rule as met while typing", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the live checklist needs JavaScript");
    await page.goto("/reset-password");
    const checklist = page.getByTestId("password-checklist");
    const rule = (name: string) => checklist.getByRole("listitem").filter({ hasText: name });
    const length = rule("Almeno 8 caratteri");
    const upper = rule("Una lettera maiuscola");
    const lower = rule("Una lettera minuscola");
    const digit = rule("Un numero");
    await expect(checklist.getByRole("listitem")).toHaveCount(4);
    await expect(checklist.locator("li.met")).toHaveCount(0);

    const field = page.getByLabel("Nuova password");
    await field.pressSequentially("n");
    await expect(lower).toHaveClass(/\bmet\b/);
    await expect(checklist.locator("li.met")).toHaveCount(1);
    await expect(lower).toContainText("(soddisfatto)");
    await expect(upper).toContainText("(non ancora soddisfatto)");

    await field.pressSequentially("N");
    await expect(upper).toHaveClass(/\bmet\b/);
    await expect(checklist.locator("li.met")).toHaveCount(2);

    await field.pressSequentially("7");
    await expect(digit).toHaveClass(/\bmet\b/);
    await expect(length).not.toHaveClass(/\bmet\b/);

    await field.pressSequentially("-strada");
    await expect(length).toHaveClass(/\bmet\b/);
    await expect(checklist.locator("li.met")).toHaveCount(4);

    // Rules become unmet again when the text no longer satisfies them.
    await field.fill("nuovastrada");
    await expect(lower).toHaveClass(/\bmet\b/);
    await expect(length).toHaveClass(/\bmet\b/);
    await expect(upper).not.toHaveClass(/\bmet\b/);
    await expect(digit).not.toHaveClass(/\bmet\b/);
  });
});
