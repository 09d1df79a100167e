import { describe, expect, it } from "vitest";
import { CONVERSATIONS } from "../eval/conversations";
import { isContentFree, scoreConversations } from "../eval/companion-score";

describe("companion evaluation set (decision record 0016, npm run eval:companion)", () => {
  it("holds at least 12 six-turn conversations per language", () => {
    for (const locale of ["it", "en"] as const) {
      const set = CONVERSATIONS.filter((c) => c.locale === locale);
      expect(set.length).toBeGreaterThanOrEqual(12);
      for (const conversation of set) expect(conversation.turns, conversation.id).toHaveLength(6);
    }
    expect(new Set(CONVERSATIONS.map((c) => c.id)).size).toBe(CONVERSATIONS.length);
  });

  it("recognises a content-free reply (stock opener + stock question) and nothing more", () => {
    expect(isContentFree("I'm listening. What goes through your mind when you think about it?", "en")).toBe(true);
    expect(isContentFree("Ti ascolto. Ti va di raccontarmi un po' di più?", "it")).toBe(true);
    expect(isContentFree("I'm so sorry for your loss. Would you like to tell me a bit more?", "en")).toBe(false);
  });

  it("follows a structured CBT flow in at least four annotated conversations per language (decision record 0020)", () => {
    for (const locale of ["it", "en"] as const) {
      const annotated = CONVERSATIONS.filter((c) => c.locale === locale && c.turns.some((t) => t.expect?.flow));
      expect(annotated.length).toBeGreaterThanOrEqual(4);
      const report = scoreConversations(annotated);
      expect(report.scores.flow.total).toBeGreaterThanOrEqual(20);
      const missed = report.turns.filter((t) => t.checks.flow === false).map((t) => `${t.conversation}#${t.turn}: ${t.reply}`);
      expect(missed).toEqual([]);
    }
  });

  for (const locale of ["it", "en"] as const) {
    it(`${locale}: never repeats a question, answers ≥ 90% of the questions, ≤ 10% content-free replies`, () => {
      const report = scoreConversations(CONVERSATIONS.filter((c) => c.locale === locale));
      const repeated = report.turns.filter((t) => t.checks.noRepeat === false).map((t) => `${t.conversation}#${t.turn}`);
      expect(repeated).toEqual([]);
      expect(report.scores.answered.total).toBeGreaterThanOrEqual(12);
      expect(report.scores.answered.rate).toBeGreaterThanOrEqual(0.9);
      expect(report.scores.contentFree.rate).toBeLessThanOrEqual(0.1);
      // The other annotated criteria are reported by npm run eval:companion; these hold today.
      for (const criterion of ["condolence", "gladness", "quickReplies", "choices", "noMisread", "flow"] as const) {
        expect(report.scores[criterion].rate, criterion).toBe(1);
      }
    });
  }
});
