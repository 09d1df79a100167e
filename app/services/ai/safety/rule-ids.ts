/**
 * Every id the safety gate can return. The ids are stable: tests, metrics and the crisis
 * reply's callers know them, so a rule may change its patterns but never its id.
 *
 * An id is "<lang>.<family>": `it.` and `en.` rules live in rules-it.ts and rules-en.ts,
 * `xx.` rules are language-neutral (rules.ts), `error.fail_safe` is the answer to a bug.
 */

/**
 * The pattern rules in priority order: the gate returns the first that matches, so the order
 * is part of the behaviour. Abuse and imminent danger come before self-harm ("minaccia di
 * uccidermi" is abuse); someone else at risk comes before the writer's own words; the
 * Italian "farla finita" family sits before the English self-killing words, as it always has.
 */
export const CRISIS_RULE_IDS = [
  "it.abuse_danger",
  "en.abuse_danger",
  "it.other_at_risk",
  "en.other_at_risk",
  "it.suicide_self",
  "it.end_it",
  "en.suicide_self",
  "it.suicide_thoughts",
  "en.suicide_thoughts",
  "it.death_wish",
  "en.death_wish",
  "it.no_reason_to_live",
  "en.no_reason_to_live",
  "it.burden",
  "en.burden",
  "it.plan_means",
  "en.plan_means",
  "it.farewell",
  "en.farewell",
  "it.giving_away",
  "en.giving_away",
  "it.means_research",
  "en.means_research",
  "it.rehearsal",
  "en.rehearsal",
  "it.harm_others",
  "en.harm_others",
  "xx.compact",
] as const;

/** A pattern rule's id. */
export type CrisisRuleId = (typeof CRISIS_RULE_IDS)[number];

/** The languages that have their own rule file. */
export const SAFETY_LANGUAGES = ["it", "en"] as const;
export type SafetyLanguageCode = (typeof SAFETY_LANGUAGES)[number];

/** The pattern rules of one language ("it.burden" for "it"). */
export type LanguageRuleId<L extends SafetyLanguageCode> = Extract<CrisisRuleId, `${L}.${string}`>;

/**
 * Ids decided after the pattern rules, in this order: a message that is little more than a
 * crisis word, then hopelessness together with talk of death (per language), and the fail-safe
 * answer to an internal error.
 */
export const LATE_RULE_IDS = ["xx.bare_keyword", "it.despair_death", "en.despair_death", "error.fail_safe"] as const;

/**
 * Ids that only the assessment of a message in its conversation (`assessInContext`) returns:
 * a decided plan ("ho deciso, stasera", "I've decided. tonight.") that is a crisis only right
 * after a despairing turn, or while the conversation is in post-crisis mode.
 */
export const CONTEXT_RULE_IDS = ["it.decided_plan", "en.decided_plan"] as const;
export type ContextRuleId = (typeof CONTEXT_RULE_IDS)[number];

/** Every id `assessMessage` can return in `rule`. */
export const SAFETY_RULE_IDS = [...CRISIS_RULE_IDS, ...LATE_RULE_IDS] as const;
export type SafetyRuleId = (typeof SAFETY_RULE_IDS)[number];
