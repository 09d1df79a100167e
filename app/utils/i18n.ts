/** i18n settings shared by server and browser (spec §1, §2, §9: it default, en supported). */
import type { ParseKeys } from "i18next";

export const SUPPORTED_LOCALES = ["it", "en"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "it";

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "translation",
  interpolation: { escapeValue: false },
  // Keys are "namespace.key" paths in the one "translation" namespace: no "ns:key" syntax to look
  // for, which also spares i18next its per-call guess of whether a key is a path or a sentence.
  nsSeparator: false,
  keySeparator: ".",
} as const;

/** A translation key the compiler checks, e.g. "chat.title" (app/i18next.d.ts declares the resources). */
export type TranslationKey = ParseKeys<"translation">;

/** Any `t` function, fixed to a language or from react-i18next. */
type AnyT = (key: never, options?: never) => string;

/**
 * Translates a key known only at run time (a zod message, a server error key, a toast title from
 * a cookie): the one place where a key escapes the compiler's check. Unknown keys come back as
 * themselves, as i18next does.
 */
export function translateKey(t: AnyT, key: string, values?: Record<string, unknown>): string {
  return (t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, values);
}

/** Narrows any string to a supported locale, or null. */
export function asLocale(value: string | null | undefined): Locale | null {
  return value === "it" || value === "en" ? value : null;
}

/** BCP 47 tag for Intl in a locale (dates, numbers, prices). */
export function intlTag(locale: Locale): string {
  return locale === "it" ? "it-IT" : "en-GB";
}

/**
 * The Intl tag for a language code as react-i18next reports it ("en" → "en-GB", anything unknown
 * → Italian's): every page, the admin's included, writes "26 Nov 2026" in English (issue 25 item 10).
 */
export function intlTagFor(language: string | null | undefined): string {
  return intlTag(asLocale(language) ?? DEFAULT_LOCALE);
}
