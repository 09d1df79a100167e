/**
 * Per-route <title>, description and keywords (spec §2: /, /chat, /exercises, /meditations and
 * /subscription have their own; other routes get a default), in the current language.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { asLocale, DEFAULT_LOCALE, resources, type Locale } from "./i18n";

export type MetaPage = keyof (typeof resources)["it"]["translation"]["meta"];

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The locale the root loader chose, from a meta function's `matches`. */
export function rootLocale(matches: readonly MatchLike[] | undefined): Locale {
  const root = matches?.find((m) => m.id === "root")?.data as { locale?: string } | undefined;
  return asLocale(root?.locale) ?? DEFAULT_LOCALE;
}

/** Meta tags for `page` in the locale the root loader chose. */
export function pageMeta(matches: readonly MatchLike[] | undefined, page: MetaPage = "default", titleOverride?: string): MetaDescriptor[] {
  const locale = rootLocale(matches);
  const meta = resources[locale].translation.meta;
  const entry = meta[page] ?? meta.default;
  const title = titleOverride ? `${titleOverride} · Respiro` : entry.title;
  return [
    { title },
    { name: "description", content: entry.description },
    { name: "keywords", content: entry.keywords },
    { property: "og:title", content: title },
    { property: "og:description", content: entry.description },
  ];
}
