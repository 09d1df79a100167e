/**
 * The embedded engine's perspective on a reflection (app/services/ai/perspective.ts, decision
 * record 0024): a compassionate CBT reframe of the thinking patterns found in what the person
 * wrote, in their language, never a diagnosis; and the pure rules of the reflections' catalogue.
 */
import { describe, expect, it } from "vitest";
import { REFLECTION_CATEGORY_IDS, REFLECTION_PROMPTS } from "~/content/reflections";
import { analyseMessage } from "~/services/ai/engine";
import { DISTORTION_IDS, DISTORTION_PRIORITY } from "~/services/ai/engine/ids";
import { checkModelReply } from "~/services/ai/output-check";
import { CLOSINGS, enginePerspective, MAX_REFRAMES, perspectiveInstructions, REFRAMES } from "~/services/ai/perspective";
import { filterPrompts, pickRandomPrompt, resolveCategory } from "~/services/reflections.server";

const LOCALES = ["it", "en"] as const;

const SAMPLES = {
  it: {
    labelling: "Ho sbagliato la presentazione, sono un fallimento.",
    several: "Sono un idiota, sbaglio sempre tutto e andrà sicuramente male anche domani. Tutti pensano che io sia incapace.",
    none: "Oggi ho fatto una passeggiata al parco con mia sorella.",
  },
  en: {
    labelling: "I messed up the presentation, I'm a failure.",
    several: "I'm an idiot, I always mess everything up and tomorrow will definitely go wrong too. Everyone thinks I'm useless.",
    none: "Today I went for a walk in the park with my sister.",
  },
} as const;

describe("perspective reframes", () => {
  for (const locale of LOCALES) {
    it(`${locale}: a reframe for every thinking pattern the engine knows, and a closing for every category`, () => {
      expect(Object.keys(REFRAMES[locale]).sort()).toEqual([...DISTORTION_IDS].sort());
      for (const line of Object.values(REFRAMES[locale])) expect(line.length).toBeGreaterThan(40);
      expect(Object.keys(CLOSINGS[locale]).sort()).toEqual([...REFLECTION_CATEGORY_IDS].sort());
      for (const line of Object.values(CLOSINGS[locale])) expect(line.match(/\?/g)).toHaveLength(1);
    });

    it(`${locale}: a harsh label gets the labelling reframe, in the person's language`, () => {
      const result = enginePerspective(SAMPLES[locale].labelling, locale, "self-compassion");
      expect(result.reframed).toContain("labelling");
      expect(result.text).toContain(REFRAMES[locale].labelling);
      expect(result.text).toContain(CLOSINGS[locale]["self-compassion"]);
      expect(result.text).not.toContain(REFRAMES[locale === "it" ? "en" : "it"].labelling);
    });

    it(`${locale}: reframes at most ${MAX_REFRAMES} patterns, the most specific first`, () => {
      const text = SAMPLES[locale].several;
      const found = analyseMessage(text, locale).distortions;
      expect(found.length).toBeGreaterThan(MAX_REFRAMES);
      const result = enginePerspective(text, locale, "growth");
      expect(result.reframed).toEqual(DISTORTION_PRIORITY.filter((id) => found.includes(id)).slice(0, MAX_REFRAMES));
      for (const id of DISTORTION_IDS) expect(result.text.includes(REFRAMES[locale][id])).toBe(result.reframed.includes(id));
    });

    it(`${locale}: with no thinking pattern, a word of recognition and the category's question, no reframe`, () => {
      const result = enginePerspective(SAMPLES[locale].none, locale, "connection");
      expect(result.reframed).toEqual([]);
      for (const line of Object.values(REFRAMES[locale])) expect(result.text).not.toContain(line);
      expect(result.text.endsWith(CLOSINGS[locale].connection)).toBe(true);
    });

    it(`${locale}: every perspective passes the model's output check (no diagnosis, no medication, one question, short) and is deterministic`, () => {
      for (const sample of Object.values(SAMPLES[locale])) {
        for (const category of REFLECTION_CATEGORY_IDS) {
          const { text } = enginePerspective(sample, locale, category);
          expect(checkModelReply(text)).toEqual({ ok: true });
          expect(enginePerspective(sample, locale, category).text).toBe(text);
        }
      }
    });
  }

  it("asks a model for a kinder perspective in the person's language, quoting the prompt", () => {
    expect(perspectiveInstructions("it", "Domanda?")).toMatch(/«Domanda\?».*Niente diagnosi.*italiano/s);
    expect(perspectiveInstructions("en", "Prompt?")).toMatch(/“Prompt\?”.*No diagnosis.*English/s);
  });
});

describe("reflection catalogue rules", () => {
  const prompts = REFLECTION_PROMPTS.map((p) => ({ id: p.id, number: p.number, category: p.category, premium: p.premium, text: p.text.it }));
  const free = { features: { allReflections: false } };
  const premium = { features: { allReflections: true } };

  it("resolves categories, the awareness alias and unknown names", () => {
    expect(resolveCategory("awareness")).toBe("mindfulness");
    expect(resolveCategory(" Mindfulness ")).toBe("mindfulness");
    expect(resolveCategory("self-esteem")).toBe("self-esteem");
    expect(resolveCategory("")).toBeNull();
    expect(resolveCategory(null)).toBeNull();
    expect(resolveCategory("anger")).toBe("unknown");
  });

  it("locks premium prompts only without allReflections, and searches every word", () => {
    expect(
      filterPrompts(prompts, { locale: "it", entitlements: free, category: null, query: "" })
        .filter((p) => p.locked)
        .map((p) => p.id),
    ).toEqual(prompts.filter((p) => p.premium).map((p) => p.id));
    expect(filterPrompts(prompts, { locale: "it", entitlements: premium, category: null, query: "" }).some((p) => p.locked)).toBe(false);
    expect(filterPrompts(prompts, { locale: "it", entitlements: free, category: null, query: "abitudine importante" }).map((p) => p.number)).toEqual([13]);
    expect(filterPrompts(prompts, { locale: "it", entitlements: free, category: "resilience", query: "" }).map((p) => p.number)).toEqual([3, 4]);
  });

  it("draws a random prompt from the open ones across the whole range", () => {
    const drawn = new Set([0, 0.2, 0.4, 0.6, 0.8, 0.999].map((random) => pickRandomPrompt(prompts, { entitlements: free, category: null, random })!.id));
    expect(drawn.size).toBeGreaterThan(3);
    for (const id of drawn) expect(prompts.find((p) => p.id === id)?.premium).toBe(false);
    expect(pickRandomPrompt(prompts, { entitlements: premium, category: "flow", random: 0.5 })?.category).toBe("flow");
  });
});
