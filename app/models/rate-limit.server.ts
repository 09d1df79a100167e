/**
 * Fixed-window counters in SQLite (OWASP ASVS 5.0 V6.3.1 brute-force protection). Each update is
 * one atomic upsert, so parallel requests cannot slip past the limit.
 */
import { sql } from "kysely";
import { getDb, type DbExecutor } from "~/db.server";

export interface RateLimitState {
  /** Hits counted in the current window. */
  count: number;
  /** When the window ends. */
  resetAt: Date;
}

/** Counts one hit on `key`; a window of `windowMs` starts at the first hit after the last one ended. */
export async function hitRateLimit({
  key,
  windowMs,
  now,
  db: executor,
}: {
  key: string;
  windowMs: number;
  now: Date;
  db?: DbExecutor;
}): Promise<RateLimitState> {
  const db = executor ?? (await getDb());
  const nowIso = now.toISOString();
  const resetIso = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${nowIso} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${nowIso} then ${resetIso} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetAt: new Date(row.reset_at) };
}

/** The live window of `key`, or null when none is running. */
export async function peekRateLimit({ key, now, db: executor }: { key: string; now: Date; db?: DbExecutor }): Promise<RateLimitState | null> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("rate_limits")
    .select(["count", "reset_at"])
    .where("key", "=", key)
    .where("reset_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { count: row.count, resetAt: new Date(row.reset_at) } : null;
}

/** Forgets `key` (e.g. after a successful sign-in). */
export async function clearRateLimit({ key, db: executor }: { key: string; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}
