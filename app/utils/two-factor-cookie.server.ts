/**
 * The pending sign-in cookie (decision record 0035): after a right password of an account with
 * two-factor on, it carries a random token whose SHA-256 is a `two_factor_challenges` row, for 5
 * minutes. Signed, HttpOnly, SameSite=Lax, Path=/login; over HTTPS Secure (ASVS 5.0 3.3.1). It is
 * not a session: nothing but the code page reads it.
 */
import { createCookie, type Cookie } from "@remix-run/node";
import { CHALLENGE_TTL_MS } from "~/services/auth/two-factor.server";
import { appSecret, isHttps } from "./env.server";

const cookies = new Map<boolean, Cookie>();

function pendingCookie(request: Request): Cookie {
  const secure = isHttps(request);
  let cookie = cookies.get(secure);
  if (!cookie) {
    cookie = createCookie("respiro_2fa", {
      path: "/login",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: [appSecret()],
      maxAge: Math.floor(CHALLENGE_TTL_MS / 1000),
    });
    cookies.set(secure, cookie);
  }
  return cookie;
}

/** The pending sign-in token of the request, or null (missing, unsigned or tampered). */
export async function readPendingSignIn(request: Request): Promise<string | null> {
  const value = await pendingCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 22 ? value : null;
}

/** Set-Cookie value that carries `token` for {@link CHALLENGE_TTL_MS}. */
export function pendingSignInHeader(request: Request, token: string): Promise<string> {
  return pendingCookie(request).serialize(token);
}

/** Set-Cookie value that clears the pending sign-in cookie. */
export function clearPendingSignInHeader(request: Request): Promise<string> {
  return pendingCookie(request).serialize("", { maxAge: 0, expires: new Date(0) });
}
