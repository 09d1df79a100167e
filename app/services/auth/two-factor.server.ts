/**
 * Two-factor sign-in with TOTP (issue 14 item 8; OWASP ASVS 5.0 6.3.3 "a second factor", V6.5
 * "one-time passwords"; decision record 0035), with `@epic-web/totp` (RFC 6238: SHA-1, 6 digits,
 * 30-second steps, the form every authenticator app reads).
 *
 * - Enrolment: a random secret is stored encrypted and pending; the first right code turns it on,
 *   claims that code's time step and creates 10 single-use recovery codes (kept as HMACs, shown once).
 * - Sign-in: after a right password a person with two-factor on gets a pending sign-in (5 minutes),
 *   not a session; a TOTP of the current step ±1 or an unused recovery code completes it. A TOTP
 *   is accepted only for a time step later than the last one accepted, so no code works twice.
 * - Throttles: every code try is counted before it is checked: at most 5 per pending sign-in
 *   (then it ends) and 10 per account in 15 minutes (sign-in, API, turning off), then 429.
 * The TOTP check reads the clock (the library does); everything else takes `now`.
 */
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { randomInt } from "node:crypto";
import { getDb } from "~/db.server";
import { recordAdminAction } from "~/models/admin-audit.server";
import { clearRateLimit, hitRateLimit, overLimit } from "~/models/rate-limit.server";
import { recordSignInEvent } from "~/models/sign-in-event.server";
import {
  claimTimeStep,
  countRecoveryCodesLeft,
  createChallenge,
  deleteChallenge,
  deleteTwoFactor,
  enableTwoFactor,
  getChallenge,
  getTwoFactor,
  savePendingSecret,
  spendRecoveryCode,
} from "~/models/two-factor.server";
import { getSignInCredentials, getUserById, type Account } from "~/models/user.server";
import { decryptSecret, encryptSecret, hmac, randomToken, sha256 } from "~/utils/crypto.server";
import { verifyPassword } from "~/utils/password.server";
import { MINUTE_MS, minutesUntil } from "~/utils/time";

/** RFC 6238 parameters every authenticator app understands. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = "SHA-1";
/** Steps accepted either side of the current one (clock drift between phone and server). */
export const TOTP_WINDOW = 1;
/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = "Respiro";
/** Random bytes of a new secret: 160 bits (RFC 4226 §4 recommends 160). */
const SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** Ten characters of a 32-symbol alphabet: 50 bits each. */
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const RECOVERY_CODE_LENGTH = 10;

/** How long a pending sign-in waits for its code. */
export const CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/** Code tries per pending sign-in; the next try ends it. */
export const CODE_TRIES_PER_CHALLENGE = 5;
/** Code tries per account in {@link CODE_WINDOW_MS} (sign-in, API and turning off together). */
export const CODE_TRIES_PER_ACCOUNT = 10;
export const CODE_WINDOW_MS = 15 * MINUTE_MS;

const accountKey = (userId: number) => `2fa:account:${userId}`;
const challengeKey = (id: string) => `2fa:challenge:${id}`;

/** RFC 4648 base32 of random bytes (what otpauth URIs and authenticator apps take). */
function newSecret(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(SECRET_BYTES))) bits += byte.toString(2).padStart(8, "0");
  let out = "";
  for (let i = 0; i + 5 <= bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5), 2)];
  return out;
}

/** The secret in groups of four characters, as people type it into an app. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a 6-digit `otp` belongs to for `secret` (current step ±{@link TOTP_WINDOW}), or
 * null when it matches none. Reads the clock; when a step boundary passes during the check it
 * checks again, so the step returned is the one the code was made for.
 */
export async function totpStep(secret: string, otp: string): Promise<number | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const before = stepAt(Date.now());
    const match = await verifyTOTP({ otp, secret, period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS, algorithm: TOTP_ALGORITHM, window: TOTP_WINDOW });
    if (stepAt(Date.now()) === before) return match ? before + match.delta : null;
  }
  return null;
}

/** A recovery code as typed, reduced to its characters: capitals, no spaces or dashes. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

const recoveryHash = (code: string) => hmac(`two-factor-recovery:${normalizeRecoveryCode(code)}`);

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export type TwoFactorState =
  { state: "off" } | { state: "pending"; secret: string; otpauthUri: string } | { state: "on"; enabledAt: string; recoveryCodesLeft: number };

/**
 * What /profile/two-factor shows for `user`: off, pending (with the secret in clear and its
 * otpauth URI, for this person's own page only) or on (since when, recovery codes left). A
 * stored secret that no longer decrypts (the app secret changed) reads as off for a pending
 * enrolment; for an enabled one the state stays "on" so the person can turn it off with the password.
 */
