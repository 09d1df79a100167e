/**
 * Respiro's embedded CBT companion: a deterministic, rule-based engine in Italian and English,
 * used when no language model is configured. It listens reflectively, names cognitive
 * distortions (Beck 1976; Burns 1980), suggests the app's exercises and walks a thought record
 * across turns. It never diagnoses and never gives medication advice. Crisis language is
 * handled by the safety gate before the engine runs.
 */
import type { ChatMessage, CompanionProvider, CompanionRequest, ConversationMemory, EngineHints, Locale } from "../types";
import { analyseDetailed, publicAnalysis } from "./analyse";
import type { EngineAnalysis, EngineReply } from "./engine-types";
import { replyTo } from "./reply";

export type { EngineAnalysis, EngineReply, EngineSuggestion, ThoughtRecordStep } from "./engine-types";

/**
 * Reply to the last user message of `history` (oldest first; a trailing assistant message is
 * ignored, an empty history gets a greeting) in `locale`.
 *
 * The reply reflects the feeling, names at most one cognitive distortion, sometimes suggests an
 * exercise or meditation (also returned as `suggestion`), and always ends with exactly one
 * question. A thought record in progress is continued (`thoughtRecordStep` says which step the
 * reply asks about); its state is derived from the engine's own earlier questions in `history`.
 * `memory` is what the conversation remembers from earlier turns (people, plans, the hot thought,
 * the questions asked — decision record 0016); without it, it is rebuilt from `history`. The
 * reply refers back to it and never repeats a question; `reply.memory` is the memory to store.
 * Deterministic (same history and memory → same reply, no randomness, no clock) and never
 * identical to an earlier assistant message of the history. `hints` are the trained classifiers'
 * topic and distortions of the newest message (engine-hints.server.ts), used in place of the
 * keyword lists' when given. Pure string work: typically ~0.1 ms, p99 < 1 ms.
 */
export function engineReply(history: ChatMessage[], locale: Locale, memory?: ConversationMemory | null, hints?: EngineHints | null): EngineReply {
  return replyTo(history, locale, memory, hints);
}

/**
 * Pure analysis of one user message in `locale`: recognised emotions, topics and cognitive
 * distortions, each de-duplicated and in canonical id order. Robust to inflections, missing
 * accents and common misspellings; negated emotions ("non sono ansioso") are not reported.
 */
export function analyseMessage(text: string, locale: Locale): EngineAnalysis {
  return publicAnalysis(analyseDetailed(text, locale));
}

/** Words per streamed chunk. */
const WORDS_PER_CHUNK = 4;

/** Splits a reply into groups of a few words; joining the chunks gives the text back exactly. */
export function chunkReply(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(""));
  if (chunks.length === 0 && text.length > 0) chunks.push(text);
  return chunks;
}

/**
 * The embedded engine as a CompanionProvider: computes the reply synchronously, reports its quick
 * replies through `request.onReplyMeta`, and yields the text in word groups (no timers). Stops
 * early when the request's signal is aborted.
 */
export const embeddedProvider: CompanionProvider = {
  name: "embedded",
  async *streamReply(request: CompanionRequest): AsyncGenerator<string> {
    if (request.signal?.aborted) return;
    const { text, quickReplies, memory } = engineReply(request.history, request.locale, request.memory, request.hints);
    request.onReplyMeta?.({ suggestions: quickReplies, memory });
    for (const chunk of chunkReply(text)) {
      if (request.signal?.aborted) return;
      yield chunk;
    }
  },
};
