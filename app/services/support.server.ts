/**
 * The /support contact form (issue 15 item 5): a message for the administrators, stored and
 * throttled. What people write is personal data: it is never logged.
 *
 * Throttles (fixed windows in SQLite, counted before the message is stored, OWASP ASVS 5.0
 * 2.4.1 anti-automation): {@link SUPPORT_PER_IP} messages an hour from one client address (only
 * known behind a trusted proxy, decision record 0012; IPv6 per /64), {@link SUPPORT_PER_EMAIL} an
 * hour from one e-mail address, and {@link SUPPORT_GLOBAL} an hour from everyone, a ceiling on
 * what a flood can add to the table.
 */
import { addSupportMessage } from "~/models/support-message.server";
import { hitRateLimit, overLimit } from "~/models/rate-limit.server";
import type { Locale } from "~/utils/i18n";
import { throttleBucket } from "~/utils/ip-address.server";
import { HOUR_MS, minutesUntil } from "~/utils/time";

/** Messages an hour from one client address. */
export const SUPPORT_PER_IP = 5;
/** Messages an hour from one e-mail address. */
export const SUPPORT_PER_EMAIL = 3;
/** Messages an hour from everyone together. */
export const SUPPORT_GLOBAL = 200;
/** The window of the three throttles (ms). */
export const SUPPORT_WINDOW_MS = HOUR_MS;

export type SupportOutcome = { ok: true; stored: boolean } | { ok: false; status: 429; formError: string; minutes: number };

/**
 * Handles one schema-valid message.
 * - The honeypot (`website`) filled in: answered like a success, nothing stored or counted
 *   (`stored: false`), so a bot learns nothing.
 * - Over a throttle: 429 with `support.errors.throttled|<minutes until the window ends>` (a
 *   form error key with a count, utils/form-errors.ts), nothing stored.
 * - Otherwise stored: `{ ok: true, stored: true }`.
 * @param ip the client address from `clientIp` (null without a trusted proxy: no per-address limit).
 */
export async function submitSupportMessage(
  input: { name: string; email: string; subject: string; message: string; website: string },
  { locale, ip, now = new Date() }: { locale: Locale; ip: string | null; now?: Date },
): Promise<SupportOutcome> {
  if (input.website.trim() !== "") return { ok: true, stored: false };
  const windowMs = SUPPORT_WINDOW_MS;
  const byIp = ip ? { state: await hitRateLimit({ key: `support:ip:${throttleBucket(ip)}`, windowMs, now }), limit: SUPPORT_PER_IP } : null;
  const byEmail = { state: await hitRateLimit({ key: `support:email:${input.email.toLowerCase()}`, windowMs, now }), limit: SUPPORT_PER_EMAIL };
  const everyone = { state: await hitRateLimit({ key: "support:all", windowMs, now }), limit: SUPPORT_GLOBAL };
  const refused = overLimit(byIp, byEmail, everyone);
  if (refused) {
    const minutes = minutesUntil(refused.resetAt, now);
    return { ok: false, status: 429, formError: `support.errors.throttled|${minutes}`, minutes };
  }
  const { name, email, subject, message } = input;
  await addSupportMessage({ input: { name, email, subject, message }, locale, now });
  return { ok: true, stored: true };
}
