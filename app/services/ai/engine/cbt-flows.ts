/**
 * The structured CBT flows' state machine (decision record 0020): behavioural activation, graded
 * exposure, worry postponement, stimulus control for sleep, problem solving, the DESC script,
 * pros and cons, savouring. Pure functions over plain JSON.
 *
 * The state lives in the conversation memory (`memory.flow`: id, the step the next message
 * answers — "offer" until the person accepts — and the answers so far, each at most
 * MAX_ANSWER characters), so it survives a model's rewording of a step. When no memory is stored,
 * or a model answered the turn, `flowAfterTurn` infers the next state from the reply's text (each
 * step question is unique, like the thought record's) or, failing that, by applying the person's
 * answer to the stored step. The thought record keeps its own history-derived state
 * (thought-record.ts): it needs no stored answers beyond what its step questions show.
 */
import type { ConversationFlow, ConversationMemory, FlowLogEntry, Locale } from "../types";
import { quoteUser } from "./compose-kit";
import { EN_CBT } from "./flows-en";
import type { CbtPhrases, CbtStepPhrases } from "./flow-types";
import { IT_CBT } from "./flows-it";
import { CBT_FLOW_IDS, CBT_FLOW_STEPS, type CbtFlowId, type CbtFlowStep } from "./ids";
import { detectIntents, isMinimalAnswer } from "./intents";
import { normalise, normaliseLite } from "./normalise";
import { parseIntensity } from "./numbers";

export const CBT: Record<Locale, CbtPhrases> = { it: IT_CBT, en: EN_CBT };

/** The phrases of one step (the mapped type of CbtFlowBook, read generically). */
export function stepPhrases(book: CbtPhrases, id: CbtFlowId, step: CbtFlowStep): CbtStepPhrases {
  return (book.flows[id].steps as Partial<Record<CbtFlowStep, CbtStepPhrases>>)[step] as CbtStepPhrases;
}

/** Longest stored answer, in characters (the memory JSON stays a few kilobytes). */
export const MAX_ANSWER = 120;
const MAX_LOG = 16;
const MAX_POSITIVES = 5;

export type CbtStepOrOffer = CbtFlowStep | "offer";

export interface CbtFlowState {
  id: CbtFlowId;
  /** The step the next user message answers; "offer" while the flow is only proposed. */
  step: CbtStepOrOffer;
  answers: Partial<Record<CbtFlowStep, string>>;
}

/** Steps answered with a 0–100 rating. */
const RATING_STEPS: ReadonlySet<CbtFlowStep> = new Set(["fear"]);
/** Steps answered with yes (done) or a change (the flow starts again). */
const CONFIRM_STEPS: ReadonlySet<CbtFlowStep> = new Set(["confirm"]);
/**
 * Steps answered with a short fact (a day, a time, a number): a long message carrying distress or
 * a distortion there is another subject, and the flow is left for it.
 */
const SHORT_STEPS: ReadonlySet<CbtFlowStep> = new Set(["day", "time", "confirm", "fear", "when", "worry_time", "worry_place", "refocus", "wake_time", "lean"]);
/** Flows whose first step can be filled from the message that made the engine offer them. */
const SEEDED_FIRST: ReadonlySet<CbtFlowId> = new Set(["exposure", "problem", "savouring"]);

export function isFlowId(value: unknown): value is CbtFlowId {
  return typeof value === "string" && (CBT_FLOW_IDS as readonly string[]).includes(value);
}

export function stepsOf(id: CbtFlowId): readonly CbtFlowStep[] {
  return CBT_FLOW_STEPS[id];
}

/** The stored flow, validated (an unknown id or step, e.g. from an older build, counts as none). */
export function readFlow(value: ConversationFlow | null | undefined): CbtFlowState | null {
  if (!value || !isFlowId(value.id)) return null;
  const steps = stepsOf(value.id);
  if (value.step !== "offer" && !steps.includes(value.step as CbtFlowStep)) return null;
  const answers: Partial<Record<CbtFlowStep, string>> = {};
  for (const step of steps) {
    const answer = value.answers?.[step];
    if (typeof answer === "string" && answer) answers[step] = answer.slice(0, MAX_ANSWER + 1);
  }
  return { id: value.id, step: value.step as CbtStepOrOffer, answers };
}

