/**
 * Thought-record state, derived only from the conversation history.
 *
 * The engine never stores hidden markers. Each step of the record is asked with one of a fixed
 * set of questions (phrasebooks, `flow.questions`); the question found in the last assistant
 * message tells which step is waiting for an answer, and walking back through the earlier
 * assistant/user pairs — while they keep being step questions — recovers the earlier answers
 * (the automatic thought, the emotion, the first rating, the balanced thought).
 * The walk stops at the "situation" question that opened the record, so finished or abandoned
 * records never leak into a new one. Deterministic, O(turns of the current record).
 */
import type { ChatMessage } from "../types";
import type { AskableStep, ThoughtRecordStep } from "./engine-types";
import { THOUGHT_RECORD_STEPS } from "./ids";
import { normaliseLite } from "./normalise";
import { parseIntensity } from "./numbers";
import { EN_PHRASES } from "./phrases-en";
import { IT_PHRASES } from "./phrases-it";

/** The walk order of the record. */
export const STEP_ORDER: readonly ThoughtRecordStep[] = THOUGHT_RECORD_STEPS;

/** The step after `step` ("done" stays "done"). */
export function nextStep(step: ThoughtRecordStep): ThoughtRecordStep {
  const at = STEP_ORDER.indexOf(step);
  return STEP_ORDER[Math.min(at + 1, STEP_ORDER.length - 1)];
}

const ASKABLE: readonly AskableStep[] = STEP_ORDER.filter((step): step is AskableStep => step !== "done");

/** Every step question of both languages, in lite-normalised form, longest first. */
const STEP_QUESTIONS: ReadonlyArray<readonly [string, AskableStep]> = [IT_PHRASES, EN_PHRASES]
  .flatMap((book) => ASKABLE.flatMap((step) => book.flow.questions[step].map((q) => [normaliseLite(q), step] as const)))
  .sort((a, b) => b[0].length - a[0].length);

const OFFER_QUESTIONS: readonly string[] = [IT_PHRASES, EN_PHRASES].flatMap((book) => book.offerQuestions.map(normaliseLite));

/** Lite-normalised assistant messages: each history is scanned again on every turn. */
const liteCache = new Map<string, string>();
const LITE_CACHE_LIMIT = 512;

function lite(text: string): string {
  let value = liteCache.get(text);
  if (value === undefined) {
    if (liteCache.size >= LITE_CACHE_LIMIT) liteCache.clear();
    value = normaliseLite(text);
    liteCache.set(text, value);
  }
  return value;
}

/** The thought-record step an assistant message asks about, or null if it asks none. */
export function stepAskedBy(assistantText: string): AskableStep | null {
  const text = lite(assistantText);
  if (!text.includes("?")) return null;
  for (const [question, step] of STEP_QUESTIONS) if (text.includes(question)) return step;
  return null;
}

/** True when an assistant message offered to do a thought record. */
export function offersThoughtRecord(assistantText: string): boolean {
  const text = lite(assistantText);
  return OFFER_QUESTIONS.some((offer) => text.includes(offer));
}

/** What earlier answers of the current record said (raw user text; ratings as 0–100). */
export interface FlowMemory {
  automaticThought?: string;
  emotion?: string;
  /** The first intensity rating (0–100). */
  before?: number;
  balancedThought?: string;
}

export interface FlowState {
  /** The step the newest user message answers. */
  pending: AskableStep;
  memory: FlowMemory;
}

function remember(memory: FlowMemory, step: AskableStep, answer: string): void {
  switch (step) {
    case "automatic_thought":
      memory.automaticThought ??= answer;
      break;
    case "emotion":
      memory.emotion ??= answer;
      if (memory.before === undefined) {
        const inline = /\d/.test(answer) ? parseIntensity(answer) : null;
        if (inline !== null) memory.before = inline;
      }
      break;
    case "intensity":
      if (memory.before === undefined) {
        const value = parseIntensity(answer);
        if (value !== null) memory.before = value;
      }
      break;
    case "balanced_thought":
      memory.balancedThought ??= answer;
      break;
    default:
      break;
  }
}

/**
 * The record in progress when `history[userIndex]` (a user message) arrives, or null when the
 * message before it is not a step question. Later answers win over earlier ones of the same
 * step (a re-asked step keeps its final answer).
 */
export function deriveFlowState(history: readonly ChatMessage[], userIndex: number): FlowState | null {
  const lastAssistant = history[userIndex - 1];
  if (!lastAssistant || lastAssistant.role !== "assistant") return null;
  const pending = stepAskedBy(lastAssistant.content);
  if (!pending) return null;
  const memory: FlowMemory = {};
  if (pending === "situation") return { pending, memory };
  for (let i = userIndex - 3; i >= 0; i -= 2) {
    const assistant = history[i];
    const answer = history[i + 1];
    if (!assistant || assistant.role !== "assistant" || !answer || answer.role !== "user") break;
    const step = stepAskedBy(assistant.content);
    if (!step) break;
    remember(memory, step, answer.content);
    if (step === "situation") break;
  }
  return { pending, memory };
}
