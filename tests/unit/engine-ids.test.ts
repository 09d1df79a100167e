// Every id of the embedded engine (app/services/ai/engine/ids.ts) is handled everywhere it must
// be: lexicons and patterns in both languages, phrases in both phrasebooks, the names in the
// locale files, a route for every intent. The type checker already demands most of this; these
// tests also catch empty lists, stale extra entries and an intent no route answers.
import { describe, expect, it } from "vitest";

import enStrings from "~/locales/en";
import itStrings from "~/locales/it";
import { CATALOGUE, candidatesFor } from "~/services/ai/engine/catalogue";
import { DISTORTION_PRIORITY } from "~/services/ai/engine/distortions";
import { EN_DISTORTIONS } from "~/services/ai/engine/distortions-en";
import { IT_DISTORTIONS } from "~/services/ai/engine/distortions-it";
import { DISTORTION_IDS, EMOTION_IDS, INTENT_IDS, SUGGESTION_IDS, THOUGHT_RECORD_STEPS, TOPIC_IDS, type IntentId } from "~/services/ai/engine/ids";
import { detectIntents } from "~/services/ai/engine/intents";
import { EN_LEXICON } from "~/services/ai/engine/lexicon-en";
import { IT_LEXICON } from "~/services/ai/engine/lexicon-it";
import type { ConceptSpec, LocaleLexicon } from "~/services/ai/engine/lexicon-types";
import { normalise } from "~/services/ai/engine/normalise";
import { EN_PHRASES } from "~/services/ai/engine/phrases-en";
import { IT_PHRASES } from "~/services/ai/engine/phrases-it";
import type { Phrasebook } from "~/services/ai/engine/phrase-types";
import { ROUTES } from "~/services/ai/engine/reply";
import { STEP_ORDER } from "~/services/ai/engine/thought-record";
import type { Locale } from "~/services/ai/types";

const LOCALES = ["it", "en"] as const;
const LEXICONS: Record<Locale, LocaleLexicon> = { it: IT_LEXICON, en: EN_LEXICON };
const BOOKS: Record<Locale, Phrasebook> = { it: IT_PHRASES, en: EN_PHRASES };
const DISTORTION_RULES = { it: IT_DISTORTIONS, en: EN_DISTORTIONS } as const;
const STRINGS = { it: itStrings, en: enStrings } as const;

/** The keys of a table are exactly the ids: nothing missing, nothing left over. */
function expectKeys(table: object, ids: readonly string[]): void {
  expect(Object.keys(table).sort()).toEqual([...ids].sort());
}

function expectLines(lines: readonly string[] | undefined): void {
  expect(lines?.length ?? 0).toBeGreaterThan(0);
  for (const line of lines ?? []) expect(line.trim()).not.toBe("");
}

function conceptSize(spec: ConceptSpec): number {
  return (spec.stems?.length ?? 0) + (spec.words?.length ?? 0) + (spec.phrases?.length ?? 0);
}

