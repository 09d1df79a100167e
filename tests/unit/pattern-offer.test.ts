/**
 * The thinking-pattern invitation under a model's reply (decision record 0021): a pattern the
 * reply already names, in either language, is not offered again; the others still are.
 */
import { describe, expect, it } from "vitest";
import { patternsToOffer, replyNamesPattern } from "~/services/ai/pattern-offer";

describe("patternsToOffer", () => {
  it.each([
    ["Noto un po' di ipergeneralizzazione: una volta diventa «sempre».", "overgeneralisation"],
    ["That sounds like all-or-nothing thinking, as if it were perfect or a failure.", "all_or_nothing"],
    ["Vedo le cose in bianco o nero, a volte.", "all_or_nothing"],
    ["It might be a bit of catastrophizing: imagining the worst.", "catastrophising"],
    ["Forse stai un po' catastrofizzando.", "catastrophising"],
    ["Are you reading their minds a little?", "mind_reading"],
    ["Darsi un'etichetta così dura fa male.", "labelling"],
    ["That label, “failure”, is harsh.", "labelling"],
    ["Sembra un ragionamento emotivo: sentirlo non lo rende vero.", "emotional_reasoning"],
    ["This could be Taking a feeling for a fact.", "emotional_reasoning"],
  ] as const)("%j names %s", (reply, id) => {
    expect(replyNamesPattern(reply, id)).toBe(true);
    expect(patternsToOffer([id], reply)).toEqual([]);
  });

  it("keeps the patterns the reply does not name, in order", () => {
    const reply = "Capisco, sembra pesante. Cosa ti preoccupa di più?";
    expect(patternsToOffer(["labelling", "overgeneralisation"], reply)).toEqual(["labelling", "overgeneralisation"]);
    expect(patternsToOffer(["labelling", "overgeneralisation"], "Darti dell'incapace è un'etichetta dura.")).toEqual(["overgeneralisation"]);
  });

  it("does not take ordinary words for a pattern's name", () => {
    for (const id of ["mind_reading", "fortune_telling", "mental_filter", "personalisation", "should_statements"] as const) {
      expect(replyNamesPattern("Mi sembra una settimana dura. Cosa ti aiuterebbe adesso? I think you should rest.", id)).toBe(false);
    }
  });
});
