/**
 * "What do you need?" on /resources (spec §2, §5): the free text goes through the safety gate
 * first, like every text a person writes to Respiro (docs/architecture.md "The AI companion"), and a
 * crisis gets the crisis resources instead of reading suggestions. Otherwise the library is
 * searched for any of its words and re-ranked by what is known of the person
 * (app/utils/resource-recommendations.ts). No model is asked, so nothing is counted against the
 * daily AI requests.
 */
import { findResources, listResources, type ResourceSummary } from "~/models/resource.server";
import { assessMessage } from "~/services/ai/safety-gate";
import type { Locale } from "~/utils/i18n";
import { rankRecommendations, type RecommendationSignals } from "~/utils/resource-recommendations";

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
