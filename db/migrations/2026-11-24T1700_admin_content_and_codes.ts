// Frozen migration: never edit after it has landed; add a new one instead.
// Administration of the campaign, codes and content (issue 14 items 4 and 5; decision record 0036):
// - `app_settings`: key/value switches an administrator sets (the launch campaign on or off);
// - `promo_codes` and `promo_code_redemptions`: extra codes with an expiry and a number of uses,
//   each redeemed at most once per person (primary key) and never more than `max_uses` times
//   (CHECK, and the conditional `UPDATE … WHERE uses < max_uses` of the model);
// - `origin` and `edited_by_admin` on quotes and resources: the seeder updates only rows nobody
//   edited at /admin/content, and never deletes a row it did not write.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("promo_codes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("premium_days", "integer", (c) => c.notNull().check(sql`premium_days between 1 and 365`))
    .addColumn("max_uses", "integer", (c) => c.notNull().check(sql`max_uses between 1 and 100000`))
    .addColumn("uses", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("promo_codes_uses_within_max", sql`uses >= 0 and uses <= max_uses`)
    .execute();

  await db.schema
    .createTable("promo_code_redemptions")
    .addColumn("promo_code_id", "integer", (c) => c.notNull().references("promo_codes.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("redeemed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("promo_code_redemptions_pk", ["promo_code_id", "user_id"])
    .execute();
  await db.schema.createIndex("promo_code_redemptions_user_id").on("promo_code_redemptions").column("user_id").execute();

  for (const table of ["quotes", "resources"]) {
    await db.schema
      .alterTable(table)
      .addColumn("origin", "text", (c) => c.notNull().defaultTo("seed"))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("edited_by_admin", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["quotes", "resources"]) {
    await db.schema.alterTable(table).dropColumn("edited_by_admin").execute();
    await db.schema.alterTable(table).dropColumn("origin").execute();
  }
  await db.schema.dropTable("promo_code_redemptions").execute();
  await db.schema.dropTable("promo_codes").execute();
  await db.schema.dropTable("app_settings").execute();
}
