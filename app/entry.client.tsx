/**
 * Browser entry: i18next in the language of <html lang>, with no strings yet: the root adds the
 * ones the matched routes sent (utils/route-translations.ts) before the page renders.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { asLocale, DEFAULT_LOCALE, i18nConfig } from "~/utils/i18n";

async function hydrate() {
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE,
    resources: {},
    partialBundledLanguages: true,
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
