/**
 * The e2e `test`: Playwright's, with a guard that fails any test in which the browser reported an
 * uncaught error (`pageerror`) or a `console.error` (docs/architecture.md "Tests": a route module that could
 * not load once made urgent help unreachable). A 4xx answer that a test provokes on purpose (a
 * 404 page, a 429 at the daily limit) makes Chromium log "Failed to load resource"; that alone is
 * allowed here, and a test may name the errors it provokes (`expectedBrowserErrors`), while the link crawl (crawl.spec.ts) allows nothing at all.
 */
import { expect, test as base } from "@playwright/test";

/** Chromium's console line for an HTTP error answer to a request of the page. */
export const CLIENT_ERROR_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export const test = base.extend<{ browserErrors: string[]; expectedBrowserErrors: string; allowClientErrorResources: boolean }>({
  /**
   * A regular expression (its source; empty for none) for browser errors a test provokes on
   * purpose, such as the deliberate render error of /test?crash=render.
   */
  expectedBrowserErrors: ["", { option: true }],
  /** Whether a 4xx resource line is allowed (the link crawl allows none). */
  allowClientErrorResources: [true, { option: true }],
  browserErrors: [
    async ({ page, expectedBrowserErrors, allowClientErrorResources }, use) => {
      const errors: string[] = [];
      const pattern = expectedBrowserErrors ? new RegExp(expectedBrowserErrors) : null;
      const expected = (text: string) => pattern?.test(text) ?? false;
      page.on("pageerror", (error) => {
        if (!expected(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() !== "error" || expected(text) || (allowClientErrorResources && CLIENT_ERROR_RESOURCE.test(text))) return;
        errors.push(`console.error: ${text}`);
      });
      await use(errors);
      expect(errors, "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
