/**
 * Signing in with the username or the e-mail and the password (spec §2 /login, §7 POST
 * /api/auth/login, §8 "Credenziali non valide"; docs/architecture.md "Where the server decides more than the specification" 7).
 * Throttled per account (5 tries / 15 min, whichever name was typed) and per client address
 * behind a trusted proxy (20 / 15 min) per OWASP ASVS 5.0 6.3.1. Every try is counted before the
 * password is checked, so a parallel burst reaches argon2 at most 5 times per account; a success
 * takes its try back. Every attempt is audited, never the password. A right password of an
 * account with two-factor sign-in on is not a sign-in yet: the answer is "second_factor_required"
 * and the caller asks for the code (services/auth/two-factor.server.ts, decision record 0035).
 */
import { clearRateLimit, hitRateLimit, overLimit, releaseRateLimit } from "~/models/rate-limit.server";
import { recordSignInEvent } from "~/models/sign-in-event.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";
import { getSignInCredentials } from "~/models/user.server";
import type { Account } from "~/models/user.server";
import { throttleBucket } from "~/utils/ip-address.server";
import { verifyPassword } from "~/utils/password.server";
import { MINUTE_MS, minutesUntil } from "~/utils/time";

export const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
/** Password checks per account in a window: failures, plus tries still running. */
export const LOGIN_MAX_FAILURES_PER_USERNAME = 5;
/** Password checks per client address (IPv6: per /64) in a window. */
export const LOGIN_MAX_FAILURES_PER_IP = 20;

export type SignInResult =
  | { ok: true; user: Account }
  | { ok: false; reason: "bad_credentials" }
  | { ok: false; reason: "throttled"; minutes: number }
  /** The password was right; no session until the second factor (decision record 0035). */
  | { ok: false; reason: "second_factor_required"; user: Account };

/**
 * The per-account throttle key: the account's id when the name is known, so typing the e-mail
 * instead of the username does not double the tries; else the typed name itself.
 */
const accountIdKey = (id: number) => `login:account:${id}`;
const accountKey = (user: Account | undefined, login: string) => (user ? accountIdKey(user.id) : `login:name:${login.trim().toLowerCase()}`);
const ipKey = (ip: string) => `login:ip:${throttleBucket(ip)}`;

/**
 * Checks the credentials; `username` is the username or the e-mail as typed, `ip` the client
 * address from `clientIp` (null without a trusted proxy). Unknown account, wrong password and an
 * account whose sign-in an administrator disabled give the same answer and run the same argon2
 * work (decision records 0011, 0034).
 *
 * The try is counted on the account's and the address's counters first (one atomic upsert each);
 * when either count is over its limit the answer is "throttled" with the minutes until that
 * window ends, and no password is checked, not even the right one. A wrong password keeps its
 * count; a right one clears the account's counter and gives the address its try back, so the
 * counters hold failures plus tries in flight.
 */
export async function signIn({ username, password, ip, now }: { username: string; password: string; ip: string | null; now: Date }): Promise<SignInResult> {
  const credentials = await getSignInCredentials({ login: username });
  const user = credentials?.account;
  const key = accountKey(user, username);
  const account = await hitRateLimit({ key, windowMs: LOGIN_WINDOW_MS, now });
  const address = ip ? await hitRateLimit({ key: ipKey(ip), windowMs: LOGIN_WINDOW_MS, now }) : null;
  const block = overLimit({ state: account, limit: LOGIN_MAX_FAILURES_PER_USERNAME }, address ? { state: address, limit: LOGIN_MAX_FAILURES_PER_IP } : null);
  if (block) {
    await recordSignInEvent({ userId: user?.id ?? null, usernameAttempted: username, outcome: "throttled", ip, now });
    return { ok: false, reason: "throttled", minutes: minutesUntil(block.resetAt, now) };
  }
  const valid = await verifyPassword(password, credentials?.passwordHash ?? null);
  // A disabled account (decision record 0034) answers like a wrong password, even with the right
  // one: whether an account exists, or was disabled, is not announced (decision record 0011).
  if (!user || !valid || credentials.signInDisabled) {
    await recordSignInEvent({ userId: user?.id ?? null, usernameAttempted: username, outcome: "bad_credentials", ip, now });
    return { ok: false, reason: "bad_credentials" };
  }
  await clearRateLimit({ key });
  if (ip) await releaseRateLimit({ key: ipKey(ip), now });
  if (await isTwoFactorEnabled({ userId: user.id })) {
    await recordSignInEvent({ userId: user.id, usernameAttempted: username, outcome: "second_factor_required", ip, now });
    return { ok: false, reason: "second_factor_required", user };
  }
  await recordSignInEvent({ userId: user.id, usernameAttempted: username, outcome: "success", ip, now });
  return { ok: true, user };
}

/**
 * Counts one password re-check of a signed-in account (deleting the account, issue 12) on the
 * sign-in throttle's own counters (the account's, 5 per 15 min, and the address's, 20 per 15 min;
 * OWASP ASVS 5.0 6.3.1), before the password is checked, so a stolen session gets no more guesses
 * than the sign-in form gives. Call {@link passwordRecheckPassed} after a right password.
 * @returns null when the check may run, else the whole minutes until the blocking window ends.
 */
export async function countPasswordRecheck({ userId, ip, now }: { userId: number; ip: string | null; now: Date }): Promise<{ minutes: number } | null> {
  const account = await hitRateLimit({ key: accountIdKey(userId), windowMs: LOGIN_WINDOW_MS, now });
  const address = ip ? await hitRateLimit({ key: ipKey(ip), windowMs: LOGIN_WINDOW_MS, now }) : null;
  const block = overLimit({ state: account, limit: LOGIN_MAX_FAILURES_PER_USERNAME }, address ? { state: address, limit: LOGIN_MAX_FAILURES_PER_IP } : null);
  return block ? { minutes: minutesUntil(block.resetAt, now) } : null;
}

/** A right password after {@link countPasswordRecheck}: the account's counter is cleared, the address gets its try back. */
export async function passwordRecheckPassed({ userId, ip, now }: { userId: number; ip: string | null; now: Date }): Promise<void> {
  await clearRateLimit({ key: accountIdKey(userId) });
  if (ip) await releaseRateLimit({ key: ipKey(ip), now });
}
