/**
 * Per-route <title>, description and keywords (spec §2: /, /chat, /exercises, /meditations and
 * /subscription have their own; other routes get a default), in the current language.
 */
import type { MetaDescriptor } from "@remix-run/node";
import type { Translation } from "~/locales/it";

export type MetaPage = keyof Translation["meta"];

interface MatchLike {
  id: string;
  data?: unknown;
}

type MetaEntry = Translation["meta"][MetaPage];

/** The entry of `page` among the "meta" strings the matched loaders sent. */
function metaEntry(matches: readonly MatchLike[], page: MetaPage): MetaEntry | undefined {
  for (const match of matches) {
    const meta = (match.data as { i18n?: { bundle?: { meta?: Partial<Record<MetaPage, MetaEntry>> } } } | undefined)?.i18n?.bundle?.meta;
    if (meta?.[page]) return meta[page];
  }
  return undefined;
}

/**
 * Meta tags for `page` in the locale the loaders chose. The page's title comes with its own
 * loader's strings (`routeTranslations(request, […], { meta: page })`), the default from the
 * root's (utils/translations.server.ts ROOT_META_PAGES); just "Respiro" when the root loader failed.
 */
export function pageMeta(matches: readonly MatchLike[] | undefined, page: MetaPage = "default", titleOverride?: string): MetaDescriptor[] {
  const entry = metaEntry(matches ?? [], page) ?? metaEntry(matches ?? [], "default");
  if (!entry) return titleOverride ? [{ title: `${titleOverride} · Respiro` }] : [{ title: "Respiro" }];
  const title = titleOverride ? `${titleOverride} · Respiro` : entry.title;
  return [
    { title },
    { name: "description", content: entry.description },
    { name: "keywords", content: entry.keywords },
    { property: "og:title", content: title },
    { property: "og:description", content: entry.description },
  ];
}
