/**
 * Signing in with the username or the e-mail and the password (spec §2 /login, §7 POST
 * /api/auth/login, §8 "Credenziali non valide"; docs/architecture.md "Where the server decides more than the specification" 7).
 * Throttled per account (5 failures / 15 min, whichever name was typed) and per client IP behind
 * a trusted proxy (20 failures / 15 min) per OWASP ASVS 5.0 6.3.1; every attempt is audited,
 * never the password.
 */
import { clearRateLimit, hitRateLimit, peekRateLimit } from "~/models/rate-limit.server";
import { recordSignInEvent } from "~/models/sign-in-event.server";
import { getSignInCredentials } from "~/models/user.server";
import type { Account } from "~/models/user.server";
import { verifyPassword } from "~/utils/password.server";
import { MINUTE_MS, minutesUntil } from "~/utils/time";

export const LOGIN_WINDOW_MS = 15 * MINUTE_MS;
export const LOGIN_MAX_FAILURES_PER_USERNAME = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;

export type SignInResult = { ok: true; user: Account } | { ok: false; reason: "bad_credentials" } | { ok: false; reason: "throttled"; minutes: number };

/**
 * The per-account throttle key: the account's id when the name is known, so typing the e-mail
 * instead of the username does not double the tries; else the typed name itself.
 */
const accountKey = (user: Account | undefined, login: string) => (user ? `login:account:${user.id}` : `login:name:${login.trim().toLowerCase()}`);
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * Checks the credentials; `username` is the username or the e-mail as typed. Unknown account and
 * wrong password give the same answer and run the same argon2 work. A throttled account or IP is
 * refused before any password check.
 */
export async function signIn({ username, password, ip, now }: { username: string; password: string; ip: string | null; now: Date }): Promise<SignInResult> {
  const credentials = await getSignInCredentials({ login: username });
  const user = credentials?.account;
  const key = accountKey(user, username);
  const blocks = await Promise.all([
    peekRateLimit({ key, now }).then((s) => (s && s.count >= LOGIN_MAX_FAILURES_PER_USERNAME ? s : null)),
    ip ? peekRateLimit({ key: ipKey(ip), now }).then((s) => (s && s.count >= LOGIN_MAX_FAILURES_PER_IP ? s : null)) : null,
  ]);
  const block = blocks.filter((b) => b !== null).sort((a, b) => b!.resetAt.getTime() - a!.resetAt.getTime())[0];
  if (block) {
    await recordSignInEvent({ userId: user?.id ?? null, usernameAttempted: username, outcome: "throttled", ip, now });
    return { ok: false, reason: "throttled", minutes: minutesUntil(block.resetAt, now) };
  }
  const valid = await verifyPassword(password, credentials?.passwordHash ?? null);
  if (!user || !valid) {
    await hitRateLimit({ key, windowMs: LOGIN_WINDOW_MS, now });
    if (ip) await hitRateLimit({ key: ipKey(ip), windowMs: LOGIN_WINDOW_MS, now });
    await recordSignInEvent({ userId: user?.id ?? null, usernameAttempted: username, outcome: "bad_credentials", ip, now });
    return { ok: false, reason: "bad_credentials" };
  }
  await clearRateLimit({ key });
  await recordSignInEvent({ userId: user.id, usernameAttempted: username, outcome: "success", ip, now });
  return { ok: true, user };
}
