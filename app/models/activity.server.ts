/**
 * What a person did in Respiro, read from the tables of each feature, for the profile's
 * statistics and activity timeline (spec §3 "Profile stats"; decision record 0031). Every query
 * is scoped to the owner and selects explicit columns; nothing is written here.
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { Locale } from "~/utils/i18n";

export type ActivityKind = "chat" | "exercise" | "meditation" | "mood" | "reflection" | "quote";

/** One recorded thing the person did. */
export interface ActivityEvent {
  kind: ActivityKind;
  /** ISO UTC: when it ended (a meditation) or happened (everything else). */
  at: string;
  /** Minutes it lasted: a meditation's recorded minutes, 0 for everything else. */
  minutes: number;
  /** The exercise's or meditation's title in `locale`, else null. */
  title: string | null;
  /** The mood logged (1–5) for a mood entry, else null. */
  mood: number | null;
}

/**
 * Every activity event of `userId`, newest first: the messages they sent in the chat (not the
 * companion's replies), exercise completions, meditation sessions, mood entries (at the time the
 * mood was felt), reflections written and quotes they wrote.
 * @param includeWellbeing false while the wellbeing-data consent is pending: chat, mood and
 *   reflections are then left out (decision record 0014).
 */
export async function listActivityEvents({
  userId,
  locale,
  includeWellbeing = true,
  db: executor,
}: {
  userId: number;
  locale: Locale;
  includeWellbeing?: boolean;
  db?: DbExecutor;
}): Promise<ActivityEvent[]> {
  const db = executor ?? (await getDb());
  const exerciseTitle = locale === "it" ? "exercises.title_it" : "exercises.title_en";
  const meditationTitle = locale === "it" ? "meditations.title_it" : "meditations.title_en";
  const [chat, exercises, meditations, moods, reflections, quotes] = await Promise.all([
    includeWellbeing
      ? db
          .selectFrom("chat_messages")
          .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
          .select("chat_messages.created_at as at")
          .where("chat_conversations.user_id", "=", userId)
          .where("chat_messages.role", "=", "user")
          .execute()
      : [],
    db
      .selectFrom("exercise_completions")
      .innerJoin("exercises", "exercises.id", "exercise_completions.exercise_id")
      .select(["exercise_completions.completed_at as at", `${exerciseTitle} as title`])
      .where("exercise_completions.user_id", "=", userId)
      .execute(),
    db
      .selectFrom("meditation_sessions")
      .innerJoin("meditations", "meditations.id", "meditation_sessions.meditation_id")
      .select(["meditation_sessions.completed_at as at", "meditation_sessions.minutes", `${meditationTitle} as title`])
      .where("meditation_sessions.user_id", "=", userId)
      .execute(),
    includeWellbeing ? db.selectFrom("mood_entries").select(["occurred_at as at", "mood"]).where("user_id", "=", userId).execute() : [],
    includeWellbeing ? db.selectFrom("reflections").select("created_at as at").where("user_id", "=", userId).execute() : [],
    db.selectFrom("user_quotes").select("created_at as at").where("user_id", "=", userId).execute(),
  ]);
  const none = { minutes: 0, title: null, mood: null };
  const events: ActivityEvent[] = [
    ...chat.map((r) => ({ kind: "chat" as const, at: r.at, ...none })),
    ...exercises.map((r) => ({ kind: "exercise" as const, at: r.at, ...none, title: r.title })),
    ...meditations.map((r) => ({ kind: "meditation" as const, at: r.at, ...none, minutes: r.minutes, title: r.title })),
    ...moods.map((r) => ({ kind: "mood" as const, at: r.at, ...none, mood: r.mood })),
    ...reflections.map((r) => ({ kind: "reflection" as const, at: r.at, ...none })),
    ...quotes.map((r) => ({ kind: "quote" as const, at: r.at, ...none })),
  ];
  return events.sort((a, b) => b.at.localeCompare(a.at));
}
