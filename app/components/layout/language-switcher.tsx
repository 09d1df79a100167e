/**
 * EN / IT buttons at the top right of every page, in the header row (spec §2). A plain POST form: it works
 * without JavaScript, stores the choice in a cookie and comes back to the same page.
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SUPPORTED_LOCALES } from "~/utils/i18n";

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language;
  const params = new URLSearchParams(location.search);
  params.delete("lang");
  const search = params.toString();
  const redirectTo = location.pathname + (search ? `?${search}` : "") + location.hash;
  return (
    <Form method="post" action="/set-language" className="lang-switcher" aria-label={t("language.label")} preventScrollReset>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {SUPPORTED_LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="lang"
          value={locale}
          lang={locale}
          aria-pressed={current === locale}
          // The visible code starts the accessible name (WCAG 2.5.3 Label in Name).
          aria-label={`${locale.toUpperCase()}: ${t("language.switchTo", { language: t(`language.${locale}`) })}`}
          className="lang-button"
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </Form>
  );
}
