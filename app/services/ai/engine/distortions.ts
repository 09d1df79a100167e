/**
 * Cognitive-distortion detection: Beck's list as popularised by Burns ("Feeling Good", 1980),
 * matched with the per-language regexes of distortions-it.ts / distortions-en.ts plus a
 * clause-level rule for overgeneralisation (a universal quantifier such as "sempre"/"always"
 * and a negative predicate in the same clause).
 */
import type { DistortionId, Locale } from "../types";
import { EN_DISTORTIONS, EN_LABEL_FRAMES, EN_OVERGENERALISATION_CLAUSE, EN_SHOULD_EXCEPTIONS } from "./distortions-en";
import { IT_DISTORTIONS, IT_LABEL_FRAMES, IT_OVERGENERALISATION_CLAUSE, IT_SHOULD_EXCEPTIONS } from "./distortions-it";
import { DISTORTION_IDS, DISTORTION_PRIORITY } from "./ids";
import type { DistortionRules } from "./lexicon-types";

export { DISTORTION_IDS };

export { DISTORTION_PRIORITY };

interface ClauseRule {
  quantifier: RegExp;
  negative: RegExp;
}

interface LocaleRules {
  rules: DistortionRules;
  clause: ClauseRule;
  splitter: RegExp;
  /** A clause matching one of these is a question or a practical plan, not a should statement. */
  shouldExceptions: readonly RegExp[];
  /** Spans whose label belongs to another distortion's frame ("they think I'm…", "so it means I'm…"). */
  labelFrames: readonly RegExp[];
}

const RULES: Record<Locale, LocaleRules> = {
  it: {
    rules: IT_DISTORTIONS,
    clause: IT_OVERGENERALISATION_CLAUSE,
    splitter: / \. | ma | pero | perche /g,
    shouldExceptions: IT_SHOULD_EXCEPTIONS,
    labelFrames: IT_LABEL_FRAMES,
  },
  en: {
    rules: EN_DISTORTIONS,
    clause: EN_OVERGENERALISATION_CLAUSE,
    splitter: / \. | but | because | though /g,
    shouldExceptions: EN_SHOULD_EXCEPTIONS,
    labelFrames: EN_LABEL_FRAMES,
  },
};

/** Should statements are read clause by clause ("." splits), skipping questions and plans. */
function hasShouldStatement(text: string, { rules, shouldExceptions }: LocaleRules): boolean {
  for (const part of text.split(" . ")) {
    if (rules.should_statements.some((re) => re.test(part)) && !shouldExceptions.some((re) => re.test(part))) return true;
  }
  return false;
}

/** Labels said as the content of a mind-read, an emotional inference or an either/or are that distortion's. */
function hasOwnLabel(text: string, { rules, labelFrames }: LocaleRules): boolean {
  let rest = text;
  for (const frame of labelFrames) rest = rest.replace(frame, " ");
  return rules.labelling.some((re) => re.test(rest));
}

function overgeneralisesInClause(text: string, clause: ClauseRule, splitter: RegExp): boolean {
  for (const part of ` ${text} `.split(splitter)) {
    if (clause.quantifier.test(part) && clause.negative.test(part)) return true;
  }
  return false;
}

/**
 * Distortions present in a normalised message (see normalise.ts), in canonical order.
 * Pure; every regex is compiled once at module load and has no global flag. Should statements
 * are skipped in questions and plans ("cosa dovrei fare lunedì?", "I should buy milk"); a label
 * inside a mind-read or an inference ("they think I'm an idiot") is not counted as labelling
 * (decision record 0019).
 */
export function detectDistortions(normalisedText: string, locale: Locale): DistortionId[] {
  const localeRules = RULES[locale];
  const { rules, clause, splitter } = localeRules;
  const found: DistortionId[] = [];
  for (const id of DISTORTION_IDS) {
    let hit: boolean;
    if (id === "should_statements") hit = hasShouldStatement(normalisedText, localeRules);
    else if (id === "labelling") hit = hasOwnLabel(normalisedText, localeRules);
    else hit = rules[id].some((re) => re.test(normalisedText));
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
