/* global self, caches */
/*
 * Respiro's service worker (issue 15 item 4; docs/decisions/0028-service-worker-scope-and-caching.md).
 * Scope "/". What it does, and nothing else:
 *  - at install, caches the offline page (/offline: crisis lines with tap-to-call links, both
 *    languages; self-contained, no script or image);
 *  - a page navigation (GET) goes to the network as always; only when the network fails does it
 *    answer with the cached offline page. Pages are never cached: they are personal (no-store);
 *  - the compiled assets under /build/ (content-hashed file names, immutable) are served cache-first
 *    and cached on first use, at most MAX_BUILD_ENTRIES of them;
 *  - every other request (data requests, forms, /api, /healthz…) is not touched.
 * Bump VERSION when this file's rules change: the new worker then drops the old caches.
 */
const VERSION = "v1";
const SHELL_CACHE = `respiro-shell-${VERSION}`;
const BUILD_CACHE = `respiro-build-${VERSION}`;
const OFFLINE_URL = "/offline";
const MAX_BUILD_ENTRIES = 120;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith("respiro-") && key !== SHELL_CACHE && key !== BUILD_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL);
  return cached || new Response("Offline. Emergency: 112 / 999 / 911.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

async function fromBuildCache(request) {
  const cache = await caches.open(BUILD_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_BUILD_ENTRIES))) await cache.delete(old);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (url.pathname.startsWith("/build/")) {
    event.respondWith(fromBuildCache(request));
  }
});
