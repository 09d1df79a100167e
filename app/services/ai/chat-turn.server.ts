/**
 * One chat turn, shared by the /chat form and POST /api/chat (docs/architecture.md "The AI companion"):
 * safety gate first (`screenMessage`: the rules OR the crisis classifier), reading the message
 * with the conversation's last user turns and its crisis state (a flagged message never reaches a
 * model, is always answered and never counted; the classifier's uncertain band gets "are you safe
 * right now?" instead of the full answer, read like a post-crisis turn) →
 * post-crisis mode for the turns after a flagged one (fixed replies, never counted, never sent
 * to a model; decision record 0015) → daily quota reserved atomically → user message saved →
 * reply streamed from the provider (embedded engine by default; a model's reply streams sentence
 * by sentence through the output check, decision records 0018 and 0021) → reply saved, or the quota slot
 * given back when no answer could be produced. No database transaction is held across the model call.
 *
 * While the person's wellbeing-data consent is pending (decision record 0014) nothing of the
 * turn is stored: a crisis message is still answered by the gate (the same fixed reply, or the
 * safety check, nothing saved, no conversation created), any other message is refused with `consent_required` before
 * the quota, so the route answers 403 (`requireHealthDataConsent`).
 */
import { releaseAiRequest, reserveAiRequest, getAiUsage } from "~/models/ai-usage.server";
import { countAiEvent } from "~/models/ai-daily-stats.server";
import {
  addMessage,
  getConversation,
  getConversationMemory,
  getOrCreateConversation,
  listMessages,
  saveConversationMemory,
  setCrisisTurnsLeft,
} from "~/models/chat.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import type { Entitlements } from "~/utils/entitlements";
import { MINUTE_MS } from "~/utils/time";
import { getCompanionProviders, streamCompanionReply } from "~/services/ai/companion.server";
import { crisisReply, safetyCheckAnswers, safetyCheckReply, safetyCheckSafeReply } from "~/services/ai/crisis-reply";
import { screenMessage } from "~/services/ai/crisis-screen.server";
import { engineHints } from "~/services/ai/engine-hints.server";
import { streamModelTurn } from "~/services/ai/model-turn.server";
import { patternsToOffer } from "~/services/ai/pattern-offer";
import { hintedDistortions } from "~/services/ai/engine/analyse";
import { analyseMessage } from "~/services/ai/engine/index";
import { classifySafetyAnswer, POST_CRISIS_TURNS, postCrisisCheckIn, postCrisisSafeReply } from "~/services/ai/post-crisis";
import { CONTEXT_TURNS } from "~/services/ai/safety-gate";
import { CHAT_MESSAGE_MAX, type ChatMessage, type CompanionReplyMeta, type DistortionId, type Locale } from "~/services/ai/types";

export { CHAT_MESSAGE_MAX };

/** Messages of history the providers see (the OpenAI provider narrows further). */
export const CHAT_HISTORY_LIMIT = 40;
/** Abuse guard for unlimited plans: 30 requests per 5 minutes per user. */
export const UNLIMITED_BURST_MAX = 30;
export const UNLIMITED_BURST_WINDOW_MS = 5 * MINUTE_MS;

