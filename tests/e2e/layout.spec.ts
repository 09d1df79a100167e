/** The layout: the phone menu (a <details>, so it works without JavaScript) and the flash toast. */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectPath, FIVE_SECONDS_PLUS, login, logout, register, registerViaApi, signUpViaApi, uniqueUser } from "./helpers";

/** The top and bottom of each visible child of the header row. */
async function headerRowBoxes(page: Page) {
  return page.locator(".site-header-inner > *").evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })),
  );
}

/** True when every box shares a horizontal band with the first (one row). */
function oneRow(boxes: { top: number; bottom: number }[]): boolean {
  const centre = (b: { top: number; bottom: number }) => (b.top + b.bottom) / 2;
  return boxes.every((b) => Math.abs(centre(b) - centre(boxes[0])) < 12);
}

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the phone header is one row; the Menu disclosure opens the links of pages that exist", async ({ page }) => {
    await page.goto("/");
    expect(oneRow(await headerRowBoxes(page)), "one header row on a phone").toBe(true);
    const nav = page.getByRole("navigation", { name: "Menu principale" });
    // Both copies of the menu are out of sight until "Menu" is opened.
    await expect(page.locator("nav.nav-desktop")).toBeHidden();
    await expect(nav).toHaveCount(0);

    const details = page.locator("details.nav-mobile");
    const summary = details.locator("summary");
    await expect(summary).toBeVisible();
    await expect(summary).toHaveAccessibleName("Menu");
    await expect(details).not.toHaveAttribute("open", /.*/);

    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(nav).toHaveCount(1);
    await expect(nav).toBeVisible();
    // The phone menu lists every page, those under "Altro" on a desktop too.
    for (const name of ["Home", "Chat", "Esercizi", "Meditazione", "Umore", "Biblioteca del benessere", "Moduli IA", "Premium"]) {
      await expect(nav.getByRole("link", { name, exact: true }), name).toBeVisible();
    }
    // Pages for signed-in people and for administrators are not offered to a visitor.
    for (const name of ["Il mio profilo", "Amministrazione"]) {
      await expect(page.getByRole("link", { name, exact: true }), name).toHaveCount(0);
    }
    await expect(nav.getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Registrati", exact: true })).toBeVisible();

    // A link in the menu navigates.
    await nav.getByRole("link", { name: "Accedi", exact: true }).click();
    await expectPath(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Che bello rivederti");

    // Opening and closing again.
    await summary.click();
    await expect(details).toHaveAttribute("open", "");
    await summary.click();
    await expect(details).not.toHaveAttribute("open", /.*/);
    await expect(nav).toHaveCount(0);
  });

  test("the EN/IT switch sits in the header and never covers the page", async ({ page }) => {
    await page.goto("/chat");
    const header = await page.getByRole("banner").boundingBox();
    const switcher = await page.locator(".lang-switcher").boundingBox();
    expect(switcher!.y).toBeGreaterThanOrEqual(header!.y);
    expect(switcher!.y + switcher!.height).toBeLessThanOrEqual(header!.y + header!.height);
    // Scrolled down, it stays with the header instead of floating over the text.
    await page.mouse.wheel(0, 600);
    await expect(page.locator(".lang-switcher")).toHaveCSS("position", "static");
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true });
    test("the Enter-to-send hint is not shown", async ({ page }) => {
      await signUpViaApi(page);
      await page.goto("/chat");
      await expect(page.getByLabel("Il tuo messaggio")).toBeVisible();
      await expect(page.getByText("Invio per inviare")).toHaveCount(0);
    });
  });
});

