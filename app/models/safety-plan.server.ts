/** A person's safety plan (Stanley & Brown, 2012): five free-text sections, one row per user. */
import { getDb, type DbExecutor } from "~/db.server";
import { SAFETY_PLAN_FIELDS, type SafetyPlanField } from "~/utils/safety-plan";

/** A saved safety plan: the text of each section (keyed by its field id) and when it was saved (ISO UTC). */
export interface SavedSafetyPlan {
  sections: Record<SafetyPlanField, string>;
  updatedAt: string;
}

export async function getSafetyPlan({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<SavedSafetyPlan | undefined> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("safety_plans")
    .select([...SAFETY_PLAN_FIELDS, "updated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { sections: Object.fromEntries(SAFETY_PLAN_FIELDS.map((field) => [field, row[field]])) as Record<SafetyPlanField, string>, updatedAt: row.updated_at };
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
