/**
 * In the browser, the strings each matched route's loader sent (`data.i18n`, from
 * utils/translations.server.ts) are added to i18next while the root renders, before any page
 * component asks for them, so a page never shows a raw key, with JavaScript or without
 * (docs/decisions/0010-translations-per-route.md). On the server the request's i18next instance
 * already holds every string. The data of a refusal thrown by an action (utils/guards.server.ts)
 * carries the layout's strings too, because the root loader does not run when an action's error
 * reaches the root boundary of a document request.
 */
import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

interface RouteTranslations {
  locale: string;
  bundle: Record<string, unknown>;
}

function translationsOf(data: unknown): RouteTranslations | null {
  const i18n = (data as { i18n?: RouteTranslations } | null | undefined)?.i18n;
  return i18n && typeof i18n.locale === "string" && i18n.bundle && typeof i18n.bundle === "object" ? i18n : null;
}

/** Bundles already added: loader data objects stay the same until the loader runs again. */
const added = new WeakSet<object>();

/** Adds the matched routes' strings (and a refusal's) to the browser's i18next (idempotent, synchronous). */
export function useRouteTranslations(): void {
  const matches = useMatches();
  const error = useRouteError();
  const { i18n } = useTranslation();
  if (typeof document === "undefined") return;
  const sources = matches.map((match) => match.data);
  if (isRouteErrorResponse(error)) sources.push(error.data);
  for (const data of sources) {
    const translations = translationsOf(data);
    if (!translations || added.has(translations.bundle)) continue;
    i18n.addResourceBundle(translations.locale, "translation", translations.bundle, true, true);
    added.add(translations.bundle);
  }
}