test.describe("desktop header", () => {
  for (const width of [1280, 1366]) {
    test(`the menu, urgent help, account actions and EN/IT fit one row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/chat"]) {
        await page.goto(path);
        expect(oneRow(await headerRowBoxes(page)), `one header row on ${path}`).toBe(true);
        const items = await page.locator("nav.nav-desktop .nav-list > li").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
        expect(items.length).toBeGreaterThan(5);
        expect(new Set(items.map(Math.round)).size, "the menu does not wrap").toBe(1);
      }
      // The other pages sit under "Altro", a disclosure that opens in place.
      const more = page.locator("nav.nav-desktop details.nav-more");
      await more.locator("summary").click();
      await expect(more.getByRole("link", { name: "Biblioteca del benessere", exact: true })).toBeVisible();
      await more.getByRole("link", { name: "Biblioteca del benessere", exact: true }).click();
      await expect(page).toHaveURL(/\/resources$/);
      expect(oneRow(await headerRowBoxes(page)), "one header row on /resources").toBe(true);
      await signUpViaApi(page);
      await page.goto("/");
      expect(oneRow(await headerRowBoxes(page)), "one header row when signed in").toBe(true);
    });
  }

  test("a 30-character username keeps the header one row in both languages, cut with its full text available (issue 25 item 5)", async ({ page }) => {
    // registerViaApi adds 12 characters: 30 in all, the most a username may have.
    const { username } = await registerViaApi(page.request, { prefix: "a_very_long_name__" });
    expect(username).toHaveLength(30);
    for (const width of [1200, 1280, 1366, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ["it", "en"] as const) {
        await page.goto(`/?lang=${lang}`);
        const where = `${lang} at ${width} px`;
        expect(oneRow(await headerRowBoxes(page)), `one header row, ${where}`).toBe(true);
        const items = await page.locator("nav.nav-desktop .nav-list > li").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
        expect(new Set(items.map(Math.round)).size, `the menu does not wrap, ${where}`).toBe(1);
        // Nothing overlaps: each part of the row ends before the next begins.
        const boxes = await headerRowBoxes(page);
        for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left, `no overlap, ${where}`).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);
        const name = page.locator(".account-desktop .signed-in-as");
        await expect(name).toHaveAttribute("title", lang === "it" ? `Accesso come ${username}` : `Signed in as ${username}`);
        await expect(name).toContainText(username);
      }
    }
  });

  test("at 320 px the header fits the screen: no sideways scrolling, the Menu reachable (WCAG 1.4.10)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const lang of ["it", "en"] as const) {
      await page.goto(`/?lang=${lang}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(320);
      const menu = await page.locator(".menu-button").boundingBox();
      expect(menu!.x + menu!.width, lang).toBeLessThanOrEqual(320);
      expect(oneRow(await headerRowBoxes(page)), `one header row at 320 px (${lang})`).toBe(true);
    }
  });

  test("signed-in people are not offered sign-in or sign-up in the footer", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Registrati" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Accedi" })).toBeVisible();
    await signUpViaApi(page);
    await page.goto("/");
    await expect(footer.getByRole("link", { name: "Registrati" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Accedi" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Password dimenticata?" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Aiuto immediato" })).toHaveAttribute("href", "/safety");
  });
});

test.describe("toast", () => {
  function toastIn(page: Page) {
    return page.getByRole("region", { name: "Notifiche" }).getByRole("status").getByTestId("toast");
  }

  test("after login a 'Che bello rivederti!' toast is announced in a status region and goes away after 5 s", async ({ page, javaScriptEnabled }) => {
    const user = uniqueUser();
    await register(page, user);
    await logout(page);

    // With JavaScript the 5 s are a timer on Playwright's clock. Without it they are the delay of a
    // CSS animation, which Playwright's clock does not drive: that one takes real time.
    if (javaScriptEnabled) await page.clock.install();
    await login(page, user);
    const toast = toastIn(page);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Che bello rivederti!");
    await expect(page.getByRole("status").filter({ has: page.getByTestId("toast") })).toHaveAttribute("aria-live", "polite");

    if (javaScriptEnabled) {
      // Real time runs on too, while the steps above take their time: 3.5 s, then past 5 s.
      await page.clock.runFor(3_500);
      await expect(toast).toBeVisible();
      await page.clock.runFor(2_000);
      await expect(toast).toBeHidden();
    } else {
      await expect(toast).toHaveCSS("animation-delay", "5s");
      await expect(toast).toBeHidden({ timeout: FIVE_SECONDS_PLUS });
    }

    // Only once: a new page does not show it again.
    await page.goto("/");
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("the close button removes the toast", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the close button needs JavaScript (without it the toast fades by CSS)");
    const user = uniqueUser();
    await register(page, user);
    await logout(page);
    // Logging out left its own toast.
    await expect(toastIn(page)).toContainText("Sei uscito. A presto!");
    await page.getByRole("button", { name: "Chiudi notifica" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);

    await login(page, user);
    await expect(toastIn(page)).toContainText("Che bello rivederti!");
    await page.getByRole("button", { name: "Chiudi notifica" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});
