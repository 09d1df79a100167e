// Frozen migration: never edit after it has landed; add a new one instead.
// The exercises of /exercises (spec §2; issue 10), one column per language (decision record
// 0022: the content is typed data in app/content/exercises.ts, upserted by slug at every start),
// the personal notes (one per person and exercise) and the completions (one row per "mark as
// completed", with its UTC time; `click_id` makes a repeated submission of the same click a
// no-op). Portable SQL only: CHECK, UNIQUE, foreign keys with cascade.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("exercises")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tier", "text", (c) => c.notNull().check(sql`tier in ('free', 'trial', 'premium')`))
    .addColumn("duration_minutes", "integer", (c) => c.notNull().check(sql`duration_minutes > 0`))
    .addColumn("difficulty", "text", (c) => c.notNull().check(sql`difficulty in ('easy', 'medium', 'hard')`))
    .addColumn("title_it", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("summary_it", "text", (c) => c.notNull())
    .addColumn("summary_en", "text", (c) => c.notNull())
    .addColumn("steps_it", "text", (c) => c.notNull())
    .addColumn("steps_en", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("exercise_notes")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("exercise_notes_pk", ["user_id", "exercise_id"])
    .execute();

  await db.schema
    .createTable("exercise_completions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("exercise_id", "integer", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("click_id", "text", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .addUniqueConstraint("exercise_completions_click", ["user_id", "click_id"])
    .execute();
  await db.schema.createIndex("exercise_completions_user_exercise").on("exercise_completions").columns(["user_id", "exercise_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["exercise_completions", "exercise_notes", "exercises"]) {
    await db.schema.dropTable(table).execute();
  }
}
