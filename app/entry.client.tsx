/**
 * Browser entry: a translator in the language of <html lang>, with no strings yet: the root adds
 * the ones the matched routes sent (utils/route-translations.ts) before the page renders. The
 * translator is utils/i18n-client.ts, not i18next, to keep i18next's 14 KB gzip off every page's
 * first load (issue 17); the server renders with i18next, and both give the same strings.
 */
import { RemixBrowser } from "@remix-run/react";
import type { i18n as I18n } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { asLocale, DEFAULT_LOCALE, i18nConfig } from "~/utils/i18n";
import { createClientI18n } from "~/utils/i18n-client";

// A key without its string is a bug (the route did not send its namespace): say so where tests look.
const i18n = createClientI18n(asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE, i18nConfig.fallbackLng, {
  onMissingKey: (key, language) => console.error(`Missing translation: ${key} (${language})`),
});

// Hydration starts in a task of its own, after the one that evaluated the modules: two shorter
// tasks instead of one long one, so a tap or key press in between is answered sooner (Lighthouse's
// Total Blocking Time counts each task's time past 50 ms).
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n as unknown as I18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}, 0);
