/**
 * Two-factor sign-in in the browser (issue 14 item 8; decision record 0035), with JavaScript on
 * and off: a person turns it on at /profile/two-factor (the key read from the page, the code
 * computed here as an authenticator app would), sees the recovery codes once, signs out, and signs
 * in with the password and then a code. axe on the enrolment page, the recovery codes and the
 * code page, at phone and desktop width.
 */
import { generateTOTP } from "@epic-web/totp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, expectSignedIn, logout, PASSWORD, signUpViaApi, submitLogin } from "./helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const STEP_MS = 30_000;

const main = (page: Page) => page.getByRole("main");
const codeFor = async (secret: string) => (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

/** axe at phone and desktop width. */
async function axeBothWidths(page: Page, label: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoSeriousAxeViolations(page, `${label} ${size.width}px`);
  }
}

test.describe("two-factor sign-in", () => {
  test("turn it on, see the recovery codes once, sign out, sign in with password and code", async ({ page }) => {
    // Five axe runs and the wait for the authenticator's next code (up to 30 s).
    test.setTimeout(240_000);
    const username = await signUpViaApi(page);
    await page.goto("/profile/two-factor");
    await expect(page.getByRole("heading", { level: 1, name: "Accesso in due passaggi" })).toBeVisible();
    await expect(page.getByTestId("two-factor-status")).toContainText("Non attivo");

    await main(page).getByRole("button", { name: "Attiva l'accesso in due passaggi" }).click();
    await expect(page.getByTestId("two-factor-status")).toContainText("In configurazione");
    await expect(page.getByRole("img", { name: /Codice QR per aggiungere Respiro/ })).toBeVisible();
    const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await axeBothWidths(page, "/profile/two-factor (pending)");

    // A wrong code first: refused with a translated message, still pending.
    const right = await codeFor(secret);
    await page.getByLabel("Codice di 6 cifre").fill(String((Number(right) + 1) % 1_000_000).padStart(6, "0"));
    await main(page).getByRole("button", { name: "Conferma e attiva" }).click();
    await expect(main(page).getByText("Il codice non è corretto.", { exact: false })).toBeVisible();

    await page.getByLabel("Codice di 6 cifre").fill(await codeFor(secret));
    const enrolledAt = Date.now();
    await main(page).getByRole("button", { name: "Conferma e attiva" }).click();
    await expect(main(page).getByText("L'accesso in due passaggi è attivo")).toBeVisible();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const firstCode = (await codes.first().textContent()) ?? "";
    expect(firstCode).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await page.setViewportSize(PHONE);
    await expectNoSeriousAxeViolations(page, "/profile/two-factor (recovery codes, phone)");
    await page.setViewportSize(DESKTOP);

    // Shown once: the page itself never shows them again.
    await main(page).getByRole("link", { name: "Li ho salvati" }).click();
    await expect(page.getByTestId("two-factor-status")).toContainText("Attivo dal");
    await expect(main(page).getByText(firstCode)).toHaveCount(0);
    await expect(main(page).getByText("Ti restano 10 codici di recupero.")).toBeVisible();

    await logout(page);
    await submitLogin(page, username, PASSWORD);
    await expectPath(page, "/login/two-factor");
    await expect(page.getByRole("heading", { level: 1, name: "Inserisci il codice" })).toBeVisible();
    await axeBothWidths(page, "/login/two-factor");

    // The enrolment's code was used: wait for the app's next code, as a person would.
    const nextStep = (Math.floor(enrolledAt / STEP_MS) + 1) * STEP_MS;
    await page.waitForTimeout(Math.max(0, nextStep - Date.now() + 1000));
    await main(page)
      .getByRole("textbox", { name: "Codice", exact: true })
      .fill(await codeFor(secret));
    await main(page).getByRole("button", { name: "Accedi" }).click();
    await expectPath(page, "/");
    await expectSignedIn(page, username);
  });

  test("the code page without a pending sign-in says to sign in again", async ({ page }) => {
    await page.goto("/login/two-factor");
    await expect(main(page).getByText("Il tempo per inserire il codice è scaduto. Accedi di nuovo.")).toBeVisible();
    await main(page).getByRole("link", { name: "Accedi" }).click();
    await expectPath(page, "/login");
  });

  test("bad input over HTTP gets a 4xx with a translated answer, never a 500", async ({ page }) => {
    test.skip(test.info().project.name !== "js", "HTTP only: once is enough");
    await signUpViaApi(page);
    const base = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin;
    const confirm = await page.request.post("/profile/two-factor", { form: { intent: "confirm", code: "abc" }, headers: { Origin: base } });
    expect(confirm.status()).toBe(400);
    const unknown = await page.request.post("/profile/two-factor", { form: { intent: "explode" }, headers: { Origin: base } });
    expect(unknown.status()).toBe(400);
    const plain = await page.request.post("/login/two-factor", { data: "code=123456", headers: { Origin: base, "Content-Type": "text/plain" } });
    expect(plain.status()).toBe(415);
    const api = await page.request.post("/api/auth/login", { data: { username: "nobody", password: "whatever-123", totp: "12x" }, headers: { Origin: base } });
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({
      success: false,
      error: "validation_error",
      fieldErrors: { totp: ["Il codice ha 6 cifre, oppure è un codice di recupero di 10 lettere e numeri."] },
    });
  });
});