export function toStored(state: CbtFlowState | null): ConversationFlow | null {
  return state ? { id: state.id, step: state.step, answers: { ...state.answers } as Record<string, string> } : null;
}

/** Every flow question of both languages (step and offer questions), lite-normalised, longest first. */
const ASKED: ReadonlyArray<readonly [string, CbtFlowId, CbtStepOrOffer]> = [IT_CBT, EN_CBT]
  .flatMap((book) =>
    CBT_FLOW_IDS.flatMap((id) => [
      ...stepsOf(id).flatMap((step) => stepPhrases(book, id, step).questions.map((q) => [normaliseLite(q), id, step as CbtStepOrOffer] as const)),
      ...book.flows[id].offerQuestions.map((q) => [normaliseLite(q), id, "offer" as CbtStepOrOffer] as const),
    ]),
  )
  .sort((a, b) => b[0].length - a[0].length);

/** The flow step (or offer) an assistant message asks, recognised by its fixed question, or null. */
export function flowAskedBy(text: string): { id: CbtFlowId; step: CbtStepOrOffer } | null {
  if (!text.includes("?")) return null;
  const lite = normaliseLite(text);
  for (const [question, id, step] of ASKED) if (lite.includes(question)) return { id, step };
  return null;
}

/** What answers a step needs from the message: the few intents that matter here. */
export interface AnswerSignals {
  yes: boolean;
  no: boolean;
  /** "non so", "boh", "idk": nothing to record. */
  vague: boolean;
}

export function answerSignals(raw: string, locale: Locale): AnswerSignals {
  const norm = normalise(raw, locale);
  const intents = detectIntents(raw, norm, locale);
  return { yes: intents.yes, no: intents.no, vague: intents.dontKnow || isMinimalAnswer(norm.text, locale) };
}

export type StepOutcome =
  | { kind: "retry" }
  | { kind: "restart"; state: CbtFlowState }
  | { kind: "next"; state: CbtFlowState; answered: CbtFlowStep }
  | { kind: "done"; state: CbtFlowState };

const CHANGE = /\b(?:cambi\w*|modific\w*|change|different|another)\b/;

/**
 * Applies the person's message to the step the flow waits on (`state.step`, not "offer"): a
 * vague answer or a missing 0–100 rating re-asks the step; the confirmation step ends the flow on
 * a yes and starts it again on a no or a change; any other answer is kept (quoted, at most
 * MAX_ANSWER characters) and the flow moves to the next step, or is done after the last one.
 */
export function answerStep(state: CbtFlowState, raw: string, signals: AnswerSignals): StepOutcome {
  const step = state.step as CbtFlowStep;
  const steps = stepsOf(state.id);
  if (CONFIRM_STEPS.has(step)) {
    if (signals.yes && !CHANGE.test(raw.toLowerCase())) return { kind: "done", state };
    if (signals.no || CHANGE.test(raw.toLowerCase())) return { kind: "restart", state: { id: state.id, step: steps[0], answers: {} } };
    return { kind: "retry" };
  }
  let answer: string;
  if (RATING_STEPS.has(step)) {
    const value = parseIntensity(raw);
    if (value === null) return { kind: "retry" };
    answer = String(value);
  } else {
    if (signals.vague) return { kind: "retry" };
    answer = quoteUser(raw, MAX_ANSWER);
    if (!answer) return { kind: "retry" };
  }
  const answers = { ...state.answers, [step]: answer };
  const at = steps.indexOf(step);
  const next = steps.slice(at + 1).find((s) => !answers[s]);
  return next ? { kind: "next", state: { id: state.id, step: next, answers }, answered: step } : { kind: "done", state: { ...state, answers } };
}

/** Longest message in which a bare `stop` intent ("quit", "basta") leaves a flow: "quit and look for another job" is an answer. */
const STOP_MAX_WORDS = 4;

/** The person leaves the flow: a short "basta"/"stop" (the `stop` intent) or "un'altra volta", "change the subject", "can we stop"… */
export function leavesFlow(normText: string, stopIntent: boolean, locale: Locale): boolean {
  const words = normText.split(" ").filter((token) => token && token !== ".").length;
  return (stopIntent && words <= STOP_MAX_WORDS) || CBT[locale].exit.test(normText);
}

