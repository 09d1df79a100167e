/**
 * The parts of the gate that look at a match's surroundings rather than the match alone:
 * negation ("non voglio morire", "I'm not suicidal") and hopelessness that counts only
 * together with talk of death ("non ce la faccio più" + "vorrei sparire").
 */
import type { CrisisRuleId, SafetyRuleId } from "./rule-ids";
import { DEATH_CONTEXT, LANGUAGES, NEGATION_SKIP, NEGATORS, RULES } from "./rules";

/** How many tokens before a match are searched for a negation (skippable words included). */
const NEGATION_WINDOW = 4;

/**
 * True when a negation directly precedes `index`: within four tokens, with only skippable
 * words ("really", "davvero", "I", "would") in between.
 */
function isNegated(text: string, index: number): boolean {
  const before = text
    .slice(Math.max(0, index - 80), index)
    .trim()
    .split(" ");
  for (let k = before.length - 1, seen = 0; k >= 0 && seen < NEGATION_WINDOW; k--, seen++) {
    const t = before[k];
    if (NEGATORS.has(t)) return true;
    if (!NEGATION_SKIP.has(t)) return false;
  }
  return false;
}

interface CompiledRule {
  id: CrisisRuleId;
  re: RegExp;
  negatable: boolean;
  /** The same pattern with the global flag, to look at every match of a negatable rule. */
  all: RegExp;
}

const COMPILED: readonly CompiledRule[] = RULES.map((rule) => ({
  id: rule.id,
  re: rule.re,
  negatable: rule.negatable === true,
  all: new RegExp(rule.re.source, "g"),
}));

/**
 * A negatable rule matches when any of its matches is not negated, so every other clause of
 * the message is still checked: "non voglio morire ma non ce la faccio più" is flagged.
 */
function ruleMatches(rule: CompiledRule, text: string): boolean {
  if (!rule.negatable) return rule.re.test(text);
  rule.all.lastIndex = 0;
  for (const m of text.matchAll(rule.all)) {
    if (!isNegated(text, m.index ?? 0)) return true;
  }
  return false;
}

/**
 * The id of the first pattern rule (priority order, rule-ids.ts) that matches the normalised
 * text, or null.
 */
export function firstMatchingRule(text: string): CrisisRuleId | null {
  for (const rule of COMPILED) {
    if (ruleMatches(rule, text)) return rule.id;
  }
  return null;
}

const DESPAIR = LANGUAGES.map((language) => ({
  test: language.despair,
  all: new RegExp(language.despair.source, "g"),
  rule: language.despairRule,
}));

/**
 * Hopelessness plus death: a despair phrase of any language, and a death word outside the
 * despair phrase itself ("hate my life" is not context). Returns the despair rule of the first
 * language whose phrase matched ("it.despair_death" before "en.despair_death"), or null.
 */
export function despairWithDeath(text: string): Extract<SafetyRuleId, `${string}.despair_death`> | null {
  const found = DESPAIR.find((despair) => despair.test.test(text));
  if (!found) return null;
  let rest = text;
  for (const despair of DESPAIR) rest = rest.replace(despair.all, " # ");
  if (!DEATH_CONTEXT.test(rest)) return null;
  return found.rule;
}
