/**
 * Server entry: the language's i18next instance, a fresh CSP nonce per document and the security
 * headers (docs/architecture.md "How a request flows"). Browsers and proxies never cache a document
 * (no-store: it carries a nonce and often personal data, ASVS 5.0 14.3.2); the server keeps the
 * rendered HTML of pages whose inputs repeat (utils/document-cache.server.ts).
 */
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "~/utils/csp.server";
import { getEnv, isDevelopment, isHttps } from "~/utils/env.server";
import { stripeFormTargets } from "~/services/stripe.server";
import { detectLocale, i18nFor } from "~/utils/locale.server";
import { NonceProvider } from "~/utils/nonce";
// Importing it also installs the process guard (docs/architecture.md "The AI companion").
import { describeEscapedError } from "~/utils/process-guard.server";
import { deferOriginCheckToGuards } from "~/utils/remix-origin-check.server";
import { getDb } from "~/db.server";
import { limitHeapGrowth } from "~/utils/heap.server";
import { startupSummary } from "~/utils/startup-summary.server";
import { cachedDocument, documentCacheKey, rememberDocument } from "~/utils/document-cache.server";

const ABORT_DELAY = 5_000;

// A foreign Origin on a document POST gets the guards' 403 page instead of Remix's bare 500
// (app/utils/remix-origin-check.server.ts).
if (!deferOriginCheckToGuards()) console.warn("[startup] Remix's own Origin check was not found: a cross-site document POST may answer 500");

// The heap is collected before it grows far past what the server holds (decision record 0043).
limitHeapGrowth();

// The configuration is checked when the server starts: a bad value stops it with a message that
// names the variable (README "Configuration").
try {
  getEnv();
  // What it runs on, one line each, nothing secret (issue 25 item 12).
  for (const line of startupSummary()) console.info(line);
} catch (error) {
  console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The database is created and migrated when the server starts (README "Quick start"), so the
// first visitor does not wait for it and a failed migration stops the start instead of a request.
getDb().catch((error: unknown) => {
  console.error(`[db] migration failed at start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = createNonce();
  const locale = await detectLocale(request);
  const instance = await i18nFor(locale);

  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, { dev: isDevelopment(), formTargets: stripeFormTargets() }));
  applySecurityHeaders(responseHeaders, { https: isHttps(request) });
  responseHeaders.set("Cache-Control", "no-store");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.append("Vary", "Cookie, Accept-Language");

  // A document rendered before from the same URL, language and loader data is served again with
  // this response's nonce (utils/document-cache.server.ts): the render is skipped, not the loaders.
  const cacheKey = isDevelopment() ? null : documentCacheKey(request, { locale, status: responseStatusCode, context: remixContext });
  const cached = cacheKey ? cachedDocument(cacheKey, nonce) : null;
  if (cached) return new Response(cached, { headers: responseHeaders, status: responseStatusCode });

  // A document to remember is rendered whole first; others stream from the shell on (bots and SPA
  // mode wait for everything, as Remix's default entry does).
  const waitForAll = cacheKey !== null || isbot(request.headers.get("user-agent") || "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          if (cacheKey) {
            const chunks: Buffer[] = [];
            body.on("data", (chunk: Buffer) => chunks.push(chunk));
            body.on("end", () => {
              clearTimeout(timer);
              const html = Buffer.concat(chunks).toString("utf8");
              if (!failed) rememberDocument(cacheKey, html, nonce);
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
          } else {
            body.on("end", () => clearTimeout(timer));
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          }
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(`[render] ${describeEscapedError(error)}`);
        },
      },
    );
    // The render callbacks run after this line (React starts rendering on a later tick).
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

/** Data and resource responses get the same hardening headers (no HTML, so no CSP nonce needed). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applySecurityHeaders(response.headers, { https: isHttps(request) });
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

/**
 * Logs what went wrong on the server. A client's bad request is not a server error and is not
 * logged: a thrown Response, and the router's own 4xx answers (no route for `?_data`, a method
 * the route does not take), which reach here with a stack trace; the access log has their line.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (error instanceof Response && error.status < 500) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Log the error itself, never the request body (it may hold health data or passwords), as ONE
  // line with control characters escaped: a message may quote input (OWASP ASVS 5.0 16.4.1).
  console.error(`[request] ${describeEscapedError(error)}`);
}
