/** Forgot / reset password: the code goes to the mail (here the server log), never to the screen. */
import { expect, test } from "./fixtures";
import { expectPath, expectSignedIn, expectNoSeriousAxeViolations, expectSignedOut, logout, readResetCode, register, submitLogin, uniqueUser } from "./helpers";

/** Lower case and spaces only: accepted at reset exactly as at sign-up (decision record 0007). */
const PASSPHRASE = "tranquillo fiume blu sereno";

test.describe("forgot and reset password", () => {
  test("the mailed code resets the password (a lower-case passphrase is fine); a wrong code is refused; only the new password works", async ({ page }) => {
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
    await page.getByLabel("Nuova password").fill(PASSPHRASE);
    await page.getByLabel("Conferma password").fill(PASSPHRASE);
    await page.getByRole("button", { name: "Reimposta password" }).click();
    await expect(page.getByLabel("Codice di sicurezza")).toHaveAccessibleDescription(/Codice non valido o scaduto\./);
    await expect(page.getByText("Codice non valido o scaduto. Controlla l'email e il codice, oppure richiedine uno nuovo.")).toBeVisible();
    await expectPath(page, "/reset-password");

    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await page.getByLabel("Codice di sicurezza").fill(code);
    await page.getByLabel("Nuova password").fill(PASSPHRASE);
    await page.getByLabel("Conferma password").fill(PASSPHRASE);
    await page.getByRole("button", { name: "Reimposta password" }).click();

    await expectPath(page, "/login");
    await expect(page.getByTestId("toast")).toContainText("Password aggiornata. Ora puoi accedere.");

    await submitLogin(page, user.username, user.password);
    await expect(page.getByRole("alert").filter({ hasText: "Credenziali non valide" })).toBeVisible();
    await expectSignedOut(page);

    await submitLogin(page, user.username, PASSPHRASE);
    await expectPath(page, "/");
    await expectSignedIn(page, user.username);
  });

  test("the length is the requirement; upper case, lower case and a digit are tips; a meter loads on focus", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the live checklist and the meter need JavaScript");
    const estimator: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("password-estimator")) estimator.push(request.url());
    });
    await page.goto("/reset-password");

    const requirement = page.getByTestId("password-requirement").getByRole("listitem");
    const tips = page.getByRole("list", { name: "Suggerimenti per una password più forte" });
    const tip = (name: string) => tips.getByRole("listitem").filter({ hasText: name });
    const upper = tip("Una lettera maiuscola");
    const lower = tip("Una lettera minuscola");
    const digit = tip("Un numero");
    const level = page.getByTestId("password-strength").locator("p");
    const meter = page.getByTestId("password-strength").locator("meter");
    await expect(requirement).toHaveText(/Almeno 8 caratteri/);
    await expect(requirement).toContainText("(non ancora soddisfatto)");
    await expect(tips.getByRole("listitem")).toHaveCount(3);
    await expect(tips.locator("li.met")).toHaveCount(0);
    // The dictionaries are not part of the page: they load when the password field gets focus.
    await expect(meter).toHaveCount(0);
    expect(estimator).toEqual([]);

    const field = page.getByLabel("Nuova password");
    await field.focus();
    await expect.poll(() => estimator.length).toBe(1);

    await field.pressSequentially("n");
    await expect(lower).toHaveClass(/\bmet\b/);
    await expect(tips.locator("li.met")).toHaveCount(1);
    await expect(lower).toContainText("(presente)");
    await expect(upper).toContainText("(non ancora presente)");
    await expect(level).toHaveText("Sicurezza della password: Debole");
    await expect(meter).toHaveAttribute("value", "1");

    await field.pressSequentially("N");
    await expect(upper).toHaveClass(/\bmet\b/);
    await field.pressSequentially("7");
    await expect(digit).toHaveClass(/\bmet\b/);
    await expect(tips.locator("li.met")).toHaveCount(3);
    await expect(requirement).not.toHaveClass(/\bmet\b/);

    await field.pressSequentially("-strada");
    await expect(requirement).toHaveClass(/\bmet\b/);
    await expect(requirement).toContainText("(soddisfatto)");

    // A lower-case passphrase meets one tip only, and is strong.
    await field.fill(PASSPHRASE);
    await expect(requirement).toHaveClass(/\bmet\b/);
    await expect(lower).toHaveClass(/\bmet\b/);
    await expect(upper).not.toHaveClass(/\bmet\b/);
    await expect(digit).not.toHaveClass(/\bmet\b/);
    await expect(level).toHaveText("Sicurezza della password: Forte");
    await expect(level).toHaveAttribute("aria-live", "polite");
    await expect(meter).toHaveAccessibleName("Sicurezza della password: Forte");
    await expectNoSeriousAxeViolations(page, "/reset-password with the meter");

    await field.fill("password");
    await expect(level).toHaveText("Sicurezza della password: Debole");
    await field.fill("");
    await expect(meter).toHaveCount(0);
    expect(estimator).toHaveLength(1);
  });
});

test.describe("one password policy on sign-up", () => {
  test("sign-up shows the new hint and the same meter under the password", async ({ page, javaScriptEnabled }) => {
    await page.goto("/register");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription(/Almeno 8 caratteri\. Una frase di più parole è facile da ricordare e difficile da indovinare\./);
    const level = page.getByTestId("password-strength").locator("p");
    if (!javaScriptEnabled) {
      await expect(page.locator("meter")).toHaveCount(0);
      return;
    }
    await password.fill(PASSPHRASE);
    await expect(level).toHaveText("Sicurezza della password: Forte");
  });
});
