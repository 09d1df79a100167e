// Frozen migration: never edit after it has landed; add a new one instead.
// Two-factor sign-in with TOTP (issue 14 item 8; OWASP ASVS 5.0 6.3.3, V6.5; decision record
// 0035). `two_factor_secrets`: one row per person, the TOTP secret encrypted with the app secret,
// `enabled_at` NULL while an enrolment waits for its first code, and the last time step accepted
// (a code cannot be used twice). `two_factor_recovery_codes`: ten single-use codes, stored as
// keyed hashes. `two_factor_challenges`: a sign-in whose password was right and whose code is
// still awaited (5 minutes), keyed by the SHA-256 of the token in its cookie.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("two_factor_secrets")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled_at", "text")
    .addColumn("last_used_step", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("two_factor_recovery_codes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("two_factor_recovery_codes_user").on("two_factor_recovery_codes").columns(["user_id", "code_hash"]).execute();
  await db.schema
    .createTable("two_factor_challenges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("redirect_to", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("two_factor_challenges_user").on("two_factor_challenges").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["two_factor_challenges", "two_factor_recovery_codes", "two_factor_secrets"]) {
    await db.schema.dropTable(table).execute();
  }
}
