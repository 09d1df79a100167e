/**
 * Rendered documents, remembered by what they were rendered from (docs/architecture.md "Keeping
 * pages light"; docs/decisions/0017-rendered-document-cache.md). React's server render is about
 * half of the server's work for a page, and it is a pure function of the URL, the language and
 * the loaders' data: two requests whose loaders returned the same data get the same HTML. So the
 * HTML of a successful GET is kept under a hash of those inputs and served again, with the new
 * response's CSP nonce in place of the one it was rendered with; the loaders still run on every
 * request (sessions, entitlements, counts are always current), only the render is skipped.
 *
 * The key holds everything the render reads: a page whose loader data differs (another user,
 * another count, a toast) is another key, so no person ever gets a page made for someone else's
 * data. What a component must never do, therefore, is read anything but its props, the loaders'
 * data and the language while it renders (no clock, no random numbers; docs/architecture.md).
 * Errors, action results, deferred data and other statuses are never cached, nor is anything in
 * development, where the build changes under a running server.
 */
import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { LRUCache } from "lru-cache";

/** At most this many documents (any URL, language and data) and this many bytes of HTML. */
export const DOCUMENT_CACHE_ENTRIES = 500;
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

interface RenderedDocument {
  html: string;
  /** The nonce the HTML was rendered with: replaced by each response's own. */
  nonce: string;
}

const documents = new LRUCache<string, RenderedDocument>({
  max: DOCUMENT_CACHE_ENTRIES,
  maxSize: DOCUMENT_CACHE_BYTES,
  sizeCalculation: (entry) => entry.html.length * 2 || 1,
});

/**
 * The cache key of a document, or null when it must be rendered afresh: a GET answered 200 with
 * no error, no action data and no deferred data. The key is a SHA-256 of the URL, the language
 * and the loaders' data.
 */
export function documentCacheKey(request: Request, { locale, status, context }: { locale: string; status: number; context: EntryContext }): string | null {
  if (request.method !== "GET" || status !== 200 || context.isSpaMode) return null;
  const state = context.staticHandlerContext;
  if (state.errors || state.actionData || Object.keys(state.activeDeferreds ?? {}).length > 0) return null;
  return createHash("sha256").update(locale).update("\n").update(request.url).update("\n").update(JSON.stringify(state.loaderData)).digest("base64url");
}

/** The HTML remembered under `key`, carrying `nonce`, or null. */
export function cachedDocument(key: string, nonce: string): string | null {
  const hit = documents.get(key);
  return hit ? hit.html.split(hit.nonce).join(nonce) : null;
}

/** Remembers `html`, rendered with `nonce`, under `key`. */
export function rememberDocument(key: string, html: string, nonce: string): void {
  documents.set(key, { html, nonce });
}

/** Forgets every document (tests). */
export function clearDocumentCache(): void {
  documents.clear();
}
