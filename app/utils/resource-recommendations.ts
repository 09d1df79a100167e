/**
 * Personal recommendations from the library (spec §2 "/resources": a free-text search for
 * recommendations): the resources that match what the person wrote, re-ranked by what we know of
 * them. Pure: the caller gathers the signals.
 *
 * Points: a text match earns 10 down to 1 by rank; a resource whose topic or tags meet one of the
 * person's interests +3; a recent low mood (average of 2.5 or less on the 1–5 scale) +2 for low-mood
 * resources and +1 for quick tools; recent anxious or stressed feelings +2 for anxiety or stress
 * resources; each net "helpful" answer +0.5 (at most ±2.5). Without any text match, the signals
 * alone rank the whole library.
 */
import type { ResourceTopic } from "./resources";
import type { Locale } from "./i18n";
import { searchTerms } from "./search-terms";

/** What is known of the person; every field may be empty. */
export interface RecommendationSignals {
  /** Their interests, as they wrote them ("sonno", "mindfulness"). */
  interests: readonly string[];
  /** Their average mood over the last days (1–5), or null. */
  recentMoodAverage: number | null;
  /** Topics their recent feelings point to (e.g. "anxiety" when they logged feeling anxious). */
  recentTopics: readonly ResourceTopic[];
}

export const NO_SIGNALS: RecommendationSignals = { interests: [], recentMoodAverage: null, recentTopics: [] };

/** The fields of a resource the ranking looks at. */
export interface RankableResource {
  slug: string;
  topic: ResourceTopic;
  section: string;
  tags: readonly string[];
  helpfulNet: number;
}

/** How many recommendations are shown. */
export const RECOMMENDATION_COUNT = 5;

/**
 * The best {@link RECOMMENDATION_COUNT} resources for the person, best first.
 * @param matches text matches, best first (the full-text search in "any" mode)
 * @param library every visible resource (used when nothing matched the text)
 */
export function rankRecommendations<R extends RankableResource>(
  matches: readonly R[],
  library: readonly R[],
  signals: RecommendationSignals,
  locale: Locale,
): R[] {
  const candidates = matches.length ? matches : library;
  const interestStems = signals.interests.flatMap((i) => searchTerms(i, locale));
  const scored = candidates.map((r, index) => {
    let points = matches.length ? Math.max(1, 10 - index) : 0;
    const words = [r.topic, ...r.tags.flatMap((t) => searchTerms(t, locale))];
    if (interestStems.some((s) => words.some((w) => w.startsWith(s) || s.startsWith(w)))) points += 3;
    if (signals.recentMoodAverage !== null && signals.recentMoodAverage <= 2.5) {
      if (r.topic === "depression") points += 2;
      if (r.section === "tools") points += 1;
    }
    if (signals.recentTopics.includes(r.topic)) points += 2;
    points += 0.5 * Math.max(-5, Math.min(5, r.helpfulNet));
    return { r, points, index };
  });
  scored.sort((a, b) => b.points - a.points || a.index - b.index);
  return scored.slice(0, RECOMMENDATION_COUNT).map((s) => s.r);
}
