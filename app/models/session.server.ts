/**
 * Server-side sessions (ASVS 5.0 V7.2–7.4). The cookie carries a random 256-bit token; the
 * table keeps only its SHA-256, so a copied database does not yield live sessions. A session dies
 * after `SESSION_IDLE_MS` without use or `SESSION_ABSOLUTE_MS` after sign-in, whichever first.
 */
import { getDb, type DbExecutor } from "~/db.server";
import { randomToken, sha256 } from "~/utils/crypto.server";
import { DAY_MS, MINUTE_MS } from "~/utils/time";
import { logStorageFailure, storageFailureCode } from "~/utils/storage-failure.server";
import { ACCOUNT_SUBSCRIPTION_COLUMNS, ACCOUNT_USER_COLUMNS, currentSubscriptionJoin, toAccount, type Account } from "./user.server";

/** Idle timeout: 7 days without a request ends the session. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** Absolute lifetime: 30 days after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** Creates a session row for `userId`; returns the cookie token (never stored in clear). */
export async function createSession({ userId, now, db: executor }: { userId: number; now: Date; db?: DbExecutor }): Promise<string> {
  const db = executor ?? (await getDb());
  const token = randomToken(32);
  await db
    .insertInto("sessions")
    .values({
      id: sha256(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The user of a live session, or null when the token is unknown, logged out, idle past the
 * timeout or past its absolute lifetime, or the account's sign-in is disabled (decision record
 * 0034); dead sessions are deleted on sight.
 */
export async function getSessionUser({ token, now, db: executor }: { token: string; now: Date; db?: DbExecutor }): Promise<Account | null> {
  const db = executor ?? (await getDb());
  const id = sha256(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("subscriptions", (join) => join.on(currentSubscriptionJoin))
    .select(ACCOUNT_USER_COLUMNS)
    .select(ACCOUNT_SUBSCRIPTION_COLUMNS)
    .select(["sessions.last_seen_at as session_last_seen_at", "sessions.expires_at as session_expires_at"])
    .select("users.sign_in_disabled_at")
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.sign_in_disabled_at !== null) {
    // An administrator disabled this account (decision record 0034): its sessions are deleted then; a leftover one dies here.
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  const lastSeen = new Date(row.session_last_seen_at).getTime();
  if (now.getTime() >= new Date(row.session_expires_at).getTime() || now.getTime() - lastSeen >= SESSION_IDLE_MS) {
    await bestEffortWrite(() => db.deleteFrom("sessions").where("id", "=", id).execute());
    return null;
  }
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await bestEffortWrite(() => db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute());
  }
  return toAccount(row);
}

/** Ends one session (logout). */
export async function deleteSession({ token, db: executor }: { token: string; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("sessions").where("id", "=", sha256(token)).execute();
}

/** Ends every session of a user (password reset). Returns how many were ended. */
export async function deleteUserSessions({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<number> {
  const db = executor ?? (await getDb());
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Runs a housekeeping write that reading a page must not depend on (the idle-timeout touch, the
 * removal of an expired session): when the database cannot store right now (a full disk, a long
 * lock) the page is still served and the write happens on a later request.
 * @throws any error that is not a storage failure (utils/storage-failure.server.ts).
 */
async function bestEffortWrite(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const code = storageFailureCode(error);
    if (!code) throw error;
    logStorageFailure(code, "a session update");
  }
}

/**
 * Ends every session of `userId` except the one whose cookie token is `keepToken` (a password
 * change on /profile keeps the person signed in here and signs out every other device).
 * Returns how many were ended.
 */
export async function deleteOtherUserSessions({ userId, keepToken, db: executor }: { userId: number; keepToken: string; db?: DbExecutor }): Promise<number> {
  const db = executor ?? (await getDb());
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", sha256(keepToken)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
