/**
 * axe (every WCAG 2.0 / 2.1 / 2.2 A and AA rule, experimental ones included): no serious or
 * critical violation on the public pages, in Italian and English, on a desktop and on a phone, in the
 * light and the dark colour scheme.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, expectPath, register, uniqueUser } from "./helpers";

const PAGES = [
  { path: "/", heading: { it: "Un respiro alla volta.", en: "One breath at a time." } },
  { path: "/login", heading: { it: "Che bello rivederti", en: "Welcome back" } },
  { path: "/register", heading: { it: "Crea il tuo account", en: "Create your account" } },
  { path: "/forgot-password", heading: { it: "Password dimenticata", en: "Forgot password" } },
  { path: "/reset-password", heading: { it: "Reimposta la password", en: "Reset your password" } },
  { path: "/terms", heading: null },
  { path: "/privacy", heading: null },
  { path: "/launch", heading: { it: "Offerta di lancio", en: "Launch offer" } },
  { path: "/safety", heading: { it: "Aiuto immediato", en: "Urgent help" } },
  { path: "/chat", heading: { it: "Un compagno gentile, quando ne hai bisogno", en: "A kind companion, whenever you need one" } },
  { path: "/reflections", heading: { it: "Riflessioni", en: "Reflections" } },
  { path: "/subscription", heading: { it: "Respiro Premium", en: "Respiro Premium" } },
  { path: "/ai-modules", heading: { it: "Moduli IA", en: "AI modules" } },
  { path: "/ai-modules/relaxation", heading: { it: "Rilassamento", en: "Relaxation" } },
  { path: "/simple-payment", heading: { it: "Pagamento semplice", en: "Simple payment" } },
  { path: "/una-pagina-che-non-esiste", heading: { it: "Pagina non trovata", en: "Page not found" } },
  { path: "/test?crash=render", heading: { it: "Qualcosa è andato storto", en: "Something went wrong" } },
] as const;

const LANGS = ["it", "en"] as const;
/** Pages whose layout changes most on a phone, checked at 390×844 too. */
const PHONE_PAGES = new Set(["/", "/login", "/register", "/reset-password", "/launch", "/safety", "/chat", "/reflections", "/subscription"]);

function withLang(path: string, lang: "it" | "en"): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}

test.describe("accessibility (axe)", () => {
  for (const { path, heading } of PAGES) {
    test.describe(path, () => {
      // The error screen is reached through a deliberate render error, which the browser reports.
      test.use({ expectedBrowserErrors: path.startsWith("/test?crash") ? "Deliberate render error|status of 500" : "" });
      for (const lang of LANGS) {
        const sizes = PHONE_PAGES.has(path) ? [null, { width: 390, height: 844 }] : [null];
        for (const size of sizes) {
          test(`${path} (${lang}${size ? ", phone" : ""})`, async ({ page, javaScriptEnabled }) => {
            if (size) await page.setViewportSize(size);
            await page.goto(withLang(path, lang));
            await expect(page.locator("html")).toHaveAttribute("lang", lang);
            const h1 = page.getByRole("heading", { level: 1 });
            const text = heading?.[lang];
            if (text) await expect(h1).toHaveText(text);
            else await expect(h1).toBeVisible();
            await expectNoSeriousAxeViolations(page, `${path} (${lang}${size ? ", phone" : ""})`);
            // The dark colour scheme too (issue 25 item 2); colours do not depend on JavaScript,
            // so one project checks them.
            if (javaScriptEnabled) {
              await page.emulateMedia({ colorScheme: "dark" });
              await expectNoSeriousAxeViolations(page, `${path} (${lang}${size ? ", phone" : ""}, dark theme)`);
            }
          });
        }
      }
    });
  }

  for (const lang of LANGS) {
    test(`/ on a 390x844 phone (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(withLang("/", lang));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectNoSeriousAxeViolations(page, `/ mobile (${lang})`);
      // Also with the menu open.
      await page.locator("summary").filter({ hasText: "Menu" }).click();
      await expect(page.locator("details.nav-mobile")).toHaveAttribute("open", "");
      await expectNoSeriousAxeViolations(page, `/ mobile, menu open (${lang})`);
    });
  }

  test("/welcome after registering (it and en)", async ({ page, javaScriptEnabled }) => {
    // Without JavaScript the 5 s redirect home that the issue asks for is a meta refresh, which axe's
    // meta-refresh rule (WCAG 2.2.1) always flags: a documented exception for that one case
    // (docs/decisions/0005-welcome-redirect.md). With JavaScript the rule applies in full, and the
    // "stay" button keeps the page still while axe runs.
    const options = javaScriptEnabled ? {} : { disableRules: ["meta-refresh"] };
    const holdStill = async () => {
      if (javaScriptEnabled) await page.getByRole("button", { name: /Resta su questa pagina|Stay on this page/ }).click();
    };
    await register(page, uniqueUser(), { skipLaunchCode: false, stayOnWelcome: true });
    await expect(page.getByTestId("promo-code")).toBeVisible();
    await holdStill();
    await expectNoSeriousAxeViolations(page, "/welcome (it)", options);
    // Without JavaScript, let the meta refresh finish first so it cannot abort the next navigation.
    if (!javaScriptEnabled) await expectPath(page, "/", { timeout: 10_000 });
    await page.goto("/welcome?lang=en");
    await expectPath(page, "/welcome");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Respiro!");
    await holdStill();
    await expectNoSeriousAxeViolations(page, "/welcome (en)", options);
  });
});
