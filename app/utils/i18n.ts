/** i18n settings shared by server and browser (spec §1, §2, §9: it default, en supported). */
import en from "~/locales/en";
import it from "~/locales/it";

export const SUPPORTED_LOCALES = ["it", "en"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";

export const resources = { it: { translation: it }, en: { translation: en } } as const;

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "translation",
  interpolation: { escapeValue: false },
} as const;

/** Narrows any string to a supported locale, or null. */
export function asLocale(value: string | null | undefined): Locale | null {
  return value === "it" || value === "en" ? value : null;
}

/** BCP 47 tag for Intl in a locale (dates, numbers, prices). */
export function intlTag(locale: Locale): string {
  return locale === "it" ? "it-IT" : "en-GB";
}
