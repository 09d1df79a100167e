/**
 * "What do you need?" on /resources (spec §2, §5): the free text goes through the safety gate
 * first, like every text a person writes to Respiro (docs/architecture.md "The AI companion"), and a
 * crisis gets the crisis resources instead of reading suggestions. Otherwise the library is
 * searched for any of its words and re-ranked by what is known of the person
 * (app/utils/resource-recommendations.ts). No model is asked, so nothing is counted against the
 * daily AI requests.
 */
import type { ResourceTopic } from "~/utils/resources";
import { listMoodEntries } from "~/models/mood.server";
import { getInterests } from "~/models/profile.server";
import { findResources, listResources, type ResourceSummary } from "~/models/resource.server";
import { assessMessage } from "~/services/ai/safety-gate";
import type { Locale } from "~/utils/i18n";
import type { Emotion } from "~/utils/mood";
import { NO_SIGNALS, rankRecommendations, type RecommendationSignals } from "~/utils/resource-recommendations";
import { DAY_MS } from "~/utils/time";

/** The answer: the crisis resources, or up to five resources, best first. */
export type Recommendation = { kind: "crisis" } | { kind: "resources"; resources: ResourceSummary[]; matchedText: boolean };

/**
 * Recommends resources in `locale` for `text` (already validated: non-empty, bounded).
 * @throws on database errors.
 */
export async function recommendResources({ text, locale, signals }: { text: string; locale: Locale; signals: RecommendationSignals }): Promise<Recommendation> {
  if (assessMessage(text).crisis) return { kind: "crisis" };
  const [matches, library] = await Promise.all([findResources({ text, locale, mode: "any" }), listResources({ locale })]);
  return { kind: "resources", resources: rankRecommendations(matches, library, signals, locale), matchedText: matches.length > 0 };
}

/** How far back recent moods count for recommendations. */
export const RECENT_MOOD_DAYS = 14;
/** The newest mood entries read (the last two weeks rarely hold more). */
const RECENT_MOOD_ENTRIES = 20;

const EMOTION_TOPICS: Partial<Record<Emotion, ResourceTopic>> = {
  anxious: "anxiety",
  stressed: "stress",
  sad: "depression",
  lonely: "depression",
  tired: "sleep",
};

/**
 * What recommendations know of a signed-in person (null: a visitor): the interests they chose on
 * /profile (resource topics, decision record 0031), their recent moods, the average of the entries
 * of the last {@link RECENT_MOOD_DAYS} days (1–5) and the topics their felt emotions point to
 * (anxious → anxiety, stressed → stress, sad or lonely → low mood, tired → sleep). Their own data,
 * read for them only; nothing is stored.
 */
export async function recommendationSignals({ userId, now }: { userId: number | null; now: Date }): Promise<RecommendationSignals> {
  if (userId === null) return NO_SIGNALS;
  const since = now.getTime() - RECENT_MOOD_DAYS * DAY_MS;
  const [{ entries }, interests] = await Promise.all([listMoodEntries({ userId, page: 1, pageSize: RECENT_MOOD_ENTRIES }), getInterests({ userId })]);
  const recent = entries.filter((e) => new Date(e.occurredAt).getTime() >= since);
  const topics = new Set<ResourceTopic>();
  for (const entry of recent) for (const emotion of entry.emotions) if (EMOTION_TOPICS[emotion]) topics.add(EMOTION_TOPICS[emotion]!);
  return {
    interests,
    recentMoodAverage: recent.length ? recent.reduce((sum, e) => sum + e.mood, 0) / recent.length : null,
    recentTopics: [...topics],
  };
}
