/**
 * Queries on `goals` (spec §3 "wellness goals"): every query is scoped to the owner, so another
 * person's goal id is simply not found.
 */
import { getDb, type DbExecutor } from "~/db.server";

export interface Goal {
  id: number;
  title: string;
  /** YYYY-MM-DD, or null. */
  targetDate: string | null;
  /** ISO UTC when ticked off, null while open. */
  doneAt: string | null;
  createdAt: string;
}

/** The goals of `userId`: open ones first (by target date, undated last), then done ones, newest first. */
export async function listGoals({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<Goal[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("goals")
    .select(["id", "title", "target_date", "done_at", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
  const goals = rows.map((r) => ({ id: r.id, title: r.title, targetDate: r.target_date, doneAt: r.done_at, createdAt: r.created_at }));
  const open = goals.filter((g) => !g.doneAt).sort((a, b) => (a.targetDate ?? "9999").localeCompare(b.targetDate ?? "9999") || b.id - a.id);
  const done = goals.filter((g) => g.doneAt).sort((a, b) => b.doneAt!.localeCompare(a.doneAt!));
  return [...open, ...done];
}

/** Adds a goal; returns its id. */
export async function addGoal({
  userId,
  title,
  targetDate,
  now,
  db: executor,
}: {
  userId: number;
  title: string;
  targetDate: string | null;
  now: Date;
  db?: DbExecutor;
}): Promise<number> {
  const db = executor ?? (await getDb());
  const iso = now.toISOString();
  const row = await db
    .insertInto("goals")
    .values({ user_id: userId, title, target_date: targetDate, done_at: null, created_at: iso, updated_at: iso })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ticks a goal off (`done`) or opens it again. False when `userId` has no goal `id`. */
export async function setGoalDone({
  userId,
  id,
  done,
  now,
  db: executor,
}: {
  userId: number;
  id: number;
  done: boolean;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const iso = now.toISOString();
  const result = await db
    .updateTable("goals")
    .set({ done_at: done ? iso : null, updated_at: iso })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a goal. False when `userId` has no goal `id`. */
export async function deleteGoal({ userId, id, db: executor }: { userId: number; id: number; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db.deleteFrom("goals").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The goals of `userId` ticked off, for the statistics. */
export async function countDoneGoals({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("goals")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("done_at", "is not", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
