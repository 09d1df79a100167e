/**
 * Shared pieces of reply composition: the per-turn context, the assembled reply, and the
 * helpers that keep the "exactly one question per reply" rule.
 */
import type { ConversationMemory, EmotionId, Locale } from "../types";
import type { DetailedAnalysis } from "./analyse";
import type { CbtFlowState } from "./cbt-flows";
import type { EngineSuggestion, ThoughtRecordStep } from "./engine-types";
import type { QuickReplyId } from "./ids";
import type { Intents } from "./intents";
import type { Phrasebook } from "./phrase-types";
import type { Picker } from "./variation";

export interface ReplyContext {
  locale: Locale;
  phrases: Phrasebook;
  picker: Picker;
  /** Analysis used for composing (may come from the other language when the user switched). */
  detail: DetailedAnalysis;
  intents: Intents;
  /** The user message being answered. */
  raw: string;
  /** User messages so far, this one included. */
  userTurns: number;
  /** Earlier assistant messages, newest first (at most a handful). */
  recentAssistant: readonly string[];
  /** Minimal answers ("boh", "ok") in a row, this message included (0 when this one says something). */
  minimalStreak: number;
  /**
   * The emotion of this message, else (for "what can I do?" and "a short exercise") of the newest
   * earlier user message that had one.
   */
  recentEmotion: EmotionId | null;
  /** What the conversation remembers from earlier turns (memory.ts). */
  memory: ConversationMemory;
}

export interface ComposedReply {
  text: string;
  suggestion: EngineSuggestion | null;
  step: ThoughtRecordStep | null;
  /** Quick replies chosen by the composer; when absent, the route's default set applies (reply.ts). */
  quick?: readonly QuickReplyId[];
  /** A CBT flow step's own chips (texts); they replace `quick` when there are two or more (decision record 0020). */
  chips?: readonly string[];
  /**
   * The CBT flow after this reply (decision record 0020): set by the flow composers and by an
   * offer; absent on every other reply, which leaves no flow in progress.
   */
  cbt?: CbtFlowState | null;
  /** The flow this reply finished (its summary), for what it leaves in the memory. */
  cbtDone?: CbtFlowState;
}

const QUESTION_MARKS = /[?¿？]/g;

/** Upper-cases the first letter of a sentence, also when it opens with a quotation mark. */
function capitaliseStart(sentence: string): string {
  return sentence.replace(/^([«“"'‘]*)(\p{Ll})/u, (_, quote: string, letter: string) => quote + letter.toUpperCase());
}

/** Joins statements and the single closing question; stray "?" in statements become ".". */
export function assemble(statements: readonly string[], question: string): string {
  const body = statements
    .filter((s) => s.length > 0)
    .map((s) => capitaliseStart(s.replace(QUESTION_MARKS, ".")))
    .join(" ");
  const ask = question.replace(QUESTION_MARKS, "").trim() + "?";
  return body ? `${body} ${ask}` : ask;
}

/**
 * The user's words made safe to quote back: trimmed, without question marks or wrapping
 * quotes, trailing punctuation dropped, cut at a word boundary after `max` characters.
 */
export function quoteUser(text: string, max = 90): string {
  let s = text
    .replace(QUESTION_MARKS, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["'«“‘]+|["'»”’]+$/g, "")
    .replace(/[.!;:,…\s]+$/, "")
    .trim();
  if (s.length > max) {
    const cut = s.slice(0, max);
    const space = cut.lastIndexOf(" ");
    s = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[.,;:!\s]+$/, "")}…`;
  }
  return s;
}
