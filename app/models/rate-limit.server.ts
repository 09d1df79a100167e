/**
 * Fixed-window counters in SQLite (OWASP ASVS 5.0 V6.3.1 brute-force protection). Each update is
 * one atomic upsert, so parallel requests cannot slip past the limit, provided the caller counts
 * the attempt with {@link hitRateLimit} before doing the work it limits and refuses when the
 * returned count is over the limit (checking first and counting afterwards lets a whole parallel
 * burst through the check).
 */
import { sql } from "kysely";
import { getDb, type DbExecutor } from "~/db.server";

export interface RateLimitState {
  /** Hits counted in the current window. */
  count: number;
  /** When the window ends. */
  resetAt: Date;
}

/**
 * Counts one hit on `key` and returns the count including it; a window of `windowMs` starts at the
 * first hit after the last one ended. Parallel callers each get a distinct count.
 */
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

/**
 * Takes one hit back from `key`'s live window (never below 0), e.g. when a sign-in counted
 * before the password check turns out to be a success. Nothing happens when no window is live.
 */
export async function releaseRateLimit({ key, now, db: executor }: { key: string; now: Date; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .updateTable("rate_limits")
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where("key", "=", key)
    .where("reset_at", ">", now.toISOString())
    .execute();
}

/**
 * The window that refuses, among hits just counted: the one over its limit that ends last, or
 * null when every count is within its limit. `limit` is the number of hits a window allows.
 */
export function overLimit(...hits: ({ state: RateLimitState; limit: number } | null)[]): RateLimitState | null {
  const over = hits.filter((hit): hit is { state: RateLimitState; limit: number } => hit !== null && hit.state.count > hit.limit).map((hit) => hit.state);
  return over.sort((a, b) => b.resetAt.getTime() - a.resetAt.getTime())[0] ?? null;
}

/** Forgets `key` (e.g. after a successful sign-in). */
export async function clearRateLimit({ key, db: executor }: { key: string; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}
