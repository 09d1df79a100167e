/**
 * The page the service worker (public/sw.js) shows when a navigation fails for want of a network
 * (issue 15 item 4; decision record 0028): the crisis lines of `crisisResources` as tap-to-call
 * links and the grounding steps of /safety, in Italian and in English on one page (the worker
 * caches it once, for whoever is offline). Self-contained: inline styles, no script, no image, no
 * request of its own, so it renders from the cache alone.
 */
import { crisisResources } from "~/services/ai/crisis-reply";
import { SUPPORTED_LOCALES, type Locale } from "~/utils/i18n";
import { getFixedTranslation } from "~/utils/locale.server";

/** Escapes text for HTML element content and double-quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f7f4ef;--surface:#fff;--text:#1f2a27;--muted:#4d5b57;--primary:#23695b;--on-primary:#fff;--border:#d9dfdb;--danger:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#141a19;--surface:#1c2422;--text:#e8efec;--muted:#b4c2bd;--primary:#6cc3ae;--on-primary:#0d1f1a;--border:#33413d;--danger:#ffb4ab}}
body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
section+section{margin-top:2.5rem;border-top:1px solid var(--border);padding-top:1.5rem}
h1{font-size:1.8rem;line-height:1.25;margin:0 0 .5rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.emergency{border-left:4px solid var(--danger);padding:.75rem 1rem;background:var(--surface);border-radius:8px;font-weight:700}
ul{list-style:none;padding:0;display:grid;gap:.75rem}
li{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:.75rem 1rem}
.name{font-weight:700;display:block}.note{color:var(--muted);display:block;margin:.25rem 0 .5rem}
a.call{display:inline-block;min-height:44px;line-height:44px;padding:0 1.1rem;border-radius:999px;background:var(--primary);color:var(--on-primary);font-weight:700;text-decoration:none}
a{color:var(--primary)}ol{padding-left:1.25rem}
`;

async function section(locale: Locale): Promise<string> {
  const t = await getFixedTranslation(locale);
  const lines = crisisResources(locale).hotlines;
  const grounding = t("safety.grounding", { returnObjects: true }) as readonly string[];
  return `<section lang="${locale}" aria-labelledby="offline-${locale}">
<h1 id="offline-${locale}">${escapeHtml(t("download.offline.title"))}</h1>
<p>${escapeHtml(t("download.offline.lead"))}</p>
<p class="emergency">${escapeHtml(t("download.offline.emergency"))}</p>
<h2>${escapeHtml(t("download.offline.linesTitle"))}</h2>
<ul>${lines
    .map(
      (h) =>
        `<li><span class="name">${escapeHtml(h.name)}</span><span class="note">${escapeHtml(h.note)}</span><a class="call" href="${escapeHtml(h.tel)}">${escapeHtml(t("download.offline.call"))} ${escapeHtml(h.number)}</a></li>`,
    )
    .join("")}</ul>
<h2>${escapeHtml(t("safety.groundingTitle"))}</h2>
<ol>${grounding.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>
<p><a href="/">${escapeHtml(t("download.offline.retry"))}</a></p>
</section>`;
}

/**
 * The offline page's HTML: Italian first (the default language), then English.
 * @returns a complete document (UTF-8), about 6 KB.
 */
export async function offlinePageHtml(): Promise<string> {
  const sections = await Promise.all(SUPPORTED_LOCALES.map(section));
  return `<!doctype html>
<html lang="it" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#2f7d6d"><title>Respiro · Offline</title><style>${STYLE}</style></head>
<body><main>${sections.join("\n")}</main></body></html>`;
}

/** The CSP of the offline page: nothing but its own inline styles (no script at all). */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
