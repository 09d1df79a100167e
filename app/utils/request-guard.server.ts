/**
 * CSRF defences for state changes (OWASP CSRF Prevention Cheat Sheet: "Verifying Origin with
 * standard headers", "Fetch Metadata"): every state change is a POST, cookies are SameSite=Lax,
 * a non-GET request from another site is refused, and JSON endpoints require application/json.
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

/** True when a non-safe request comes from another site (Origin mismatch or Sec-Fetch-Site: cross-site). */
export function isCrossSite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (!origin) return false; // non-browser clients; SameSite=Lax still withholds the cookie cross-site
  if (origin === "null") return true;
  return origin !== expectedOrigin(request) && origin !== new URL(request.url).origin;
}

/**
 * Guard for HTML form actions.
 * @throws Response 403 for cross-site requests, 405 for methods other than POST.
 */
export function guardFormAction(request: Request): void {
  if (request.method !== "POST") throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  if (isCrossSite(request)) throw new Response("Forbidden: cross-site request", { status: 403 });
}

/**
 * Guard for JSON API state changes.
 * @throws Response 403 (cross-site), 405 (not POST) or 415 (not application/json) with a JSON body.
 */
export function guardJsonAction(request: Request, messages: { forbidden: string; unsupported: string }): void {
  if (request.method !== "POST") throw json({ success: false, error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
  if (isCrossSite(request)) throw json({ success: false, error: "forbidden", message: messages.forbidden }, { status: 403 });
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw json({ success: false, error: "unsupported_media_type", message: messages.unsupported }, { status: 415 });
  }
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
