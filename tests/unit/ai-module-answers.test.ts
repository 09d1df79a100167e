/**
 * The embedded engine's AI-module answers (app/services/ai/modules/compose.ts; decision record
 * 0030) hold to the rules a model's reply is held to: one question, the last sentence; no
 * diagnosis, no medication advice, at most 900 characters (the output check). They are in the
 * requested language, follow the words and feelings of the prompt, and vary between prompts.
 */
import { describe, expect, it } from "vitest";
import { moduleAnswer, moduleInstructions } from "~/services/ai/modules/compose";
import { checkModelReply } from "~/services/ai/output-check";
import { AI_MODULE_IDS } from "~/utils/ai-modules";

const PROMPTS = {
  it: [
    "Ho litigato con mia madre e mi sento in colpa",
    "Mi sento solo, i miei amici non mi cercano più",
    "Sono agitata, ho il cuore che batte forte prima dell'esame",
    "Ho la schiena rigida e la mascella contratta",
    "Non riesco ad addormentarmi, penso sempre al lavoro",
    "Guardo serie fino a tardi e la mattina sono a pezzi",
    "Non so bene cosa scrivere",
    "Sono arrabbiato con il mio capo perché mi critica davanti a tutti",
  ],
  en: [
    "I argued with my dad and I feel guilty",
    "I feel lonely, my friends don't call me anymore",
    "I'm anxious, my heart races before the exam",
    "My back is stiff and my jaw is clenched",
    "I can't fall asleep, my mind keeps going over work",
    "I watch series until late and feel wrecked in the morning",
    "I'm not sure what to write",
    "I'm angry at my boss because he criticises me in front of everyone",
  ],
} as const;

describe("AI module answers of the engine", () => {
  for (const locale of ["it", "en"] as const) {
    it(`${locale}: every module passes the output check with one closing question, and answers differ between prompts`, () => {
      for (const module of AI_MODULE_IDS) {
        const texts = new Set<string>();
        for (const prompt of PROMPTS[locale]) {
          const { text } = moduleAnswer(module, prompt, locale);
          expect(checkModelReply(text), `${module}: ${prompt}`).toEqual({ ok: true });
          expect(text.match(/\?/g), `${module}: ${prompt}`).toHaveLength(1);
          expect(text.trimEnd().endsWith("?")).toBe(true);
          expect(text).not.toMatch(/\{\w+\}/);
          texts.add(text);
        }
        expect(texts.size).toBeGreaterThanOrEqual(PROMPTS[locale].length - 2);
      }
    });
  }

  it("answers in the requested language", () => {
    for (const module of AI_MODULE_IDS) {
      expect(moduleAnswer(module, "stress", "it").text).toMatch(/\b(il|la|di|che|per)\b/);
      expect(moduleAnswer(module, "stress", "en").text).toMatch(/\b(the|you|your|and)\b/);
      expect(moduleAnswer(module, "stress", "en").text).not.toMatch(/\b(della|sonno|respiro)\b/);
    }
  });

  it("follows the prompt: the person and the feeling, the relaxation script, the sleep issue", () => {
    const rel = moduleAnswer("relationships", "I argued with my dad and I feel guilty", "en");
    expect(rel).toMatchObject({ technique: "desc", emotion: "guilt", detail: "parent" });
    expect(rel.text).toContain("“…I feel guilty.”");
    expect(moduleAnswer("relationships", "Mi sento solo, i miei amici non mi cercano più", "it").text).toMatch(/caffè insieme|messaggio/);
    expect(moduleAnswer("relaxation", "My back is stiff and my jaw is clenched", "en").detail).toBe("pmr");
    expect(moduleAnswer("relaxation", "Sono agitata, ho il cuore che batte forte", "it").detail).toBe("breathing");
    expect(moduleAnswer("sleep", "Guardo serie fino a tardi", "it").detail).toBe("screens");
    expect(moduleAnswer("sleep", "I nap for two hours every afternoon", "en").detail).toBe("schedule");
    expect(moduleAnswer("therapeutic-writing", "Mi vergogno di quello che ho detto", "it").text).toMatch(/amico gentile|persona cara/);
  });

  it("gives every module its own model instructions in both languages", () => {
    const all = AI_MODULE_IDS.flatMap((m) => [moduleInstructions(m, "it"), moduleInstructions(m, "en")]);
    expect(new Set(all).size).toBe(8);
    for (const text of all) expect(text).toMatch(/diagnos/i);
  });
});
