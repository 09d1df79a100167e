/**
 * The strings on the server, and the part of them a page sends to the browser
 * (docs/decisions/0010-translations-per-route.md). The server holds both languages in full; a
 * browser receives only its language and only the namespaces of the routes it shows: the root
 * loader sends the layout's ({@link ROOT_NAMESPACES}), each route loader its own, and the root
 * component adds them to i18next before the page renders (utils/route-translations.ts).
 */
import type { Namespace, Translation } from "~/locales/it";
import type { Locale } from "./i18n";
import { detectLocale, resources } from "./locale.server";

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
