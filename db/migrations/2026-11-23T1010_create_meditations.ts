// Frozen migration: never edit after it has landed; add a new one instead.
// Guided meditations (content, seeded by db/seed/meditations.ts, upserted by slug) and the
// minutes each person meditated (decision record 0023).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("meditations")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tier", "text", (c) => c.notNull().check(sql`tier in ('free', 'premium')`))
    .addColumn("duration_seconds", "integer", (c) => c.notNull().check(sql`duration_seconds between 180 and 1200`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title_it", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("summary_it", "text", (c) => c.notNull())
    .addColumn("summary_en", "text", (c) => c.notNull())
    // JSON array of { atSeconds, it, en }, in time order.
    .addColumn("steps", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("meditation_sessions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("meditation_id", "integer", (c) => c.notNull().references("meditations.id").onDelete("cascade"))
    .addColumn("minutes", "integer", (c) => c.notNull().check(sql`minutes between 1 and 20`))
    .addColumn("completed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("meditation_sessions_user_completed").on("meditation_sessions").columns(["user_id", "completed_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("meditation_sessions").execute();
  await db.schema.dropTable("meditations").execute();
}
