/**
 * Two-factor sign-in rows (issue 14 item 8; OWASP ASVS 5.0 6.3.3, V6.5; decision record 0035):
 * the TOTP secret (already encrypted by the caller), the single-use recovery codes (already
 * hashed by the caller) and the pending sign-ins waiting for their code. Models never see a
 * secret in clear, never read the clock, and return camelCase values.
 */
import { getDb, type DbExecutor } from "~/db.server";

export interface TwoFactorRow {
  /** The encrypted secret (`encryptSecret`). */
  secret: string;
  /** ISO UTC when it was turned on; null while the enrolment waits for its first code. */
  enabledAt: string | null;
  /** The last TOTP time step accepted, or null. */
  lastUsedStep: number | null;
  createdAt: string;
}

/** The person's two-factor row, or undefined when they never started an enrolment (or turned it off). */
export async function getTwoFactor({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<TwoFactorRow | undefined> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("two_factor_secrets")
    .select(["secret", "enabled_at", "last_used_step", "created_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && { secret: row.secret, enabledAt: row.enabled_at, lastUsedStep: row.last_used_step, createdAt: row.created_at };
}

/** Whether two-factor sign-in is on for `userId`. */
export async function isTwoFactorEnabled({ userId, db }: { userId: number; db?: DbExecutor }): Promise<boolean> {
  return Boolean((await getTwoFactor({ userId, db }))?.enabledAt);
}

/**
 * Stores a new pending (not yet confirmed) secret for `userId`, replacing an earlier pending one.
 * Does nothing when two-factor is already on.
 * @returns true when the pending secret was stored
 */
export async function savePendingSecret({
  userId,
  secret,
  now,
  db: executor,
}: {
  userId: number;
  secret: string;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .insertInto("two_factor_secrets")
    .values({ user_id: userId, secret, enabled_at: null, last_used_step: null, created_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ secret, last_used_step: null, created_at: now.toISOString() }).where("two_factor_secrets.enabled_at", "is", null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Turns the pending secret on, records `step` as used, and replaces the recovery codes with
 * `codeHashes`. Call it inside a transaction.
 * @returns false when there was no pending enrolment (already on, or cancelled)
 */
export async function enableTwoFactor({
  userId,
  step,
  codeHashes,
  now,
  db: executor,
}: {
  userId: number;
  step: number;
  codeHashes: readonly string[];
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .updateTable("two_factor_secrets")
    .set({ enabled_at: now.toISOString(), last_used_step: step })
    .where("user_id", "=", userId)
    .where("enabled_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom("two_factor_recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("two_factor_recovery_codes")
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now.toISOString(), used_at: null })))
    .execute();
  return true;
}

/**
 * Claims TOTP time `step` for `userId` in one atomic update: succeeds only when two-factor is on
 * and `step` is later than the last step accepted, so a code (or an earlier one) cannot be used
 * twice, even by two parallel requests (ASVS 5.0 6.5.1).
 * @returns true when the step was claimed
 */
export async function claimTimeStep({ userId, step, db: executor }: { userId: number; step: number; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .updateTable("two_factor_secrets")
    .set({ last_used_step: step })
    .where("user_id", "=", userId)
    .where("enabled_at", "is not", null)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the unused recovery code whose hash is `codeHash` as used, atomically (single use).
 * @returns true when such an unused code existed
 */
export async function spendRecoveryCode({
  userId,
  codeHash,
  now,
  db: executor,
}: {
  userId: number;
  codeHash: string;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .updateTable("two_factor_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many recovery codes of `userId` are still unused. */
export async function countRecoveryCodesLeft({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("two_factor_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes the secret, the recovery codes and any pending sign-in of `userId` (turning it off, or cancelling an enrolment). */
export async function deleteTwoFactor({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("two_factor_challenges").where("user_id", "=", userId).execute();
  await db.deleteFrom("two_factor_recovery_codes").where("user_id", "=", userId).execute();
  await db.deleteFrom("two_factor_secrets").where("user_id", "=", userId).execute();
}

/** Stores a pending sign-in; `id` is the SHA-256 of the cookie's token. Expired ones of the same person are removed. */
export async function createChallenge({
  id,
  userId,
  redirectTo,
  now,
  expiresAt,
  db: executor,
}: {
  id: string;
  userId: number;
  redirectTo: string;
  now: Date;
  expiresAt: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("two_factor_challenges").where("user_id", "=", userId).where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("two_factor_challenges")
    .values({ id, user_id: userId, redirect_to: redirectTo, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
}

/** A live pending sign-in by id (an expired one is deleted on sight and reads as undefined). */
export async function getChallenge({
  id,
  now,
  db: executor,
}: {
  id: string;
  now: Date;
  db?: DbExecutor;
}): Promise<{ userId: number; redirectTo: string } | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("two_factor_challenges").select(["user_id", "redirect_to", "expires_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    await deleteChallenge({ id, db });
    return undefined;
  }
  return { userId: row.user_id, redirectTo: row.redirect_to };
}

/** Ends a pending sign-in (used, abandoned or over its tries). */
export async function deleteChallenge({ id, db: executor }: { id: string; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("two_factor_challenges").where("id", "=", id).execute();
}

export interface AdminTwoFactorStatus {
  id: number;
  username: string;
  /** ISO UTC when the administrator turned two-factor on, or null when it is off (or only pending). */
  twoFactorEnabledAt: string | null;
}

/**
 * Every administrator (`users.is_admin`) with whether two-factor sign-in is on, those without it
 * first, then by username: the data of the overview's two-factor notice (issue 14 item 8).
 * Selects only the username and the date, never the secret.
 */
export async function listAdminTwoFactorStatus({ db: executor }: { db?: DbExecutor } = {}): Promise<AdminTwoFactorStatus[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("users")
    .leftJoin("two_factor_secrets", "two_factor_secrets.user_id", "users.id")
    .select(["users.id", "users.username", "two_factor_secrets.enabled_at"])
    .where("users.is_admin", "=", 1)
    .execute();
  return rows
    .map((row) => ({ id: row.id, username: row.username, twoFactorEnabledAt: row.enabled_at ?? null }))
    .sort((a, b) => Number(a.twoFactorEnabledAt !== null) - Number(b.twoFactorEnabledAt !== null) || a.username.localeCompare(b.username));
}
