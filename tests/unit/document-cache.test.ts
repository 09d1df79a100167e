/** Which documents the server may serve again without rendering (utils/document-cache.server.ts). */
import type { EntryContext } from "@remix-run/node";
import { cachedDocument, clearDocumentCache, documentCacheKey, rememberDocument } from "~/utils/document-cache.server";

const context = (state: Record<string, unknown> = {}, isSpaMode = false) =>
  ({
    isSpaMode,
    staticHandlerContext: { loaderData: { root: { user: null } }, errors: null, actionData: null, activeDeferreds: null, ...state },
  }) as unknown as EntryContext;
const get = (url = "http://respiro.test/") => new Request(url);

describe("document cache", () => {
  afterEach(() => clearDocumentCache());

  it("keys a page by URL, language and loader data, so different data is never the same page", () => {
    const key = documentCacheKey(get(), { locale: "it", status: 200, context: context() });
    expect(key).toBeTruthy();
    expect(documentCacheKey(get(), { locale: "it", status: 200, context: context() })).toBe(key);
    expect(documentCacheKey(get(), { locale: "en", status: 200, context: context() })).not.toBe(key);
    expect(documentCacheKey(get("http://respiro.test/?lang=it"), { locale: "it", status: 200, context: context() })).not.toBe(key);
    const signedIn = context({ loaderData: { root: { user: { id: 1, username: "ada" } } } });
    expect(documentCacheKey(get(), { locale: "it", status: 200, context: signedIn })).not.toBe(key);
  });

  it("never keeps errors, action results, deferred data, other statuses or other methods", () => {
    const none = (request: Request, status: number, ctx: EntryContext) => documentCacheKey(request, { locale: "it", status, context: ctx });
    expect(none(new Request("http://respiro.test/", { method: "POST" }), 200, context())).toBeNull();
    expect(none(get(), 404, context())).toBeNull();
    expect(none(get(), 200, context({ errors: { root: new Error("x") } }))).toBeNull();
    expect(none(get(), 200, context({ actionData: { "routes/login": { ok: false } } }))).toBeNull();
    expect(none(get(), 200, context({ activeDeferreds: { "routes/chat": {} } }))).toBeNull();
    expect(none(get(), 200, context({}, true))).toBeNull();
  });

  it("serves a remembered page with the new response's nonce in every place of the old one", () => {
    rememberDocument("k", '<script nonce="OLD">a</script><script nonce="OLD">b</script>', "OLD");
    expect(cachedDocument("k", "NEW")).toBe('<script nonce="NEW">a</script><script nonce="NEW">b</script>');
    expect(cachedDocument("other", "NEW")).toBeNull();
  });
});
