import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { analyseMessage, chunkReply, embeddedProvider, engineReply, type EngineReply } from "~/services/ai/engine";
import { CATALOGUE } from "~/services/ai/engine/catalogue";
import { peopleIn, planIn } from "~/services/ai/engine/memory";
import { normalise, withinOneEdit } from "~/services/ai/engine/normalise";
import { parseIntensity } from "~/services/ai/engine/numbers";
import { EN_PHRASES } from "~/services/ai/engine/phrases-en";
import { IT_PHRASES } from "~/services/ai/engine/phrases-it";
import type { Phrasebook } from "~/services/ai/engine/phrase-types";
import type { ChatMessage, DistortionId, EmotionId, Locale, TopicId } from "~/services/ai/types";

const BOOKS: Record<Locale, Phrasebook> = { it: IT_PHRASES, en: EN_PHRASES };

function questionMarks(text: string): number {
  return (text.match(/\?/g) ?? []).length;
}

/** Plays user messages one by one, appending each engine reply; returns the replies. */
function converse(locale: Locale, messages: readonly string[]): EngineReply[] {
  const history: ChatMessage[] = [];
  const replies: EngineReply[] = [];
  for (const content of messages) {
    history.push({ role: "user", content });
    const reply = engineReply(history, locale);
    replies.push(reply);
    history.push({ role: "assistant", content: reply.text });
  }
  return replies;
}

const DISTORTIONS: Record<Locale, Record<DistortionId, string[]>> = {
  it: {
    all_or_nothing: [
      "Se non è perfetto allora è un fallimento totale",
      "Ho rovinato tutto, come al solito",
      "o faccio tutto bene o sono completamente inutile",
      "tutto sbagliato, è tutto da buttare",
    ],
    overgeneralisation: ["Sbaglio sempre tutto", "nesuno mi capisce", "ogni volta che ci provo va male", "nn ne faccio mai una giusta"],
    catastrophising: [
      "Se sbaglio la presentazione sarà una catastrofe",
      "sarebbe la fine del mondo",
      "perderò tutto e finirò per strada",
      "e se poi mi licenziano?",
    ],
    mind_reading: ["I miei colleghi pensano che io sia incapace", "sicuramente mi giudica", "la mia amica ce l'ha con me", "penseranno che sono stupida"],
    fortune_telling: ["Andrà sicuramente male", "So già che non passerò l'esame", "non troverò mai un lavoro", "mi lascerà, me lo sento"],
    should_statements: ["Dovrei essere più forte", "devo sempre essere perfetta", "avrei dovuto capirlo prima", "mia sorella dovrebbe aiutarmi"],
    labelling: ["Sono un fallito", "sono proprio una stupida", "sn una fallita", "non valgo niente"],
    personalisation: [
      "È tutta colpa mia se si sono lasciati",
      "xke è colpa mia",
      "i miei litigano per causa mia",
      "se fossi stata più attenta non sarebbe successo",
    ],
    emotional_reasoning: [
      "Mi sento un fallito quindi lo sono",
      "Mi sento stupida, quindi devo esserlo",
      "ho la sensazione che andrà male",
      "mi sento un peso per tutti",
    ],
    mental_filter: [
      "Non riesco a pensare ad altro che a quell'errore",
      "penso solo alla critica del capo",
      "la giornata è stata rovinata da un solo commento",
      "vedo solo le cose negative",
    ],
    disqualifying_the_positive: [
      "È stata solo fortuna",
      "mi hanno fatto i complimenti ma lo dicono solo per gentilezza",
      "chiunque ci sarebbe riuscito",
      "ho preso 30 ma non conta, era facile",
    ],
  },
  en: {
    all_or_nothing: ["If it's not perfect it's a complete failure", "I ruined everything", "I'm completely useless at this", "it was a total disaster"],
    overgeneralisation: ["I always mess everything up", "nobdy ever listens to me", "this allways happens to me", "every time I try, it goes wrong"],
    catastrophising: [
      "If I fail this it will be a catastrophe",
      "It's the end of the world",
      "I'll lose everything and end up on the street",
      "what if it's something terrible?",
    ],
    mind_reading: ["My boss thinks I'm incompetent", "everyone thinks im weird", "I know she hates me", "they're probably judging me"],
    fortune_telling: ["I'm going to fail the exam", "I'll never find a job", "it will go wrong, I just know it", "nothing will ever change"],
    should_statements: ["I should be stronger", "I shoud have known better", "I must always be perfect", "he ought to call me"],
    labelling: ["I'm a failure", "I am such an idiot", "im a loser", "I'm worthless"],
    personalisation: ["It's all my fault", "they divorced because of me", "I'm to blame for everything", "I let everyone down again"],
    emotional_reasoning: [
      "I feel stupid so I must be stupid",
      "I feel like a failure",
      "I feel like something bad is going to happen",
      "I feel guilty, so I must have done something wrong",
    ],
    mental_filter: [
      "All I can think about is that one mistake",
      "I can't stop thinking about the criticism",
      "one bad comment ruined the whole day",
      "I only see the negatives",
    ],
    disqualifying_the_positive: ["It was just luck", "They're just being nice", "anyone could have done it", "I passed but it doesn't count"],
  },
};

