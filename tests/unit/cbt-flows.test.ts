/**
 * The structured CBT flows of the embedded engine (decision record 0020), driven through
 * `engineReply` the way the server does (the memory of each reply carried to the next turn):
 * each flow's offer, steps, chips, summary and exits, in Italian and English; the state kept in
 * `memory.flow` and recovered from the history or from a model's reply; guilt apart from shame.
 */
import { describe, expect, it } from "vitest";
import { analyseMessage, engineReply, type EngineReply } from "~/services/ai/engine";
import { CBT, flowAskedBy, stepsOf } from "~/services/ai/engine/cbt-flows";
import { CBT_FLOW_IDS, type CbtFlowId, type CbtFlowStep } from "~/services/ai/engine/ids";
import { rememberTurn, sanitiseMemory } from "~/services/ai/engine/memory";
import { stepAskedBy } from "~/services/ai/engine/thought-record";
import { EN_PHRASES } from "~/services/ai/engine/phrases-en";
import { IT_PHRASES } from "~/services/ai/engine/phrases-it";
import { modelContext } from "~/services/ai/model-context";
import type { ChatMessage, ConversationMemory, Locale } from "~/services/ai/types";

const YES: Record<Locale, string> = { it: IT_PHRASES.lead.quickReplies.yes_try, en: EN_PHRASES.lead.quickReplies.yes_try };
const NOT_NOW: Record<Locale, string> = { it: IT_PHRASES.lead.quickReplies.not_now, en: EN_PHRASES.lead.quickReplies.not_now };

/** Plays a conversation; `withMemory: false` rebuilds the memory from the history on every turn. */
function play(locale: Locale, messages: readonly string[], withMemory = true): EngineReply[] {
  const history: ChatMessage[] = [];
  const replies: EngineReply[] = [];
  let memory: ConversationMemory | null = null;
  for (const content of messages) {
    history.push({ role: "user", content });
    const reply = engineReply(history, locale, withMemory ? memory : null);
    replies.push(reply);
    memory = reply.memory;
    history.push({ role: "assistant", content: reply.text });
  }
  return replies;
}

const steps = (replies: readonly EngineReply[]) => replies.map((r) => (r.flow ? `${r.flow.id}:${r.flow.step}` : null));
const questionCount = (text: string) => (text.match(/\?/g) ?? []).length;

interface FlowCase {
  locale: Locale;
  id: CbtFlowId;
  messages: string[];
  /** flow:step after each message (null: no flow in progress). */
  expected: Array<string | null>;
  /** Words the summary must contain: the person's own answers. */
  summary: RegExp[];
}

