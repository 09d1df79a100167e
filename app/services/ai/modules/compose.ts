/**
 * The embedded engine's answers for the four AI modules of /ai-modules (spec §1 "AI suggestion
 * modules (relationships, therapeutic writing, relaxation, sleep)"; decision record 0030). Each
 * answer is built on a technique the companion already walks in the chat (engine/flows-*.ts),
 * said in the module's own voice and shaped by what the person wrote:
 *
 * - relationships: assertive communication, the DESC script (Bower & Bower 1976) with the person
 *   named in the prompt, the feeling recognised in it and a request that fits the theme
 *   (conflict, a boundary, distance);
 * - therapeutic writing: expressive writing (Pennebaker & Beall 1986), three prompts chosen by the
 *   emotion and the topic recognised, and how to write safely;
 * - relaxation: a short script, paced breathing (4-7-8), progressive muscle relaxation (Jacobson
 *   1938) or 5-4-3-2-1 grounding, chosen from the words used, with the app's guided exercise;
 * - sleep: stimulus control (Bootzin 1972) and the one sleep-hygiene tip that fits what the person
 *   named (racing thoughts, night waking, screens, caffeine, an irregular rhythm).
 *
 * Every answer opens with an acknowledgement of the emotion recognised by the engine's
 * `analyseMessage`, ends with exactly one question, never names a condition and never advises on
 * medication. Pure and deterministic: the same text, module and language give the same answer;
 * phrasings vary between texts through a hash of the text (engine/variation.ts).
 */
import type { AiModuleId } from "~/utils/ai-modules";
import { analyseMessage } from "../engine";
import { CATALOGUE, type SuggestionId } from "../engine/catalogue";
import { foldCase } from "../engine/normalise";
import { fill, fnv1a } from "../engine/variation";
import type { EmotionId, Locale, TopicId } from "../types";
import type { ModulePhrasebook, PersonId, RelationshipTheme, RelaxationTechnique, SleepIssue } from "./module-types";
import { EN_MODULES } from "./phrases-en";
import { IT_MODULES } from "./phrases-it";

export type { PersonId, RelationshipTheme, RelaxationTechnique, SleepIssue } from "./module-types";

const BOOKS: Record<Locale, ModulePhrasebook> = { it: IT_MODULES, en: EN_MODULES };

/** The guided exercise or meditation of the app that goes with a module's answer. */
export interface ModuleLink {
  title: string;
  href: string;
}

/** One module answer of the engine, with what it was built from (for tests and the page's link). */
export interface ModuleAnswer {
  text: string;
  /** The technique used: "desc", "expressive-writing", a relaxation script or "stimulus-control". */
  technique: "desc" | "expressive-writing" | RelaxationTechnique | "stimulus-control";
  /** The emotion acknowledged, if one was recognised. */
  emotion: EmotionId | null;
  /** relationships: who the prompt is about; relaxation and sleep: the script or the issue. */
  detail: PersonId | RelationshipTheme | SleepIssue | RelaxationTechnique | null;
  /** The app's guided exercise or meditation for this answer, if any. */
  link: ModuleLink | null;
}

/** Chooses one option for `slot`, the same for the same text. */
function chooser(text: string) {
  return <T>(slot: string, options: readonly T[]): T => options[fnv1a(`${slot}|${text}`) % options.length]!;
}

function folded(text: string): string {
  return foldCase(text).replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'");
}

function firstMatch<I extends string>(text: string, cues: ReadonlyArray<{ id: I; pattern: RegExp }>): I | null {
  return cues.find((cue) => cue.pattern.test(text))?.id ?? null;
}

function link(id: SuggestionId, locale: Locale): ModuleLink {
  return { title: CATALOGUE[id].title[locale], href: CATALOGUE[id].href };
}