describe("analyseMessage: cognitive distortions", () => {
  for (const locale of ["it", "en"] as const) {
    for (const [id, sentences] of Object.entries(DISTORTIONS[locale]) as Array<[DistortionId, string[]]>) {
      it.each(sentences)(`${locale} ${id}: %s`, (sentence) => {
        expect(analyseMessage(sentence, locale).distortions).toContain(id);
      });
    }
  }

  it.each([
    ["it", "non sono un fallito"],
    ["it", "oggi sto bene, ho fatto una passeggiata"],
    ["it", "per fortuna è andata bene"],
    ["it", "non è facile, ma ci provo"],
    ["it", "domani devo andare dal dentista"],
    ["it", "sono solo stanca"],
    ["en", "I'm not a failure"],
    ["en", "what should I do?"],
    ["en", "I had a lovely day with my sister"],
    ["en", "I got the job and I worked hard for it"],
  ] as const)("%s: no distortion in a neutral or rejecting sentence: %s", (locale, sentence) => {
    expect(analyseMessage(sentence, locale).distortions).toEqual([]);
  });

  it("returns ids in canonical order without duplicates", () => {
    const { distortions } = analyseMessage("Sbaglio sempre tutto, sono un fallito e sarà una catastrofe", "it");
    expect(distortions).toEqual(["overgeneralisation", "catastrophising", "fortune_telling", "labelling"]);
  });
});

describe("analyseMessage: emotions and topics", () => {
  const cases: Array<[Locale, string, EmotionId[], TopicId[]]> = [
    ["it", "Sono molto ansiosa per il lavoro", ["anxiety"], ["work"]],
    ["it", "i miei genitori mi fanno sentire ansioso", ["anxiety"], ["family"]],
    ["it", "mi sento triste e sola da quando mi ha lasciato il mio ragazzo", ["sadness", "loneliness"], ["relationships"]],
    ["it", "sono arrabbiatissimo con mio padre", ["anger"], ["family"]],
    ["it", "mi vergogno di quello che ho detto", ["shame"], []],
    ["it", "sono stressata per gli esami", ["stress"], ["study"]],
    ["it", "non dormo da giorni", [], ["sleep"]],
    ["it", "ho paura di essere malata", ["anxiety"], ["health"]],
    ["it", "non riesco a pagare l'affitto", [], ["money"]],
    ["it", "sono preoccupatissimi per i soldi", ["anxiety"], ["money"]],
    ["en", "I'm so anxius about work", ["anxiety"], ["work"]],
    ["en", "I feel sad and lonely since my girlfriend left", ["sadness", "loneliness"], ["relationships"]],
    ["en", "I'm furious with my dad", ["anger"], ["family"]],
    ["en", "I feel so ashamed", ["shame"], []],
    ["en", "I'm stressed about my exams", ["stress"], ["study"]],
    ["en", "I can't sleep", [], ["sleep"]],
    ["en", "I'm worried about my health", ["anxiety"], ["health"]],
    ["en", "I can't afford the rent", [], ["money"]],
  ];
  it.each(cases)("%s: %s", (locale, sentence, emotions, topics) => {
    const analysis = analyseMessage(sentence, locale);
    expect(analysis.emotions).toEqual(emotions);
    expect(analysis.topics).toEqual(topics);
  });

  it.each([
    ["it", "non sono ansioso"],
    ["it", "non mi sento per niente triste"],
    ["en", "I'm not anxious"],
    ["en", "I don't feel lonely"],
  ] as const)("%s: a negated emotion is not reported: %s", (locale, sentence) => {
    expect(analyseMessage(sentence, locale).emotions).toEqual([]);
  });

  it("keeps an emotion that negation words only surround", () => {
    expect(analyseMessage("non riesco a smettere di preoccuparmi", "it").emotions).toEqual(["anxiety"]);
    expect(analyseMessage("I can't stop worrying", "en").emotions).toEqual(["anxiety"]);
  });
});

describe("normalisation", () => {
  it("folds case and accents, expands slang and contractions", () => {
    expect(normalise("Perché PIÙ nn xke", "it").text).toBe("perche piu non perche");
    expect(normalise("I'm sure they don't", "en").text).toBe("i am sure they do not");
    expect(normalise("l'ansia, sempre!", "it").text).toBe("l ansia . sempre .");
  });

  it("collapses stretched letters and corrects one-edit misspellings of key words", () => {
    expect(normalise("ansiaaaaa", "it").text).toBe("ansia");
    expect(normalise("allways nobdy anxius", "en").text).toBe("always nobody anxious");
    expect(normalise("sempe nesuno", "it").text).toBe("sempre nessuno");
    // Real words one edit away from a key word stay as they are.
    expect(normalise("lovely tried", "en").text).toBe("lovely tried");
  });

  it("withinOneEdit implements Damerau-Levenshtein ≤ 1", () => {
    expect(withinOneEdit("always", "alwyas")).toBe(true); // transposition
    expect(withinOneEdit("nobody", "nobdy")).toBe(true); // deletion
    expect(withinOneEdit("never", "neverr")).toBe(true); // insertion
    expect(withinOneEdit("sempre", "sempte")).toBe(true); // substitution
    expect(withinOneEdit("sempre", "spmere")).toBe(false);
    expect(withinOneEdit("anxious", "anxi")).toBe(false);
  });
});

describe("parseIntensity", () => {
  it.each([
    ["70", 70],
    ["70%", 70],
    ["direi 7/10", 70],
    ["8 su 10", 80],
    ["settanta", 70],
    ["settantacinque", 75],
    ["seventy-five", 75],
    ["about 40 I think", 40],
    ["0", 0],
    ["100", 100],
  ] as const)("%s → %d", (text, value) => {
    expect(parseIntensity(text)).toBe(value);
  });

  it.each(["boh", "tantissimo", "150", "a lot", ""])("%s → null", (text) => {
    expect(parseIntensity(text)).toBeNull();
  });
});

/** The steps walked in both languages' scripted record (the rating is asked twice: the first answer is unreadable). */
const EXPECTED_RECORD_STEPS = [
  "situation",
  "automatic_thought",
  "emotion",
  "intensity",
  "intensity",
  "evidence_for",
  "evidence_against",
  "balanced_thought",
  "rerate",
  "done",
];

