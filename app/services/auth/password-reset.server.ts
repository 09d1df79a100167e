/**
 * Forgot / reset password use cases (docs/architecture.md "Where the server decides more than the specification" 1; spec §2, §5,
 * §8 "Troppi tentativi"). The code goes by e-mail (or the server log without SMTP), never to the
 * screen, and the answer never reveals whether an address has an account.
 */
import { createCookie } from "@remix-run/node";
import { hitRateLimit, peekRateLimit } from "~/models/rate-limit.server";
import { consumeResetCode, issueResetCode } from "~/models/reset-code.server";
import { deleteUserSessions } from "~/models/session.server";
import { getUserByEmail, updatePasswordHash } from "~/models/user.server";
import { sendMail } from "~/services/mail.server";
import type { Locale } from "~/utils/i18n";
import { getFixedTranslation } from "~/utils/locale.server";
import { appSecret } from "~/utils/env.server";
import { escapeForLog } from "~/utils/log.server";
import { hashPassword } from "~/utils/password.server";
import { checkPasswordPolicy, type PasswordPolicyError } from "~/services/auth/password-policy.server";
import { MINUTE_MS, minutesUntil } from "~/utils/time";

/** Code requests: 3 per address and 10 per client IP every 15 minutes. */
export const RESET_REQUEST_WINDOW_MS = 15 * MINUTE_MS;
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_IP = 10;
/** Reset submissions: 10 per address every 15 minutes (the code itself dies after 5 wrong tries). */
export const RESET_SUBMITS_PER_EMAIL = 10;

/** Carries the address from /forgot-password to /reset-password for 15 minutes (signed, HttpOnly). */
export const resetEmailCookie = createCookie("respiro_reset_email", {
  path: "/reset-password",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 15 * 60,
  secrets: [appSecret()],
});

export type ForgotOutcome = { ok: true } | { ok: false; reason: "throttled"; minutes: number };

/** Issues and sends a code when the address has an account; answers the same either way. */
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
  const ipState = ip ? await hitRateLimit({ key: `reset:ip:${ip}`, windowMs: RESET_REQUEST_WINDOW_MS, now }) : null;
  if (emailState.count > RESET_REQUESTS_PER_EMAIL) return { ok: false, reason: "throttled", minutes: minutesUntil(emailState.resetAt, now) };
  if (ipState && ipState.count > RESET_REQUESTS_PER_IP) return { ok: false, reason: "throttled", minutes: minutesUntil(ipState.resetAt, now) };

  const user = await getUserByEmail({ email });
  if (user) {
    const code = await issueResetCode({ userId: user.id, now });
    const t = await getFixedTranslation(user.preferredLocale ?? locale);
    // Not awaited: a slow SMTP server must not make "account exists" measurably slower.
    sendMail({
      to: user.email,
      subject: t("auth.mailResetSubject"),
      text: t("auth.mailResetBody", { name: user.fullName, username: user.username, code }),
    }).catch((error: unknown) =>
      // The transport's message may quote the address or the server's reply: one escaped line.
      console.error(`[mail] sending the reset code failed: ${error instanceof Error ? escapeForLog(error.message) : "unknown error"}`),
    );
  }
  return { ok: true };
}

export type ResetOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid" | "expired" }
  | { ok: false; reason: "password_policy"; error: PasswordPolicyError }
  | { ok: false; reason: "throttled"; minutes: number };

/**
 * Checks the code and sets the new password; ends every session of that user (ASVS 5.0 7.4.3).
 * The password follows the one policy of sign-up (./password-policy.server.ts), checked before
 * the code so that a refused password never uses up one of the code's tries.
 */
export async function resetPassword({ email, code, password, now }: { email: string; code: string; password: string; now: Date }): Promise<ResetOutcome> {
  const key = `reset:submit:${email.toLowerCase()}`;
  const state = await peekRateLimit({ key, now });
  if (state && state.count >= RESET_SUBMITS_PER_EMAIL) return { ok: false, reason: "throttled", minutes: minutesUntil(state.resetAt, now) };
  const policy = checkPasswordPolicy(password);
  if (!policy.ok) return { ok: false, reason: "password_policy", error: policy.reason };
  const user = await getUserByEmail({ email });
  if (!user) {
    await hitRateLimit({ key, windowMs: RESET_REQUEST_WINDOW_MS, now });
    return { ok: false, reason: "invalid" };
  }
  const check = await consumeResetCode({ userId: user.id, code, now });
  if (check !== "ok") {
    await hitRateLimit({ key, windowMs: RESET_REQUEST_WINDOW_MS, now });
    return { ok: false, reason: check };
  }
  await updatePasswordHash({ userId: user.id, passwordHash: await hashPassword(password), now });
  await deleteUserSessions({ userId: user.id });
  return { ok: true };
}
