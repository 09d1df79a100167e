/** A person's safety plan (Stanley & Brown, 2012): five free-text sections, one row per user. */
import { getDb, type DbExecutor } from "~/db.server";
import type { SafetyPlanField } from "~/utils/safety-plan";
import type { SafetyPlan } from "#db/schema";

export async function getSafetyPlan({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<SafetyPlan | undefined> {
  const db = executor ?? (await getDb());
  return db.selectFrom("safety_plans").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Creates or replaces the plan of `userId`. */
export async function saveSafetyPlan({
  userId,
  plan,
  now,
  db: executor,
}: {
  userId: number;
  plan: Record<SafetyPlanField, string>;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  const values = { ...plan, updated_at: now.toISOString() };
  await db
    .insertInto("safety_plans")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}
