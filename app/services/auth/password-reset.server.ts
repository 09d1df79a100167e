/**
 * Forgot / reset password use cases (docs/architecture.md "Where the server decides more than the specification" 1; spec §2, §5,
 * §8 "Troppi tentativi"). The code goes by e-mail (or the server log without SMTP), never to the
 * screen, and no answer reveals whether an address has an account (OWASP ASVS 5.0 6.3.8): asking
 * for a code answers the same and as fast either way, and every refused code gets one message.
 * Every request and submission is counted before the work it asks for (OWASP ASVS 5.0 6.3.1), per
 * address typed and per client address.
 */
import { createCookie } from "@remix-run/node";
import { hitRateLimit, overLimit } from "~/models/rate-limit.server";
import { consumeResetCode, issueResetCode } from "~/models/reset-code.server";
import { deleteUserSessions } from "~/models/session.server";
import { getUserByEmail, updatePasswordHash } from "~/models/user.server";
import { sendMail } from "~/services/mail.server";
import type { Locale } from "~/utils/i18n";
import { throttleBucket } from "~/utils/ip-address.server";
import { getFixedTranslation } from "~/utils/locale.server";
import { appSecret } from "~/utils/env.server";
import { escapeForLog } from "~/utils/log.server";
import { hashPassword } from "~/utils/password.server";
import { checkPasswordPolicy, type PasswordPolicyError } from "~/services/auth/password-policy.server";
import { MINUTE_MS, minutesUntil } from "~/utils/time";

/** Code requests: 3 per address and 10 per client address every 15 minutes. */
export const RESET_REQUEST_WINDOW_MS = 15 * MINUTE_MS;
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_IP = 10;
/**
 * Reset submissions every 15 minutes: 10 per address typed and 20 per client address (the code
 * itself dies after 5 wrong tries).
 */
export const RESET_SUBMITS_PER_EMAIL = 10;
export const RESET_SUBMITS_PER_IP = 20;

/** Carries the address from /forgot-password to /reset-password for 15 minutes (signed, HttpOnly). */
export const resetEmailCookie = createCookie("respiro_reset_email", {
  path: "/reset-password",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 15 * 60,
  secrets: [appSecret()],
});

export type ForgotOutcome = { ok: true } | { ok: false; reason: "throttled"; minutes: number };

/**
 * Counts the request and, unless throttled, issues and sends a code when the address has an
 * account. The answer is the same either way and comes before the account is even looked up: the
 * lookup, the new code and the mail run after it, so "account exists" is not measurably slower.
 * @param ip the client address from `clientIp` (null without a trusted proxy).
 */
export async function requestPasswordReset({
  email,
  ip,
  locale,
  now,
}: {
  email: string;
  ip: string | null;
  locale: Locale;
  now: Date;
}): Promise<ForgotOutcome> {
  const emailState = await hitRateLimit({ key: `reset:email:${email.toLowerCase()}`, windowMs: RESET_REQUEST_WINDOW_MS, now });
  const ipState = ip ? await hitRateLimit({ key: `reset:ip:${throttleBucket(ip)}`, windowMs: RESET_REQUEST_WINDOW_MS, now }) : null;
  const block = overLimit({ state: emailState, limit: RESET_REQUESTS_PER_EMAIL }, ipState ? { state: ipState, limit: RESET_REQUESTS_PER_IP } : null);
  if (block) return { ok: false, reason: "throttled", minutes: minutesUntil(block.resetAt, now) };
  sendResetCode({ email, locale, now }).catch((error: unknown) =>
    // The transport's message may quote the address or the server's reply: one escaped line.
    console.error(`[mail] sending the reset code failed: ${error instanceof Error ? escapeForLog(error.message) : "unknown error"}`),
  );
  return { ok: true };
}

/** Issues a code for the account of `email`, if any, and mails it in the account's language. */
async function sendResetCode({ email, locale, now }: { email: string; locale: Locale; now: Date }): Promise<void> {
  const user = await getUserByEmail({ email });
  if (!user) return;
  const code = await issueResetCode({ userId: user.id, now });
  const t = await getFixedTranslation(user.preferredLocale ?? locale);
  await sendMail({
    to: user.email,
    subject: t("auth.mailResetSubject"),
    text: t("auth.mailResetBody", { name: user.fullName, username: user.username, code }),
  });
}

export type ResetOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "password_policy"; error: PasswordPolicyError }
  | { ok: false; reason: "throttled"; minutes: number };

/**
 * Checks the code and sets the new password; ends every session of that user (ASVS 5.0 7.4.3).
 * The password follows the one policy of sign-up (./password-policy.server.ts), checked before
 * anything is counted, so that a refused password never uses up a try.
 *
 * Then the submission is counted per address typed (10 / 15 min) and per client address (20 /
 * 15 min), before the account is looked up, and refused ("throttled", with the minutes left)
 * over either limit. An unknown address, an account without a live code, an expired, used or
 * voided code and a wrong code all give the same "invalid", so the answer never tells whether an
 * address has an account (ASVS 5.0 6.3.8).
 * @param ip the client address from `clientIp` (null without a trusted proxy).
 */
export async function resetPassword({
  email,
  code,
  password,
  ip,
  now,
}: {
  email: string;
  code: string;
  password: string;
  ip: string | null;
  now: Date;
}): Promise<ResetOutcome> {
  const policy = checkPasswordPolicy(password);
  if (!policy.ok) return { ok: false, reason: "password_policy", error: policy.reason };
  const emailState = await hitRateLimit({ key: `reset:submit:${email.toLowerCase()}`, windowMs: RESET_REQUEST_WINDOW_MS, now });
  const ipState = ip ? await hitRateLimit({ key: `reset:submit-ip:${throttleBucket(ip)}`, windowMs: RESET_REQUEST_WINDOW_MS, now }) : null;
  const block = overLimit({ state: emailState, limit: RESET_SUBMITS_PER_EMAIL }, ipState ? { state: ipState, limit: RESET_SUBMITS_PER_IP } : null);
  if (block) return { ok: false, reason: "throttled", minutes: minutesUntil(block.resetAt, now) };
  const user = await getUserByEmail({ email });
  // An unknown address runs the same query (no account has id 0), so it takes as long.
  const check = await consumeResetCode({ userId: user?.id ?? 0, code, now });
  if (!user || check !== "ok") return { ok: false, reason: "invalid" };
  await updatePasswordHash({ userId: user.id, passwordHash: await hashPassword(password), now });
  await deleteUserSessions({ userId: user.id });
  return { ok: true };
}
