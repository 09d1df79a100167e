/**
 * The strings on the server, and the part of them a page sends to the browser
 * (docs/decisions/0010-translations-per-route.md). The server holds both languages in full; a
 * browser receives only its language and only the namespaces of the routes it shows: the root
 * loader sends the layout's ({@link ROOT_NAMESPACES}), each route loader its own and its page title, and the root
 * component adds them to i18next before the page renders (utils/route-translations.ts).
 */
import type { Namespace, Translation } from "~/locales/it";
import type { Locale } from "./i18n";
import { detectLocale, resources } from "./locale.server";
import type { MetaPage } from "./meta";

/** What the layout of every page needs (header, footer, trial banner, toasts, error screens). */
export const ROOT_NAMESPACES = ["app", "nav", "language", "footer", "plan", "toast", "errors"] as const satisfies readonly Namespace[];

/**
 * The page titles the root sends: the default and the not-found page's (an error screen has no
 * route data of its own). Every other page's title comes with its own loader's strings, so the
 * document does not grow with each page the app adds.
 */
export const ROOT_META_PAGES = ["default", "notFound"] as const satisfies readonly MetaPage[];

/** Some namespaces of one language (`{ chat: {…}, crisisCard: {…} }`), and some pages' titles. */
export type TranslationBundle = Partial<Omit<Translation, "meta">> & { meta?: Partial<Translation["meta"]> };

/** The namespaces `namespaces` of `locale`, with the titles of `metaPages`. */
export function pickNamespaces(locale: Locale, namespaces: readonly Namespace[], metaPages: readonly MetaPage[] = []): TranslationBundle {
  const all = resources[locale].translation;
  const bundle: TranslationBundle = Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
  if (metaPages.length > 0) bundle.meta = Object.fromEntries(metaPages.map((page) => [page, all.meta[page]]));
  return bundle;
}

/** The layout's strings in `locale`, sent by the root loader. */
export function rootTranslations(locale: Locale): { locale: Locale; bundle: TranslationBundle } {
  return { locale, bundle: pickNamespaces(locale, ROOT_NAMESPACES, ROOT_META_PAGES) };
}

/**
 * The request's language and the namespaces a route loader sends with its data, with the page's
 * title when it has its own (`meta`, read by utils/meta.ts `pageMeta`):
 * `json({ …, i18n: await routeTranslations(request, ["chat"], { meta: "chat" }) })`.
 */
export async function routeTranslations(
  request: Request,
  namespaces: readonly Namespace[],
  options: { meta?: MetaPage } = {},
): Promise<{ locale: Locale; bundle: TranslationBundle }> {
  const locale = await detectLocale(request);
  return { locale, bundle: pickNamespaces(locale, namespaces, options.meta ? [options.meta] : []) };
}

/** `translations` with the crisis card's strings added (the root sends them when a saved text was flagged). */
export function withCrisisCard(translations: { locale: Locale; bundle: TranslationBundle }): { locale: Locale; bundle: TranslationBundle } {
  return { locale: translations.locale, bundle: { ...translations.bundle, ...pickNamespaces(translations.locale, ["crisisCard"]) } };
}