describe("thought record across turns", () => {
  const flows: Record<Locale, { messages: string[]; steps: Array<string | null>; intensities: [string, string] }> = {
    it: {
      messages: [
        "facciamo un diario dei pensieri",
        "ieri in riunione ho sbagliato una slide davanti a tutti",
        "sono un incapace",
        "vergogna",
        "tantissimo",
        "70",
        "il capo mi ha guardata male",
        "la settimana scorsa mi ha fatto i complimenti",
        "ho sbagliato una slide, ma so fare bene il mio lavoro",
        "40",
      ],
      steps: EXPECTED_RECORD_STEPS,
      intensities: ["70/100", "40/100"],
    },
    en: {
      messages: [
        "can we do a thought record?",
        "my teacher handed back my essay covered in red marks",
        "I'm useless",
        "shame",
        "a lot",
        "80%",
        "she wrote that the argument was weak",
        "she also said my research was good",
        "My essay had weak parts, but I did some things well",
        "fifty-five",
      ],
      steps: EXPECTED_RECORD_STEPS,
      intensities: ["80/100", "55/100"],
    },
  };

  for (const locale of ["it", "en"] as const) {
    it(`${locale}: walks every step, re-asks an unparsable rating and summarises both ratings`, () => {
      const { messages, steps, intensities } = flows[locale];
      const replies = converse(locale, messages);
      expect(replies.map((r) => r.thoughtRecordStep)).toEqual(steps);
      const summary = replies[replies.length - 1].text;
      expect(summary).toContain(intensities[0]);
      expect(summary).toContain(intensities[1]);
      // The balanced thought is quoted back, and the automatic thought was acknowledged in the user's words.
      expect(summary).toContain(messages[8]);
      expect(replies[2].text.toLowerCase()).toContain(messages[2].toLowerCase());
      // After the summary the conversation is out of the flow.
      const after = converse(locale, [...messages, locale === "it" ? "grazie" : "thanks"]);
      expect(after[after.length - 1].thoughtRecordStep).toBeNull();
    });
  }

  it("names the distortion found in the automatic thought", () => {
    const replies = converse("it", ["facciamo un diario dei pensieri", "al lavoro", "sono un incapace"]);
    expect(replies[2].text).toContain(IT_PHRASES.distortionNames.labelling);
  });

  it("takes a rating given together with the emotion and skips the intensity question", () => {
    const replies = converse("en", ["thought record please", "at work", "I'm going to get fired", "anxiety, about 90"]);
    expect(replies.map((r) => r.thoughtRecordStep)).toEqual(["situation", "automatic_thought", "emotion", "evidence_for"]);
  });

  it("starts when the user accepts the engine's offer", () => {
    for (const locale of ["it", "en"] as const) {
      const opener = locale === "it" ? ["ciao", "sbaglio sempre tutto"] : ["hi", "I always mess everything up"];
      const replies = converse(locale, opener);
      const offer = replies[1];
      expect(BOOKS[locale].offerQuestions.some((q) => offer.text.includes(q))).toBe(true);
      expect(offer.thoughtRecordStep).toBeNull();
      const accepted = converse(locale, [...opener, locale === "it" ? "sì" : "yes"]);
      expect(accepted[2].thoughtRecordStep).toBe("situation");
      const declined = converse(locale, [...opener, "no"]);
      expect(declined[2].thoughtRecordStep).toBeNull();
      expect(BOOKS[locale].offerDeclined.some((line) => declined[2].text.startsWith(line))).toBe(true);
    }
  });

  it.each([
    ["it", "basta"],
    ["it", "lasciamo stare, non mi va"],
    ["en", "stop"],
    ["en", "let's stop here"],
  ] as const)("%s: leaving the flow with %s", (locale, exit) => {
    const start =
      locale === "it" ? ["diario dei pensieri", "a cena con amici", "non piaccio a nessuno"] : ["thought record", "at dinner with friends", "nobody likes me"];
    const replies = converse(locale, [...start, exit, "70"]);
    expect(replies[2].thoughtRecordStep).toBe("emotion");
    expect(replies[3].thoughtRecordStep).toBeNull();
    expect(BOOKS[locale].flow.leave.some((line) => replies[3].text.startsWith(line))).toBe(true);
    // A number after leaving is not taken as a rating.
    expect(replies[4].thoughtRecordStep).toBeNull();
  });
});

