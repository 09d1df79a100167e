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

/** Where the browser keeps the UTC offsets it last checked the hint against (localStorage). */
export const TIME_ZONE_CHECKED_KEY = "respiro-time-zone-offsets";

/**
 * This browser's UTC offsets (minutes, as `Date#getTimezoneOffset`) on 1 January and 1 July of
 * the current year, e.g. "-60,-120" in Rome: read without Intl, so without loading ICU's date
 * formats. Two zones with the same pair give the same local dates the year round (bar a few
 * hours around differing summer-time switches), so an unchanged pair means the hint still holds.
 */
export function timeZoneOffsets(now = new Date()): string {
  const year = now.getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/**
 * Writes the time-zone hint cookie in the browser when it is missing or stale (one year, Lax,
 * Secure over HTTPS). The zone's name comes from `Intl.DateTimeFormat`, whose first use in a page
 * loads ICU's date data: 27–34 ms of main thread on a desktop CPU, about four times that on a
 * phone, and the longest task after hydration (issue 17, Lighthouse's Total Blocking Time), on
 * every page load. So that happens only when the cookie is missing or the offsets of
 * `timeZoneOffsets` changed since the last check (a move to a zone with other offsets); otherwise
 * this reads a cookie and localStorage and returns. Storage that refuses access (private modes)
 * only means the zone is checked on every page, as before.
 */
export function rememberTimeZone(): void {
  const offsets = timeZoneOffsets();
  const cookies = document.cookie.split("; ");
  const hinted = cookies.some((c) => c.startsWith(`${timeZoneHint.cookieName}=`));
  if (hinted && readStorage(TIME_ZONE_CHECKED_KEY) === offsets) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isValidTimeZone(zone)) return;
  const value = `${timeZoneHint.cookieName}=${encodeURIComponent(zone)}`;
  if (!cookies.includes(value)) {
    // Secure on an HTTPS page, like the server's cookies (app/utils/cookies.server.ts).
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }
  writeStorage(TIME_ZONE_CHECKED_KEY, offsets);
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the next page checks the zone again.
  }
}
