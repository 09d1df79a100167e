/**
 * Public types of the embedded CBT engine. Kept apart from the shared AI types
 * (../types.ts) because only the engine and its callers need them.
 */
import type { ConversationMemory, DistortionId, EmotionId, TopicId } from "../types";
import type { CbtFlowId, CbtFlowStep, ThoughtRecordStep } from "./ids";

/** The steps of a thought record, in walk order ("done" is the closing summary): ids.ts. */
export type { ThoughtRecordStep };

/** A step the engine can ask about (every step but the closing summary). */
export type AskableStep = Exclude<ThoughtRecordStep, "done">;

/** What the engine recognised in one user message. Arrays are de-duplicated, in canonical id order. */
export interface EngineAnalysis {
  emotions: EmotionId[];
  topics: TopicId[];
  distortions: DistortionId[];
}

export type SuggestionKind = "exercise" | "meditation";

/** An exercise or meditation of the app, offered alongside a reply. */
export interface EngineSuggestion {
  kind: SuggestionKind;
  /** Stable id, e.g. "breathing-4-7-8". */
  id: string;
  /** Localised title, also quoted inside the reply text. */
  title: string;
  /** App-relative link, e.g. "/exercises/breathing-4-7-8". */
  href: string;
}

/** One engine answer. `text` always contains exactly one question mark. */
export interface EngineReply {
  text: string;
  /** Analysis of the user message being answered. */
  analysis: EngineAnalysis;
  suggestion: EngineSuggestion | null;
  /** The thought-record step this reply asks about ("done" for the summary), or null outside the flow. */
  thoughtRecordStep: ThoughtRecordStep | null;
  /**
   * Quick replies (decision record 0016): 2–4 short answers the person can send with one tap,
   * in the reply's language, or none. Each is a message the engine itself understands.
   */
  quickReplies: string[];
  /**
   * The CBT flow this reply leaves in progress (decision record 0020): its id and the step the next
   * message answers ("offer" when the reply offers the flow), or null.
   */
  flow: { id: CbtFlowId; step: CbtFlowStep | "offer" } | null;
  /** The conversation memory with this turn added (decision record 0016); store it for the next turn. */
  memory: ConversationMemory;
}
