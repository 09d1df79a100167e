// Frozen migration: never edit after it has landed; add a new one instead.
// Mood entries (/mood, decision record 0025): one row per logged mood, owned by one user and
// deleted with them. Emotions and tags are JSON arrays of strings; occurred_at is the ISO UTC
// instant the mood was felt (the person's local time converted on the way in).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mood_entries")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mood", "integer", (c) => c.notNull().check(sql`mood between 1 and 5`))
    .addColumn("emotions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("note", "text")
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) =>
      c
        .notNull()
        .defaultTo("app")
        .check(sql`source in ('app', 'daylio')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mood_entries_user_occurred").on("mood_entries").columns(["user_id", "occurred_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mood_entries").execute();
}
