/**
 * Shapes of the safety gate's data. The per-language files (rules-it.ts, rules-en.ts) are
 * plain data of these shapes; normalise.ts, fuzzy.ts and context.ts are the code that reads
 * them. Every pattern is written against the normalised text (normalise.ts): lower case, no
 * accents, contractions folded ("dont", "im"), single spaces, " . " between sentences and
 * " # " where a harmless idiom was cut out.
 */
import type { CrisisRuleId, LanguageRuleId, SafetyLanguageCode } from "~/services/ai/safety/rule-ids";

/** One pattern rule. */
export interface CrisisRule<Id extends CrisisRuleId = CrisisRuleId> {
  /** Stable id: "<lang>.<family>", e.g. "it.death_wish" (rule-ids.ts). */
  id: Id;
  /** Matched against the normalised text; no global flag (the gate adds one where it needs it). */
  re: RegExp;
  /** Skip a match directly preceded by a negation ("non", "not", "never", "don't"). */
  negatable?: boolean;
}

/** Everything the gate knows about one language. */
export interface SafetyLanguage<L extends SafetyLanguageCode> {
  /** Whole-token rewrites of chat abbreviations ("nn" -> "non"); a value may hold several words. */
  abbreviations: Readonly<Record<string, string>>;
  /** Rewrites of the joined token string, applied in order ("my self" -> "myself"). Global regexes. */
  phraseFixes: ReadonlyArray<readonly [RegExp, string]>;
  /** Key crisis words (6+ letters) whose one-edit misspellings are corrected before matching. */
  fuzzyKeys: readonly string[];
  /** Real words one edit away from a key word whose meaning differs: never "corrected". */
  protectedWords: readonly string[];
  /** Harmless idioms cut out before matching ("muoio di fame", "killing time"). Global regexes. */
  idioms: readonly RegExp[];
  /** The language's pattern rules; their order among all rules is CRISIS_RULE_IDS. */
  rules: ReadonlyArray<CrisisRule<LanguageRuleId<L>>>;
  /** Hopelessness ("non ce la faccio più"): a crisis only together with a death word. */
  despair: RegExp;
  /** The id returned when `despair` and a death word meet. */
  despairRule: `${L}.despair_death`;
  /**
   * Distress that makes the next turns' context (together with `despair` and any flagged
   * message): "è tutto inutile", "nothing ever gets better". Never a crisis on its own.
   */
  distress: RegExp;
  /**
   * A decided plan said without its object ("ho deciso, stasera", "I've made up my mind. tonight"):
   * a crisis only in context (right after a despairing turn, or in post-crisis mode). The
   * "decided" alternative must reach the end of the message through plan-only words, so that a
   * decision with an object ("I've decided to go to the gym tonight") never matches.
   */
  decidedPlan: RegExp;
  /** The id returned when `decidedPlan` matches in context. */
  decidedPlanRule: `${L}.decided_plan`;
  /** Regex alternatives for dying, death, not waking up, disappearing, saying goodbye. */
  deathWords: readonly string[];
  /** Tokens that negate the phrase after them ("non voglio morire"). */
  negators: readonly string[];
  /** Tokens that may sit between a negation and the negated phrase ("I don't really want to"). */
  negationSkip: readonly string[];
}