/**
 * The embedded engine's answer to `text` in the style of `module`, in `locale`: an
 * acknowledgement, the module's technique shaped by the text, and one closing question, as
 * paragraphs separated by a blank line. The text is not checked here: the safety gate of
 * `runAiRequest` runs before it is ever called.
 */
export function moduleAnswer(module: AiModuleId, text: string, locale: Locale): ModuleAnswer {
  const book = BOOKS[locale];
  const pick = chooser(text);
  const analysis = analyseMessage(text, locale);
  const emotion = analysis.emotions[0] ?? null;
  const norm = folded(text);
  const key = module === "therapeutic-writing" ? "writing" : module;
  const ack = emotion ? pick("ack", book.ack[emotion]) : pick("ack", book.ackNone[key]);
  switch (module) {
    case "relationships":
      return relationships(book.relationships, norm, emotion, ack, pick);
    case "therapeutic-writing":
      return writing(book.writing, analysis.topics, emotion, ack, pick);
    case "relaxation":
      return relaxation(book.relaxation, norm, emotion, ack, pick, locale);
    case "sleep":
      return sleep(book.sleep, norm, emotion, ack, pick, locale);
  }
}

type Pick = ReturnType<typeof chooser>;

function relationships(book: ModulePhrasebook["relationships"], norm: string, emotion: EmotionId | null, ack: string, pick: Pick): ModuleAnswer {
  const person = book.persons.find((p) => p.pattern.test(norm));
  const theme: RelationshipTheme = firstMatch(norm, book.themes) ?? (emotion === "loneliness" ? "distance" : "general");
  const script = [
    pick("describe", book.describe),
    fill(pick("express", book.express), { feeling: book.feeling[emotion ?? "none"] }),
    pick("specify", book.specify[theme]),
    pick("consequences", book.consequences),
  ];
  const paragraphs = [
    ack,
    fill(pick("intro", book.intro), { person: person?.phrase ?? book.someone }),
    script.join("\n"),
    pick("tip", book.tips[theme]),
    pick("question", book.questions),
  ];
  return { text: paragraphs.join("\n\n"), technique: "desc", emotion, detail: person?.id ?? theme, link: null };
}

function writing(book: ModulePhrasebook["writing"], topics: readonly TopicId[], emotion: EmotionId | null, ack: string, pick: Pick): ModuleAnswer {
  const topic = topics[0];
  const forFeeling = book.byEmotion[emotion ?? "none"];
  const first = pick("emotion", forFeeling);
  // Without a topic, the second prompt is the feeling's other one.
  const second = topic ? pick("topic", book.byTopic[topic]) : (forFeeling.find((p) => p !== first) ?? first).replace(/^1\./, "2.");
  const prompts = [first, second, pick("closing", book.closing)];
  const paragraphs = [
    ack,
    pick("intro", book.intro),
    [pick("lead", book.promptsLead), ...prompts].join("\n"),
    pick("care", book.care),
    pick("question", book.questions),
  ];
  return { text: paragraphs.join("\n\n"), technique: "expressive-writing", emotion, detail: null, link: null };
}

const RELAXATION_EXERCISE: Record<RelaxationTechnique, SuggestionId> = {
  breathing: "breathing-4-7-8",
  pmr: "progressive-muscle-relaxation",
  grounding: "grounding-5-4-3-2-1",
};

function relaxation(book: ModulePhrasebook["relaxation"], norm: string, emotion: EmotionId | null, ack: string, pick: Pick, locale: Locale): ModuleAnswer {
  const byEmotion: RelaxationTechnique | null = emotion === "anxiety" ? "breathing" : emotion === "stress" || emotion === "anger" ? "pmr" : null;
  const technique = firstMatch(norm, book.cues) ?? byEmotion ?? pick("technique", ["breathing", "pmr", "grounding"] as const);
  const exercise = link(RELAXATION_EXERCISE[technique], locale);
  const paragraphs = [
    ack,
    pick("intro", book.intro[technique]),
    book.script[technique].join(" "),
    fill(pick("more", book.more), { title: exercise.title }),
    pick("question", book.questions[technique]),
  ];
  return { text: paragraphs.join("\n\n"), technique, emotion, detail: technique, link: exercise };
}

