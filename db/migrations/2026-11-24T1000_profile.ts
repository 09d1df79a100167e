// Frozen migration: never edit after it has landed; add a new one instead.
// The profile (/profile, spec §3 "Profile", decision record 0031): the personal data beyond the
// account (first and last name, phone, date of birth, city, biography) and the interests, one row
// per person, deleted with them; and the person's own time-zone preference on `users`, which wins
// over the browser's client hint wherever the app counts days (mood, streaks, statistics).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("profiles")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text")
    .addColumn("birth_date", "text")
    .addColumn("city", "text")
    .addColumn("bio", "text")
    .addColumn("interests", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("users").addColumn("time_zone", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("time_zone").execute();
  await db.schema.dropTable("profiles").execute();
}
