/**
 * The strings on the server, and the part of them a page sends to the browser
 * (docs/decisions/0010-translations-per-route.md). The server holds both languages in full; a
 * browser receives only its language and only the namespaces of the routes it shows: the root
 * loader sends the layout's ({@link ROOT_NAMESPACES}), each route loader its own, and the root
 * component adds them to i18next before the page renders (utils/route-translations.ts).
 */
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "~/locales/en";
import it, { type Namespace, type Translation } from "~/locales/it";
import { i18nConfig, SUPPORTED_LOCALES, type Locale } from "./i18n";
import { detectLocale } from "./locale.server";

/** Both languages in full, for i18next on the server. */
export const resources = { it: { translation: it }, en: { translation: en } } as const;

/** What the layout of every page needs (header, footer, trial banner, toasts, error screens, titles). */
export const ROOT_NAMESPACES = ["app", "meta", "nav", "language", "footer", "plan", "toast", "errors"] as const satisfies readonly Namespace[];

/** Some namespaces of one language: `{ chat: {…}, crisisCard: {…} }`. */
export type TranslationBundle = Partial<Translation>;

/** The namespaces `namespaces` of `locale`. */
export function pickNamespaces(locale: Locale, namespaces: readonly Namespace[]): TranslationBundle {
  const all = resources[locale].translation;
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as TranslationBundle;
}

/**
 * The request's language and the namespaces a route loader sends with its data
 * (`json({ …, i18n: await routeTranslations(request, ["chat"]) })`).
 */
export async function routeTranslations(request: Request, namespaces: readonly Namespace[]): Promise<{ locale: Locale; bundle: TranslationBundle }> {
  const locale = await detectLocale(request);
  return { locale, bundle: pickNamespaces(locale, namespaces) };
}

const instances = new Map<Locale, Promise<I18n>>();

/**
 * An i18next instance for one document in `locale`: a clone of one initialised instance per
 * language (initialising a new instance per request cost about a tenth of the server's time).
 */
export async function i18nFor(locale: Locale): Promise<I18n> {
  let base = instances.get(locale);
  if (!base) {
    base = (async () => {
      const instance = createInstance();
      await instance.use(initReactI18next).init({ ...i18nConfig, lng: locale, resources, initImmediate: false });
      return instance;
    })();
    instances.set(locale, base);
  }
  return (await base).cloneInstance({ lng: locale });
}

/** Warms the per-language instances at start. */
export function preloadTranslations(): Promise<unknown> {
  return Promise.all(SUPPORTED_LOCALES.map((locale) => i18nFor(locale)));
}
