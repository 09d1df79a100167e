/**
 * The exercises of /exercises (spec §2; issue 10) and what a person does with them: the content
 * as seeded from app/content/exercises.ts (decision record 0022), their notes (wellbeing data,
 * decision record 0014) and their completions (times in ISO UTC; they feed the profile's
 * statistics, spec §3 "Profile stats: exercises completed").
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { ExerciseContent } from "~/content/exercises";
import type { ContentTier } from "~/utils/entitlements";
import type { ExerciseCategory, ExerciseDifficulty } from "~/utils/exercises";
import type { Locale } from "~/utils/i18n";

/** An exercise in one language, as the pages show it. */
export interface Exercise {
  id: number;
  slug: string;
  category: ExerciseCategory;
  tier: ContentTier;
  durationMinutes: number;
  difficulty: ExerciseDifficulty;
  title: string;
  summary: string;
  steps: string[];
}

const COLUMNS = ["id", "slug", "category", "tier", "duration_minutes", "difficulty"] as const;

function localizedColumns(locale: Locale) {
  return locale === "en"
    ? (["title_en as title", "summary_en as summary", "steps_en as steps"] as const)
    : (["title_it as title", "summary_it as summary", "steps_it as steps"] as const);
}

interface Row {
  id: number;
  slug: string;
  category: string;
  tier: ContentTier;
  duration_minutes: number;
  difficulty: ExerciseDifficulty;
  title: string;
  summary: string;
  steps: string;
}

function toExercise(row: Row): Exercise {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category as ExerciseCategory,
    tier: row.tier,
    durationMinutes: row.duration_minutes,
    difficulty: row.difficulty,
    title: row.title,
    summary: row.summary,
    steps: JSON.parse(row.steps) as string[],
  };
}

/** Lower case, without accents: "Perché" and "perche" match (search in either language). */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Every exercise in `locale`, in the content's order, optionally only `category` and only those
 * whose title, summary, steps or category name (`categoryNames`, the page's words for each
 * category: "sonno" finds every sleep exercise, issue 25 item 8) contain every word of `query`
 * (case- and accent-insensitive).
 * The list is small (tens of rows), so the words are matched here rather than with LIKE, which
 * folds neither accents nor non-ASCII case in SQLite.
 */
export async function listExercises({
  locale,
  category,
  query,
  categoryNames,
  db: executor,
}: {
  locale: Locale;
  category?: ExerciseCategory | null;
  query?: string | null;
  categoryNames?: Partial<Record<ExerciseCategory, string>>;
  db?: DbExecutor;
}): Promise<Exercise[]> {
  const db = executor ?? (await getDb());
  let select = db
    .selectFrom("exercises")
    .select([...COLUMNS, ...localizedColumns(locale)])
    .orderBy("position");
  if (category) select = select.where("category", "=", category);
  const exercises = (await select.execute()).map(toExercise);
  const words = foldForSearch(query ?? "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return exercises;
  return exercises.filter((exercise) => {
    const text = foldForSearch([exercise.title, exercise.summary, ...exercise.steps, categoryNames?.[exercise.category] ?? ""].join(" "));
    return words.every((word) => text.includes(word));
  });
}

/** The exercise with `slug` in `locale`, or undefined. */
export async function getExerciseBySlug({ slug, locale, db: executor }: { slug: string; locale: Locale; db?: DbExecutor }): Promise<Exercise | undefined> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("exercises")
    .select([...COLUMNS, ...localizedColumns(locale)])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ? toExercise(row) : undefined;
}

/** How many exercises exist. */
export async function countExercises({ db: executor }: { db?: DbExecutor } = {}): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("exercises")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates or updates the exercises of `content` by slug (their order is `position`); never
 * deletes one, so notes and completions of an exercise that left the content survive.
 * @returns the number of exercises written.
 */
export async function upsertExercises({ content, now, db: executor }: { content: readonly ExerciseContent[]; now: Date; db?: DbExecutor }): Promise<number> {
  const db = executor ?? (await getDb());
  await db.transaction().execute(async (trx) => {
    for (const [position, exercise] of content.entries()) {
      const values = {
        position,
        category: exercise.category,
        tier: exercise.tier,
        duration_minutes: exercise.durationMinutes,
        difficulty: exercise.difficulty,
        title_it: exercise.title.it,
        title_en: exercise.title.en,
        summary_it: exercise.summary.it,
        summary_en: exercise.summary.en,
        steps_it: JSON.stringify(exercise.steps.it),
        steps_en: JSON.stringify(exercise.steps.en),
        updated_at: now.toISOString(),
      };
      await trx
        .insertInto("exercises")
        .values({ slug: exercise.slug, ...values })
        .onConflict((oc) => oc.column("slug").doUpdateSet(values))
        .execute();
    }
  });
  return content.length;
}