describe("reply shape", () => {
  const itInputs = [
    "ciao",
    "grazie mille",
    "oggi sto bene",
    "non sto bene",
    "boh",
    "sì",
    "asdfgh",
    "Sono molto ansiosa per il lavoro, il mio capo pensa che io sia incapace",
    "sbaglio sempre tutto",
    "mi sento sola",
    "non dormo da giorni",
    "ho la depressione?",
    "quanti mg di xanax posso prendere?",
    "Ieri ho litigato con mia madre e adesso mi sento in colpa, è tutta colpa mia",
    "Ho passato l'esame ma è stata solo fortuna",
    "perche nn riesco mai a fare niente di buono??",
    "a domani",
  ];
  const enInputs = [
    "hello",
    "thanks",
    "I'm feeling good today",
    "I'm not ok",
    "idk",
    "yes",
    "qwerty",
    "I'm so anxious about my exams, I'm going to fail",
    "everyone thinks I'm stupid",
    "I feel so lonely",
    "I can't sleep at night",
    "am I bipolar?",
    "how many mg of xanax should I take?",
    "My sister is angry and it's all my fault",
    "I got promoted but it was just luck",
    "why does this allways happen to me?",
    "bye",
  ];

  it.each([...itInputs.map((t) => ["it", t]), ...enInputs.map((t) => ["en", t])] as Array<[Locale, string]>)(
    "%s: exactly one question, at the end: %s",
    (locale, text) => {
      const reply = engineReply([{ role: "user", content: text }], locale);
      expect(questionMarks(reply.text)).toBe(1);
      expect(reply.text.trim().endsWith("?")).toBe(true);
      expect(reply.text.length).toBeGreaterThan(20);
    },
  );

  it("keeps one question per reply through a whole thought record and a long conversation", () => {
    const replies = [
      ...converse("it", [
        "ciao",
        ...itInputs,
        "diario dei pensieri",
        "al lavoro",
        "non valgo niente",
        "ansia 80",
        "?",
        "niente",
        "boh",
        "non so",
        "ce la posso fare",
        "30",
      ]),
      ...converse("en", ["hi", ...enInputs, "thought record", "at work", "I'm useless", "shame", "90", "?", "nothing", "I tried", "I can learn", "60"]),
    ];
    for (const reply of replies) expect(questionMarks(reply.text)).toBe(1);
  });

  it("answers greetings, thanks, good news, distress and unclear messages appropriately", () => {
    const reply = (locale: Locale, text: string) => engineReply([{ role: "user", content: text }], locale).text;
    expect(IT_PHRASES.greeting.lines.some((l) => reply("it", "ciao!").startsWith(l))).toBe(true);
    expect(EN_PHRASES.greeting.lines.some((l) => reply("en", "hey there").startsWith(l))).toBe(true);
    expect(IT_PHRASES.thanks.lines.some((l) => reply("it", "grazie").startsWith(l))).toBe(true);
    expect(IT_PHRASES.positive.lines.some((l) => reply("it", "oggi sto bene").startsWith(l))).toBe(true);
    expect(EN_PHRASES.positive.lines.some((l) => reply("en", "I'm feeling much better today").startsWith(l))).toBe(true);
    expect(IT_PHRASES.positive.lines.some((l) => reply("it", "non sto bene").startsWith(l))).toBe(false);
    expect(IT_PHRASES.distress.some((l) => reply("it", "non sto bene").startsWith(l))).toBe(true);
    expect(IT_PHRASES.unclear.lines.some((l) => reply("it", "asdf").startsWith(l))).toBe(true);
    expect(EN_PHRASES.dontKnow.lines.some((l) => reply("en", "I don't know").startsWith(l))).toBe(true);
  });

  it("reflects the user's own emotion word and the topic", () => {
    const history: ChatMessage[] = [{ role: "user", content: "mi sento ansiosa per l'esame di domani" }];
    const texts = new Set<string>();
    // Different positions in a history give different phrasings; at least one echoes "ansiosa".
    for (let pad = 0; pad < 12; pad += 1) {
      const padded: ChatMessage[] = [];
      for (let i = 0; i < pad; i += 1) padded.push({ role: "user", content: "ok" }, { role: "assistant", content: `r${i}` });
      texts.add(engineReply([...padded, ...history], "it").text);
    }
    expect([...texts].some((t) => t.includes("«ansiosa»"))).toBe(true);
    expect(texts.size).toBeGreaterThan(3);
  });

  it("understands a message written in the other language and answers in the UI language", () => {
    const reply = engineReply([{ role: "user", content: "I'm so anxious and scared" }], "it");
    expect(IT_PHRASES.emotionQuestions.anxiety.some((q) => reply.text.endsWith(q))).toBe(true);
    expect(reply.analysis.emotions).toEqual([]); // the public analysis is for the UI language
  });
});

