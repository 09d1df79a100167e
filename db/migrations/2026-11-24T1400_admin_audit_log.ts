// Frozen migration: never edit after it has landed; add a new one instead.
// The administrators' audit log (issue 14 item 7; OWASP ASVS 5.0 V16.2 security logging): one row
// per admin action, written in the same transaction as the action. The actor and the target are
// kept as ids and as a username snapshot, so the trail survives the deletion of either account
// (the foreign keys are set to NULL, the snapshot stays). `details` is JSON without health data.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_audit_log")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("admin_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("admin_username", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("target_label", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_audit_log_created_at").on("admin_audit_log").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_audit_log").execute();
}
