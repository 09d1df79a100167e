// The structure of the safety gate's data (app/services/ai/safety/): every rule id has rules,
// the rules run in the priority order of rule-ids.ts, and every id can actually be returned.
// The behaviour, sentence by sentence, is tests/unit/safety-gate.test.ts.
import { describe, expect, it } from "vitest";

import { assessMessage, type SafetyRuleId } from "~/services/ai/safety-gate";
import { CRISIS_RULE_IDS, SAFETY_RULE_IDS } from "~/services/ai/safety/rule-ids";
import { IDIOMS, LANGUAGES, RULES } from "~/services/ai/safety/rules";

/** One message per id that the gate must answer with exactly that id. */
const SAMPLES: Record<Exclude<SafetyRuleId, "error.fail_safe">, string> = {
  "it.abuse_danger": "mio marito ha minacciato di uccidermi",
  "en.abuse_danger": "someone is threatening to kill me",
  "it.other_at_risk": "mia figlia dice che vuole uccidersi",
  "en.other_at_risk": "my friend wants to kill herself",
  "it.suicide_self": "voglio uccidermi",
  "it.end_it": "non ha più senso niente, voglio farla finita",
  "en.suicide_self": "I want to kill myself",
  "it.suicide_thoughts": "sto pensando al suicidio",
  "en.suicide_thoughts": "I'm thinking about suicide",
  "it.death_wish": "vorrei solo morire",
  "en.death_wish": "I wish I was dead",
  "it.no_reason_to_live": "sono stanca di vivere",
  "en.no_reason_to_live": "there is no reason to live",
  "it.burden": "sono un peso per tutti",
  "en.burden": "everyone would be better off without me",
  "it.plan_means": "vorrei buttarmi dal ponte",
  "en.plan_means": "I've been saving up my pills",
  "it.farewell": "ho scritto una lettera d'addio",
  "en.farewell": "tonight is my last night alive",
  "it.giving_away": "ho regalato la mia chitarra a mio fratello, tanto non mi servirà più",
  "en.giving_away": "gave my guitar to my little brother, I won't be needing it anymore",
  "it.means_research": "quante pastiglie di sertralina basterebbero",
  "en.means_research": "how much paracetamol would be enough",
  "it.rehearsal": "ogni notte vado sul ponte a guardare giù",
  "en.rehearsal": "every night I go up to the roof of my building and look down",
  "it.harm_others": "voglio fare del male a qualcuno",
  "en.harm_others": "I want to hurt someone",
  "xx.compact": "#iwanttodie",
  "xx.bare_keyword": "suicidio",
  "it.despair_death": "non voglio morire ma non ce la faccio più",
  "en.despair_death": "I don't want to die but I can't take it anymore",
};

describe("safety rule ids", () => {
  it("ids are unique", () => {
    expect(new Set(SAFETY_RULE_IDS).size).toBe(SAFETY_RULE_IDS.length);
  });

  it.each(CRISIS_RULE_IDS)("%s has at least one rule", (id) => {
    expect(RULES.some((rule) => rule.id === id)).toBe(true);
  });

  it("rules run in the priority order of CRISIS_RULE_IDS", () => {
    const positions = RULES.map((rule) => CRISIS_RULE_IDS.indexOf(rule.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("each language file holds only its own ids", () => {
    for (const language of LANGUAGES) {
      const prefix = language.despairRule.split(".")[0];
      for (const rule of language.rules) expect(rule.id.startsWith(`${prefix}.`)).toBe(true);
    }
  });

  it("rules have no flags and idioms are global (they are cut out everywhere)", () => {
    for (const rule of RULES) expect(rule.re.flags, rule.id).toBe("");
    for (const idiom of IDIOMS) expect(idiom.global, idiom.source).toBe(true);
  });

  it.each(Object.entries(SAMPLES))("%s is returned for: %s", (id, sentence) => {
    expect(assessMessage(sentence)).toEqual({ crisis: true, rule: id });
  });
});
