// Frozen migration: never edit after it has landed; add a new one instead.
// Personal quotes (spec §1, §3 "Quote preferences"): the seeded quotes in both languages, each
// person's preferences, favourites and own quotes.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("quotes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("text_it", "text", (c) => c.notNull())
    .addColumn("text_en", "text", (c) => c.notNull())
    .addColumn("author_it", "text")
    .addColumn("author_en", "text")
    .addColumn("category", "text", (c) => c.notNull())
    // Comma-separated moods (neutral, happy, calm, sad, anxious).
    .addColumn("moods", "text", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hidden in (0, 1)`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quote_preferences")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    // Comma-separated categories; empty = every category.
    .addColumn("categories", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("mood", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quote_favourites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("quote_id", "text", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("quote_favourites_pk", ["user_id", "quote_id"])
    .execute();

  await db.schema
    .createTable("user_quotes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("author", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("user_quotes_user_id").on("user_quotes").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["user_quotes", "quote_favourites", "quote_preferences", "quotes"]) {
    await db.schema.dropTable(table).execute();
  }
}
