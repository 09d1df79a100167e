/**
 * The person's time zone as a client hint (the `CH-time-zone` cookie of `@epic-web/client-hints`).
 * The browser writes it once JavaScript runs; the server reads it, so dates are local without
 * JavaScript after the first visit and plainly UTC before (docs/architecture.md "Stack": client hints).
 * Unlike the library's check script, setting the cookie never reloads the page: the next request
 * simply carries it.
 */
import { getHintUtils } from "@epic-web/client-hints";
import { clientHint as timeZoneHint } from "@epic-web/client-hints/time-zone";

const hints = getHintUtils({ timeZone: timeZoneHint });

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

/**
 * The time zone of the request's client hint, or null when the browser has not told us (no
 * JavaScript yet, or an unknown zone): callers then say "UTC" plainly.
 */
export function requestTimeZone(request: Request): string | null {
  const zone = hints.getHints(request).timeZone;
  return zone !== timeZoneHint.fallback && isValidTimeZone(zone) ? zone : null;
}

/** Writes the time-zone hint cookie in the browser when it is missing or stale (one year, Lax, Secure over HTTPS). */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isValidTimeZone(zone) || hints.getHints().timeZone === zone) return;
  // Secure on an HTTPS page, like the server's cookies (app/utils/cookies.server.ts).
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${timeZoneHint.cookieName}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