export async function getTwoFactorState(user: Pick<Account, "id" | "username">): Promise<TwoFactorState> {
  const row = await getTwoFactor({ userId: user.id });
  if (!row) return { state: "off" };
  if (row.enabledAt) return { state: "on", enabledAt: row.enabledAt, recoveryCodesLeft: await countRecoveryCodesLeft({ userId: user.id }) };
  const secret = decryptSecret(row.secret);
  if (!secret) return { state: "off" };
  const otpauthUri = getTOTPAuthUri({
    period: TOTP_PERIOD_SECONDS,
    digits: TOTP_DIGITS,
    algorithm: TOTP_ALGORITHM,
    secret,
    accountName: user.username,
    issuer: TOTP_ISSUER,
  });
  return { state: "pending", secret, otpauthUri };
}

/** Starts (or restarts) an enrolment with a new random secret, stored encrypted and pending. Nothing changes when two-factor is already on. */
export async function startTwoFactorEnrolment({ userId, now }: { userId: number; now: Date }): Promise<void> {
  await savePendingSecret({ userId, secret: encryptSecret(newSecret()), now });
}

/** Drops a pending enrolment (never an enabled one). */
export async function cancelTwoFactorEnrolment({ userId }: { userId: number }): Promise<void> {
  const row = await getTwoFactor({ userId });
  if (row && !row.enabledAt) await deleteTwoFactor({ userId });
}

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "no_enrolment" | "wrong_code" };

/**
 * Turns two-factor on when `code` is a current code of the pending secret: in one transaction the
 * secret is enabled, the code's step claimed, 10 new recovery codes stored as HMACs and, for an
 * administrator, the audit row `two_factor_enable` written. The codes are returned in clear once,
 * to be shown once; they are never stored or logged in clear.
 */
export async function confirmTwoFactorEnrolment({
  user,
  code,
  now,
}: {
  user: Pick<Account, "id" | "username" | "isAdmin">;
  code: string;
  now: Date;
}): Promise<ConfirmResult> {
  const row = await getTwoFactor({ userId: user.id });
  const secret = row && !row.enabledAt ? decryptSecret(row.secret) : null;
  if (!secret) return { ok: false, reason: "no_enrolment" };
  const step = /^\d{6}$/.test(code) ? await totpStep(secret, code) : null;
  if (step === null) return { ok: false, reason: "wrong_code" };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const db = await getDb();
  const enabled = await db.transaction().execute(async (trx) => {
    const done = await enableTwoFactor({ userId: user.id, step, codeHashes: recoveryCodes.map(recoveryHash), now, db: trx });
    if (done && user.isAdmin)
      await recordAdminAction({ admin: user, action: "two_factor_enable", target: { userId: user.id, label: user.username }, now, db: trx });
    return done;
  });
  return enabled ? { ok: true, recoveryCodes } : { ok: false, reason: "no_enrolment" };
}

type CodeCheck = "ok" | "wrong" | "reused";

/** Checks a TOTP (6 digits, step claimed atomically) or a recovery code (used up atomically). */
async function checkCode(userId: number, code: string, now: Date): Promise<CodeCheck> {
  const row = await getTwoFactor({ userId });
  if (!row?.enabledAt) return "wrong";
  if (/^\d{6}$/.test(code)) {
    const secret = decryptSecret(row.secret);
    const step = secret ? await totpStep(secret, code) : null;
    if (step === null) return "wrong";
    return (await claimTimeStep({ userId, step })) ? "ok" : "reused";
  }
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== RECOVERY_CODE_LENGTH) return "wrong";
  return (await spendRecoveryCode({ userId, codeHash: recoveryHash(normalized), now })) ? "ok" : "wrong";
}

export type CodeResult = { ok: true } | { ok: false; reason: "wrong_code" | "reused_code" } | { ok: false; reason: "throttled"; minutes: number };

/**
 * The second factor of the JSON API's sign-in (and of turning two-factor off): `code` is a TOTP or
 * a recovery code. The try is counted on the account's counter first (10 per 15 minutes); over it
 * the answer is "throttled" and nothing is checked. Audited as a sign-in event when `audit` names
 * the attempt (`ip`); never the code.
 */
export async function verifyAccountCode({
  user,
  code,
  now,
  audit,
}: {
  user: Pick<Account, "id" | "username">;
  code: string;
  now: Date;
  audit?: { ip: string | null };
}): Promise<CodeResult> {
  const account = await hitRateLimit({ key: accountKey(user.id), windowMs: CODE_WINDOW_MS, now });
  const block = overLimit({ state: account, limit: CODE_TRIES_PER_ACCOUNT });
  const event = (outcome: "success" | "second_factor_failed" | "second_factor_throttled") =>
    audit ? recordSignInEvent({ userId: user.id, usernameAttempted: user.username, outcome, ip: audit.ip, now }) : Promise.resolve();
  if (block) {
    await event("second_factor_throttled");
    return { ok: false, reason: "throttled", minutes: minutesUntil(block.resetAt, now) };
  }
  const check = await checkCode(user.id, code, now);
  if (check !== "ok") {
    await event("second_factor_failed");
    return { ok: false, reason: check === "reused" ? "reused_code" : "wrong_code" };
  }
  await clearRateLimit({ key: accountKey(user.id) });
  await event("success");
  return { ok: true };
}

