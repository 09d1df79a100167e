// Frozen migration: never edit after it has landed; add a new one instead.
// Quick replies stored with an assistant message (decision record 0016). Portable SQL: a plain
// TEXT column with a constant default, added with ALTER TABLE ... ADD COLUMN.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("chat_messages")
    .addColumn("suggestions", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_messages").dropColumn("suggestions").execute();
}
