// Frozen migration: never edit after it has landed; add a new one instead.
// Payments (issue 13, decision record 0026): one row per Stripe subscription, written from the
// subscription's state as Stripe reports it; the ids of applied Stripe events under a primary key
// (each event applied exactly once); and the reservations of the 10 + 10 launch offers.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("stripe_subscription_id", "text", (c) => c.notNull().unique())
    .addColumn("stripe_customer_id", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.check(sql`plan in ('monthly', 'yearly')`))
    .addColumn("price_lookup_key", "text")
    .addColumn("amount_cents", "integer")
    .addColumn("currency", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("current_period_start", "text")
    .addColumn("current_period_end", "text")
    .addColumn("cancel_at_period_end", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("scheduled_plan", "text", (c) => c.check(sql`scheduled_plan in ('monthly', 'yearly')`))
    .addColumn("scheduled_at", "text")
    .addColumn("stripe_schedule_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscriptions_user").on("subscriptions").columns(["user_id", "current_period_end"]).execute();

  await db.schema
    .createTable("stripe_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("launch_offer_claims")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("plan", "text", (c) => c.notNull().check(sql`plan in ('monthly', 'yearly')`))
    .addColumn("slot", "integer", (c) => c.notNull().check(sql`slot between 1 and 10`))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("checkout_session_id", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('reserved', 'completed')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addUniqueConstraint("launch_offer_claims_plan_slot", ["plan", "slot"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("launch_offer_claims").execute();
  await db.schema.dropTable("stripe_events").execute();
  await db.schema.dropTable("subscriptions").execute();
}
