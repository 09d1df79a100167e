/**
 * The registration use case shared by /register and POST /api/auth/register (spec §2, §7): the
 * one password policy (./password-policy.server.ts: length and the common-password screen, ASVS
 * 5.0 6.2.1 and 6.2.4), the sign-up throttle, and the launch code or trial.
 *
 * Throttle (OWASP ASVS 5.0 6.3.1 / 2.4.1 anti-automation; decision record 0011): every attempt
 * that passes the schema and the password policy is counted before any work, per client address
 * behind a trusted proxy (5 an hour; IPv6 per /64) and for everyone together (300 every 10
 * minutes, a circuit breaker that a real launch rush of people stays under). A taken e-mail gets
 * an answer that does not say the address is registered, and the owner of the address is told by
 * e-mail (at most once a day).
 */
import { registerUser } from "~/services/auth/new-account.server";
import type { AssignedLaunchCode } from "~/models/launch-code.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import { getUserByEmail, type Account } from "~/models/user.server";
import { sendMail } from "~/services/mail.server";
import type { Locale } from "~/utils/i18n";
import { throttleBucket } from "~/utils/ip-address.server";
import { getFixedTranslation } from "~/utils/locale.server";
import { checkPasswordPolicy } from "~/services/auth/password-policy.server";
import type { RegisterInput } from "~/utils/schemas";
import { DAY_MS, HOUR_MS, MINUTE_MS, minutesUntil } from "~/utils/time";

/** Sign-up attempts per client address (IPv6: per /64) in {@link SIGNUP_IP_WINDOW_MS}. */
export const SIGNUPS_PER_IP = 5;
export const SIGNUP_IP_WINDOW_MS = HOUR_MS;
/** Sign-up attempts from everyone together in {@link SIGNUP_GLOBAL_WINDOW_MS}. */
export const SIGNUPS_GLOBAL = 300;
export const SIGNUP_GLOBAL_WINDOW_MS = 10 * MINUTE_MS;
/** At most one "someone tried to register with your address" mail per address in this time. */
export const SIGNUP_NOTICE_WINDOW_MS = DAY_MS;

export type RegistrationOutcome =
  | { ok: true; user: Account; launchCode: AssignedLaunchCode | null }
  | { ok: false; status: 400; reason: "validation_error"; fieldErrors: Record<string, string[]> }
  | { ok: false; status: 409; reason: "username_exists"; fieldErrors: Record<string, string[]> }
  | { ok: false; status: 400; reason: "registration_failed"; formError: string }
  | { ok: false; status: 429; reason: "too_many_attempts" | "registration_paused"; formError: string; minutes: number };

/**
 * Registers an already schema-valid input.
 * - 400 `validation_error`: the password policy refused the password (field error key);
 * - 429 `too_many_attempts`: this client address made {@link SIGNUPS_PER_IP} attempts this hour;
 *   429 `registration_paused`: {@link SIGNUPS_GLOBAL} attempts from everyone in 10 minutes;
 *   both with the minutes until the window ends, nothing registered and no password hashed;
 * - 409 `username_exists` (spec §8): usernames are sign-in handles chosen to be unique, and the
 *   person must pick another (decision record 0011);
 * - 400 `registration_failed`: the e-mail is taken. The message does not say so (it suggests
 *   signing in or resetting the password), and the owner gets a mail.
 * Keys are translation keys; a form error may carry a count after "|" (utils/form-errors.ts).
 * @param ip the client address from `clientIp` (null without a trusted proxy: no per-address limit).
 */
export async function completeRegistration(
  input: RegisterInput,
  { locale, ip, now = new Date() }: { locale: Locale; ip: string | null; now?: Date },
): Promise<RegistrationOutcome> {
  const policy = checkPasswordPolicy(input.password);
  if (!policy.ok) return { ok: false, status: 400, reason: "validation_error", fieldErrors: { password: [policy.reason] } };

  if (ip) {
    const mine = await hitRateLimit({ key: `register:ip:${throttleBucket(ip)}`, windowMs: SIGNUP_IP_WINDOW_MS, now });
    if (mine.count > SIGNUPS_PER_IP) {
      const minutes = minutesUntil(mine.resetAt, now);
      return { ok: false, status: 429, reason: "too_many_attempts", formError: `auth.signupThrottled|${minutes}`, minutes };
    }
  }
  const everyone = await hitRateLimit({ key: "register:all", windowMs: SIGNUP_GLOBAL_WINDOW_MS, now });
  if (everyone.count > SIGNUPS_GLOBAL) {
    const minutes = minutesUntil(everyone.resetAt, now);
    return { ok: false, status: 429, reason: "registration_paused", formError: `auth.signupPaused|${minutes}`, minutes };
  }

  const result = await registerUser({ ...input, locale }, now);
  if (result.ok) return result;
  if (result.reason === "username") return { ok: false, status: 409, reason: "username_exists", fieldErrors: { username: ["auth.usernameExists"] } };
  // Not awaited, like the reset mail: the answer must not wait for SMTP.
  notifyOwner({ email: input.email, locale, now }).catch((error: unknown) =>
    console.error("[mail] the sign-up notice failed:", error instanceof Error ? error.message : "unknown error"),
  );
  return { ok: false, status: 400, reason: "registration_failed", formError: "auth.emailUnavailable" };
}

/** Tells the owner of `email` that someone tried to register with it; once per address a day. */
async function notifyOwner({ email, locale, now }: { email: string; locale: Locale; now: Date }): Promise<void> {
  const sent = await hitRateLimit({ key: `register:notice:${email.toLowerCase()}`, windowMs: SIGNUP_NOTICE_WINDOW_MS, now });
  if (sent.count > 1) return;
  const owner = await getUserByEmail({ email });
  if (!owner) return;
  const t = await getFixedTranslation(owner.preferredLocale ?? locale);
  await sendMail({
    to: owner.email,
    subject: t("auth.mailSignupAttemptSubject"),
    text: t("auth.mailSignupAttemptBody", { name: owner.fullName, username: owner.username }),
  });
}