function sleep(book: ModulePhrasebook["sleep"], norm: string, emotion: EmotionId | null, ack: string, pick: Pick, locale: Locale): ModuleAnswer {
  const issue: SleepIssue = firstMatch(norm, book.cues) ?? "general";
  const paragraphs = [ack, pick("tip", book.tips[issue]), pick("core", book.core), pick("doctor", book.doctor), pick("question", book.questions)];
  return { text: paragraphs.join("\n\n"), technique: "stimulus-control", emotion, detail: issue, link: link("sleep-wind-down", locale) };
}

const INSTRUCTIONS: Record<Locale, Record<AiModuleId, string>> = {
  it: {
    relationships:
      "Modulo «Relazioni»: aiuta la persona a comunicare in modo assertivo con chi nomina. Riconosci con calore ciò che prova, poi proponi lo schema DESC (Descrivere i fatti, Esprimere l'emozione in prima persona, Specificare una richiesta piccola e concreta, Conseguenze positive per entrambi) con frasi d'esempio costruite su ciò che ha scritto.",
    "therapeutic-writing":
      "Modulo «Scrittura terapeutica»: proponi la scrittura espressiva (15-20 minuti per qualche giorno, solo per sé, senza correggersi) e tre spunti di scrittura numerati, adatti alle emozioni e ai temi di ciò che la persona ha scritto; ricorda che può fermarsi se diventa troppo.",
    relaxation:
      "Modulo «Rilassamento»: scegli una tecnica adatta a ciò che la persona descrive (respiro lento 4-7-8, rilassamento muscolare progressivo o radicamento 5-4-3-2-1) e guidala con un breve copione passo passo, in tono calmo.",
    sleep:
      "Modulo «Sonno»: dai consigli di igiene del sonno e di controllo dello stimolo (letto solo per dormire, alzarsi dopo circa venti minuti da svegli, sveglia fissa), partendo da ciò che la persona descrive; se il problema dura da settimane suggerisci di parlarne con il medico.",
  },
  en: {
    relationships:
      "“Relationships” module: help the person communicate assertively with whoever they mention. Warmly acknowledge what they feel, then offer the DESC script (Describe the facts, Express the feeling in the first person, Specify one small concrete request, positive Consequences for both) with example sentences built on what they wrote.",
    "therapeutic-writing":
      "“Therapeutic writing” module: suggest expressive writing (15 to 20 minutes over a few days, just for themselves, without correcting) and three numbered writing prompts that fit the emotions and topics of what they wrote; remind them they can stop if it gets too much.",
    relaxation:
      "“Relaxation” module: choose a technique that fits what the person describes (slow 4-7-8 breathing, progressive muscle relaxation or 5-4-3-2-1 grounding) and guide them through a short step-by-step script, in a calm tone.",
    sleep:
      "“Sleep” module: give sleep-hygiene and stimulus-control advice (bed only for sleep, get up after about twenty minutes awake, a fixed wake-up time) starting from what the person describes; if it has lasted for weeks, suggest talking to their doctor.",
  },
};

const COMMON: Record<Locale, string> = {
  it: "Niente diagnosi, niente farmaci. Al massimo 6 frasi brevi e una sola domanda finale. Rispondi in italiano.",
  en: "No diagnosis, no medication. At most 6 short sentences and a single closing question. Answer in English.",
};

/**
 * What a language model is asked to do with a module's prompt (appended to the companion's
 * system prompt by `runAiRequest`), in the person's language. The output check then holds the
 * reply to no diagnosis, no medication advice, one question and 900 characters (output-check.ts).
 */
export function moduleInstructions(module: AiModuleId, locale: Locale): string {
  return `${INSTRUCTIONS[locale][module]} ${COMMON[locale]}`;
}