/**
 * Starts a pending sign-in for `userId` (the password was right), valid {@link CHALLENGE_TTL_MS}.
 * @returns the random token for the pending cookie; only its SHA-256 is stored
 */
export async function startSignInChallenge({ userId, redirectTo, now }: { userId: number; redirectTo: string; now: Date }): Promise<string> {
  const token = randomToken(32);
  await createChallenge({ id: sha256(token), userId, redirectTo, now, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return token;
}

/** The account a live pending sign-in belongs to, or null when the token is unknown or expired. */
export async function readSignInChallenge({ token, now }: { token: string; now: Date }): Promise<{ user: Account; redirectTo: string } | null> {
  const challenge = await getChallenge({ id: sha256(token), now });
  const user = challenge ? await getUserById({ id: challenge.userId }) : undefined;
  return challenge && user ? { user, redirectTo: challenge.redirectTo } : null;
}

export type ChallengeResult =
  | { ok: true; user: Account; redirectTo: string }
  | { ok: false; reason: "expired" | "wrong_code" | "reused_code" }
  | { ok: false; reason: "throttled"; minutes: number; ended: boolean };

/**
 * The code step of a web sign-in. The try is counted first on the pending sign-in (5) and on the
 * account (10 per 15 minutes); past the pending sign-in's tries it is ended (`ended`: sign in
 * again), past the account's the answer is "throttled" for the minutes left. A right code ends
 * the pending sign-in and returns the account and where to go.
 */
export async function completeSignInChallenge({
  token,
  code,
  ip,
  now,
}: {
  token: string;
  code: string;
  ip: string | null;
  now: Date;
}): Promise<ChallengeResult> {
  const id = sha256(token);
  const pending = await readSignInChallenge({ token, now });
  if (!pending) return { ok: false, reason: "expired" };
  const tries = await hitRateLimit({ key: challengeKey(id), windowMs: CHALLENGE_TTL_MS, now });
  if (tries.count > CODE_TRIES_PER_CHALLENGE) {
    await deleteChallenge({ id });
    await recordSignInEvent({ userId: pending.user.id, usernameAttempted: pending.user.username, outcome: "second_factor_throttled", ip, now });
    return { ok: false, reason: "throttled", minutes: Math.ceil(CHALLENGE_TTL_MS / MINUTE_MS), ended: true };
  }
  const result = await verifyAccountCode({ user: pending.user, code, now, audit: { ip } });
  if (!result.ok) return result.reason === "throttled" ? { ...result, ended: false } : result;
  await deleteChallenge({ id });
  await clearRateLimit({ key: challengeKey(id) });
  return { ok: true, user: pending.user, redirectTo: pending.redirectTo };
}

/** Ends a pending sign-in (the person chose to start again). */
export async function endSignInChallenge({ token }: { token: string }): Promise<void> {
  const id = sha256(token);
  await deleteChallenge({ id });
}

export type DisableResult =
  { ok: true } | { ok: false; reason: "not_enabled" | "wrong_proof" | "reused_code" } | { ok: false; reason: "throttled"; minutes: number };

/**
 * Turns two-factor off (a destructive change: ASVS 5.0 6.4.x asks for re-authentication) after
 * either the account's password or a current code / recovery code. Every try counts on the
 * account's code counter first (10 per 15 minutes). In one transaction it removes the secret and
 * the recovery codes and, for an administrator, writes the audit row `two_factor_disable`.
 */
export async function disableTwoFactor({
  user,
  password,
  code,
  now,
}: {
  user: Pick<Account, "id" | "username" | "isAdmin">;
  password?: string;
  code?: string;
  now: Date;
}): Promise<DisableResult> {
  const row = await getTwoFactor({ userId: user.id });
  if (!row?.enabledAt) return { ok: false, reason: "not_enabled" };
  if (code) {
    const result = await verifyAccountCode({ user, code, now });
    if (!result.ok) return result.reason === "throttled" ? result : { ok: false, reason: result.reason === "reused_code" ? "reused_code" : "wrong_proof" };
  } else {
    const account = await hitRateLimit({ key: accountKey(user.id), windowMs: CODE_WINDOW_MS, now });
    const block = overLimit({ state: account, limit: CODE_TRIES_PER_ACCOUNT });
    if (block) return { ok: false, reason: "throttled", minutes: minutesUntil(block.resetAt, now) };
    const credentials = await getSignInCredentials({ login: user.username });
    if (!(await verifyPassword(password ?? "", credentials?.passwordHash ?? null))) return { ok: false, reason: "wrong_proof" };
    await clearRateLimit({ key: accountKey(user.id) });
  }
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await deleteTwoFactor({ userId: user.id, db: trx });
    if (user.isAdmin) await recordAdminAction({ admin: user, action: "two_factor_disable", target: { userId: user.id, label: user.username }, now, db: trx });
  });
  return { ok: true };
}
