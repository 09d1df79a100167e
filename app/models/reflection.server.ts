/**
 * Reflection prompts (spec §3, seeded by db/seed/reflections.ts) and people's answers to them.
 * Answers are wellbeing data (decision record 0014): every query of an answer is scoped to its
 * owner, so another person's id reads as "not found".
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { ReflectionCategoryId } from "~/content/reflections";
import type { Locale } from "~/utils/i18n";

/** A prompt in one language. */
export interface ReflectionPrompt {
  id: string;
  /** 1–15 (spec §3). */
  number: number;
  category: ReflectionCategoryId;
  premium: boolean;
  text: string;
}

/** A saved answer, with its prompt's id; timestamps ISO 8601 UTC. */
export interface SavedReflection {
  id: number;
  promptId: string;
  text: string;
  /** The kinder perspective the person generated and kept, or null. */
  perspective: string | null;
  createdAt: string;
  updatedAt: string;
}

type PromptRow = { id: string; number: number; category: string; premium: number; text_it: string; text_en: string };

function toPrompt(row: PromptRow, locale: Locale): ReflectionPrompt {
  return {
    id: row.id,
    number: row.number,
    category: row.category as ReflectionCategoryId,
    premium: row.premium === 1,
    text: locale === "it" ? row.text_it : row.text_en,
  };
}

const PROMPT_COLUMNS = ["id", "number", "category", "premium", "text_it", "text_en"] as const;
const REFLECTION_COLUMNS = ["id", "prompt_id", "text", "perspective", "created_at", "updated_at"] as const;

/** Every prompt in `locale`, by number. */
export async function listReflectionPrompts({ locale, db: executor }: { locale: Locale; db?: DbExecutor }): Promise<ReflectionPrompt[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("reflection_prompts").select(PROMPT_COLUMNS).orderBy("number").execute();
  return rows.map((row) => toPrompt(row, locale));
}

/** The prompt `id` in `locale`, or undefined. */
export async function getReflectionPrompt({
  id,
  locale,
  db: executor,
}: {
  id: string;
  locale: Locale;
  db?: DbExecutor;
}): Promise<ReflectionPrompt | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("reflection_prompts").select(PROMPT_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toPrompt(row, locale) : undefined;
}

function toReflection(row: {
  id: number;
  prompt_id: string;
  text: string;
  perspective: string | null;
  created_at: string;
  updated_at: string;
}): SavedReflection {
  return { id: row.id, promptId: row.prompt_id, text: row.text, perspective: row.perspective, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** Saves a new answer of `userId` to `promptId` at `now`; returns it. */
export async function createReflection({
  userId,
  promptId,
  text,
  now,
  db: executor,
}: {
  userId: number;
  promptId: string;
  text: string;
  now: Date;
  db?: DbExecutor;
}): Promise<SavedReflection> {
  const db = executor ?? (await getDb());
  const at = now.toISOString();
  const row = await db
    .insertInto("reflections")
    .values({ user_id: userId, prompt_id: promptId, text, perspective: null, created_at: at, updated_at: at })
    .returning(REFLECTION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toReflection(row);
}

/** The answer `id` when it belongs to `userId`, else undefined. */
export async function getReflection({ id, userId, db: executor }: { id: number; userId: number; db?: DbExecutor }): Promise<SavedReflection | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("reflections").select(REFLECTION_COLUMNS).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row ? toReflection(row) : undefined;
}

/** Every answer of `userId`, most recently changed first. */
export async function listReflections({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<SavedReflection[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("reflections")
    .select(REFLECTION_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toReflection);
}

/**
 * Replaces the text of `userId`'s answer `id` at `now`. A perspective written for the old text no
 * longer fits the new one, so it is cleared when the text changes.
 * @returns false when there is no such answer of that person.
 */
export async function updateReflectionText({
  id,
  userId,
  text,
  now,
  db: executor,
}: {
  id: number;
  userId: number;
  text: string;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const current = await getReflection({ id, userId, db });
  if (!current) return false;
  const perspective = current.text === text ? current.perspective : null;
  const result = await db
    .updateTable("reflections")
    .set({ text, perspective, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stores `perspective` with `userId`'s answer `id`, only while its text is still `forText` (a
 * perspective generated for a text edited meanwhile is not kept).
 * @returns false when there is no such answer, or its text changed.
 */
export async function saveReflectionPerspective({
  id,
  userId,
  forText,
  perspective,
  now,
  db: executor,
}: {
  id: number;
  userId: number;
  forText: string;
  perspective: string;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .updateTable("reflections")
    .set({ perspective, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("text", "=", forText)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes `userId`'s answer `id`; false when there was none. */
export async function deleteReflection({ id, userId, db: executor }: { id: number; userId: number; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db.deleteFrom("reflections").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
