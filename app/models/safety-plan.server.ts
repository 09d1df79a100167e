/** A person's safety plan (Stanley & Brown, 2012): five free-text sections, one row per user. */
import { getDb } from "~/db.server";
import type { SafetyPlanField } from "~/utils/safety-plan";
import type { SafetyPlan } from "#db/schema";

export async function getSafetyPlan({ userId }: { userId: number }): Promise<SafetyPlan | undefined> {
  const db = await getDb();
  return db.selectFrom("safety_plans").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Creates or replaces the plan of `userId`. */
export async function saveSafetyPlan({ userId, plan, now }: { userId: number; plan: Record<SafetyPlanField, string>; now: Date }): Promise<void> {
  const db = await getDb();
  const values = { ...plan, updated_at: now.toISOString() };
  await db
    .insertInto("safety_plans")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}
