// Frozen migration: never edit after it has landed; add a new one instead.
// Administration of accounts and the overview's counters (issue 14 items 2 and 3, decision record 0034):
// - users.complimentary_premium_until: premium given by an administrator, until that instant (ISO UTC);
// - users.sign_in_disabled_at: when an administrator disabled sign-in; NULL while the account may sign in;
// - ai_daily_stats: how many AI answers each provider gave and how many crisis answers the safety
//   gate gave, per UTC day. Counts only: no user, no text (ai_usage keeps the per-person quota and
//   has no provider).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("complimentary_premium_until", "text").execute();
  await db.schema.alterTable("users").addColumn("sign_in_disabled_at", "text").execute();
  await db.schema
    .createTable("ai_daily_stats")
    .addColumn("usage_date", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint("ai_daily_stats_pk", ["usage_date", "kind", "provider"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ai_daily_stats").execute();
  await db.schema.alterTable("users").dropColumn("sign_in_disabled_at").execute();
  await db.schema.alterTable("users").dropColumn("complimentary_premium_until").execute();
}
