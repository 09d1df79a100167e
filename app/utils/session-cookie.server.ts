/**
 * The session cookie (ASVS 5.0 V3.3, V7): signed, HttpOnly, SameSite=Lax, Path=/; over HTTPS also
 * Secure with the `__Host-` prefix. It holds only the random token of a `sessions` row.
 */
import { createCookie, redirect, type Cookie } from "@remix-run/node";
import { createSession, deleteSession, getSessionUser, SESSION_ABSOLUTE_MS } from "~/models/session.server";
import type { Account } from "~/models/user.server";
import { appSecret, isHttps } from "~/utils/env.server";
import { isOwnOrigin } from "~/utils/request-guard.server";

const cookies = new Map<string, Cookie>();

/** The cookie for this request's scheme (`__Host-respiro_session` over HTTPS, `respiro_session` otherwise). */
export function sessionCookie(request: Request): Cookie {
  const secure = isHttps(request);
  const name = secure ? "__Host-respiro_session" : "respiro_session";
  let cookie = cookies.get(name);
  if (!cookie) {
    cookie = createCookie(name, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: [appSecret()],
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
    cookies.set(name, cookie);
  }
  return cookie;
}

/** The session token in the request's cookie, or null (unsigned or tampered cookies are ignored). */
export async function readSessionToken(request: Request): Promise<string | null> {
  const value = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 22 ? value : null;
}

const userCache = new WeakMap<Request, Promise<Account | null>>();

/** The signed-in user of this request, or null. Looked up once per Request. */
export function getOptionalUser(request: Request): Promise<Account | null> {
  let pending = userCache.get(request);
  if (!pending) {
    pending = readSessionToken(request).then((token) => (token ? getSessionUser({ token, now: new Date() }) : null));
    userCache.set(request, pending);
  }
  return pending;
}

/** Longest path accepted by {@link safeRedirectPath}, in characters. */
export const MAX_REDIRECT_PATH_CHARS = 2000;

/** Any control character (C0, DEL, C1), any Unicode white space (tab, CR, LF, U+3000…) and the backslash. */
const UNSAFE_IN_PATH = /[\p{Cc}\s\\]/u;

/** A base for resolving paths: only whether the origin stays the same matters, not which it is. */
const SAME_ORIGIN_BASE = "http://respiro.invalid";

/**
 * The path to send someone back to after sign-in or a language switch, if it stays on this site;
 * else `fallback` (OWASP Unvalidated Redirects and Forwards Cheat Sheet). Accepted: a string that
 * starts with "/", has no control character, white space or backslash (browsers strip tabs and
 * newlines and read a backslash as "/", so "/<TAB>/evil.example" would land on another site; a CR, LF or
 * non-Latin-1 character cannot go in a Location header at all), at most
 * {@link MAX_REDIRECT_PATH_CHARS} characters, and whose `new URL(path, origin).origin` is the
 * origin itself (no "//host", no scheme). The answer is that URL's path, query and fragment, so
 * it is exactly what was checked, percent-encoded.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > MAX_REDIRECT_PATH_CHARS || UNSAFE_IN_PATH.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SAME_ORIGIN_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN_BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith("//") ? fallback : path;
}

/**
 * The path of the page that sent `request` (its Referer), when that page is on this site; else
 * null. A missing, malformed or foreign Referer is null, never an error.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (!isOwnOrigin(request, url.origin)) return null;
  const path = safeRedirectPath(url.pathname + url.search, "");
  return path === "" ? null : path;
}

/**
 * The signed-in user, or a redirect to /login that comes back here.
 * @throws Response 302 to `/login?redirectTo=…` when nobody is signed in.
 */
export async function requireUser(request: Request): Promise<Account> {
  const user = await getOptionalUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Starts a new session for `userId` (a new id on every login, ASVS 5.0 7.2.4); returns the Set-Cookie value. */
export async function startSession(request: Request, userId: number): Promise<string> {
  const old = await readSessionToken(request);
  if (old) await deleteSession({ token: old });
  const token = await createSession({ userId, now: new Date() });
  return sessionCookie(request).serialize(token);
}

/** Ends the request's session on the server; returns the Set-Cookie value that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) await deleteSession({ token });
  return sessionCookie(request).serialize("", { maxAge: 0, expires: new Date(0) });
}
