/**
 * The session cookie (ASVS 5.0 V3.3, V7): signed, HttpOnly, SameSite=Lax, Path=/; over HTTPS also
 * Secure with the `__Host-` prefix. It holds only the random token of a `sessions` row.
 */
import { createCookie, redirect, type Cookie } from "@remix-run/node";
import { createSession, deleteSession, getSessionUser, SESSION_ABSOLUTE_MS } from "~/models/session.server";
import type { Account } from "~/models/user.server";
import { appSecret, isHttps } from "~/utils/env.server";

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

/** Safe local path to come back to (no scheme, no `//`), else "/" (OWASP Unvalidated Redirects). */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
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