describe("id lists", () => {
  it.each([
    ["distortions", DISTORTION_IDS],
    ["emotions", EMOTION_IDS],
    ["topics", TOPIC_IDS],
    ["intents", INTENT_IDS],
    ["thought-record steps", THOUGHT_RECORD_STEPS],
    ["suggestions", SUGGESTION_IDS],
  ] as const)("%s have no duplicates", (_name, ids) => {
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("cognitive distortions", () => {
  it("DISTORTION_PRIORITY names every distortion once", () => {
    expect([...DISTORTION_PRIORITY].sort()).toEqual([...DISTORTION_IDS].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale}: every distortion has patterns, phrases and a name in app/locales`, () => {
      const rules = DISTORTION_RULES[locale];
      const book = BOOKS[locale];
      const names: Record<string, string> = STRINGS[locale].chat.distortions;
      expectKeys(rules, DISTORTION_IDS);
      expectKeys(book.distortionLines, DISTORTION_IDS);
      expectKeys(book.distortionQuestions, DISTORTION_IDS);
      expectKeys(names, DISTORTION_IDS);
      for (const id of DISTORTION_IDS) {
        expect(rules[id].length, `${locale} patterns for ${id}`).toBeGreaterThan(0);
        for (const re of rules[id]) expect(re.global, `${locale} ${id}: no global flag`).toBe(false);
        expectLines(book.distortionLines[id]);
        expectLines(book.distortionQuestions[id]);
        expect(names[id]?.trim(), `chat.distortions.${id}`).toBeTruthy();
        expect(book.distortionNames[id]).toBe(names[id]);
      }
    });
  }
});

describe("emotions and topics", () => {
  for (const locale of LOCALES) {
    it(`${locale}: every emotion has a lexicon concept, a noun, reflections, questions and suggestions`, () => {
      const lexicon = LEXICONS[locale];
      const book = BOOKS[locale];
      expectKeys(lexicon.emotions, EMOTION_IDS);
      expectKeys(book.emotionNouns, EMOTION_IDS);
      expectKeys(book.reflections, EMOTION_IDS);
      expectKeys(book.emotionQuestions, EMOTION_IDS);
      for (const id of EMOTION_IDS) {
        expect(conceptSize(lexicon.emotions[id]), `${locale} lexicon for ${id}`).toBeGreaterThan(0);
        expect(book.emotionNouns[id].trim()).not.toBe("");
        expectLines(book.reflections[id]);
        expectLines(book.emotionQuestions[id]);
        expect(candidatesFor(id, [], false, null).length).toBeGreaterThan(0);
      }
    });

    it(`${locale}: every topic has a lexicon concept, lines, questions and suggestions`, () => {
      const lexicon = LEXICONS[locale];
      const book = BOOKS[locale];
      expectKeys(lexicon.topics, TOPIC_IDS);
      expectKeys(book.topicLines, TOPIC_IDS);
      expectKeys(book.topicQuestions, TOPIC_IDS);
      for (const id of TOPIC_IDS) {
        expect(conceptSize(lexicon.topics[id]), `${locale} lexicon for ${id}`).toBeGreaterThan(0);
        expectLines(book.topicLines[id]);
        expectLines(book.topicQuestions[id]);
        expect(candidatesFor(null, [id], false, id).length).toBeGreaterThan(0);
      }
    });
  }
});

/** One message per intent and language that the lexicon must recognise. */
const INTENT_SAMPLES: Record<IntentId, Record<Locale, string>> = {
  greeting: { it: "ciao", en: "hi" },
  thanks: { it: "grazie mille", en: "thank you" },
  goodbye: { it: "a domani", en: "goodbye" },
  positive: { it: "oggi sto bene", en: "I'm feeling better today" },
  distress: { it: "sto malissimo", en: "I feel awful" },
  dontKnow: { it: "non lo so", en: "I don't know" },
  yes: { it: "sì", en: "yes" },
  no: { it: "no", en: "no" },
  stop: { it: "basta", en: "stop" },
  thoughtRecordRequest: { it: "facciamo un diario dei pensieri", en: "let's do a thought record" },
  medication: { it: "devo prendere gli antidepressivi?", en: "should I take antidepressants?" },
  diagnosis: { it: "secondo te ho la depressione?", en: "do I have depression?" },
  highRisk: { it: "voglio morire", en: "I want to die" },
  moodCheck: { it: "Un check-in dell'umore", en: "A mood check-in" },
  exerciseRequest: { it: "Un esercizio breve", en: "A short exercise" },
  talkSpecific: { it: "Parlare di una cosa precisa", en: "Talk about something specific" },
  askAdvice: { it: "cosa posso fare?", en: "what could I try?" },
  askIdentity: { it: "ma sei una persona vera?", en: "am I talking to a real person?" },
  askBadIdea: { it: "è una brutta idea?", en: "is it a bad idea?" },
  askHowToTell: { it: "come faccio a dirglielo?", en: "how do I tell her?" },
  grief: { it: "è morta mia nonna", en: "my grandma passed away" },
};

describe("intents", () => {
  for (const locale of LOCALES) {
    it(`${locale}: every intent has a lexicon pattern`, () => {
      const patterns = LEXICONS[locale].intents;
      for (const id of INTENT_IDS) expect(patterns[id], `${locale} intents.${id}`).toBeInstanceOf(RegExp);
    });

    it.each(INTENT_IDS)(`${locale}: %s is recognised in its sample message`, (id) => {
      const raw = INTENT_SAMPLES[id][locale];
      expect(detectIntents(raw, normalise(raw, locale), locale)[id]).toBe(true);
    });
  }

  it.each(INTENT_IDS)("%s is answered by a route in reply.ts", (id) => {
    expect(ROUTES.some((route) => route.intent === id)).toBe(true);
  });

  it("routes have distinct ids and the last one always applies", () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    const last = ROUTES[ROUTES.length - 1];
    expect(last.intent).toBeNull();
    expect(last.when).toBeUndefined();
  });
});

describe("thought record", () => {
  it("walks the steps in the order of ids.ts", () => {
    expect(STEP_ORDER).toEqual(THOUGHT_RECORD_STEPS);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every step but "done" has questions and acknowledgements`, () => {
      const flow = BOOKS[locale].flow;
      const askable = THOUGHT_RECORD_STEPS.filter((step) => step !== "done");
      expectKeys(flow.questions, askable);
      expectKeys(flow.acks, askable);
      for (const step of askable) {
        expectLines(flow.questions[step]);
        expectLines(flow.acks[step]);
      }
    });
  }
});

describe("suggestions", () => {
  it("every suggestion has a catalogue entry with a link, titles and benefits in both languages", () => {
    expectKeys(CATALOGUE, SUGGESTION_IDS);
    for (const id of SUGGESTION_IDS) {
      const entry = CATALOGUE[id];
      expect(entry.href).toMatch(/^\/(?:exercises|meditation)\//);
      for (const locale of LOCALES) {
        expect(entry.title[locale].trim()).not.toBe("");
        expect(entry.benefit[locale].trim()).not.toBe("");
      }
    }
  });
});