describe("suggestions", () => {
  const validHrefs = new Set(Object.values(CATALOGUE).map((entry) => entry.href));

  it("suggests a matching exercise on strong emotion, named inside the reply", () => {
    const reply = engineReply([{ role: "user", content: "sono tantissimo in ansia, non respiro" }], "it");
    expect(reply.suggestion).not.toBeNull();
    expect(["breathing-4-7-8", "grounding-5-4-3-2-1", "breath-awareness"]).toContain(reply.suggestion?.id);
    expect(validHrefs.has(reply.suggestion?.href ?? "")).toBe(true);
    expect(reply.text).toContain(`«${reply.suggestion?.title}»`);
  });

  it("suggests sleep meditations for sleep problems, in English titles", () => {
    // The first time, the stimulus-control flow is offered instead (decision record 0020); once
    // it has been offered, a sleep problem gets a sleep meditation.
    const [offer, , reply] = converse("en", ["I can't sleep, I lie awake every night", "not now", "I still can't sleep, I lie awake every night"]);
    expect(offer.flow).toEqual({ id: "sleep", step: "offer" });
    expect(["sleep-wind-down", "body-scan"]).toContain(reply.suggestion?.id);
    expect(reply.suggestion?.href).toMatch(/^\/meditation\//);
    expect(reply.text).toContain(`“${reply.suggestion?.title}”`);
  });

  it("does not suggest on every turn", () => {
    const replies = converse("it", [
      "sono molto triste",
      "sono tanto triste anche oggi",
      "mi sento davvero giù",
      "sono molto triste, davvero",
      "tristissima",
      "sono così triste",
    ]);
    const withSuggestion = replies.map((r) => r.suggestion !== null);
    expect(withSuggestion.some(Boolean)).toBe(true);
    for (let i = 1; i < withSuggestion.length; i += 1) expect(withSuggestion[i] && withSuggestion[i - 1]).toBe(false);
  });

  it("points to the suggested exercise again when the user says yes", () => {
    const first = engineReply([{ role: "user", content: "I'm extremely stressed and tense" }], "en");
    expect(first.suggestion).not.toBeNull();
    const second = engineReply(
      [
        { role: "user", content: "I'm extremely stressed and tense" },
        { role: "assistant", content: first.text },
        { role: "user", content: "ok" },
      ],
      "en",
    );
    expect(second.suggestion?.id).toBe(first.suggestion?.id);
    expect(second.text).toContain(first.suggestion?.title ?? "--");
  });
});

describe("no diagnosis, no medication advice", () => {
  const prompts: Array<[Locale, string]> = [
    ["it", "ho la depressione?"],
    ["it", "secondo te sono bipolare"],
    ["it", "penso di avere un disturbo d'ansia"],
    ["it", "quanti mg di xanax posso prendere?"],
    ["it", "posso smettere la sertralina?"],
    ["it", "devo aumentare gli antidepressivi?"],
    ["en", "am I bipolar?"],
    ["en", "do I have depression?"],
    ["en", "I think I have ADHD"],
    ["en", "should I stop my antidepressants"],
    ["en", "how many mg of sertraline is safe?"],
    ["en", "can I take more xanax tonight?"],
  ];
  const forbidden =
    /hai la depressione|sei depress|sei bipolare|soffri di|you have depression|you are depressed|you are bipolar|you have adhd|disturbo|disorder|\d+\s*mg|\bmg\b|milligramm|milligram/i;
  const professional = { it: /medico|psicolog|psichiatra/, en: /doctor|GP|psychologist|psychiatrist/ };

  it.each(prompts)("%s: %s → kind refusal with a pointer to a professional", (locale, prompt) => {
    const reply = engineReply([{ role: "user", content: prompt }], locale);
    expect(reply.text).not.toMatch(forbidden);
    expect(reply.text).toMatch(professional[locale]);
    expect(reply.suggestion).toBeNull();
    expect(questionMarks(reply.text)).toBe(1);
  });

  it("never states a diagnosis across many inputs", () => {
    const inputs = [
      ...Object.values(DISTORTIONS.it)
        .flat()
        .map((t) => ["it", t] as const),
      ...Object.values(DISTORTIONS.en)
        .flat()
        .map((t) => ["en", t] as const),
      ["it", "sono depressa da mesi"],
      ["it", "credo di essere pazza"],
      ["en", "I'm depressed and anxious all the time"],
      ["en", "maybe I'm crazy"],
    ] as Array<readonly [Locale, string]>;
    for (const [locale, text] of inputs) {
      const history: ChatMessage[] = [
        { role: "user", content: "ciao" },
        { role: "assistant", content: "Ciao! Come stai?" },
        { role: "user", content: text },
      ];
      expect(engineReply(history, locale).text).not.toMatch(forbidden);
    }
  });
});

describe("determinism and variety", () => {
  const conversation = ["ciao", "sono triste", "sono triste", "sono triste", "mi sento solo e triste", "sono triste", "boh", "boh", "sono triste", "grazie"];

  it("gives the same reply to the same history", () => {
    const a = converse("it", conversation);
    const b = converse("it", conversation);
    expect(b).toEqual(a);
    const history: ChatMessage[] = [{ role: "user", content: "I always ruin everything and everyone hates me" }];
    expect(engineReply(history, "en")).toEqual(engineReply(structuredClone(history), "en"));
  });

  for (const locale of ["it", "en"] as const) {
    it(`${locale}: no two identical assistant replies over a 10-turn conversation, even when the user repeats`, () => {
      const messages =
        locale === "it" ? conversation : ["hi", "I'm sad", "I'm sad", "I'm sad", "I feel sad and alone", "I'm sad", "idk", "idk", "I'm sad", "thanks"];
      const texts = converse(locale, messages).map((r) => r.text);
      expect(new Set(texts).size).toBe(texts.length);
    });
  }

  it("varies wording with the turn: several different reflections for the same message", () => {
    const seen = new Set<string>();
    for (let pad = 0; pad < 16; pad += 1) {
      const history: ChatMessage[] = [];
      for (let i = 0; i < pad; i += 1) history.push({ role: "user", content: "x" }, { role: "assistant", content: `r${i}` });
      history.push({ role: "user", content: "I feel really anxious" });
      const text = engineReply(history, "en").text;
      seen.add(text.split(/(?<=[.!])\s/)[0]);
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});

describe("phrasebooks", () => {
  for (const locale of ["it", "en"] as const) {
    const book = BOOKS[locale];
    it(`${locale}: statements carry no "?" and every question carries exactly one`, () => {
      const questionSlots = [
        ...Object.values(book.distortionQuestions).flat(),
        ...Object.values(book.emotionQuestions).flat(),
        ...Object.values(book.topicQuestions).flat(),
        ...Object.values(book.flow.questions).flat(),
        ...book.genericQuestions,
        ...book.offerQuestions,
        ...book.flow.leaveQuestions,
        ...book.flow.doneQuestions,
      ];
      for (const q of questionSlots) expect(questionMarks(q)).toBe(1);
      const statements = [
        ...Object.values(book.reflections).flat(),
        ...Object.values(book.distortionLines).flat(),
        ...Object.values(book.topicLines).flat(),
        ...book.suggestionLines,
        ...book.flow.start,
        ...Object.values(book.flow.acks).flat(),
        ...book.medication.body,
        ...book.diagnosis.body,
      ];
      for (const s of statements) expect(questionMarks(s)).toBe(0);
    });

    it(`${locale}: at least four phrasings for reflections and questions`, () => {
      for (const lines of Object.values(book.reflections)) expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const lines of Object.values(book.distortionQuestions)) expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const lines of Object.values(book.emotionQuestions)) expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const lines of Object.values(book.flow.questions)) expect(lines.length).toBeGreaterThanOrEqual(4);
    });
  }

  it("thought-record questions are distinct and none contains another (state detection relies on it)", () => {
    const all = [IT_PHRASES, EN_PHRASES].flatMap((b) => Object.values(b.flow.questions).flat());
    for (const a of all) for (const b of all) if (a !== b) expect(a.includes(b)).toBe(false);
  });
});

describe("embeddedProvider", () => {
  it("yields several word-group chunks that join to the engine reply", async () => {
    const history: ChatMessage[] = [{ role: "user", content: "Sono molto ansiosa per il lavoro" }];
    const chunks: string[] = [];
    for await (const chunk of embeddedProvider.streamReply({ locale: "it", history })) chunks.push(chunk);
    expect(embeddedProvider.name).toBe("embedded");
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join("")).toBe(engineReply(history, "it").text);
  });

  it("stops when the request is aborted", async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of embeddedProvider.streamReply({
      locale: "en",
      history: [{ role: "user", content: "I'm so stressed about work and my boss hates me" }],
      signal: controller.signal,
    })) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
  });

  it("chunkReply preserves the text exactly", () => {
    const text = "Ciao!  Come stai,\noggi? Bene.";
    expect(chunkReply(text, 2).join("")).toBe(text);
    expect(chunkReply("", 2)).toEqual([]);
  });
});