/** A long message with distress or a distortion where a short fact was asked: another subject. */
export function changesSubject(state: CbtFlowState, wordCount: number, distress: boolean, distortions: number): boolean {
  return state.step !== "offer" && SHORT_STEPS.has(state.step) && wordCount >= 10 && (distress || distortions > 0);
}

/** What the engine heard, for choosing a flow to offer. */
export interface FlowCues {
  /** Normalised text the triggers are tried on (the message, or the last few user messages). */
  text: string;
  askHowToTell: boolean;
  askBadIdea: boolean;
  goodEvent: boolean;
  emotion: string | null;
  topics: readonly string[];
  /** The person asked "what can I do?". */
  askAdvice: boolean;
}

/**
 * The flow that fits what was heard, or null; flows already offered in this conversation
 * (memory.flows) are not offered again. A direct question comes first ("how do I tell her" →
 * the DESC script, "is it a bad idea" → pros and cons), then good news (savouring), then the
 * situations each flow is for, then — only when asked "what can I do?" — the emotion.
 */
export function fitFlow(cues: FlowCues, locale: Locale, tried: ReadonlySet<string>): CbtFlowId | null {
  const t = CBT[locale].triggers;
  const candidates: Array<[CbtFlowId, boolean]> = [
    ["assertive", cues.askHowToTell || t.assertive.test(cues.text)],
    ["decision", cues.askBadIdea || t.decision.test(cues.text)],
    ["savouring", cues.goodEvent],
    ["sleep", t.sleep.test(cues.text) || (cues.askAdvice && cues.topics.includes("sleep"))],
    ["worry", t.worry.test(cues.text)],
    ["exposure", t.exposure.test(cues.text)],
    ["problem", t.problem.test(cues.text) || cues.topics.includes("money")],
    ["activation", t.activation.test(cues.text) || (cues.askAdvice && (cues.emotion === "sadness" || cues.emotion === "loneliness"))],
  ];
  for (const [id, fits] of candidates) if (fits && !tried.has(id)) return id;
  return null;
}

/** The offer state: the first step is filled from the message when it says the situation itself. */
export function offerState(id: CbtFlowId, raw: string, wordCount: number, question: boolean): CbtFlowState {
  const answers: Partial<Record<CbtFlowStep, string>> = {};
  if (SEEDED_FIRST.has(id) && wordCount >= 3 && !question) answers[stepsOf(id)[0]] = quoteUser(raw, MAX_ANSWER);
  return { id, step: "offer", answers };
}

/** The first step not answered yet (a seeded first step is skipped). */
export function firstOpenStep(state: CbtFlowState): CbtFlowStep {
  const steps = stepsOf(state.id);
  return steps.find((s) => !state.answers[s]) ?? steps[steps.length - 1];
}

/** English words that keep their capital letter inside a sentence. */
const PROPER_START =
  /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter)\b/;

