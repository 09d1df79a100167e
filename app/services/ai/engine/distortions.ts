/**
 * Cognitive-distortion detection: Beck's list as popularised by Burns ("Feeling Good", 1980),
 * matched with the per-language regexes of distortions-it.ts / distortions-en.ts plus a
 * clause-level rule for overgeneralisation (a universal quantifier such as "sempre"/"always"
 * and a negative predicate in the same clause).
 */
import type { DistortionId, Locale } from "../types";
import { EN_DISTORTIONS, EN_OVERGENERALISATION_CLAUSE } from "./distortions-en";
import { IT_DISTORTIONS, IT_OVERGENERALISATION_CLAUSE } from "./distortions-it";
import { DISTORTION_IDS } from "./ids";
import type { DistortionRules } from "./lexicon-types";

export { DISTORTION_IDS };

/**
 * Which distortion to name when several are present: the most specific and most
 * actionable first (a label or self-blame matters more than a stray "always").
 */
export const DISTORTION_PRIORITY: readonly DistortionId[] = [
  "labelling",
  "personalisation",
  "mind_reading",
  "fortune_telling",
  "catastrophising",
  "emotional_reasoning",
  "disqualifying_the_positive",
  "mental_filter",
  "should_statements",
  "all_or_nothing",
  "overgeneralisation",
];

interface ClauseRule {
  quantifier: RegExp;
  negative: RegExp;
}

const RULES: Record<Locale, { rules: DistortionRules; clause: ClauseRule; splitter: RegExp }> = {
  it: { rules: IT_DISTORTIONS, clause: IT_OVERGENERALISATION_CLAUSE, splitter: / \. | ma | pero | perche /g },
  en: { rules: EN_DISTORTIONS, clause: EN_OVERGENERALISATION_CLAUSE, splitter: / \. | but | because | though /g },
};

function overgeneralisesInClause(text: string, clause: ClauseRule, splitter: RegExp): boolean {
  for (const part of ` ${text} `.split(splitter)) {
    if (clause.quantifier.test(part) && clause.negative.test(part)) return true;
  }
  return false;
}

/**
 * Distortions present in a normalised message (see normalise.ts), in canonical order.
 * Pure; every regex is compiled once at module load and has no global flag.
 */
export function detectDistortions(normalisedText: string, locale: Locale): DistortionId[] {
  const { rules, clause, splitter } = RULES[locale];
  const found: DistortionId[] = [];
  for (const id of DISTORTION_IDS) {
    let hit = rules[id].some((re) => re.test(normalisedText));
    if (!hit && id === "overgeneralisation") hit = overgeneralisesInClause(normalisedText, clause, splitter);
    if (hit) found.push(id);
  }
  return found;
}

/** The single distortion worth naming, skipping those in `avoid` when there is a choice. */
export function pickDistortion(found: readonly DistortionId[], avoid: ReadonlySet<DistortionId>): DistortionId | null {
  const ordered = DISTORTION_PRIORITY.filter((id) => found.includes(id));
  return ordered.find((id) => !avoid.has(id)) ?? ordered[0] ?? null;
}
