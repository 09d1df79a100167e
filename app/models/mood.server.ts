/**
 * Mood entries (/mood, decision record 0025). Health data: every query is scoped to its owner's
 * `userId` (an entry of somebody else is "not found", administrators included), and nothing of an
 * entry is ever logged.
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { MoodEntryRow } from "#db/schema";
import { EMOTIONS, type Emotion } from "~/utils/mood";

/** A stored mood entry, camelCase, with its JSON columns parsed. Instants are ISO UTC. */
export interface MoodEntry {
  id: number;
  mood: number;
  emotions: Emotion[];
  tags: string[];
  note: string | null;
  occurredAt: string;
  source: "app" | "daylio";
  createdAt: string;
  updatedAt: string;
}

/** What a person writes: the mood (1–5), emotions, tags, an optional note and when it was felt. */
export interface MoodEntryInput {
  mood: number;
  emotions: readonly Emotion[];
  tags?: readonly string[];
  note: string | null;
  occurredAt: Date;
}

const COLUMNS = ["id", "mood", "emotions", "tags", "note", "occurred_at", "source", "created_at", "updated_at"] as const;

function stringArray(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function toEntry(row: Pick<MoodEntryRow, (typeof COLUMNS)[number]>): MoodEntry {
  return {
    id: row.id,
    mood: row.mood,
    emotions: stringArray(row.emotions).filter((e): e is Emotion => (EMOTIONS as readonly string[]).includes(e)),
    tags: stringArray(row.tags),
    note: row.note,
    occurredAt: row.occurred_at,
    source: row.source,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Saves a new entry of `userId` at `now`; returns its id. */
export async function addMoodEntry({
  userId,
  entry,
  source = "app",
  now,
  db: executor,
}: {
  userId: number;
  entry: MoodEntryInput;
  source?: "app" | "daylio";
  now: Date;
  db?: DbExecutor;
}): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .insertInto("mood_entries")
    .values({
      user_id: userId,
      mood: entry.mood,
      emotions: JSON.stringify(entry.emotions),
      tags: JSON.stringify(entry.tags ?? []),
      note: entry.note,
      occurred_at: entry.occurredAt.toISOString(),
      source,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The entry `id` when it belongs to `userId`, else undefined (also for another person's entry). */
export async function getMoodEntry({ userId, id, db: executor }: { userId: number; id: number; db?: DbExecutor }): Promise<MoodEntry | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("mood_entries").select(COLUMNS).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/**
 * Replaces mood, emotions, note and time of the entry `id` of `userId` (tags are kept).
 * @returns false when there is no such entry of `userId`.
 */
export async function updateMoodEntry({
  userId,
  id,
  entry,
  now,
  db: executor,
}: {
  userId: number;
  id: number;
  entry: MoodEntryInput;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .updateTable("mood_entries")
    .set({
      mood: entry.mood,
      emotions: JSON.stringify(entry.emotions),
      note: entry.note,
      occurred_at: entry.occurredAt.toISOString(),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the entry `id` of `userId`; false when there is no such entry of theirs. */
export async function deleteMoodEntry({ userId, id, db: executor }: { userId: number; id: number; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db.deleteFrom("mood_entries").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Mood and instant of the entries of `userId` with `from <= occurredAt < to` (ISO UTC), oldest first: what the chart and the statistics read. */
export async function listMoodPoints({
  userId,
  from,
  to,
  db: executor,
}: {
  userId: number;
  from: Date;
  to: Date;
  db?: DbExecutor;
}): Promise<{ occurredAt: string; mood: number }[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("mood_entries")
    .select(["occurred_at", "mood"])
    .where("user_id", "=", userId)
    .where("occurred_at", ">=", from.toISOString())
    .where("occurred_at", "<", to.toISOString())
    .orderBy("occurred_at")
    .execute();
  return rows.map((r) => ({ occurredAt: r.occurred_at, mood: r.mood }));
}

/** Every instant (ISO UTC) at which `userId` logged a mood, newest first: what the streak reads. */
export async function listMoodInstants({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<string[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("mood_entries").select("occurred_at").where("user_id", "=", userId).orderBy("occurred_at", "desc").execute();
  return rows.map((r) => r.occurred_at);
}

/** One page of the entries of `userId`, newest first (`page` from 1), and how many there are in all. */
export async function listMoodEntries({
  userId,
  page,
  pageSize,
  db: executor,
}: {
  userId: number;
  page: number;
  pageSize: number;
  db?: DbExecutor;
}): Promise<{ entries: MoodEntry[]; total: number }> {
  const db = executor ?? (await getDb());
  const [rows, count] = await Promise.all([
    db
      .selectFrom("mood_entries")
      .select(COLUMNS)
      .where("user_id", "=", userId)
      .orderBy("occurred_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("mood_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(toEntry), total: Number(count.n) };
}

/**
 * Every entry of `userId`, oldest first: for the data export (GDPR art. 15 and 20, issue 12
 * "data rights"), which writes them as JSON and as a CSV of moods.
 */
export async function exportMoodEntries({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<MoodEntry[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("mood_entries").select(COLUMNS).where("user_id", "=", userId).orderBy("occurred_at").orderBy("id").execute();
  return rows.map(toEntry);
}

/**
 * Adds the imported `entries` of `userId` that are not there yet, in one transaction. An entry is
 * "there" when the person already has one in the same UTC minute with the same mood (decision
 * record 0025), whether logged here or imported before; duplicates inside `entries` count once.
 * The transaction holds the only connection, so two imports of the same file at once cannot both
 * insert it.
 * @returns how many were added and how many were already there.
 */
export async function importMoodEntries({
  userId,
  entries,
  now,
  db: executor,
}: {
  userId: number;
  entries: readonly MoodEntryInput[];
  now: Date;
  db?: DbExecutor;
}): Promise<{ added: number; duplicates: number }> {
  const db = executor ?? (await getDb());
  return db.transaction().execute(async (trx) => {
    const seen = await existingMoodKeys({ userId, entries, db: trx });
    const fresh: MoodEntryInput[] = [];
    for (const entry of entries) {
      const key = moodKey(entry.occurredAt.toISOString(), entry.mood);
      if (seen.has(key)) continue;
      seen.add(key);
      fresh.push(entry);
    }
    // Several rows per statement: 5,000 single inserts took seconds, batches take milliseconds.
    for (let i = 0; i < fresh.length; i += IMPORT_BATCH) {
      await trx
        .insertInto("mood_entries")
        .values(
          fresh.slice(i, i + IMPORT_BATCH).map((entry) => ({
            user_id: userId,
            mood: entry.mood,
            emotions: JSON.stringify(entry.emotions),
            tags: JSON.stringify(entry.tags ?? []),
            note: entry.note,
            occurred_at: entry.occurredAt.toISOString(),
            source: "daylio" as const,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })),
        )
        .execute();
    }
    return { added: fresh.length, duplicates: entries.length - fresh.length };
  });
}

/** Rows per INSERT of an import (9 columns each: far below SQLite's limit of bound parameters). */
const IMPORT_BATCH = 500;

/** The import's duplicate key: the UTC minute and the mood. */
export function moodKey(occurredAtIso: string, mood: number): string {
  return `${occurredAtIso.slice(0, 16)}|${mood}`;
}

/** The keys ({@link moodKey}) of the entries `userId` already has between the first and last of `entries`. */
export async function existingMoodKeys({
  userId,
  entries,
  db: executor,
}: {
  userId: number;
  entries: readonly MoodEntryInput[];
  db?: DbExecutor;
}): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  const db = executor ?? (await getDb());
  const times = entries.map((e) => e.occurredAt.getTime());
  const from = new Date(Math.min(...times) - 60_000);
  const to = new Date(Math.max(...times) + 60_000);
  const points = await listMoodPoints({ userId, from, to, db });
  return new Set(points.map((p) => moodKey(p.occurredAt, p.mood)));
}
