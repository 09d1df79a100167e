import { describe, expect, it } from "vitest";
import { analyseMessage } from "~/services/ai/engine";
import { DISTORTION_ITEMS } from "../eval/distortion-items";
import { DISTORTION_TARGETS, evaluateDistortions } from "../eval/distortions";

describe("distortion evaluation set (decision record 0019, npm run eval:companion)", () => {
  it("holds at least 30 messages with a distortion and 20 without, per language", () => {
    for (const locale of ["it", "en"] as const) {
      const set = DISTORTION_ITEMS.filter((i) => i.locale === locale);
      expect(set.filter((i) => i.expected !== null).length).toBeGreaterThanOrEqual(30);
      expect(set.filter((i) => i.expected === null).length).toBeGreaterThanOrEqual(20);
    }
    expect(new Set(DISTORTION_ITEMS.map((i) => `${i.locale}:${i.text}`)).size).toBe(DISTORTION_ITEMS.length);
  });

  for (const rates of evaluateDistortions()) {
    it(`${rates.locale}: names the right distortion in ≥ 80% of the messages carrying one, ≤ 5% false positives`, () => {
      expect(rates.namedRate, JSON.stringify(rates.misses, null, 1)).toBeGreaterThanOrEqual(DISTORTION_TARGETS.namedRate);
      expect(rates.falsePositiveRate, JSON.stringify(rates.misses, null, 1)).toBeLessThanOrEqual(DISTORTION_TARGETS.maxFalsePositiveRate);
    });
  }

  it("reads no should statement into questions and plans, and still reads it into self-demands", () => {
    for (const [locale, text] of [
      ["it", "cosa dovrei fare lunedì?"],
      ["it", "dovrei comprare il latte"],
      ["en", "should I take the bus?"],
      ["en", "what should I do on Monday?"],
    ] as const) {
      expect(analyseMessage(text, locale).distortions, text).toEqual([]);
    }
    expect(analyseMessage("avrei dovuto chiamarla", "it").distortions).toContain("should_statements");
    expect(analyseMessage("dovrei essere più forte", "it").distortions).toContain("should_statements");
    expect(analyseMessage("I should have called her", "en").distortions).toContain("should_statements");
  });
});

describe("the pattern shown in /chat (decision record 0019)", () => {
  it("is the one the engine names first, ignoring unknown ids", async () => {
    const { patternToShow } = await import("~/components/chat/thinking-pattern");
    expect(patternToShow(["overgeneralisation", "labelling"])).toBe("labelling");
    expect(patternToShow(["fortune_telling", "catastrophising"])).toBe("catastrophising");
    expect(patternToShow(["not_a_pattern"])).toBeNull();
    expect(patternToShow([])).toBeNull();
  });
});

describe("figures of speech in distorted messages are not read as topics (decision record 0019)", () => {
  it("'sick of me' is not health and 'a total nightmare' / 'sarà un incubo' is not sleep; the literal senses still are", () => {
    expect(analyseMessage("she's probably sick of me", "en").topics).not.toContain("health");
    expect(analyseMessage("it'll be a total nightmare", "en").topics).not.toContain("sleep");
    expect(analyseMessage("sarà un incubo", "it").topics).not.toContain("sleep");
    expect(analyseMessage("I feel sick", "en").topics).toContain("health");
    expect(analyseMessage("I had a nightmare last night", "en").topics).toContain("sleep");
    expect(analyseMessage("ho fatto un incubo stanotte", "it").topics).toContain("sleep");
  });
});
