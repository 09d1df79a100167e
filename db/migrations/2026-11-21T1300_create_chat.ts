// Frozen migration: never edit after it has landed; add a new one instead.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("ai_usage")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("usage_date", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint("ai_usage_pk", ["user_id", "usage_date"])
    .execute();

  await db.schema
    .createTable("chat_conversations")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_conversations_user_id").on("chat_conversations").column("user_id").execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("conversation_id", "integer", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("crisis", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("distortions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_messages_conversation_id").on("chat_messages").column("conversation_id").execute();

  await db.schema
    .createTable("safety_plans")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("warning_signs", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("coping_strategies", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("people_and_places", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("professionals", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("safe_environment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["safety_plans", "chat_messages", "chat_conversations", "ai_usage"]) {
    await db.schema.dropTable(table).execute();
  }
}