/** A person's note on an exercise. */
export interface ExerciseNote {
  body: string;
  /** ISO UTC. */
  updatedAt: string;
}

/** The note of `userId` on `exerciseId`, or undefined. */
export async function getExerciseNote({
  userId,
  exerciseId,
  db: executor,
}: {
  userId: number;
  exerciseId: number;
  db?: DbExecutor;
}): Promise<ExerciseNote | undefined> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("exercise_notes")
    .select(["body", "updated_at"])
    .where("user_id", "=", userId)
    .where("exercise_id", "=", exerciseId)
    .executeTakeFirst();
  return row ? { body: row.body, updatedAt: row.updated_at } : undefined;
}

/** Saves the note of `userId` on `exerciseId`; an empty `body` deletes it. */
export async function saveExerciseNote({
  userId,
  exerciseId,
  body,
  now,
  db: executor,
}: {
  userId: number;
  exerciseId: number;
  body: string;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  if (!body) {
    await db.deleteFrom("exercise_notes").where("user_id", "=", userId).where("exercise_id", "=", exerciseId).execute();
    return;
  }
  const values = { body, updated_at: now.toISOString() };
  await db
    .insertInto("exercise_notes")
    .values({ user_id: userId, exercise_id: exerciseId, ...values })
    .onConflict((oc) => oc.columns(["user_id", "exercise_id"]).doUpdateSet(values))
    .execute();
}

/**
 * Records that `userId` completed `exerciseId` at `now` (UTC). `clickId` is the one-time id of
 * the form that was submitted: the same click arriving twice (a double submit, a retried
 * request) is recorded once.
 * @returns whether a new completion was recorded.
 */
export async function recordExerciseCompletion({
  userId,
  exerciseId,
  clickId,
  now,
  db: executor,
}: {
  userId: number;
  exerciseId: number;
  clickId: string;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const inserted = await db
    .insertInto("exercise_completions")
    .values({ user_id: userId, exercise_id: exerciseId, click_id: clickId, completed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "click_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The completions of one exercise by `userId`: how many, and the last one (ISO UTC) or null. */
export async function getExerciseCompletions({
  userId,
  exerciseId,
  db: executor,
}: {
  userId: number;
  exerciseId: number;
  db?: DbExecutor;
}): Promise<{ count: number; lastCompletedAt: string | null }> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("exercise_completions")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("completed_at").as("last")])
    .where("user_id", "=", userId)
    .where("exercise_id", "=", exerciseId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastCompletedAt: (row.last as string | null) ?? null };
}

/**
 * What `userId` has done across the exercises: the ids of the exercises completed at least once
 * and the total number of completions (the profile's "exercises completed", spec §3).
 */
export async function getExerciseProgress({
  userId,
  db: executor,
}: {
  userId: number;
  db?: DbExecutor;
}): Promise<{ completedIds: number[]; completions: number }> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("exercise_completions")
    .select((eb) => ["exercise_id", eb.fn.countAll<number>().as("n")])
    .where("user_id", "=", userId)
    .groupBy("exercise_id")
    .execute();
  return { completedIds: rows.map((r) => r.exercise_id), completions: rows.reduce((sum, r) => sum + Number(r.n), 0) };
}

/** The exercise a person touched last (the home's "where to continue"). */
export interface LastExerciseActivity {
  slug: string;
  title: string;
  /** What happened last: a note saved (the exercise is in progress) or a completion. */
  kind: "note" | "completed";
  /** ISO UTC. */
  at: string;
}

/**
 * The exercise `userId` last wrote a note on or completed, with its title in `locale`, or null
 * when they have done neither (the signed-in home, issue 15; spec §2 "Home").
 */
export async function getLastExerciseActivity({
  userId,
  locale,
  db: executor,
}: {
  userId: number;
  locale: Locale;
  db?: DbExecutor;
}): Promise<LastExerciseActivity | null> {
  const db = executor ?? (await getDb());
  const title = locale === "en" ? "exercises.title_en" : "exercises.title_it";
  const [note, completion] = await Promise.all([
    db
      .selectFrom("exercise_notes")
      .innerJoin("exercises", "exercises.id", "exercise_notes.exercise_id")
      .select(["exercises.slug", `${title} as title`, "exercise_notes.updated_at as at"])
      .where("exercise_notes.user_id", "=", userId)
      .orderBy("exercise_notes.updated_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("exercise_completions")
      .innerJoin("exercises", "exercises.id", "exercise_completions.exercise_id")
      .select(["exercises.slug", `${title} as title`, "exercise_completions.completed_at as at"])
      .where("exercise_completions.user_id", "=", userId)
      .orderBy("exercise_completions.completed_at", "desc")
      .orderBy("exercise_completions.id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (note && (!completion || note.at > completion.at)) return { slug: note.slug, title: note.title, kind: "note", at: note.at };
  return completion ? { slug: completion.slug, title: completion.title, kind: "completed", at: completion.at } : null;
}
