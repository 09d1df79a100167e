/**
 * Daily AI request counter per user and UTC date (spec §3 "Daily usage record", §9; docs/architecture.md
 * "better than the specification" 2). Shared by chat and every later AI feature. Reserving is one
 * atomic upsert (`INSERT … ON CONFLICT DO UPDATE … WHERE count < limit RETURNING`), so parallel
 * requests can never exceed the limit; a slot is given back when no answer could be produced.
 */
import { sql } from "kysely";
import { getDb, type DbExecutor } from "~/db.server";
import { utcDate } from "~/utils/time";

export type Reservation =
  { ok: true; usageDate: string; count: number; remaining: number | null } | { ok: false; usageDate: string; count: number; remaining: 0 };

/**
 * Reserves one AI request for `userId` on the UTC date of `now`.
 * @param limit requests per day; null = unlimited (still counted, for statistics); 0 = none allowed.
 */
export async function reserveAiRequest({
  userId,
  limit,
  now,
  db: executor,
}: {
  userId: number;
  limit: number | null;
  now: Date;
  db?: DbExecutor;
}): Promise<Reservation> {
  const db = executor ?? (await getDb());
  const usageDate = utcDate(now);
  if (limit !== null && limit <= 0) return { ok: false, usageDate, count: 0, remaining: 0 };
  const row = await db
    .insertInto("ai_usage")
    .values({ user_id: userId, usage_date: usageDate, count: 1 })
    .onConflict((oc) => {
      const update = oc.columns(["user_id", "usage_date"]).doUpdateSet({ count: sql<number>`ai_usage.count + 1` });
      return limit === null ? update : update.where("ai_usage.count", "<", limit);
    })
    .returning("count")
    .executeTakeFirst();
  if (!row) return { ok: false, usageDate, count: limit ?? 0, remaining: 0 };
  return { ok: true, usageDate, count: row.count, remaining: limit === null ? null : limit - row.count };
}

/** Gives back one reserved request (no answer could be produced). Never goes below 0. */
export async function releaseAiRequest({ userId, usageDate, db: executor }: { userId: number; usageDate: string; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .updateTable("ai_usage")
    .set({ count: sql<number>`count - 1` })
    .where("user_id", "=", userId)
    .where("usage_date", "=", usageDate)
    .where("count", ">", 0)
    .execute();
}

/** Requests used today (UTC) and how many remain under `limit` (null = unlimited). */
export async function getAiUsage({
  userId,
  limit,
  now,
  db: executor,
}: {
  userId: number;
  limit: number | null;
  now: Date;
  db?: DbExecutor;
}): Promise<{ used: number; remaining: number | null }> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("ai_usage").select("count").where("user_id", "=", userId).where("usage_date", "=", utcDate(now)).executeTakeFirst();
  const used = row?.count ?? 0;
  return { used, remaining: limit === null ? null : Math.max(0, limit - used) };
}
