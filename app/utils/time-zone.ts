/**
 * The person's time zone as a client hint (the `CH-time-zone` cookie of `@epic-web/client-hints`).
 * The browser writes it once JavaScript runs; the server reads it (utils/time-zone.server.ts), so
 * dates are local without JavaScript after the first visit and plainly UTC before
 * (docs/architecture.md "Stack": client hints). Unlike the library's check script, setting the
 * cookie never reloads the page: the next request simply carries it. Only the cookie's name comes
 * from the library here, so the browser does not load its parser.
 */
import { clientHint as timeZoneHint } from "@epic-web/client-hints/time-zone";

/** True when `zone` is an IANA time zone this runtime knows (e.g. "Europe/Rome"). */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Writes the time-zone hint cookie in the browser when it is missing or stale (one year, Lax, Secure over HTTPS). */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isValidTimeZone(zone)) return;
  const value = `${timeZoneHint.cookieName}=${encodeURIComponent(zone)}`;
  if (document.cookie.split("; ").includes(value)) return;
  // Secure on an HTTPS page, like the server's cookies (app/utils/cookies.server.ts).
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
