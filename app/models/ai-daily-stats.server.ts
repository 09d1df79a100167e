/**
 * The overview's AI counters (issue 14 item 2, decision record 0034): per UTC day, how many
 * answers each provider gave and how many crisis answers the safety gate gave. Counts only: no
 * user id, no text. One atomic upsert per event; a counting failure never fails the answer.
 */
import { sql } from "kysely";
import { getDb, type DbExecutor } from "~/db.server";
import { utcDate } from "~/utils/time";

/** What is counted: an AI answer by `provider`, or a crisis answer (provider "safety_gate"). */
export type AiStatEvent = { kind: "answer"; provider: "embedded" | "openai" } | { kind: "crisis" };

/**
 * Adds one to the counter of `event` on the UTC date of `now`. Never throws: the statistic is
 * not worth a failed answer (a failure is dropped silently; nothing of the person is involved).
 */
export async function countAiEvent({ event, now, db: executor }: { event: AiStatEvent; now: Date; db?: DbExecutor }): Promise<void> {
  try {
    const db = executor ?? (await getDb());
    await db
      .insertInto("ai_daily_stats")
      .values({ usage_date: utcDate(now), kind: event.kind, provider: event.kind === "crisis" ? "safety_gate" : event.provider, count: 1 })
      .onConflict((oc) => oc.columns(["usage_date", "kind", "provider"]).doUpdateSet({ count: sql<number>`ai_daily_stats.count + 1` }))
      .execute();
  } catch {
    // A statistic only: the answer stands.
  }
}
