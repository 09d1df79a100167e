/**
 * What every cookie of ours shares with the session cookie (app/utils/session-cookie.server.ts):
 * `Secure` whenever the request came over HTTPS (`isHttps`: `APP_URL` is https, or the trusted
 * proxy's X-Forwarded-Proto says https, or the URL itself is), so a helper cookie (toast, language,
 * reset e-mail) never travels over plain HTTP once the site is served over HTTPS (OWASP ASVS 5.0
 * 3.3.1). Over plain HTTP (a local install) `Secure` would make browsers drop the cookie, so it is
 * left off there.
 */
import { isHttps } from "./env.server";

/** Options to pass to `cookie.serialize(value, options)` for this request: `{ secure }`. */
export function cookieSecurity(request: Request): { secure: boolean } {
  return { secure: isHttps(request) };
}
