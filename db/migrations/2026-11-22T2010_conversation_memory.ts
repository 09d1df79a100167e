// Frozen migration: never edit after it has landed; add a new one instead.
// The companion's memory of a conversation (decision record 0016): one nullable JSON text
// column, added with a portable ALTER TABLE ... ADD COLUMN.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_conversations").addColumn("memory", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_conversations").dropColumn("memory").execute();
}
