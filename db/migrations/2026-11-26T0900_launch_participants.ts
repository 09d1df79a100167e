// Frozen migration: never edit after it has landed; add a new one instead.
// Launch participant numbers are given once, ever (issue 25 item 11; spec §1 "the first 50
// registrants"): `launch_participants` records every number handed out and is never deleted from,
// not even when the account that held it is deleted (its `launch_codes` row goes with the
// account). The next number and the cap of 50 are read from it, so a deletion neither gives a
// number twice nor lets a 51st person in. No personal data: a number and when it was given.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("launch_participants")
    .addColumn("participant_number", "integer", (c) => c.primaryKey().check(sql`participant_number between 1 and 50`))
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .execute();
  // The numbers given so far; one freed by a deletion before this migration cannot be told apart.
  await sql`insert into launch_participants (participant_number, assigned_at) select participant_number, assigned_at from launch_codes`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("launch_participants").execute();
}
