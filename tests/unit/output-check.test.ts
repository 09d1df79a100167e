/**
 * The output check on a model's reply (decision record 0018): what a person must never be shown
 * by a model (a diagnosis, medication advice, a barrage of questions, a wall of text) is caught
 * in both languages, and ordinary companion replies pass.
 */
import { describe, expect, it } from "vitest";
import { checkModelReply, MODEL_REPLY_MAX_CHARS } from "~/services/ai/output-check";
import { modelContext, MODEL_CONTEXT_MAX_CHARS } from "~/services/ai/model-context";

describe("checkModelReply", () => {
  it.each([
    "Capisco. Cosa ti preoccupa di più?",
    "Sembra una giornata pesante. Ti va di provare la respirazione lenta: inspira per 4 secondi ed espira per 6?",
    "That sounds exhausting, and it makes sense you feel low. What would help a little tonight?",
    "Sulle medicine decide il tuo medico: parlane con lui prima di cambiare qualcosa. Come ti senti adesso?",
    "Please talk to your doctor before changing your medication. How are you feeling right now?",
    "Hai ragione a chiederlo: non sono una persona, sono un'intelligenza artificiale. Di cosa vuoi parlare?",
    "You have every right to feel upset. What happened next?",
    "Hai la sensazione di non farcela con tutto: è un carico pesante. Cosa ti pesa di più?",
  ])("lets a good reply through: %s", (reply) => {
    expect(checkModelReply(reply)).toEqual({ ok: true });
  });

  it.each([
    ["Da quello che racconti, hai la depressione. Ne hai parlato con qualcuno?", "diagnosis"],
    ["Secondo me soffri di un disturbo d'ansia.", "diagnosis"],
    ["Sembra proprio ADHD: ti distrai spesso?", "diagnosis"],
    ["It sounds like you have ADHD. Have you noticed this before?", "diagnosis"],
    ["You probably have clinical depression.", "diagnosis"],
    ["You are bipolar, and that is ok.", "diagnosis"],
    ["Prova a prendere 50 mg di sertralina la sera.", "medication"],
    ["Try 5mg of melatonin before bed.", "medication"],
    ["Potresti smettere di prendere gli antidepressivi se ti senti meglio.", "medication"],
    ["You could stop taking your meds for a week and see.", "medication"],
    ["Ask for Xanax, take it when the panic starts.", "medication"],
    ["Come stai? Hai dormito? Hai mangiato qualcosa?", "questions"],
    ["How are you? What happened? Who was there?", "questions"],
    ["   ", "empty"],
    ["Ti ascolto. ".repeat(Math.ceil(MODEL_REPLY_MAX_CHARS / 11) + 1), "too_long"],
  ])("catches %s", (reply, rule) => {
    expect(checkModelReply(reply)).toEqual({ ok: false, rule });
  });

  it("accepts a reply of exactly the length bound", () => {
    expect(checkModelReply("a".repeat(MODEL_REPLY_MAX_CHARS))).toEqual({ ok: true });
  });
});

describe("modelContext", () => {
  const engine = {
    analysis: { emotions: [], topics: [], distortions: ["labelling" as const] },
    thoughtRecordStep: "evidence_for" as const,
    suggestion: null,
    text: "Ti capisco. Quali prove hai a favore di questo pensiero?",
  };

  it("gives the model the memory and the engine's view of the turn", () => {
    const notes = modelContext(
      "it",
      { people: ["tua madre"], hotThought: "sono un fallimento", plans: ["parlarle domani"], suggested: ["thought-record"], said: ["abc"], recalled: [] },
      engine,
    );
    for (const part of ["tua madre", '"sono un fallimento"', "parlarle domani", "thought-record", "labelling", "evidence for", "Quali prove hai a favore"]) {
      expect(notes).toContain(part);
    }
    expect(notes).not.toContain("abc");
  });

  it("stays bounded however long the memory is, and leaves out crisis language", () => {
    const long = "x".repeat(400);
    const notes = modelContext(
      "en",
      { people: Array(8).fill(long), hotThought: "I want to kill myself", plans: Array(5).fill(long), suggested: [], said: [], recalled: [] },
      engine,
    );
    expect(notes.length).toBeLessThanOrEqual(MODEL_CONTEXT_MAX_CHARS);
    expect(notes).not.toContain("kill myself");
    expect(modelContext("en", null, null)).toBe("");
  });
});