describe("robustness", () => {
  const message = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom("sì", "no", "basta", "70", "boh", "diario dei pensieri", "thought record", "stop", "?", "", "   "),
    fc
      .array(fc.constantFrom("sono", "non", "sempre", "I", "am", "never", "ansiosa", "fallito", "should", "?", "!", "70", "colpa", "mia"), {
        maxLength: 12,
      })
      .map((words) => words.join(" ")),
  );

  it("any history gets a reply with exactly one question, in either language", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 12 }), fc.constantFrom<Locale>("it", "en"), (messages, locale) => {
        for (const reply of converse(locale, messages)) {
          expect(questionMarks(reply.text)).toBe(1);
          expect(reply.text).not.toMatch(/\{\w+\}|undefined|NaN/);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("stays fast on long and adversarial input (no catastrophic regex backtracking)", () => {
    const inputs = [
      `${"i am such a ".repeat(300)}x`,
      `${"sono proprio un ".repeat(300)}x`,
      `${"mi sento molto ".repeat(300)}?`,
      "a".repeat(20_000),
      `${"non ".repeat(2000)}ansioso`,
    ];
    for (const text of inputs) {
      const start = performance.now();
      engineReply([{ role: "user", content: text }], "it");
      engineReply([{ role: "user", content: text }], "en");
      // A guard against catastrophic backtracking (seconds), not a speed target: see `npm run bench`.
      expect(performance.now() - start).toBeLessThan(1000);
    }
  });

  it("answers an empty history with a greeting", () => {
    const reply = engineReply([], "it");
    expect(IT_PHRASES.greeting.lines.some((line) => reply.text.startsWith(line))).toBe(true);
    expect(reply.thoughtRecordStep).toBeNull();
  });
});

// Reply-time targets (p99 < 5 ms) are measured by `npm run bench`, not asserted in tests.

describe("quick replies and minimal answers (decision record 0016)", () => {
  const startsWithAny = (text: string, lines: readonly string[]) => lines.some((line) => text.startsWith(line));

  it.each(["it", "en"] as const)("%s: every quick reply is understood when sent back (never 'unclear' or the generic reply)", (locale) => {
    const book = BOOKS[locale];
    for (const [id, text] of Object.entries(book.lead.quickReplies)) {
      const reply = engineReply([{ role: "user", content: text }], locale);
      expect(startsWithAny(reply.text, book.unclear.lines), `${id}: ${reply.text}`).toBe(false);
      expect(startsWithAny(reply.text, book.generic), `${id}: ${reply.text}`).toBe(false);
    }
  });

  it("a greeting offers three ways in; each chip leads where it says", () => {
    const [greeting] = converse("it", ["ciao"]);
    expect(greeting.quickReplies).toEqual(["Un check-in dell'umore", "Un esercizio breve", "Parlare di una cosa precisa"]);
    const [, mood] = converse("it", ["ciao", "Un check-in dell'umore"]);
    expect(mood.quickReplies).toEqual(["Sto bene", "Sono in ansia", "Sono giù di morale", "Sono sotto stress"]);
    const [, exercise] = converse("it", ["ciao", "Un esercizio breve"]);
    expect(exercise.suggestion).not.toBeNull();
    expect(exercise.text).toContain(`«${exercise.suggestion!.title}»`);
    expect(exercise.quickReplies).toEqual(["Sì, proviamo", "Non ora"]);
    const [, , accepted] = converse("it", ["ciao", "Un esercizio breve", "Sì, proviamo"]);
    expect(accepted.suggestion?.id).toBe(exercise.suggestion!.id);
    const [, topic] = converse("en", ["hi", "Talk about something specific"]);
    expect(topic.quickReplies).toEqual(["My job", "Relationships", "My family", "My sleep"]);
    const [, , job] = converse("en", ["hi", "Talk about something specific", "My job"]);
    expect(job.analysis.topics).toContain("work");
  });

  it("the short exercise fits the emotion said earlier", () => {
    const replies = converse("en", ["I'm so anxious before the exam", "A short exercise"]);
    expect(["breathing-4-7-8", "grounding-5-4-3-2-1", "breath-awareness"]).toContain(replies[1].suggestion?.id);
  });

  it("every reply carries none or 2–4 quick replies, never the text just sent", () => {
    const replies = converse("it", ["ciao", "Un esercizio breve", "Non ora", "boh", "sono triste", "Cosa posso fare?", "diario dei pensieri", "al lavoro"]);
    for (const [i, reply] of replies.entries()) {
      expect([0, 2, 3, 4]).toContain(reply.quickReplies.length);
      expect(reply.quickReplies).not.toContain(
        ["ciao", "Un esercizio breve", "Non ora", "boh", "sono triste", "Cosa posso fare?", "diario dei pensieri", "al lavoro"][i],
      );
    }
  });

  it.each([
    ["it", ["boh", "non so"]],
    ["it", ["mah", "ok"]],
    ["it", ["Mi sento un po' strano", "boh", "mah"]],
    ["en", ["idk", "ok"]],
    ["en", ["meh", "dunno"]],
  ] as Array<[Locale, string[]]>)("%s: after two minimal answers %j it offers choices instead of an open question", (locale, messages) => {
    const replies = converse(locale, messages);
    const last = replies.at(-1)!;
    expect(startsWithAny(last.text, BOOKS[locale].lead.choices.lines)).toBe(true);
    expect(last.quickReplies).toEqual((["mood_check", "short_exercise", "talk_specific"] as const).map((id) => BOOKS[locale].lead.quickReplies[id]));
    expect(questionMarks(last.text)).toBe(1);
  });

  it("a single minimal answer still gets a gentle question, with the three ways in as chips", () => {
    const [reply] = converse("it", ["boh"]);
    expect(startsWithAny(reply.text, IT_PHRASES.lead.choices.lines)).toBe(false);
    expect(reply.quickReplies).toHaveLength(3);
  });

  it("inside a thought record one 'non so' re-asks the step; a second minimal answer offers the choices", () => {
    const replies = converse("it", ["diario dei pensieri", "non so", "boh"]);
    expect(replies[1].thoughtRecordStep).toBe("situation");
    expect(startsWithAny(replies[2].text, IT_PHRASES.lead.choices.lines)).toBe(true);
    expect(replies[2].thoughtRecordStep).toBeNull();
  });

  it("'what can I do' gets a concrete small step for the emotion said before", () => {
    const [, reply] = converse("it", ["mi sento tanto sola ultimamente", "cosa posso fare?"]);
    expect(startsWithAny(reply.text, IT_PHRASES.lead.advice.steps.loneliness)).toBe(true);
    const [en] = converse("en", ["I'm stressed about everything, what can I do?"]);
    expect(startsWithAny(en.text, EN_PHRASES.lead.advice.steps.stress)).toBe(true);
  });
});

