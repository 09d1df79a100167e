/** The time zone a request's client hint names (see utils/time-zone.ts for how the browser sets it). */
import { getHintUtils } from "@epic-web/client-hints";
import { clientHint as timeZoneHint } from "@epic-web/client-hints/time-zone";
import { isValidTimeZone } from "./time-zone";

const hints = getHintUtils({ timeZone: timeZoneHint });

/**
 * The person's time zone: the one they chose on /profile (`user.timeZone`, decision record 0031)
 * wins; else the request's client hint; else null when the browser has not told us (no
 * JavaScript yet, or an unknown zone): callers then say "UTC" plainly.
 */
export function requestTimeZone(request: Request, user?: { timeZone: string | null } | null): string | null {
  if (user?.timeZone && isValidTimeZone(user.timeZone)) return user.timeZone;
  const zone = hints.getHints(request).timeZone;
  return zone !== timeZoneHint.fallback && isValidTimeZone(zone) ? zone : null;
}
