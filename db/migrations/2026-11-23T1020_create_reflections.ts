// Frozen migration: never edit after it has landed; add a new one instead.
// Reflections (spec §3 "Reflection"): the numbered prompts, seeded from app/content/reflections.ts
// by db/seed/reflections.ts, and the person's answers to them (wellbeing data, decision record
// 0014), each with the new perspective the person generated, if any.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reflection_prompts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("number", "integer", (c) => c.notNull().unique())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("premium", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`premium in (0, 1)`),
    )
    .addColumn("text_it", "text", (c) => c.notNull())
    .addColumn("text_en", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("reflections")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("prompt_id", "text", (c) => c.notNull().references("reflection_prompts.id"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("perspective", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reflections_user_id").on("reflections").columns(["user_id", "updated_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reflections").execute();
  await db.schema.dropTable("reflection_prompts").execute();
}
