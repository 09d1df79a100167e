/**
 * The sentence-by-sentence output check of a streamed model reply (decision record 0021):
 * sentence splitting in Italian and English, what is released while the model is still writing,
 * and that the verdict on the whole reply is the same as `checkModelReply`'s.
 */
import { describe, expect, it } from "vitest";
import { ALL_CLOSINGS } from "~/services/ai/model-closing";
import { checkModelReply, MODEL_REPLY_MAX_CHARS } from "~/services/ai/output-check";
import { splitSentences, StreamingReplyCheck } from "~/services/ai/output-stream";

/** The complete sentences, trimmed. */
const sentences = (text: string) => splitSentences(text).complete.map((s) => s.trim());

describe("splitSentences", () => {
  it.each([
    ["Ti ascolto. Cosa ti pesa di più? ", ["Ti ascolto.", "Cosa ti pesa di più?"], " "],
    ["I hear you! That sounds hard. And", ["I hear you!", "That sounds hard."], " And"],
    ["Davvero?! Non lo sapevo. ", ["Davvero?!", "Non lo sapevo."], " "],
    ["Prima riga\nSeconda riga\n", ["Prima riga", "Seconda riga"], "\n"],
  ])("splits %j at sentence ends, keeping the incomplete tail", (text, complete, rest) => {
    const split = splitSentences(text);
    expect(split.complete.map((s) => s.trim())).toEqual(complete);
    expect(split.rest).toBe(rest);
    expect(split.complete.join("") + split.rest).toBe(text);
  });

  it.each([
    ["a decimal dose", "Il medico parlava di 3.5 mg al giorno. Poi", ["Il medico parlava di 3.5 mg al giorno."]],
    ["e.g.", "Try something small, e.g. a walk after lunch. Then", ["Try something small, e.g. a walk after lunch."]],
    ["i.e.", "Rest first, i.e. sleep. Then", ["Rest first, i.e. sleep."]],
    ["Dr.", "Dr. Rossi said it was normal. Okay", ["Dr. Rossi said it was normal."]],
    ["Dott.ssa", "Ne ho parlato con la Dott.ssa Bianchi. Poi", ["Ne ho parlato con la Dott.ssa Bianchi."]],
    ["ecc.", "Lavoro, casa, spesa ecc. tutto insieme. Capisco", ["Lavoro, casa, spesa ecc. tutto insieme."]],
    ["p.es.", "Una piccola cosa, p.es. una passeggiata. Poi", ["Una piccola cosa, p.es. una passeggiata."]],
    ["an initial", "Like J. K. Rowling wrote. Yes", ["Like J. K. Rowling wrote."]],
    ["a list number", "Due passi:\n1. Respira piano. 2. Conta fino a dieci. Poi", ["Due passi:", "1. Respira piano.", "2. Conta fino a dieci."]],
    ["a web address", "Scrivi a www.respiro.it per aiuto. Ok", ["Scrivi a www.respiro.it per aiuto."]],
  ])("does not end a sentence at %s", (_name, text, complete) => {
    expect(sentences(text)).toEqual(complete);
  });

  it("reads an ellipsis followed by a lowercase word as a pause, by a capital as a sentence end", () => {
    expect(sentences("Beh... forse hai ragione. Poi")).toEqual(["Beh... forse hai ragione."]);
    expect(sentences("Capisco… E poi cosa è successo? ")).toEqual(["Capisco…", "E poi cosa è successo?"]);
    expect(sentences("I see... And then? ")).toEqual(["I see...", "And then?"]);
    // The word after the ellipsis is not known yet: held back.
    expect(splitSentences("Capisco... ")).toEqual({ complete: [], rest: "Capisco... " });
  });

  it("keeps emoji whole and in place", () => {
    const text = "Bravo! 🎉 Ce l'hai fatta. 🙂 Come ti senti? 👩‍👩‍👧 Ok";
    const split = splitSentences(text);
    expect(split.complete.map((s) => s.trim())).toEqual(["Bravo!", "🎉 Ce l'hai fatta.", "🙂 Come ti senti?"]);
    expect(split.complete.join("") + split.rest).toBe(text);
    expect(split.rest).toBe(" 👩‍👩‍👧 Ok");
  });

  it("needs the whitespace after the mark: a chunk that ends on the mark waits", () => {
    expect(splitSentences("Ti ascolto.")).toEqual({ complete: [], rest: "Ti ascolto." });
    expect(splitSentences("Quanto? 3")).toEqual({ complete: ["Quanto?"], rest: " 3" });
  });
});

