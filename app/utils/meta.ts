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

/**
 * Meta tags for `page` in the locale the root loader chose, from the "meta" strings it sent
 * (utils/translations.server.ts ROOT_NAMESPACES); none when the root loader failed.
 */
export function pageMeta(matches: readonly MatchLike[] | undefined, page: MetaPage = "default", titleOverride?: string): MetaDescriptor[] {
  const root = matches?.find((m) => m.id === "root")?.data as { i18n?: { bundle?: Partial<Translation> } } | undefined;
  const meta = root?.i18n?.bundle?.meta;
  if (!meta) return titleOverride ? [{ title: `${titleOverride} · Respiro` }] : [{ title: "Respiro" }];
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
