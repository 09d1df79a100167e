/**
 * Security headers of documents. The raw HTML is read with the request API: browsers hide
 * nonces from the DOM.
 */
import { expect, test } from "./fixtures";
import { PASSWORD } from "./helpers";

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));
}

test.describe("security headers", () => {
  test("the home page has a strict nonce CSP, nosniff and no-store, and every script carries the nonce", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const headers = response.headers();

    const csp = headers["content-security-policy"];
    expect(csp, "Content-Security-Policy header").toBeTruthy();
    const scriptSrc = directive(csp, "script-src");
    expect(scriptSrc, `script-src in ${csp}`).toBeTruthy();
    expect(scriptSrc).toContain("'nonce-");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'none'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc!)?.[1];
    expect(nonce, "nonce value").toBeTruthy();
    expect(nonce!.length).toBeGreaterThanOrEqual(16);

    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toMatch(/\bno-store\b/);

    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length, "the page has scripts").toBeGreaterThan(0);
    for (const tag of scripts) {
      expect(tag, "every <script> carries the response's nonce").toContain(`nonce="${nonce}"`);
    }

    // A fresh nonce for every response.
    const again = await request.get("/");
    const nonce2 = /'nonce-([^']+)'/.exec(again.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce2).toBeTruthy();
    expect(nonce2).not.toBe(nonce);
    // The server may serve the same page again without rendering it (utils/document-cache.server.ts):
    // the HTML still carries this response's nonce, and the earlier one nowhere.
    const html2 = await again.text();
    for (const tag of html2.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toContain(`nonce="${nonce2}"`);
    expect(html2).not.toContain(nonce!);
  });

  test("a page rendered from one person's data never reaches another person or a visitor", async ({ playwright, baseURL }) => {
    const people = ["Ada", "Bruno"].map((name) => ({ name, id: `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` }));
    const contexts = [];
    for (const person of people) {
      const context = await playwright.request.newContext({ baseURL });
      const res = await context.post("/api/auth/register", {
        data: {
          username: person.id,
          email: `${person.id}@example.test`,
          fullName: `${person.name} Rossi`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptTerms: true,
          acceptHealthData: true,
          skipLaunchCode: true,
        },
      });
      expect(res.status()).toBe(201);
      contexts.push(context);
    }
    const visitor = await playwright.request.newContext({ baseURL });
    // Each asks twice, in turns, so any remembered page would be served to the next one.
    for (let round = 0; round < 2; round++) {
      for (const [index, context] of contexts.entries()) {
        const html = await (await context.get("/")).text();
        expect(html).toContain(`${people[index].name} Rossi`);
        expect(html).not.toContain(`${people[1 - index].name} Rossi`);
      }
      const anonymous = await (await visitor.get("/")).text();
      expect(anonymous).not.toMatch(/(Ada|Bruno) Rossi/);
    }
    for (const context of [...contexts, visitor]) await context.dispose();
  });
});
