/**
 * CSRF defences for state changes (OWASP CSRF Prevention Cheat Sheet: "Verifying Origin with
 * standard headers", "Fetch Metadata"): every state change is a POST, cookies are SameSite=Lax,
 * a non-GET request from another site is refused, and JSON endpoints require application/json.
 * The answers to refused requests are built in utils/guards.server.ts.
 */
import { json } from "@remix-run/node";
import { configuredOrigin, isHttps } from "./env.server";

/** The origin this app is served at: APP_URL, else the request's Host with its scheme. */
export function expectedOrigin(request: Request): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const url = new URL(request.url);
  const host = request.headers.get("Host") ?? url.host;
  return `${isHttps(request) ? "https" : "http"}://${host}`;
}

/** True when `origin` (an origin string such as "https://example.org") is this app's own. */
export function isOwnOrigin(request: Request, origin: string): boolean {
  return origin === expectedOrigin(request) || origin === new URL(request.url).origin;
}

/**
 * True when a non-safe request comes from another site: `Sec-Fetch-Site: cross-site`, an Origin
 * of "null" (sandboxed frame, data: URL), or any other Origin than the app's own, malformed ones
 * included. Without an Origin the Referer decides the same way (OWASP CSRF Prevention Cheat
 * Sheet, "Identifying the source origin": a foreign or malformed Referer is cross-site); a
 * request with neither (non-browser clients) passes, and SameSite=Lax still withholds the cookie
 * cross-site.
 */
export function isCrossSite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (!origin) {
    const referer = request.headers.get("Referer");
    if (!referer) return false;
    return !URL.canParse(referer) || !isOwnOrigin(request, new URL(referer).origin);
  }
  if (origin === "null") return true;
  return !isOwnOrigin(request, origin);
}

/** True for the content types of an HTML form: `application/x-www-form-urlencoded` and `multipart/form-data`. */
export function isFormContentType(type: string | null): boolean {
  return /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type ?? "");
}

/** True for a JSON content type (`application/json`, with or without parameters). */
export function isJsonContentType(type: string | null): boolean {
  return /^\s*application\/json\s*(;|$)/i.test(type ?? "");
}

/**
 * Reads a JSON body, or throws a 400 JSON answer when it is not valid JSON.
 * @throws Response 400 `{ success: false, error: "invalid_json" }`.
 */
export async function readJsonBody(request: Request, message: string): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw json({ success: false, error: "invalid_json", message }, { status: 400 });
  }
}
