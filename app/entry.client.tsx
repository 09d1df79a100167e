/** Browser entry: i18next with the bundled resources, language from <html lang>. */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { asLocale, DEFAULT_LOCALE, i18nConfig, resources } from "~/utils/i18n";

async function hydrate() {
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE,
    resources,
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