/** An answer as it reads inside a sentence: no trailing punctuation, lower-case first letter (not "I", a weekday, a name-like acronym). */
export function inline(answer: string): string {
  const text = answer.replace(/[.!;:,…\s]+$/, "").trim();
  if (PROPER_START.test(text) || /^\p{Lu}{2}/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function sentence(text: string): string {
  const trimmed = text.replace(/[.!;:,…\s]+$/, "").trim();
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.` : "";
}

const FEELING_OPENERS: Record<Locale, RegExp> = {
  it: /^(?:mi |io |sono |ero |ci sono |ho |per me |quando )/i,
  en: /^(?:i |i'|it |that |when |for me )/i,
};

/** The DESC script assembled from the four answers, each a sentence; a bare feeling word gets "Mi sento" / "I feel". */
export function assembleScript(answers: CbtFlowState["answers"], locale: Locale): string {
  const book = CBT[locale];
  const express = answers.express ?? "";
  const feeling = express && !FEELING_OPENERS[locale].test(express.trim()) ? `${book.feelPrefix} ${inline(express)}` : express;
  return [answers.describe ?? "", feeling, answers.specify ?? "", answers.consequences ?? ""].map(sentence).filter(Boolean).join(" ");
}

/** The variables of a step or summary template: every answer so far, inline, plus the script. */
export function templateVars(state: CbtFlowState, locale: Locale, answer?: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [step, value] of Object.entries(state.answers)) if (value) vars[step] = inline(value);
  if (answer !== undefined) vars.answer = inline(answer);
  if (state.id === "assertive") vars.script = assembleScript(state.answers, locale);
  return vars;
}

/** What a finished flow leaves in the memory: the activation plan ("fare una passeggiata, domani, alle 18"), a good thing noted. */
export function flowResults(state: CbtFlowState, locale: Locale): { plan?: string; positive?: string } {
  if (state.id === "activation" && state.answers.activity) {
    const book = CBT[locale];
    const vars = templateVars(state, locale);
    const activity = vars.activity;
    const plan = book.verbPhrase.test(activity.toLowerCase())
      ? [activity, vars.day, vars.time].filter(Boolean).join(", ")
      : book.planFallback.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? "");
    return { plan: quoteUser(plan, 100) };
  }
  if (state.id === "savouring" && state.answers.good_thing) return { positive: inline(state.answers.good_thing) };
  return {};
}

/** How a turn changed the flow, for `memory.flows`: offered, declined, started, left or done. */
export function flowStatus(prev: CbtFlowState | null, next: CbtFlowState | null, done: boolean): FlowLogEntry | null {
  if (next && next.step === "offer") return prev?.id === next.id && prev.step === "offer" ? null : { id: next.id, status: "offered" };
  if (next) return prev?.id === next.id && prev.step !== "offer" ? null : { id: next.id, status: "started" };
  if (!prev) return null;
  if (done) return { id: prev.id, status: "done" };
  return { id: prev.id, status: prev.step === "offer" ? "declined" : "left" };
}

function logged(log: readonly FlowLogEntry[] | undefined, entry: FlowLogEntry | null): FlowLogEntry[] {
  const list = [...(log ?? [])];
  if (!entry) return list;
  return [...list.filter((e) => e.id !== entry.id), entry].slice(-MAX_LOG);
}

/** The flow's part of the memory after a turn: the new state, the log, and what a finished flow leaves. */
export function withFlow(
  memory: ConversationMemory,
  prev: CbtFlowState | null,
  next: CbtFlowState | null,
  done: CbtFlowState | null,
  locale: Locale,
  pushPlan: (plans: string[], plan: string) => string[],
): ConversationMemory {
  const results = done ? flowResults(done, locale) : {};
  return {
    ...memory,
    flow: toStored(next),
    flows: logged(memory.flows, flowStatus(prev, next, done !== null)),
    plans: results.plan ? pushPlan(memory.plans, results.plan) : memory.plans,
    positives: results.positive
      ? [...(memory.positives ?? []).filter((p) => p !== results.positive), results.positive].slice(-MAX_POSITIVES)
      : memory.positives,
  };
}

/**
 * The flow after a turn whose reply the engine did not compose (a model's reply) or whose memory
 * is being rebuilt from the history: a reply that asks a flow question sets that step (keeping the
 * answers of the same flow, plus this message as the answer to the step it was waiting on); else
 * a flow in progress takes the message as its answer (the model was told which step to ask);
 * leaving words end it; anything else leaves no flow.
 */
export function flowAfterTurn(
  prev: CbtFlowState | null,
  user: string,
  reply: string,
  locale: Locale,
): { next: CbtFlowState | null; done: CbtFlowState | null } {
  const asked = flowAskedBy(reply);
  const norm = normalise(user, locale);
  const signals = answerSignals(user, locale);
  const stop = detectIntents(user, norm, locale).stop;
  if (asked) {
    if (prev && prev.id === asked.id) {
      if (prev.step !== "offer" && asked.step !== prev.step) {
        const outcome = answerStep(prev, user, signals);
        if (outcome.kind === "next" || outcome.kind === "restart") return { next: { ...outcome.state, step: asked.step }, done: null };
      }
      return { next: { ...prev, step: asked.step }, done: null };
    }
    if (asked.step === "offer") return { next: offerState(asked.id, user, norm.tokens.filter((t) => t !== ".").length, /[?¿？]/.test(user)), done: null };
    return { next: { id: asked.id, step: asked.step, answers: {} }, done: null };
  }
  if (!prev || prev.step === "offer" || leavesFlow(norm.text, stop, locale)) return { next: null, done: null };
  const outcome = answerStep(prev, user, signals);
  if (outcome.kind === "done") return { next: null, done: outcome.state };
  if (outcome.kind === "retry") return { next: prev, done: null };
  return { next: outcome.state, done: null };
}