const CASES: FlowCase[] = [
  {
    locale: "it",
    id: "activation",
    messages: ["non ho voglia di fare niente, sto sempre sul divano", YES.it, "Fare una passeggiata di 10 minuti", "Domani", "Alle 18", "Sì, confermo"],
    expected: ["activation:offer", "activation:activity", "activation:day", "activation:time", "activation:confirm", null],
    summary: [/«fare una passeggiata di 10 minuti», domani, alle 18/],
  },
  {
    locale: "en",
    id: "activation",
    messages: ["I can't be bothered to do anything, every day is the same", "yes", "call my sister", "Saturday", "after lunch", "Yes, confirm it"],
    expected: ["activation:offer", "activation:activity", "activation:day", "activation:time", "activation:confirm", null],
    summary: [/“call my sister”, Saturday, after lunch/],
  },
  {
    locale: "it",
    id: "exposure",
    messages: ["sabato c'è una festa e ho paura di andarci, evito sempre le feste", "sì", "70", "Andarci solo per un'ora", "Sabato"],
    expected: ["exposure:offer", "exposure:fear", "exposure:first_step", "exposure:when", null],
    summary: [/70 su 100/, /«andarci solo per un'ora», sabato/],
  },
  {
    locale: "en",
    id: "exposure",
    messages: ["there's a party on Saturday and I'm terrified of going, I always avoid parties", YES.en, "idk", "80", "Go for just one hour", "This week"],
    expected: ["exposure:offer", "exposure:fear", "exposure:fear", "exposure:first_step", "exposure:when", null],
    summary: [/80 out of 100/, /“go for just one hour”, this week/],
  },
  {
    locale: "it",
    id: "worry",
    messages: ["rimugino tutto il giorno, la testa non si ferma", YES.it, "Dopo cena", "Sulle note del telefono", "A tre respiri lenti"],
    expected: ["worry:offer", "worry:worry_time", "worry:worry_place", "worry:refocus", null],
    summary: [/dopo cena/, /«sulle note del telefono»/, /«a tre respiri lenti»/],
  },
  {
    locale: "en",
    id: "sleep",
    messages: ["I can't sleep, I lie awake every night", "sure", "Scrolling my phone", "not sure", "Read a book", "At 7:30"],
    expected: ["sleep:offer", "sleep:bed_habits", "sleep:get_up", "sleep:get_up", "sleep:wake_time", null],
    summary: [/“scrolling my phone”/, /“read a book”/, /at 7:30/, /twenty minutes/],
  },
  {
    locale: "it",
    id: "sleep",
    messages: ["non riesco a dormire, mi giro nel letto per ore", "sì dai", "Guardo serie tv", "Leggere un libro", "Alle 7"],
    expected: ["sleep:offer", "sleep:bed_habits", "sleep:get_up", "sleep:wake_time", null],
    summary: [/«guardo serie tv»/, /«leggere un libro»/, /alle 7/, /venti minuti|ventina di minuti/],
  },
  {
    locale: "it",
    id: "problem",
    messages: [
      "non arrivo a fine mese e l'affitto scade venerdì",
      "ok",
      "chiedere di aspettare, fare turni in più, chiedere a mia sorella",
      "aspettare e turni in più",
      "aspettare è gratis ma incerto; i turni stancano ma sono sicuri",
      "scrivere al padrone di casa stasera",
    ],
    expected: ["problem:offer", "problem:options", "problem:best_two", "problem:pros_cons", "problem:first_step", null],
    summary: [/«non arrivo a fine mese e l'affitto scade venerdì»/, /«aspettare e turni in più»/, /«scrivere al padrone di casa stasera»/],
  },
  {
    locale: "en",
    id: "problem",
    messages: [
      "rent is due on Friday and I can't make ends meet",
      "yes",
      "ask for a payment plan, extra shifts, ask my brother",
      "payment plan and extra shifts",
      "plan: cheap but slow; shifts: tiring but sure",
      "Make a phone call",
    ],
    expected: ["problem:offer", "problem:options", "problem:best_two", "problem:pros_cons", "problem:first_step", null],
    summary: [/“payment plan and extra shifts”/, /“make a phone call”/],
  },
  {
    locale: "en",
    id: "assertive",
    messages: [
      "how do I tell her that she hurt me?",
      "yes",
      "yesterday you cancelled dinner at the last minute",
      "hurt",
      "I'd like you to let me know a day before",
      "then we could enjoy our evenings",
    ],
    expected: ["assertive:offer", "assertive:describe", "assertive:express", "assertive:specify", "assertive:consequences", null],
    summary: [
      /“Yesterday you cancelled dinner at the last minute\. I feel hurt\. I'd like you to let me know a day before\. Then we could enjoy our evenings\.”/,
    ],
  },
  {
    locale: "it",
    id: "assertive",
    messages: [
      "come faccio a dirle che mi ha ferito?",
      "sì",
      "ieri hai annullato la cena all'ultimo momento",
      "ferita",
      "vorrei che mi avvisassi un giorno prima",
      "così potremmo goderci le serate",
    ],
    expected: ["assertive:offer", "assertive:describe", "assertive:express", "assertive:specify", "assertive:consequences", null],
    summary: [
      /«Ieri hai annullato la cena all'ultimo momento\. Mi sento ferita\. Vorrei che mi avvisassi un giorno prima\. Così potremmo goderci le serate\.»/,
    ],
  },
  {
    locale: "it",
    id: "decision",
    messages: [
      "secondo te è una cattiva idea licenziarmi?",
      "sì",
      "licenziarmi e cercare un altro lavoro",
      "più tempo, meno stress",
      "niente stipendio per qualche mese",
      "Verso il sì",
    ],
    expected: ["decision:offer", "decision:decision", "decision:pros", "decision:cons", "decision:lean", null],
    summary: [/«licenziarmi e cercare un altro lavoro»/, /«più tempo, meno stress»/, /«niente stipendio per qualche mese»/, /«verso il sì»/],
  },
  {
    locale: "en",
    id: "decision",
    messages: [
      "is it a bad idea to quit my job?",
      YES.en,
      "quit and look for something else",
      "more time, less stress",
      "no salary for a while",
      "Still in the middle",
    ],
    expected: ["decision:offer", "decision:decision", "decision:pros", "decision:cons", "decision:lean", null],
    summary: [/“more time, less stress”/, /“no salary for a while”/],
  },
  {
    locale: "en",
    id: "savouring",
    messages: ["I got the job!!", "yes", "my mum's face when I told her", "I didn't give up"],
    expected: ["savouring:offer", "savouring:details", "savouring:own_part", null],
    summary: [/positive data log/, /“I got the job”/, /“I didn't give up”/],
  },
  {
    locale: "it",
    id: "savouring",
    messages: ["ho passato l'esame di statistica!!", YES.it, "la faccia della prof e il sole fuori", "Non ho mollato"],
    expected: ["savouring:offer", "savouring:details", "savouring:own_part", null],
    summary: [/dati positivi/, /«ho passato l'esame di statistica»/, /«non ho mollato»/],
  },
];

describe("CBT flows: offer, steps, summary (decision record 0020)", () => {
  for (const c of CASES) {
    it(`${c.locale} ${c.id}: ${c.expected.filter(Boolean).length} steps, the summary in the person's own words`, () => {
      const replies = play(c.locale, c.messages);
      expect(steps(replies)).toEqual(c.expected);
      // The offer carries "yes, let's try" / "not now"; each step its own chips or none.
      expect(replies[0].quickReplies).toEqual([YES[c.locale], NOT_NOW[c.locale]]);
      for (const reply of replies) expect(questionCount(reply.text), reply.text).toBe(1);
      const last = replies.at(-1) as EngineReply;
      for (const pattern of c.summary) expect(last.text).toMatch(pattern);
      expect(last.memory.flow).toBeNull();
      expect(last.memory.flows).toContainEqual({ id: c.id, status: "done" });
      // Same state without a stored memory: the steps are recognised in the history.
      expect(steps(play(c.locale, c.messages, false))).toEqual(c.expected);
    });
  }

  it("activation remembers the plan, and a later listening reply refers back to it", () => {
    const replies = play("it", ["non ho voglia di fare niente, sto sempre sul divano", "sì", "Chiamare un'amica", "Sabato", "Dopo pranzo", "sì", "boh"]);
    expect(replies[5].memory.plans).toContain("chiamare un'amica, sabato, dopo pranzo");
    expect(replies[6].text).toContain("chiamare un'amica, sabato, dopo pranzo");
  });

  it("a confirmation 'change something' starts the activation plan again", () => {
    const replies = play("en", [
      "I can't be bothered to do anything, every day is the same",
      "yes",
      "cook something",
      "today",
      "tonight",
      "Change something",
      "go for a walk",
    ]);
    expect(steps(replies).slice(4)).toEqual(["activation:confirm", "activation:activity", "activation:day"]);
    expect(replies[6].memory.flow?.answers).toEqual({ activity: "go for a walk" });
  });

  it("savouring logs the good thing in memory.positives", () => {
    const last = play("en", ["I got the job!!", "yes", "my mum's face", "I didn't give up"]).at(-1) as EngineReply;
    expect(last.memory.positives).toEqual(["I got the job"]);
  });

  it("'what can I do?' after low days offers activation, keeping the concrete step", () => {
    const replies = play("en", ["I've been really sad lately", "what can I do?"]);
    expect(replies[1].flow).toEqual({ id: "activation", step: "offer" });
    expect(replies[1].text).toMatch(/\bstep\b/i);
  });

  it("staying in bed all day is low mood (activation), not a sleep problem", () => {
    expect(play("en", ["I can't be bothered to do anything, I stay in bed all day"])[0].flow).toEqual({ id: "activation", step: "offer" });
    expect(play("it", ["sto a letto tutto il giorno, non ho voglia di fare niente"])[0].flow).toEqual({ id: "activation", step: "offer" });
    expect(analyseMessage("I stay in bed all day", "en").topics).not.toContain("sleep");
  });

  it("a break-up is not a money problem", () => {
    expect(play("en", ["my boyfriend broke up with me last night"])[0].flow).toBeNull();
    expect(play("en", ["I'm broke and the rent is due"])[0].flow).toEqual({ id: "problem", step: "offer" });
  });

  it("a flow is offered once per conversation", () => {
    const replies = play("it", ["rimugino tutto il giorno", "no", "rimugino ancora, la testa non si ferma"]);
    expect(steps(replies)).toEqual(["worry:offer", null, null]);
  });
});

describe("CBT flows: leaving at any turn", () => {
  const EXITS: Array<[Locale, string[], string]> = [
    ["it", ["non ho voglia di fare niente, sto sempre sul divano", "sì", "basta"], "left"],
    ["it", ["rimugino tutto il giorno", "sì", "Dopo cena", "un'altra volta"], "left"],
    ["it", ["non arrivo a fine mese", "sì", "parliamo d'altro"], "left"],
    ["en", ["I can't sleep, I lie awake every night", "yes", "stop"], "left"],
    ["en", ["I can't sleep, I lie awake every night", "yes", "I don't want to do this right now, can we stop"], "left"],
    ["en", ["how do I tell him that he hurt me?", "yes", "another time"], "left"],
    ["en", ["rent is due and I can't make ends meet", "yes", "can we talk about something else"], "left"],
    ["en", ["I can't stop worrying", "not now"], "declined"],
    ["it", ["ho passato l'esame!!", "non ora"], "declined"],
  ];
  for (const [locale, messages, status] of EXITS) {
    it(`${locale}: "${messages.at(-1)}" leaves the flow (${status})`, () => {
      const last = play(locale, messages).at(-1) as EngineReply;
      expect(last.flow).toBeNull();
      expect(last.memory.flow).toBeNull();
      expect(last.memory.flows?.at(-1)?.status).toBe(status);
      expect(questionCount(last.text)).toBe(1);
      // No step question of any flow is asked after leaving.
      expect(flowAskedBy(last.text)).toBeNull();
    });
  }

  it("another subject where a short fact was asked leaves the flow for the new subject", () => {
    const replies = play("en", [
      "I can't be bothered to do anything",
      "yes",
      "call a friend",
      "honestly I feel awful, my boss said I'm useless and I'll never be good enough",
    ]);
    expect(replies[3].flow).toBeNull();
    expect(replies[3].memory.flows?.at(-1)).toEqual({ id: "activation", status: "left" });
    expect(replies[3].analysis.distortions.length).toBeGreaterThan(0);
  });

  it("a crisis-adjacent or medication question inside a flow is answered first and ends the flow", () => {
    const replies = play("it", ["non ho voglia di fare niente, sto sempre sul divano", "sì", "quanti mg di xanax posso prendere?"]);
    expect(replies[2].flow).toBeNull();
    expect(replies[2].text).toMatch(/medic|farmac/i);
  });
});

describe("CBT flows: every chip is understood, and step questions are recognisable", () => {
  for (const locale of ["it", "en"] as const) {
    it(`${locale}: each chip of each step moves the flow on`, () => {
      for (const id of CBT_FLOW_IDS) {
        for (const step of stepsOf(id)) {
          const phrases = (CBT[locale].flows[id].steps as Record<CbtFlowStep, { chips: readonly string[]; questions: readonly string[] }>)[step];
          for (const chip of phrases.chips) {
            const memory: ConversationMemory = {
              people: [],
              hotThought: null,
              plans: [],
              suggested: [],
              said: [],
              recalled: [],
              flow: { id, step, answers: {} },
            };
            const history: ChatMessage[] = [
              { role: "assistant", content: phrases.questions[0] },
              { role: "user", content: chip },
            ];
            const reply = engineReply(history, locale, memory);
            const moved = reply.flow === null ? "done" : reply.flow.step;
            expect(moved, `${id}.${step} ← "${chip}"`).not.toBe(step);
          }
        }
      }
    });
  }

  it("step and offer questions are unique, carry one question mark, contain no other and are no thought-record step", () => {
    const all: string[] = [];
    for (const locale of ["it", "en"] as const) {
      for (const id of CBT_FLOW_IDS) {
        const flow = CBT[locale].flows[id];
        const stepQuestions = stepsOf(id).flatMap((step) => (flow.steps as Record<CbtFlowStep, { questions: readonly string[] }>)[step].questions);
        for (const q of [...stepQuestions, ...flow.offerQuestions]) {
          expect(questionCount(q), q).toBe(1);
          expect(stepAskedBy(q), q).toBeNull();
          all.push(q.toLowerCase());
        }
        for (const step of stepsOf(id))
          for (const q of (flow.steps as Record<CbtFlowStep, { questions: readonly string[] }>)[step].questions) expect(flowAskedBy(q)).toEqual({ id, step });
      }
    }
    expect(new Set(all).size).toBe(all.length);
    for (const a of all) for (const b of all) if (a !== b) expect(a.includes(b), `${a} ⊃ ${b}`).toBe(false);
  });
});

describe("CBT flows: state kept on the server and given to a model", () => {
  it("a model's reworded step still moves the flow on (the answer applied to the stored step)", () => {
    const memory: ConversationMemory = {
      people: [],
      hotThought: null,
      plans: [],
      suggested: [],
      said: [],
      recalled: [],
      flow: { id: "activation", step: "day", answers: { activity: "call my sister" } },
    };
    const next = rememberTurn(memory, "Saturday", "Lovely, Saturday then. And roughly when in the day?", "en");
    expect(next.flow).toEqual({ id: "activation", step: "time", answers: { activity: "call my sister", day: "Saturday" } });
    const left = rememberTurn(memory, "stop", "Of course, we can stop here. How are you feeling?", "en");
    expect(left.flow).toBeNull();
    expect(left.flows).toEqual([{ id: "activation", status: "left" }]);
  });

  it("the stored flow is validated: unknown ids or steps are dropped, answers are bounded", () => {
    const base = { people: [], hotThought: null, plans: [], suggested: [], said: [], recalled: [] };
    expect(sanitiseMemory({ ...base, flow: { id: "hack", step: "x", answers: {} } })?.flow).toBeNull();
    expect(sanitiseMemory({ ...base, flow: { id: "sleep", step: "day", answers: {} } })?.flow).toBeNull();
    const kept = sanitiseMemory({
      ...base,
      flow: { id: "sleep", step: "get_up", answers: { bed_habits: "x".repeat(5000), other: "y" } },
      flows: [
        { id: "sleep", status: "started" },
        { id: "nope", status: "done" },
      ],
    });
    expect(kept?.flow?.step).toBe("get_up");
    expect(kept?.flow?.answers.bed_habits.length).toBeLessThanOrEqual(121);
    expect(kept?.flow?.answers).not.toHaveProperty("other");
    expect(kept?.flows).toEqual([{ id: "sleep", status: "started" }]);
  });

  it("the model's notes name the flow, its step and the answers so far", () => {
    const [, , reply] = play("en", ["I can't be bothered to do anything", "yes", "call my sister"]);
    const notes = modelContext("en", reply.memory, reply);
    expect(notes).toContain("Guided exercise in progress");
    expect(notes).toContain("a small activity plan: day");
    expect(notes).toContain('"call my sister"');
    const offer = play("it", ["rimugino tutto il giorno"])[0];
    expect(modelContext("it", offer.memory, offer)).toContain("Esercizio guidato da proporre (chiedi se vuole provarlo): il tempo delle preoccupazioni");
  });

  it("is deterministic: the same conversation gives the same replies", () => {
    const messages = ["there's a party and I'm scared of going", "yes", "70", "go for an hour", "Friday"];
    expect(play("en", messages).map((r) => r.text)).toEqual(play("en", messages).map((r) => r.text));
  });
});

describe("guilt apart from shame (issue 9 item 4)", () => {
  const GUILT: Record<Locale, string[]> = {
    it: [
      "mi sento in colpa per come l'ho trattata",
      "ho tanti sensi di colpa",
      "mi pento di avergli urlato",
      "ho ferito mia sorella",
      "ho fatto una cosa brutta",
      "mi sento colpevole",
      "è colpa mia se ha pianto",
    ],
    en: [
      "I feel so guilty about yelling at her",
      "it's all my fault",
      "I shouldn't have said that",
      "I hurt my sister",
      "I feel bad about what I said",
      "I regret it so much",
      "I feel terrible for lying to him",
    ],
  };
  const SHAME: Record<Locale, string[]> = {
    it: ["mi vergogno di me stessa", "mi faccio schifo", "che imbarazzo, mi sento umiliata"],
    en: ["I'm ashamed of myself", "I feel so embarrassed", "I feel humiliated"],
  };
  for (const locale of ["it", "en"] as const) {
    it(`${locale}: "I did something bad" is guilt, "I am bad" is shame`, () => {
      for (const text of GUILT[locale]) {
        const emotions = analyseMessage(text, locale).emotions;
        expect(emotions, text).toContain("guilt");
        expect(emotions, text).not.toContain("shame");
      }
      for (const text of SHAME[locale]) {
        const emotions = analyseMessage(text, locale).emotions;
        expect(emotions, text).toContain("shame");
        expect(emotions, text).not.toContain("guilt");
      }
    });
  }

  it("guilt is met with repair, self-compassion or the responsibility pie, not with shame's words", () => {
    const repair = { it: /riparazione|torta|amica|gesto|sapevi/, en: /amends|pie|friend|know at the time/ };
    for (const locale of ["it", "en"] as const) {
      for (const text of GUILT[locale]) {
        const reply = engineReply([{ role: "user", content: text }], locale);
        expect(reply.text, text).not.toMatch(/vergogna|shame/i);
        // A distortion in the message ("è colpa mia" is personalisation) is named first, with its own question.
        if (reply.analysis.distortions.length > 0) continue;
        expect(reply.text, text).toMatch(repair[locale]);
        expect(reply.text, text).not.toMatch(/vergogna|shame/i);
      }
    }
    const advice = play("it", ["mi sento in colpa per come l'ho trattata", "cosa posso fare?"])[1];
    expect(advice.text).toMatch(/torta della responsabilità|riparazione/);
  });
});
