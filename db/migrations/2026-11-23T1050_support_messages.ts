// Frozen migration: never edit after it has landed; add a new one instead.
// Messages sent with the contact form of /support (issue 15 item 5), kept for the administrators.
// handled_at is NULL until an administrator marks the message as dealt with.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("support_messages")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("handled_at", "text")
    .execute();
  await db.schema.createIndex("support_messages_created_at").on("support_messages").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("support_messages").execute();
}
