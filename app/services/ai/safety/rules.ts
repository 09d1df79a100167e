/**
 * All languages' data merged into the tables the gate runs: the pattern rules in the priority
 * order of CRISIS_RULE_IDS, the idioms, the spelling tables, the negation words, plus the two
 * language-neutral rules. Both languages are always checked, whatever the UI language: people
 * code-switch ("sono stanca, I just want to die").
 */
import { CRISIS_RULE_IDS, type CrisisRuleId, type SafetyLanguageCode } from "./rule-ids";
import { EN_SAFETY } from "./rules-en";
import { IT_SAFETY } from "./rules-it";
import type { CrisisRule, SafetyLanguage } from "~/services/ai/safety/rule-types";

/** The languages in the order their data is merged (Italian first, as the gate always did). */
export const LANGUAGES: readonly [SafetyLanguage<"it">, SafetyLanguage<"en">] = [IT_SAFETY, EN_SAFETY];
const ALL: ReadonlyArray<SafetyLanguage<SafetyLanguageCode>> = LANGUAGES;

/** Spelled-out ("k i l l m y s e l f") or hashtag ("#iwanttodie") forms, joined into one token. */
const COMPACT: CrisisRule<"xx.compact"> = {
  id: "xx.compact",
  re: /(?:kill?myself|endmylife|wanttodie|wannadie|unalivemyself|hangmyself|vogliomorire|vorreimorire|vogliouccidermi|voglioammazzarmi|vogliosuicidarmi|farlafinita|togliermilavita)/,
};

/**
 * Every pattern rule, in priority order (CRISIS_RULE_IDS); rules that share an id keep the
 * order of their language file.
 */
export const RULES: readonly CrisisRule[] = CRISIS_RULE_IDS.flatMap((id: CrisisRuleId) =>
  [...ALL.flatMap((language) => language.rules), COMPACT].filter((rule) => rule.id === id),
);

/**
 * A message that is little more than the word itself ("suicidio.", "self harm?", "suicide
 * help"): flagged as "xx.bare_keyword", while "a film about suicide" is not.
 */
export const BARE_KEYWORD =
  /^(?:(?:\.|#|i|me|io|help|aiuto|please|ti prego|pensieri|thoughts|my|mio|il|di) ){0,3}(?:suicide|suicidio|suicidal|suicida|suicidarmi|autolesionismo|self harm|kms)(?: (?:\.|#|help|aiuto|please|thoughts|pensieri|again|ancora|di nuovo))*$/;

/** Idioms of every language, cut out before matching. */
export const IDIOMS: readonly RegExp[] = ALL.flatMap((language) => language.idioms);

/** Whole-token rewrites of chat abbreviations of every language. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = Object.assign({}, ...ALL.map((language) => language.abbreviations));

/** Phrase rewrites, English first (they never overlap with the Italian ones). */
export const PHRASE_FIXES: ReadonlyArray<readonly [RegExp, string]> = [...EN_SAFETY.phraseFixes, ...IT_SAFETY.phraseFixes];

/** Key crisis words; on a tie the earlier key wins, so the order is Italian then English. */
export const FUZZY_KEYS: readonly string[] = ALL.flatMap((language) => language.fuzzyKeys);
export const PROTECTED_WORDS: readonly string[] = ALL.flatMap((language) => language.protectedWords);

export const NEGATORS: ReadonlySet<string> = new Set(ALL.flatMap((language) => language.negators));
export const NEGATION_SKIP: ReadonlySet<string> = new Set(ALL.flatMap((language) => language.negationSkip));

/** Talk of dying, death, not waking up, disappearing or saying goodbye, in any language. */
export const DEATH_CONTEXT = new RegExp(`\\b(?:${ALL.flatMap((language) => language.deathWords).join("|")})\\b`);