describe("meaning over keywords, and questions answered (decision record 0016)", () => {
  const startsWithAny = (text: string, lines: readonly string[]) => lines.some((line) => text.startsWith(line));
  const containsAny = (text: string, lines: readonly string[]) => lines.some((line) => text.includes(line));

  it.each([
    ["en", "I'll make it work somehow"],
    ["en", "this diet doesn't work for me"],
    ["en", "I need to work on myself"],
    ["it", "ci sto lavorando su, piano piano"],
    ["it", "devo lavorare su me stessa"],
    ["it", "il telefono non funziona"],
  ] as Array<[Locale, string]>)("%s: '%s' is not about a job", (locale, text) => {
    expect(analyseMessage(text, locale).topics).not.toContain("work");
  });

  it.each([
    ["en", "I work at a bank and my boss is awful"],
    ["en", "so tired after work"],
    ["en", "things at work are crazy"],
    ["it", "il lavoro mi stressa"],
    ["it", "in ufficio è un disastro"],
  ] as Array<[Locale, string]>)("%s: '%s' is about a job", (locale, text) => {
    expect(analyseMessage(text, locale).topics).toContain("work");
  });

  it("a conflict with a parent is about the family even when a job is mentioned", () => {
    const reply = engineReply([{ role: "user", content: "Ho litigato con mia madre, dice che devo trovarmi un lavoro vero" }], "it").text;
    expect(containsAny(reply, IT_PHRASES.topicLines.family)).toBe(true);
    expect(containsAny(reply, IT_PHRASES.topicLines.work)).toBe(false);
    const en = engineReply([{ role: "user", content: "I had a huge fight with my dad about my job" }], "en").text;
    expect(containsAny(en, EN_PHRASES.topicLines.family)).toBe(true);
  });

  it.each([
    ["it", "ieri è morta mia nonna"],
    ["it", "ho perso mio padre il mese scorso"],
    ["en", "my mum passed away last week"],
    ["en", "we lost my grandpa, the funeral was today and I'm so sad"],
  ] as Array<[Locale, string]>)("%s: a bereavement gets condolence first: %s", (locale, text) => {
    const reply = engineReply([{ role: "user", content: text }], locale);
    expect(startsWithAny(reply.text, BOOKS[locale].lead.grief.lines)).toBe(true);
    expect(reply.suggestion).toBeNull();
    expect(reply.quickReplies).toEqual([]);
  });

  it("good news is met with gladness first, even when a worry comes with it", () => {
    expect(startsWithAny(engineReply([{ role: "user", content: "ho trovato lavoro!!" }], "it").text, IT_PHRASES.positive.lines)).toBe(true);
    expect(startsWithAny(engineReply([{ role: "user", content: "I got the job!" }], "en").text, EN_PHRASES.positive.lines)).toBe(true);
    const mixed = engineReply([{ role: "user", content: "I got the job but I'm anxious about the first day" }], "en").text;
    expect(startsWithAny(mixed, EN_PHRASES.lead.gladFirst)).toBe(true);
  });

  it.each([
    ["en", "zero friends lol"],
    ["en", "I have no one"],
    ["en", "nobody texts me anymore"],
    ["en", "I don't have any friends here"],
    ["it", "non ho nessuno con cui parlare"],
    ["it", "zero amici"],
    ["it", "nessuno mi cerca mai"],
    ["it", "passo il weekend sempre da sola"],
  ] as Array<[Locale, string]>)("%s: loneliness said another way is recognised: %s", (locale, text) => {
    expect(analyseMessage(text, locale).emotions).toContain("loneliness");
  });

  it.each([
    ["it", "ma tu sei una persona vera?", ["intelligenza artificiale", "non una persona"]],
    ["it", "sto parlando con un bot?", ["intelligenza artificiale", "non una persona"]],
    ["en", "wait am I talking to a real person?", ["AI", "not a person", "not a therapist"]],
    ["en", "are you human", ["not a person"]],
  ] as Array<[Locale, string, string[]]>)("%s: asked whether it is a person, it says honestly it is an AI: %s", (locale, text, musts) => {
    const reply = engineReply([{ role: "user", content: text }], locale).text;
    for (const must of musts) expect(reply).toContain(must);
  });

  it("'is it a bad idea' gets pros and cons; 'how do I tell her' gets a DESC / 'I' statement step", () => {
    const idea = engineReply([{ role: "user", content: "voglio mollare l'università, è una brutta idea?" }], "it").text;
    expect(idea).toMatch(/pro/);
    expect(idea).toMatch(/contro/);
    const ideaEn = engineReply([{ role: "user", content: "is it a bad idea to text my ex?" }], "en").text;
    expect(ideaEn).toMatch(/pros/);
    const tell = engineReply([{ role: "user", content: "how do I tell her I need more space?" }], "en").text;
    expect(tell).toMatch(/DESC|“I” statement/);
    const tellIt = engineReply([{ role: "user", content: "come faccio a dirglielo senza litigare?" }], "it").text;
    expect(tellIt).toMatch(/DESC|prima persona/);
  });
});

