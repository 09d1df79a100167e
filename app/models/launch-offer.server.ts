/**
 * The launch offers (spec §9: 10 monthly and 10 yearly at the launch price). A checkout of a
 * launch price first reserves a slot 1..10 of its plan in one SQL statement; UNIQUE(plan, slot)
 * and CHECK(slot between 1 and 10) keep the count at 10 under parallel checkouts (the same
 * pattern as the launch codes, app/models/launch-code.server.ts). A reservation whose checkout
 * was not completed frees its slot when it expires; a completed one keeps it. On PostgreSQL the
 * reservation runs under a transaction-level advisory lock per plan (decision record 0038), since
 * READ COMMITTED would let parallel statements pick the same free slot.
 */
import { sql } from "kysely";
import { ADVISORY_LOCKS, isUniqueViolation, isCheckViolation, withTransactionLock } from "#db/dialect";
import { getDb, type DbExecutor } from "~/db.server";
import { LAUNCH_OFFERS_PER_PLAN, type PlanInterval } from "~/utils/plans";

/**
 * Reserves a launch offer of `plan` for `userId` until `expiresAt` (inside the caller's
 * transaction when `db` is one). Expired reservations are dropped first. A person who already
 * holds a live reservation of that plan gets it back (a second checkout reuses it).
 * @returns the reservation id, or null when all 10 are taken.
 */
export async function reserveLaunchOffer({
  plan,
  userId,
  now,
  expiresAt,
  db: executor,
}: {
  plan: PlanInterval;
  userId: number;
  now: Date;
  expiresAt: Date;
  db?: DbExecutor;
}): Promise<number | null> {
  const lockKey = ADVISORY_LOCKS.launchOffers + (plan === "yearly" ? 1 : 0);
  return withTransactionLock(executor ?? (await getDb()), lockKey, (db) => reserve({ plan, userId, now, expiresAt, db }));
}

async function reserve({
  plan,
  userId,
  now,
  expiresAt,
  db,
}: {
  plan: PlanInterval;
  userId: number;
  now: Date;
  expiresAt: Date;
  db: DbExecutor;
}): Promise<number | null> {
  await db.deleteFrom("launch_offer_claims").where("status", "=", "reserved").where("expires_at", "<=", now.toISOString()).execute();
  const mine = await db
    .selectFrom("launch_offer_claims")
    .select("id")
    .where("plan", "=", plan)
    .where("user_id", "=", userId)
    .where("status", "=", "reserved")
    .executeTakeFirst();
  if (mine) {
    await db.updateTable("launch_offer_claims").set({ expires_at: expiresAt.toISOString(), checkout_session_id: null }).where("id", "=", mine.id).execute();
    return mine.id;
  }
  try {
    const result = await sql<{ id: number }>`
      insert into launch_offer_claims (plan, slot, user_id, status, created_at, expires_at)
      select ${plan}, (select min(n) from (select 1 as n union all select slot + 1 from launch_offer_claims where plan = ${plan}) free
                       where n not in (select slot from launch_offer_claims where plan = ${plan})),
             ${userId}, 'reserved', ${now.toISOString()}, ${expiresAt.toISOString()}
      where (select count(*) from launch_offer_claims where plan = ${plan}) < ${LAUNCH_OFFERS_PER_PLAN}
      returning id`.execute(db);
    return result.rows[0]?.id ?? null;
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (isUniqueViolation(error) || isCheckViolation(error) || /NOT NULL constraint failed/.test(message)) return null;
    throw error;
  }
}

/** Ties reservation `id` to the Checkout Session that will complete it. */
export async function attachCheckoutSession({
  id,
  checkoutSessionId,
  db: executor,
}: {
  id: number;
  checkoutSessionId: string;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  await db.updateTable("launch_offer_claims").set({ checkout_session_id: checkoutSessionId }).where("id", "=", id).execute();
}

/** Frees reservation `id` (the checkout could not be created). */
export async function releaseLaunchOffer({ id, db: executor }: { id: number; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("launch_offer_claims").where("id", "=", id).where("status", "=", "reserved").execute();
}

/** Marks the reservation of Checkout Session `checkoutSessionId` as bought (no-op when there is none). */
export async function completeLaunchClaim({ checkoutSessionId, db: executor }: { checkoutSessionId: string; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.updateTable("launch_offer_claims").set({ status: "completed" }).where("checkout_session_id", "=", checkoutSessionId).execute();
}

/** How many launch offers of each plan are still free at `now` (live reservations count as taken). */
export async function launchOffersLeft({ now, db: executor }: { now: Date; db?: DbExecutor }): Promise<Record<PlanInterval, number>> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("launch_offer_claims")
    .select(["plan", (eb) => eb.fn.countAll<number>().as("n")])
    .where((eb) => eb.or([eb("status", "=", "completed"), eb("expires_at", ">", now.toISOString())]))
    .groupBy("plan")
    .execute();
  const taken = Object.fromEntries(rows.map((row) => [row.plan, Number(row.n)]));
  return {
    monthly: Math.max(0, LAUNCH_OFFERS_PER_PLAN - (taken.monthly ?? 0)),
    yearly: Math.max(0, LAUNCH_OFFERS_PER_PLAN - (taken.yearly ?? 0)),
  };
}
