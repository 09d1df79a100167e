/**
 * The public pages of issue 15 against the production build: each renders in both languages (with
 * JavaScript on and off: the two projects), passes axe on a phone and a desktop, the contact form
 * validates, ignores its honeypot and throttles over HTTP, /test keeps its details from visitors,
 * /healthz answers monitors, sitemap.xml and robots.txt are served, and with JavaScript the
 * service worker shows the offline page of crisis lines once the network is gone.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousAxeViolations, signUpViaApi, uniqueId } from "./helpers";

const PAGES = [
  { path: "/support", alias: "/help", h1: { it: "Aiuto e supporto", en: "Help and support" } },
  { path: "/app-guide", alias: "/guida", h1: { it: "Guida all'app", en: "App guide" } },
  { path: "/download", alias: "/qrcode", h1: { it: "Scarica l'app", en: "Download the app" } },
  { path: "/test", alias: null, h1: { it: "Pagina di prova", en: "Test page" } },
  { path: "/terms", alias: null, h1: { it: "Termini di servizio", en: "Terms of service" } },
  { path: "/privacy", alias: null, h1: { it: "Informativa sulla privacy", en: "Privacy notice" } },
] as const;

const LANGS = ["it", "en"] as const;
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const withLang = (path: string, lang: string) => `${path}?lang=${lang}`;

test.describe("public pages", () => {
  for (const { path, alias, h1 } of PAGES) {
    for (const lang of LANGS) {
      for (const { name, viewport } of SIZES) {
        test(`${path}${alias && name === "desktop" ? ` and ${alias}` : ""} in ${lang} on a ${name}: renders and passes axe`, async ({ page }, testInfo) => {
          // axe runs in a scripted copy of the page even in the "nojs" project: slow on a busy machine.
          test.setTimeout(90_000);
          await page.setViewportSize(viewport);
          const response = await page.goto(withLang(path, lang));
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1[lang]);
          await expectNoSeriousAxeViolations(page, `${path} (${lang}, ${name})`);
          await testInfo.attach(`${path.slice(1)}-${lang}-${name}-${testInfo.project.name}.png`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: "image/png",
          });
          if (alias && name === "desktop") {
            await page.goto(withLang(alias, lang));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1[lang]);
          }
        });
      }
    }
  }

  test("the footer links to every public page of issue 15", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const path of ["/download", "/help", "/app-guide", "/support", "/terms", "/privacy", "/safety"]) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
  });
});

test.describe("/download", () => {
  test("shows the QR code with an accessible name, the address in a selectable field, and share links", async ({ page, baseURL }) => {
    await page.goto("/download?lang=en");
    const origin = new URL(baseURL!).origin;
    await expect(page.getByRole("img", { name: `QR code that opens ${origin}` })).toBeVisible();
    await expect(page.getByRole("img", { name: `QR code that opens ${origin}` }).locator("svg")).toBeVisible();
    await expect(page.getByLabel("Respiro's address")).toHaveValue(origin);
    await expect(page.getByLabel("Respiro's address")).toHaveAttribute("readonly", "");
    await expect(page.getByRole("link", { name: "Send by e-mail" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:\\?subject=Respiro&body=.*${encodeURIComponent(origin)}`),
    );
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(origin)}`),
    );
    // Nobody offered an install in a test browser: the button stays hidden.
    await expect(page.getByRole("button", { name: "Install the app" })).toBeHidden();
  });

  test("copies the address with JavaScript", async ({ page, context, javaScriptEnabled, baseURL }) => {
    test.skip(!javaScriptEnabled, "the copy button needs JavaScript; without it the field is selectable");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/download?lang=en");
    await page.getByRole("button", { name: "Copy link" }).click();
    // The words themselves, not the key "common.copied" (issue 25 item 4).
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText("Copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(baseURL!).origin);
  });
});

test.describe("contact form", () => {
  test("refuses bad input with translated errors and keeps what was typed", async ({ page }) => {
    await page.goto("/support?lang=en");
    await page.getByLabel("Name").fill("Giulia");
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByLabel("Subject").fill("Plans");
    await page.getByLabel("Message", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid e-mail address, so that we can reply.")).toBeVisible();
    await expect(page.getByText("The message is too short: tell us a little more (at least 10 characters).")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Giulia");
    await page.goto("/support?lang=it");
    await page.getByRole("button", { name: "Invia il messaggio" }).click();
    await expect(page.getByText("Scrivi il tuo nome.")).toBeVisible();
  });

  test("sends a message and confirms it", async ({ page }) => {
    await page.goto("/help?lang=it");
    await page.getByLabel("Nome").fill("Giulia Rossi");
    await page.getByLabel("E-mail").fill(`${uniqueId()}@example.com`);
    await page.getByLabel("Oggetto").fill("Piano annuale");
    await page.getByLabel("Messaggio", { exact: true }).fill("Come passo al piano annuale?");
    await page.getByRole("button", { name: "Invia il messaggio" }).click();
    await expect(page.getByText("Grazie, abbiamo ricevuto il tuo messaggio.")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/help");
  });

  test("over HTTP: 400 for bad input, the honeypot answered like a success, 429 after 3 messages from one address", async ({ request }) => {
    const email = `${uniqueId()}@example.com`;
    const fields = { name: "Bot", email, subject: "Hello", message: "A message long enough to pass.", website: "" };
    const post = (form: Record<string, string>) => request.post("/support", { form, maxRedirects: 0 });
    expect((await post({ ...fields, email: "nope" })).status()).toBe(400);
    const trap = await post({ ...fields, email: `${uniqueId()}@example.com`, website: "https://spam.example" });
    expect(trap.status()).toBe(303);
    expect(trap.headers()["location"]).toBe("/support");
    for (let i = 0; i < 3; i++) expect((await post(fields)).status()).toBe(303);
    const refused = await post(fields);
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Hai inviato troppi messaggi. Riprova tra 60 minuti.");
  });
});

test.describe("operators", () => {
  test("/test tells a visitor only that the instance is ok; /healthz answers 200 with a small JSON", async ({ page, request }) => {
    await page.goto("/test?lang=en");
    await expect(page.getByTestId("instance-status")).toHaveText("ok");
    await expect(page.getByTestId("instance-details")).toHaveCount(0);
    await expect(page.getByText("Details are shown to administrators only.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/embedded|SMTP|migration/i);
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(health.headers()["cache-control"]).toBe("no-store");
    expect(await health.json()).toEqual({ status: "ok", database: "ok", version: expect.any(String) });
  });

  test("sitemap.xml lists the public pages, robots.txt points at it", async ({ request, baseURL }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/", "/download", "/help", "/app-guide", "/support", "/terms", "/privacy", "/safety"])
      expect(xml).toContain(`<loc>${new URL(path, baseURL).href}</loc>`);
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
  });

  test("the manifest and its icons are served", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.display).toBe("standalone");
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toContain(icon.type === "image/png" ? "image/png" : "image/svg+xml");
    }
  });
});

test.describe("offline", () => {
  test("once the service worker is active, a page opened offline shows the crisis lines to call", async ({ page, context, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the service worker is registered by the app's JavaScript");
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page that registered it is not controlled until it reloads (the worker claims clients when it activates).
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    try {
      await page.goto("/chat");
      await expect(page.getByRole("heading", { level: 1, name: "Sei offline" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Chiama 112" })).toHaveAttribute("href", "tel:112");
      await expect(page.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
      await expect(page.getByRole("link", { name: "Chiama 02 2327 2327" })).toHaveAttribute("href", "tel:+390223272327");
      await expectNoSeriousAxeViolations(page, "/offline page served by the service worker");
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe("payments off (no Stripe keys, this server)", () => {
  test("the plan pages show the plans as information and say plainly that subscribing is not available (issue 25 item 6)", async ({ page }) => {
    await signUpViaApi(page);
    for (const [path, lang, text] of [
      ["/premium", "it", "Su questo server non è possibile abbonarsi"],
      ["/subscription", "en", "Subscribing is not available on this server"],
      ["/simple-payment", "it", "Su questo server non è possibile abbonarsi"],
      ["/simple-payment", "en", "Subscribing is not available on this server"],
    ] as const) {
      await page.goto(`${path}?lang=${lang}`);
      const plans = page.getByTestId("plans-info");
      await expect(plans.getByRole("listitem")).toHaveCount(path === "/simple-payment" ? 2 : 4);
      await expect(page.getByTestId("payments-off")).toContainText(text);
      // No form that cannot be sent: no plan to pick, no discount box.
      await expect(page.getByRole("main").getByRole("radio")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("combobox")).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
    }
  });
});
