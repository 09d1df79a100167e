/**
 * One chat turn, shared by the /chat form and POST /api/chat (docs/architecture.md "The AI companion"):
 * safety gate first (a flagged message never reaches a model, is always answered and never
 * counted) → daily quota reserved atomically → user message saved → reply streamed from the
 * provider (embedded engine by default) → reply saved, or the quota slot given back when no
 * answer could be produced. No database transaction is held across the model call.
 */
import { releaseAiRequest, reserveAiRequest, getAiUsage } from "~/models/ai-usage.server";
import { addMessage, getConversation, getConversationMemory, getOrCreateConversation, listMessages, saveConversationMemory } from "~/models/chat.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import type { Entitlements } from "~/utils/entitlements";
import { MINUTE_MS } from "~/utils/time";
import { getCompanionProviders, streamCompanionReply } from "~/services/ai/companion.server";
import { crisisReply } from "~/services/ai/crisis-reply";
import { analyseMessage } from "~/services/ai/engine/index";
import { assessMessage } from "~/services/ai/safety-gate";
import { CHAT_MESSAGE_MAX, type ChatMessage, type CompanionReplyMeta, type DistortionId, type Locale } from "~/services/ai/types";

export { CHAT_MESSAGE_MAX };

/** Messages of history the providers see (the OpenAI provider narrows further). */
export const CHAT_HISTORY_LIMIT = 40;
/** Abuse guard for unlimited plans: 30 requests per 5 minutes per user. */
export const UNLIMITED_BURST_MAX = 30;
export const UNLIMITED_BURST_WINDOW_MS = 5 * MINUTE_MS;

export interface ChatTurnResult {
  conversationId: number;
  crisis: boolean;
  distortions: DistortionId[];
  /** AI requests left today; null when unlimited. */
  remaining: number | null;
  /** True when this turn used the last request of the day (spec §8 "toast at the 3rd request"). */
  lastFreeRequest: boolean;
}

export type ChatTurnStart =
  | { ok: false; reason: "empty" | "too_long" }
  | { ok: false; reason: "limit_reached" | "rate_limited"; remaining: 0 | null }
  | {
      ok: true;
      meta: ChatTurnResult;
      chunks: AsyncIterable<string>;
      reply: Promise<string>;
      /** The quick replies saved with the reply (decision record 0016); settles with `reply`, [] when none. */
      suggestions: Promise<string[]>;
    };

/**
 * Validates, gates and starts one turn. Iterate `chunks` exactly once to produce the reply; `reply`
 * resolves with the whole text once it has been saved (or "" when nothing could be produced).
 * @throws only on database errors.
 */
export async function startChatTurn(input: {
  userId: number;
  entitlements: Pick<Entitlements, "dailyAiLimit">;
  locale: Locale;
  message: string;
  conversationId?: number | null;
  signal?: AbortSignal;
  now?: Date;
}): Promise<ChatTurnStart> {
  const now = input.now ?? new Date();
  const message = input.message.trim();
  if (!message) return { ok: false, reason: "empty" };
  if (message.length > CHAT_MESSAGE_MAX) return { ok: false, reason: "too_long" };
  const limit = input.entitlements.dailyAiLimit;

  const requested = input.conversationId ? await getConversation({ id: input.conversationId, userId: input.userId }) : null;
  const conversation =
    requested && requested.locale === input.locale ? requested : await getOrCreateConversation({ userId: input.userId, locale: input.locale, now });

  // 1. Safety gate, before anything else: always answered, never counted, never sent to a model.
  if (assessMessage(message).crisis) {
    const reply = crisisReply(input.locale);
    await addMessage({ conversationId: conversation.id, role: "user", content: message, crisis: true, now });
    await addMessage({ conversationId: conversation.id, role: "assistant", content: reply, crisis: true, now });
    const usage = await getAiUsage({ userId: input.userId, limit, now });
    return {
      ok: true,
      meta: { conversationId: conversation.id, crisis: true, distortions: [], remaining: usage.remaining, lastFreeRequest: false },
      chunks: (async function* () {
        yield reply;
      })(),
      reply: Promise.resolve(reply),
      suggestions: Promise.resolve([]),
    };
  }

  // 2. Quota: reserve atomically before any model call.
  if (limit === null) {
    const burst = await hitRateLimit({ key: `ai:burst:${input.userId}`, windowMs: UNLIMITED_BURST_WINDOW_MS, now });
    if (burst.count > UNLIMITED_BURST_MAX) return { ok: false, reason: "rate_limited", remaining: null };
  }
  const reservation = await reserveAiRequest({ userId: input.userId, limit, now });
  if (!reservation.ok) return { ok: false, reason: "limit_reached", remaining: 0 };

  // 3. Save the user's message, build the history the model may see (never flagged messages).
  const distortions = analyseMessage(message, input.locale).distortions;
  const previous = await listMessages({ conversationId: conversation.id, limit: CHAT_HISTORY_LIMIT });
  await addMessage({ conversationId: conversation.id, role: "user", content: message, distortions, now });
  const history: ChatMessage[] = [...previous.filter((m) => !m.crisis).map((m) => ({ role: m.role, content: m.content })), { role: "user", content: message }];

  // 4. Stream the reply; save it at the end, or give the slot back when nothing came.
  const providers = await getCompanionProviders();
  // The companion's memory of this conversation and the quick replies of its answer (decision record 0016).
  const memory = await getConversationMemory({ conversationId: conversation.id });
  let suggestions: string[] = [];
  let nextMemory: CompanionReplyMeta["memory"];
  const onReplyMeta = (meta: CompanionReplyMeta) => {
    suggestions = meta.suggestions;
    nextMemory = meta.memory;
  };
  const stream = streamCompanionReply({ locale: input.locale, history, signal: input.signal, onReplyMeta, memory }, providers);
  let resolveReply!: (text: string) => void;
  let rejectReply!: (error: unknown) => void;
  const reply = new Promise<string>((resolve, reject) => {
    resolveReply = resolve;
    rejectReply = reject;
  });
  reply.catch(() => {}); // the consumer of chunks sees the error; avoid an unhandled rejection here
  const savedSuggestions = reply.then(
    (text) => (text ? suggestions : []),
    () => [],
  );
  const userId = input.userId;

  async function* chunks(): AsyncGenerator<string> {
    let text = "";
    try {
      for await (const chunk of stream.chunks) {
        text += chunk;
        yield chunk;
      }
    } catch (error) {
      rejectReply(error);
      throw error;
    } finally {
      // Runs on normal end, on error, and when the consumer stops early (stop button, client gone):
      // a partial reply the person saw is kept; with no text at all the slot is given back.
      if (text) {
        await addMessage({ conversationId: conversation.id, role: "assistant", content: text, distortions, suggestions, now: new Date() });
        if (nextMemory) await saveConversationMemory({ conversationId: conversation.id, memory: nextMemory });
      } else {
        await releaseAiRequest({ userId, usageDate: reservation.usageDate });
      }
      resolveReply(text);
    }
  }

  return {
    ok: true,
    meta: {
      conversationId: conversation.id,
      crisis: false,
      distortions,
      remaining: reservation.remaining,
      lastFreeRequest: reservation.remaining === 0,
    },
    chunks: chunks(),
    reply,
    suggestions: savedSuggestions,
  };
}
