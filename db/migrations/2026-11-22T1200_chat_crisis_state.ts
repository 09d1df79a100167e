// Frozen migration: never edit after it has landed; add a new one instead.
// The crisis state of a conversation (docs/architecture.md "The AI companion", decision record 0015):
// how many turns of post-crisis mode are left, and which messages belong to it (never sent to a
// model). Portable SQL: ADD COLUMN with a NOT NULL default works in SQLite and PostgreSQL.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("chat_conversations")
    .addColumn("crisis_turns_left", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("chat_messages")
    .addColumn("post_crisis", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_messages").dropColumn("post_crisis").execute();
  await db.schema.alterTable("chat_conversations").dropColumn("crisis_turns_left").execute();
}