export interface ChatTurnResult {
  /** The conversation the turn was saved in; null when nothing was saved (crisis answer while consent is pending). */
  conversationId: number | null;
  /** The crisis answer was given (the chat shows the crisis card). */
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
  | { ok: false; reason: "consent_required" }
  | {
      ok: true;
      meta: ChatTurnResult;
      chunks: AsyncIterable<string>;
      reply: Promise<string>;
      /** The quick replies saved with the reply (decision record 0016); settles with `reply`, [] when none. */
      suggestions: Promise<string[]>;
      /**
       * The thinking patterns offered under the reply (decision records 0019 and 0021): `meta.distortions`
       * without those a model's shown reply already names; settles with `reply`.
       */
      patterns: Promise<DistortionId[]>;
    };

/**
 * Validates, gates and starts one turn. Iterate `chunks` exactly once to produce the reply; `reply`
 * resolves with the whole text once it has been saved (or "" when nothing could be produced).
 * `healthDataConsent` is whether the person has given the wellbeing-data consent: without it
 * only a crisis message is answered, and nothing is stored.
 * @throws only on database errors.
 */
export async function startChatTurn(input: {
  userId: number;
  entitlements: Pick<Entitlements, "dailyAiLimit">;
  healthDataConsent: boolean;
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

  // Without the consent nothing is stored: no conversation is looked up or created.
  const requested = input.healthDataConsent && input.conversationId ? await getConversation({ id: input.conversationId, userId: input.userId }) : null;
  const conversation = !input.healthDataConsent
    ? null
    : requested && requested.locale === input.locale
      ? requested
      : await getOrCreateConversation({ userId: input.userId, locale: input.locale, now });

  // 1. Safety gate, before anything else, on the message in its context (the last user turns
  //    and the crisis state, both read from the server): always answered, never counted, never
  //    sent to a model. An error inside the gate answers as a crisis (fail-safe). While the
  //    consent is pending there is no stored context, and the crisis answer is not stored either.
  //    The conversation is read once: its newest messages give the gate's context here and the
  //    model's history below.
  const inPostCrisis = (conversation?.crisisTurnsLeft ?? 0) > 0;
  const earlier = conversation ? await listMessages({ conversationId: conversation.id, limit: CHAT_HISTORY_LIMIT }) : [];
  const previous = earlier
    .filter((m) => m.role === "user")
    .slice(-CONTEXT_TURNS)
    .map((m) => m.content);
  const verdict = screenMessage(message, { previous, postCrisis: inPostCrisis });
  const flagged = verdict.level === "crisis";
  // The turn after the gate's gentle safety check reads the answer as post-crisis mode does.
  const afterCheck = inPostCrisis && earlier.at(-1)?.role === "assistant" && earlier.at(-1)?.content === safetyCheckReply(input.locale);
  const answer = conversation && !flagged && inPostCrisis ? classifySafetyAnswer(message) : null;

  if (flagged || answer === "unsafe") {
    // A new sign, or "no" to "are you safe right now?": the crisis answer again, and post-crisis mode starts over.
    // The answer that fits the kind (someone else at risk, harm to others, abuse, panic); else the person's own risk.
    const reply = crisisReply(input.locale, verdict.kind ?? "self");
    if (conversation) {
      await addMessage({ conversationId: conversation.id, role: "user", content: message, crisis: true, now });
      await addMessage({ conversationId: conversation.id, role: "assistant", content: reply, crisis: true, now });
      await setCrisisTurnsLeft({ conversationId: conversation.id, turnsLeft: POST_CRISIS_TURNS });
    }
    await countAiEvent({ event: { kind: "crisis" }, now }); // the overview's count, nothing else (decision record 0034)
    return fixedTurn({ conversationId: conversation?.id ?? null, crisis: true, reply, userId: input.userId, limit, now });
  }

  if (verdict.level === "check" && !inPostCrisis) {
    // The gate is unsure (issue 26 item 4): "are you safe right now?" with the numbers, not the
    // full card; one turn of post-crisis mode reads the answer. Not counted, no model; answered
    // while the consent is pending too, then with nothing stored.
    const reply = safetyCheckReply(input.locale);
    // Two taps that answer it, each read by post-crisis.ts as the words say.
    const suggestions = safetyCheckAnswers(input.locale);
    if (conversation) {
      await addMessage({ conversationId: conversation.id, role: "user", content: message, postCrisis: true, now });
      await addMessage({ conversationId: conversation.id, role: "assistant", content: reply, postCrisis: true, suggestions, now });
      await setCrisisTurnsLeft({ conversationId: conversation.id, turnsLeft: 1 });
    }
    return fixedTurn({ conversationId: conversation?.id ?? null, crisis: false, reply, userId: input.userId, limit, now, suggestions });
  }

  // Anything else stores wellbeing data: only with the consent (GDPR art. 9(2)(a)).
  if (!conversation) return { ok: false, reason: "consent_required" };

  if (afterCheck && answer === "other") {
    // The person went on without answering the check: back to the companion, the gate still first.
    await setCrisisTurnsLeft({ conversationId: conversation.id, turnsLeft: 0 });
  } else if (answer !== null) {
    // 2. Post-crisis mode: no model, no technique, not counted. "I'm safe" leads back gently;
    //    anything else gets a check-in that asks about safety now, until the turns run out.
    const left = conversation.crisisTurnsLeft;
    const reply =
      answer === "safe"
        ? afterCheck
          ? safetyCheckSafeReply(input.locale)
          : postCrisisSafeReply(input.locale)
        : postCrisisCheckIn(input.locale, POST_CRISIS_TURNS - left);
    await addMessage({ conversationId: conversation.id, role: "user", content: message, postCrisis: true, now });
    await addMessage({ conversationId: conversation.id, role: "assistant", content: reply, postCrisis: true, now });
    await setCrisisTurnsLeft({ conversationId: conversation.id, turnsLeft: answer === "safe" ? 0 : left - 1 });
    return fixedTurn({ conversationId: conversation.id, crisis: false, reply, userId: input.userId, limit, now });
  }

  // 3. Quota: reserve atomically before any model call.
  if (limit === null) {
    const burst = await hitRateLimit({ key: `ai:burst:${input.userId}`, windowMs: UNLIMITED_BURST_WINDOW_MS, now });
    if (burst.count > UNLIMITED_BURST_MAX) return { ok: false, reason: "rate_limited", remaining: null };
  }
  const reservation = await reserveAiRequest({ userId: input.userId, limit, now });
  if (!reservation.ok) return { ok: false, reason: "limit_reached", remaining: 0 };

  // 4. Save the user's message, build the history the model may see (never flagged or post-crisis messages).
  // The classifiers' topic and distortion, in place of the engine's keyword lists where they are sure (issue 26 item 5).
  const lastReply = earlier.at(-1)?.role === "assistant" ? earlier.at(-1)!.content : null;
  const hints = engineHints(message, previous.at(-1) ?? null, lastReply);
  const distortions = hintedDistortions(analyseMessage(message, input.locale).distortions, hints);
  await addMessage({ conversationId: conversation.id, role: "user", content: message, distortions, now });
  const history: ChatMessage[] = [
    ...earlier.filter((m) => !m.crisis && !m.postCrisis).map((m) => ({ role: m.role, content: m.content })),
    { role: "user", content: message },
  ];

  // 5. Stream the reply; save it at the end, or give the slot back when nothing came.
  const providers = await getCompanionProviders();
  // The companion's memory of this conversation and the quick replies of its answer (decision record 0016).
  const stored = await getConversationMemory({ conversationId: conversation.id });
  // No CBT flow picks up again right after a crisis or post-crisis turn (decision record 0020).
  const memory = stored && (earlier.at(-1)?.crisis || earlier.at(-1)?.postCrisis) ? { ...stored, flow: null } : stored;
  let suggestions: string[] = [];
  let nextMemory: CompanionReplyMeta["memory"];
  const onReplyMeta = (meta: CompanionReplyMeta) => {
    suggestions = meta.suggestions;
    nextMemory = meta.memory;
  };
  const companionRequest = { locale: input.locale, history, signal: input.signal, onReplyMeta, memory, hints };
  // With a model configured, its reply is checked sentence by sentence as it streams, with the
  // engine's reply as the fallback and the engine's quick replies and memory either way
  // (decision records 0018 and 0021).
  const stream =
    providers.primary.name === "embedded" ? streamCompanionReply(companionRequest, providers) : streamModelTurn(companionRequest, providers.primary);
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
  let patterns: DistortionId[] = distortions;
  const savedPatterns = reply.then(
    () => patterns,
    () => distortions,
  );
  const userId = input.userId;
  const savedIn = conversation.id;

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
        // A model's reply that already names a pattern is not followed by the same invitation.
        if (stream.provider === "openai") patterns = patternsToOffer(distortions, text);
        await addMessage({ conversationId: savedIn, role: "assistant", content: text, distortions: patterns, suggestions, now: new Date() });
        if (nextMemory) await saveConversationMemory({ conversationId: savedIn, memory: nextMemory });
        await countAiEvent({ event: { kind: "answer", provider: stream.provider }, now }); // the day the turn was counted on
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
    patterns: savedPatterns,
  };
}

/** A turn answered with a fixed text (crisis answer or post-crisis reply): not counted, no model. */
async function fixedTurn(input: {
  conversationId: number | null;
  crisis: boolean;
  reply: string;
  userId: number;
  limit: number | null;
  now: Date;
  /** Quick replies under the reply; none after a crisis answer or in post-crisis mode, where the helplines come first. */
  suggestions?: string[];
}): Promise<Extract<ChatTurnStart, { ok: true }>> {
  const usage = await getAiUsage({ userId: input.userId, limit: input.limit, now: input.now });
  const reply = input.reply;
  return {
    ok: true,
    meta: { conversationId: input.conversationId, crisis: input.crisis, distortions: [], remaining: usage.remaining, lastFreeRequest: false },
    chunks: (async function* () {
      yield reply;
    })(),
    reply: Promise.resolve(reply),
    suggestions: Promise.resolve(input.suggestions ?? []),
    patterns: Promise.resolve([]),
  };
}