describe("memory of the conversation (decision record 0016)", () => {
  it("keeps a person's plans, not their predictions about themselves", () => {
    expect(planIn("I will call my sister tomorrow.", "en")).toContain("call your sister tomorrow");
    expect(planIn("I want to go to the climbing gym.", "en")).toContain("go to the climbing gym");
    for (const prediction of ["I will never be good enough.", "I will fail anyway.", "I will be alone forever", "I will probably mess it up"]) {
      expect(planIn(prediction, "en"), prediction).toBeNull();
    }
  });

  it("remembers a person named at the start of a sentence too", () => {
    expect(peopleIn("Mia madre mi ha chiamata ieri sera.", "it")).toEqual(["tua madre"]);
    expect(peopleIn("Il mio capo Marco non mi risponde.", "it")).toEqual(["il tuo capo Marco"]);
    expect(peopleIn("ieri mia sorella è passata", "it")).toEqual(["tua sorella"]);
    expect(peopleIn("My boss Tom ignored me.", "en")).toEqual(["your boss Tom"]);
  });

  /** Plays messages carrying the memory from reply to reply, as the server does. */
  function converseWithMemory(locale: Locale, messages: readonly string[]): EngineReply[] {
    const history: ChatMessage[] = [];
    const replies: EngineReply[] = [];
    let memory: EngineReply["memory"] | null = null;
    for (const content of messages) {
      history.push({ role: "user", content });
      const reply = engineReply(history, locale, memory);
      replies.push(reply);
      memory = reply.memory;
      history.push({ role: "assistant", content: reply.text });
    }
    return replies;
  }
  const questionOf = (text: string) => text.slice(Math.max(text.lastIndexOf(". "), text.lastIndexOf("! ")) + 2);

  it("remembers the people named, the person's plans, the hot thought and the suggestions", () => {
    const replies = converseWithMemory("it", [
      "Ho litigato con mia sorella Giulia, voglio parlarle domani",
      "sbaglio sempre tutto con lei",
      "Un esercizio breve",
    ]);
    const memory = replies.at(-1)!.memory;
    expect(memory.people).toEqual(["tua sorella Giulia"]);
    expect(memory.plans).toEqual(["parlarle domani"]);
    expect(memory.hotThought).toBe("sbaglio sempre tutto con lei");
    expect(memory.suggested).toEqual([replies.at(-1)!.suggestion!.id]);
  });

  it("refers back to a plan and a person said earlier, once each", () => {
    const replies = converseWithMemory("en", ["My mum and I argued again, I want to call her tonight", "idk", "meh", "what can I do?", "hmm"]);
    const texts = replies.map((r) => r.text);
    expect(texts.filter((t) => t.includes("call her tonight"))).toHaveLength(1);
    expect(texts[1]).toMatch(/You mentioned you wanted to call her tonight|Earlier you said you had in mind to call her tonight/);
    expect(texts.filter((t) => /your mum/.test(t))).toHaveLength(1);
  });

  it("the stored memory is used even beyond the history the engine sees", () => {
    const first = engineReply([{ role: "user", content: "Voglio iscrivermi in palestra la prossima settimana" }], "it");
    // A later turn with only the newest message in the history still recalls the plan.
    const later = engineReply([{ role: "user", content: "boh" }], "it", first.memory);
    expect(later.text).toContain("iscriverti in palestra la prossima settimana");
  });

  it.each(["it", "en"] as const)("%s: never asks the same question twice in a conversation (thought-record steps aside)", (locale) => {
    const messages =
      locale === "it"
        ? [
            "ciao",
            "boh",
            "mah",
            "non so",
            "ok",
            "sono triste",
            "sono triste",
            "sono triste",
            "boh",
            "lavoro troppo",
            "lavoro troppo",
            "cosa posso fare?",
            "cosa posso fare?",
            "ok",
            "grazie",
            "mi sento solo",
            "mi sento solo",
            "niente",
          ]
        : [
            "hi",
            "idk",
            "meh",
            "ok",
            "dunno",
            "I'm sad",
            "I'm sad",
            "I'm sad",
            "ok",
            "work is too much",
            "work is too much",
            "what can I do?",
            "what can I do?",
            "ok",
            "thanks",
            "I feel lonely",
            "I feel lonely",
            "nothing",
          ];
    const replies = converseWithMemory(locale, messages);
    const questions = replies.filter((r) => r.thoughtRecordStep === null).map((r) => questionOf(r.text));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("a 'what can I do' asked twice proposes a different step", () => {
    const replies = converseWithMemory("it", ["sono stressata", "cosa posso fare?", "cosa posso fare?", "cosa posso fare?"]);
    const steps = replies.slice(1).map((r) => r.text.split("?")[0]);
    expect(new Set(steps).size).toBe(3);
  });
});
