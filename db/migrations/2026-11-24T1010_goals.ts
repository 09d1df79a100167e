// Frozen migration: never edit after it has landed; add a new one instead.
// Wellness goals (/profile?tab=goals, spec §3 "wellness goals"): a title, an optional target
// date (YYYY-MM-DD, the person's own calendar day), and when it was ticked off (ISO UTC, null
// while open). Owned by one user and deleted with them.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("goals")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("target_date", "text")
    .addColumn("done_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("goals_user").on("goals").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("goals").execute();
}
