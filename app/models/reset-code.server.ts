/**
 * Password reset codes (docs/architecture.md "Where the server decides more than the specification" 1; spec §3, §9: 10 minutes).
 * Codes are 8 random digits, stored as an HMAC, single use, dead after 5 wrong tries (counted atomically).
 */
import { getDb, type DbExecutor } from "~/db.server";
import { hmac, randomDigits } from "~/utils/crypto.server";
import { MINUTE_MS } from "~/utils/time";

export const RESET_CODE_TTL_MS = 10 * MINUTE_MS;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODE_LENGTH = 8;

/**
 * Issues a new code for `userId`, voiding earlier ones. Returns the clear code (to mail or to show
 * once, never to store). Given a transaction as `db` (an administrator's action with its audit
 * row, decision record 0034) it writes in it; otherwise in a transaction of its own.
 */
export async function issueResetCode({ userId, now, db: executor }: { userId: number; now: Date; db?: DbExecutor }): Promise<string> {
  const db = executor ?? (await getDb());
  const code = randomDigits(RESET_CODE_LENGTH);
  const iso = now.toISOString();
  const inTransaction = (work: (trx: DbExecutor) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  await inTransaction(async (trx) => {
    await trx.updateTable("password_reset_codes").set({ used_at: iso }).where("user_id", "=", userId).where("used_at", "is", null).execute();
    await trx
      .insertInto("password_reset_codes")
      .values({
        user_id: userId,
        code_hash: hmac(`${userId}:${code}`),
        created_at: iso,
        expires_at: new Date(now.getTime() + RESET_CODE_TTL_MS).toISOString(),
      })
      .execute();
  });
  return code;
}

export type ResetCodeCheck = "ok" | "invalid" | "expired";

/**
 * Checks `code` for `userId` and, when right, marks it used (single use). Every check counts as a
 * try before the comparison, in the same statement that finds the live code, so parallel
 * submissions cannot all compare against a code with tries left: after 5 wrong ones the code is
 * void (OWASP ASVS 5.0 6.3.1). "expired" covers no live code at all (timed out, used, voided or
 * out of tries); the right code gives its try back.
 */
export async function consumeResetCode({
  userId,
  code,
  now,
  db: executor,
}: {
  userId: number;
  code: string;
  now: Date;
  db?: DbExecutor;
}): Promise<ResetCodeCheck> {
  const db = executor ?? (await getDb());
  const iso = now.toISOString();
  const live = db
    .selectFrom("password_reset_codes")
    .select("id")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", iso)
    .where("failed_attempts", "<", RESET_CODE_MAX_ATTEMPTS)
    .orderBy("id", "desc")
    .limit(1);
  const tried = await db
    .updateTable("password_reset_codes")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", live)
    // Again on the row itself: PostgreSQL evaluates `live` once, before waiting for the row lock,
    // and re-checks only the row's own conditions on the version it then updates (READ COMMITTED),
    // so without these 30 parallel tries could all count against a code that had one left
    // (decision record 0040). On SQLite, one writer, they change nothing.
    .where("failed_attempts", "<", RESET_CODE_MAX_ATTEMPTS)
    .where("used_at", "is", null)
    .returning(["id", "code_hash"])
    .executeTakeFirst();
  if (!tried) return "expired";
  if (tried.code_hash !== hmac(`${userId}:${code}`)) return "invalid";
  const used = await db
    .updateTable("password_reset_codes")
    .set((eb) => ({ used_at: iso, failed_attempts: eb("failed_attempts", "-", 1) }))
    .where("id", "=", tried.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "ok" : "expired";
}
