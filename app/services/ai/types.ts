/**
 * Shared types of the AI companion (docs/architecture.md "The AI companion").
 * Every provider takes the same request and yields text chunks; the chat route and
 * POST /api/chat add the safety gate, the daily quota and persistence around them.
 */

/** Longest chat message accepted, in characters (docs/architecture.md "The AI companion"). */
export const CHAT_MESSAGE_MAX = 2000;

/** The two supported UI languages. */
export type Locale = "it" | "en";

export type ChatRole = "user" | "assistant";

/** One turn of a conversation, oldest first. */
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/** Ids of the cognitive distortions in docs/architecture.md "The AI companion". */
export type DistortionId =
  | "all_or_nothing"
  | "overgeneralisation"
  | "catastrophising"
  | "mind_reading"
  | "fortune_telling"
  | "should_statements"
  | "labelling"
  | "personalisation"
  | "emotional_reasoning"
  | "mental_filter"
  | "disqualifying_the_positive";

export type EmotionId = "anxiety" | "sadness" | "anger" | "shame" | "guilt" | "loneliness" | "stress";

export type TopicId = "work" | "study" | "relationships" | "family" | "sleep" | "health" | "money";

/**
 * What the trained classifiers say of the newest message (issue 26 item 5; computed on the
 * server by engine-hints.server.ts, since the models are read from disk). A missing field leaves
 * the engine's keyword lists' answer as it is.
 */
export interface EngineHints {
  /** The topic the classifiers are sure of, in place of the keyword lists'. */
  topic?: TopicId;
  /** Topics the classifiers find implausible: a keyword list that named one misread a word (a ceramics course is not study). */
  unlikelyTopics?: TopicId[];
  /** The distortion the classifiers are sure of, put first; null when they are sure there is none. */
  distortion?: DistortionId | null;
  /** Intents the message type shows, added to those the keyword lists found (never removing one). */
  intents?: Partial<Record<"medication" | "diagnosis" | "positive", true>>;
}

/** What the companion is asked: the whole history, the newest user message last. */
export interface CompanionRequest {
  locale: Locale;
  /** Oldest first; the last item is the user's new message. */
  history: ChatMessage[];
  /** Aborted when the browser goes away or the user presses stop. */
  signal?: AbortSignal;
  /**
   * Called by a provider that knows more than the text (the embedded engine) before its first
   * chunk: the quick replies to show under the reply (decision record 0016).
   */
  onReplyMeta?: (meta: CompanionReplyMeta) => void;
  /** What the companion remembers of this conversation (decision record 0016); null when nothing yet. */
  memory?: ConversationMemory | null;
  /** The trained classifiers' topic and distortions of the newest message (engine-hints.server.ts); the engine's keyword lists decide without them. */
  hints?: EngineHints | null;
  /**
   * Notes for a language model, appended to its system prompt (model-context.ts, decision record
   * 0018): the memory and the engine's view of this turn, bounded in size. Ignored by the engine.
   */
  context?: string;
}

/**
 * What a provider may add to its text: 2–4 quick replies (or none), in the reply's language,
 * and the conversation memory updated with this turn (absent when the provider keeps none).
 */
export interface CompanionReplyMeta {
  suggestions: string[];
  memory?: ConversationMemory;
}

/**
 * The companion's memory of one conversation, kept on the server (decision record 0016). Plain
 * JSON; every list is short and capped (engine/memory.ts).
 */
export interface ConversationMemory {
  /** People named, as the companion refers back to them ("tua madre", "your boss"), oldest first. */
  people: string[];
  /** The newest thought in which a cognitive distortion was recognised, as the person wrote it. */
  hotThought: string | null;
  /** The person's own plans ("talk to her tomorrow"), in the companion's words, newest last. */
  plans: string[];
  /** Exercise and meditation ids suggested so far. */
  suggested: string[];
  /** FNV-1a hashes (hex) of the questions asked and the steps proposed: never repeated. */
  said: string[];
  /** Keys of what has been referred back to already ("person:tua madre"), so it is recalled once. */
  recalled: string[];
  /**
   * The structured CBT flow in progress or on offer (decision record 0020): its id, the step the
   * next message answers ("offer" while the person has not accepted yet) and the answers so far
   * (at most one short text per step). Absent or null when none is.
   */
  flow?: ConversationFlow | null;
  /** The flows offered so far and how they went, newest last (at most 16; decision record 0020). */
  flows?: FlowLogEntry[];
  /** Good things noted in the positive data log (savouring flow), newest last, at most 5. */
  positives?: string[];
}

/** A structured CBT flow kept across turns (engine/cbt-flows.ts validates the ids and steps). */
export interface ConversationFlow {
  id: string;
  step: string;
  answers: Record<string, string>;
}

export interface FlowLogEntry {
  id: string;
  status: "offered" | "declined" | "started" | "left" | "done";
}

/** A provider turns a request into a stream of text chunks. */
export interface CompanionProvider {
  readonly name: "embedded" | "openai";
  streamReply(request: CompanionRequest): AsyncIterable<string>;
}
