// Frozen migration: never edit after it has landed; add a new one instead.
// The wellness resource library (spec §2 "/resources", §3 "Resource") and the "was this helpful?"
// answers. The full-text index is not here: it is derived data, built by the SQLite-only search
// module (app/models/resource-search.server.ts) when the content is seeded.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("resources")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("section", "text", (c) => c.notNull())
    .addColumn("title_it", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("summary_it", "text", (c) => c.notNull())
    .addColumn("summary_en", "text", (c) => c.notNull())
    // JSON arrays of paragraphs.
    .addColumn("body_it", "text", (c) => c.notNull())
    .addColumn("body_en", "text", (c) => c.notNull())
    // Comma-separated lower-case tags.
    .addColumn("tags_it", "text", (c) => c.notNull())
    .addColumn("tags_en", "text", (c) => c.notNull())
    .addColumn("reading_minutes_it", "integer", (c) => c.notNull())
    .addColumn("reading_minutes_en", "integer", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("hidden", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hidden in (0, 1)`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("resource_feedback")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("resource_slug", "text", (c) => c.notNull().references("resources.slug").onDelete("cascade"))
    .addColumn("helpful", "integer", (c) => c.notNull().check(sql`helpful in (0, 1)`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("resource_feedback_pk", ["user_id", "resource_slug"])
    .execute();
  await db.schema.createIndex("resource_feedback_resource_slug").on("resource_feedback").column("resource_slug").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("resource_feedback").execute();
  await db.schema.dropTable("resources").execute();
}