/** Feeds `chunks` to a check; returns what was released and the verdict. */
function stream(chunks: string[]) {
  const check = new StreamingReplyCheck();
  const released: string[] = [];
  let failed: string | undefined;
  for (const chunk of chunks) {
    const step = check.push(chunk);
    released.push(...step.release);
    if (step.failed) {
      failed = step.failed;
      break;
    }
  }
  if (!failed) {
    const step = check.end();
    released.push(...step.release);
    failed = step.failed;
  }
  return { shown: released.join(""), released, failed };
}

describe("StreamingReplyCheck", () => {
  it("releases each sentence as soon as it is complete, and the whole reply unchanged", () => {
    const check = new StreamingReplyCheck();
    expect(check.push("Capisco, ")).toEqual({ release: [] });
    expect(check.push("sembra pesante. Cosa ")).toEqual({ release: ["Capisco, sembra pesante."] });
    expect(check.push("ti pesa di più?")).toEqual({ release: [] });
    expect(check.end()).toEqual({ release: [" Cosa ti pesa di più?"] });
    expect(check.shown).toBe("Capisco, sembra pesante. Cosa ti pesa di più?");
  });

  it("never releases a sentence that breaks a rule, nor anything after it", () => {
    expect(stream(["Ti capisco. ", "Sembra proprio una depressione. ", "Ne parliamo?"])).toMatchObject({ shown: "Ti capisco.", failed: "diagnosis" });
    expect(stream(["That's hard. ", "Take 50 mg of sertraline. ", "Okay?"])).toMatchObject({ shown: "That's hard.", failed: "medication" });
    expect(stream(["Capisco. Come stai? ", "Hai dormito? ", "Bene."])).toMatchObject({ shown: "Capisco. Come stai?", failed: "questions" });
  });

  it("stops at a second question mark before its sentence is complete", () => {
    const check = new StreamingReplyCheck();
    expect(check.push("Come stai? ").release).toEqual(["Come stai?"]);
    expect(check.push("Hai dormito?")).toEqual({ release: [], failed: "questions" });
    expect(check.push(" Altro.")).toEqual({ release: [], failed: "questions" });
  });

  it("stops as soon as the text received runs past the length bound, keeping the sentences within it", () => {
    const sentence = "Questa frase è lunga più o meno cinquanta caratteri. ";
    const result = stream(Array.from({ length: 30 }, () => sentence));
    expect(result.failed).toBe("too_long");
    expect(result.shown.length).toBeLessThanOrEqual(MODEL_REPLY_MAX_CHARS);
    expect(result.shown.length).toBeGreaterThan(MODEL_REPLY_MAX_CHARS - sentence.length);
  });

  it("fails an empty reply", () => {
    expect(stream(["  ", "\n"])).toMatchObject({ shown: "", failed: "empty" });
  });

  it("medication advice with the doctor later in the same sentence passes (the sentence is judged whole)", () => {
    const text = "If you want to stop your medication, talk to your doctor first. How are you sleeping?";
    expect(checkModelReply(text).ok).toBe(true);
    expect(stream([...text]).shown).toBe(text);
  });

  // The same verdict as checkModelReply on the whole text, whatever the chunking: a failing reply
  // is never shown whole, a passing one always is (every chunk size from 1 character up).
  const replies = [
    "Ti ascolto. Sembra una giornata pesante: cosa ti pesa di più adesso?",
    "Dr. Rossi e.g. would say 3.5 mg... no. Just kidding! How are you?",
    "Capisco… e poi? Dimmi.",
    "You might have ADHD. Have you asked?",
    "Stai bene. Forse hai la depressione",
    "Okay. Start taking melatonin tonight.",
    "Prova a sospendere gli antidepressivi senza dirlo a nessuno.\nCome va?",
    "Uno? Due? Tre?",
    "Che bello 🎉! Raccontami di più.",
    `${"Ci sono. ".repeat(99)}Davvero.`,
    "If you want to change your dose, ask your doctor. I'm here.",
    "   ",
  ];
  it.each(replies.map((r) => [r.slice(0, 40), r]))("agrees with checkModelReply on %j in any chunking", (_name, text) => {
    const whole = checkModelReply(text);
    for (const size of [1, 2, 3, 5, 8, 13, 40, 1000]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "gu")) ?? [];
      const result = stream(chunks);
      if (whole.ok) {
        expect(result.failed, `size ${size}`).toBeUndefined();
        expect(result.shown).toBe(text);
      } else {
        expect(result.failed, `size ${size}`).toBe(whole.rule);
        expect(result.shown).not.toBe(text);
        expect(text.startsWith(result.shown)).toBe(true);
        if (result.shown) expect(checkModelReply(result.shown).ok).toBe(true);
      }
    }
  });
});

describe("the closings added after a cut", () => {
  it.each(ALL_CLOSINGS.map((c) => [c]))("%s passes the output check and asks nothing", (closing) => {
    expect(checkModelReply(closing)).toEqual({ ok: true });
    expect(closing).not.toContain("?");
  });
});
