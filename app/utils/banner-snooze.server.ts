/**
 * "Remind me later" of the trial banner (spec §4 "Trial banner … actions: keep premium or remind
 * later"; issue 13): a cookie that hides the banner for 24 hours, set by POST /trial-banner (a
 * form, no JavaScript needed) and read by the root loader. Not a secret and not personal: it
 * holds only the instant (Unix ms, UTC) until which the banner stays hidden.
 */
import { cookieSecurity } from "~/utils/cookies.server";
import { DAY_MS } from "~/utils/time";

/** How long "remind me later" hides the banner, in ms (24 h). */
export const BANNER_SNOOZE_MS = DAY_MS;

const NAME = "respiro_banner_snooze";

/** Whether the banner is hidden at `now` by this request's cookie. */
export function bannerSnoozed(request: Request, now: Date): boolean {
  const match = (request.headers.get("Cookie") ?? "").match(/(?:^|;\s*)respiro_banner_snooze=(\d{1,15})(?:;|$)/);
  if (!match) return false;
  const until = Number(match[1]);
  return now.getTime() < until && until - now.getTime() <= BANNER_SNOOZE_MS;
}

/** The Set-Cookie that hides the banner from `now` for {@link BANNER_SNOOZE_MS}. */
export function snoozeBannerHeader(request: Request, now: Date): string {
  const until = now.getTime() + BANNER_SNOOZE_MS;
  const secure = cookieSecurity(request).secure ? "; Secure" : "";
  return `${NAME}=${until}; Path=/; Max-Age=${BANNER_SNOOZE_MS / 1000}; HttpOnly; SameSite=Lax${secure}`;
}
