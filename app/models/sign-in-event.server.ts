/** Audit of sign-in attempts (ASVS 5.0 V16.3.1): who, outcome, when, from where; never the password. */
import { getDb, type DbExecutor } from "~/db.server";

/** "second_factor_*": the password was right and the code step followed (decision record 0035). */
export type SignInOutcome = "success" | "bad_credentials" | "throttled" | "second_factor_required" | "second_factor_failed" | "second_factor_throttled";

export async function recordSignInEvent(event: {
  userId: number | null;
  usernameAttempted: string;
  outcome: SignInOutcome;
  ip: string | null;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = event.db ?? (await getDb());
  await db
    .insertInto("sign_in_events")
    .values({
      user_id: event.userId,
      username_attempted: event.usernameAttempted.slice(0, 64),
      outcome: event.outcome,
      ip: event.ip,
      created_at: event.now.toISOString(),
    })
    .execute();
}

/** Most recent attempts for one username (newest first), for the admin and tests. */
export async function listSignInEvents({ username, limit = 20, db: executor }: { username: string; limit?: number; db?: DbExecutor }) {
  const db = executor ?? (await getDb());
  return db
    .selectFrom("sign_in_events")
    .select(["user_id", "username_attempted", "outcome", "ip", "created_at"])
    .where("username_attempted", "=", username)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
