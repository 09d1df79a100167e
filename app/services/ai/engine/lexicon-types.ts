/**
 * Shapes of the per-language lexicons (lexicon-it.ts, lexicon-en.ts).
 * All patterns are written against the *normalised* text produced by normalise.ts:
 * lowercase, no accents, single spaces, sentence punctuation turned into a " . " token.
 */
import type { DistortionId, EmotionId, TopicId } from "../types";
import type { IntentId } from "./ids";

/**
 * One recognisable concept (an emotion or a topic).
 * stems match any word starting with them ("ansios" → ansioso/ansiosa/ansiosi),
 * words match whole words, phrases are regex sources matched as written.
 */
export interface ConceptSpec {
  stems?: readonly string[];
  words?: readonly string[];
  phrases?: readonly string[];
  /**
   * Senses that are not this concept: a match inside one of these is ignored ("ci sto lavorando"
   * is not about a job). Regex sources, matched as written.
   */
  exclude?: readonly string[];
}

/**
 * Message-level intents: one pattern per intent id (ids.ts), each matched against the
 * normalised text, plus two helper patterns that refine `medication` and `diagnosis`.
 */
export interface IntentPatterns extends Record<IntentId, RegExp> {
  /** Contexts where a medication word is not about taking medicine ("I study medicine"). */
  medicationExclude: RegExp;
  /** A label a person might ask to be diagnosed with, attributed to themselves ("ho la depressione"). */
  diagnosis: RegExp;
  /** Phrasing that turns a diagnosis label into a request for a verdict (besides a "?"). */
  diagnosisAsk: RegExp;
  /** Self-harm language that slipped past the safety gate: the engine then only listens and points to help. */
  highRisk: RegExp;
}

export interface LocaleLexicon {
  emotions: Record<EmotionId, ConceptSpec>;
  topics: Record<TopicId, ConceptSpec>;
  /** Tokens that negate an emotion word when found among the four tokens before it. */
  negators: readonly string[];
  /** Tokens that end the negation window ("ma", "but"). */
  clauseBreakers: readonly string[];
  /** Makes an emotion "strong" (suggest an exercise now). */
  intensifiers: RegExp;
  /** Whole-token rewrites of slang and contractions ("nn" → "non"). Values may contain spaces. */
  slang: Readonly<Record<string, string>>;
  /** Key words corrected when misspelt by one edit (words of five letters or more). */
  fuzzyKeys: readonly string[];
  /** Real words one edit away from a key word, never "corrected" ("lovely" is not "lonely"). */
  protectedWords: readonly string[];
  intents: IntentPatterns;
  /** Good news told as an event ("I got the job", "ho passato l'esame"): gladness first. */
  goodEvent: RegExp;
  /** Conflict words: a person in a conflict weighs more than an incidental topic. */
  conflict: RegExp;
  /** Captures the user's own emotion word in "mi sento X" / "I feel X" (group 1). */
  echo: RegExp;
}

/** Regexes per distortion, written against the normalised text. */
export type DistortionRules = Record<DistortionId, readonly RegExp[]>;
