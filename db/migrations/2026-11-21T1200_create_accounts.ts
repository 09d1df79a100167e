// Frozen migration: never edit after it has landed; add a new one instead.
// PostgreSQL branch (decision record 0037; the SQLite SQL is unchanged): username and e-mail are
// `citext`, PostgreSQL's case-insensitive text, where SQLite has `collate nocase`, so the same
// `=` lookups and UNIQUE constraints ignore case on both.
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) await sql`create extension if not exists citext`.execute(db);
  const caseInsensitiveText = pg ? sql`citext` : "text";
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("username", caseInsensitiveText, (c) => (pg ? c.notNull().unique() : c.notNull().modifyEnd(sql`collate nocase unique`)))
    .addColumn("email", caseInsensitiveText, (c) => (pg ? c.notNull().unique() : c.notNull().modifyEnd(sql`collate nocase unique`)))
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("is_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("preferred_locale", "text")
    .addColumn("terms_accepted_at", "text", (c) => c.notNull())
    .addColumn("health_data_consent_at", "text", (c) => c.notNull())
    .addColumn("trial_kind", "text", (c) => c.check(sql`trial_kind in ('standard', 'launch')`))
    .addColumn("trial_started_at", "text")
    .addColumn("trial_ends_at", "text")
    .addColumn("subscription_plan", "text", (c) => c.check(sql`subscription_plan in ('monthly', 'yearly')`))
    .addColumn("subscription_status", "text")
    .addColumn("subscription_start", "text")
    .addColumn("subscription_end", "text")
    .addColumn("cancel_at_period_end", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stripe_customer_id", "text", (c) => c.unique())
    .addColumn("stripe_subscription_id", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("launch_codes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("participant_number", "integer", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`participant_number between 1 and 50`),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("activated_at", "text")
    .execute();

  await db.schema
    .createTable("password_reset_codes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("password_reset_codes_user_id").on("password_reset_codes").column("user_id").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sign_in_events")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("username_attempted", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_events_created_at").on("sign_in_events").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["sign_in_events", "rate_limits", "password_reset_codes", "launch_codes", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
