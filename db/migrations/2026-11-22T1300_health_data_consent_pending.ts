// Frozen migration: never edit after it has landed; add a new one instead.
//
// users.health_data_consent_at becomes nullable: NULL means the GDPR art. 9(2)(a) consent is
// still pending (an account made through POST /api/auth/register without acceptHealthData;
// docs/decisions/0014-health-data-consent-pending.md). Every existing row was created with the
// consent (the column was NOT NULL and only set when the person ticked it), so each keeps its
// time. SQLite cannot drop NOT NULL in place: the column is copied to a new nullable one, the
// old one dropped and the new one renamed (no index, key or constraint refers to it).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("health_data_consent_at_nullable", "text").execute();
  await sql`update users set health_data_consent_at_nullable = health_data_consent_at`.execute(db);
  await db.schema.alterTable("users").dropColumn("health_data_consent_at").execute();
  await db.schema.alterTable("users").renameColumn("health_data_consent_at_nullable", "health_data_consent_at").execute();
}

/**
 * Back to NOT NULL, only when no consent is pending: a pending account cannot be given a consent
 * it never gave.
 * @throws Error naming how many accounts have no consent.
 */
export async function down(db: Kysely<any>): Promise<void> {
  const { pending } = (await sql<{ pending: number }>`select count(*) as pending from users where health_data_consent_at is null`.execute(db)).rows[0];
  if (pending > 0) throw new Error(`${pending} account(s) have no health-data consent yet: the column cannot become NOT NULL again`);
  await db.schema
    .alterTable("users")
    .addColumn("health_data_consent_at_not_null", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update users set health_data_consent_at_not_null = health_data_consent_at`.execute(db);
  await db.schema.alterTable("users").dropColumn("health_data_consent_at").execute();
  await db.schema.alterTable("users").renameColumn("health_data_consent_at_not_null", "health_data_consent_at").execute();
}
