/**
 * One AI request outside the chat (a reflection's new perspective, an AI module's answer, "suggest
 * a meditation for how I feel", …), with the same rules as a chat turn (docs/architecture.md
 * "The AI companion"; spec §3 "Daily usage record", §9):
 * safety gate first (a flagged text is answered with the fixed crisis reply, never counted,
 * never sent to a model) → burst guard for unlimited plans → daily quota reserved atomically →
 * the answer (the configured model with the feature's instructions, its reply passed through the
 * output check, the embedded engine's answer as fallback; or the engine alone) → the slot given
 * back when no answer could be produced.
 *
 * Nothing is stored here and nothing of the text is logged: the feature saves what it needs.
 */
import { releaseAiRequest, reserveAiRequest } from "~/models/ai-usage.server";
import { countAiEvent } from "~/models/ai-daily-stats.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import type { Entitlements } from "~/utils/entitlements";
import { describeProviderError, EMPTY_REPLY_REASON, FALLBACK_WARNING, getCompanionProviders } from "./companion.server";
import { crisisReply } from "./crisis-reply";
import { UNLIMITED_BURST_MAX, UNLIMITED_BURST_WINDOW_MS } from "./chat-turn.server";
import { OUTPUT_CHECK_WARNING } from "./model-turn.server";
import { checkModelReply } from "./output-check";
import { assessMessage } from "./safety-gate";
import type { Locale } from "./types";

/** What the feature gets back. */
export type AiRequestResult =
  /** The safety gate flagged the text: show the crisis resources (`reply` is the fixed crisis text). */
  | { kind: "crisis"; reply: string }
  /** Refused before any work: nothing counted. */
  | { kind: "refused"; reason: "empty" | "too_long" | "limit_reached" | "rate_limited" }
  /** No answer could be produced (both the model and the engine failed); the slot was given back. */
  | { kind: "failed" }
  /** The answer, and the AI requests left today (null = unlimited). */
  | { kind: "answer"; text: string; provider: "embedded" | "openai"; remaining: number | null };

/**
 * Runs one gated, counted AI request for `userId`.
 * @param input.text what the person wrote (trimmed here; empty → refused "empty"; longer than
 *   `maxLength` characters → refused "too_long")
 * @param input.instructions what a language model is asked to do with the text, in the
 *   person's language (appended to the companion's system prompt; ignored by the engine)
 * @param input.engineAnswer the embedded engine's answer to the same text (pure, synchronous):
 *   used when no model is configured, and as the fallback when the model fails, answers nothing
 *   or fails the output check (output-check.ts)
 * @returns an {@link AiRequestResult}; a crisis is never counted, a refusal counts nothing, a
 *   failure gives its slot back.
 * @throws only on database errors.
 */
export async function runAiRequest(input: {
  userId: number;
  entitlements: Pick<Entitlements, "dailyAiLimit">;
  locale: Locale;
  text: string;
  maxLength: number;
  instructions: string;
  engineAnswer: (text: string) => string;
  signal?: AbortSignal;
  now?: Date;
}): Promise<AiRequestResult> {
  const now = input.now ?? new Date();
  const text = input.text.trim();
  if (!text) return { kind: "refused", reason: "empty" };
  if (text.length > input.maxLength) return { kind: "refused", reason: "too_long" };

  // 1. Safety gate before anything else: always answered, never counted, never sent to a model.
  if (assessMessage(text).crisis) {
    await countAiEvent({ event: { kind: "crisis" }, now }); // the overview's count, nothing else (decision record 0034)
    return { kind: "crisis", reply: crisisReply(input.locale) };
  }

  // 2. Quota: the burst guard for unlimited plans, then one atomic reservation.
  const limit = input.entitlements.dailyAiLimit;
  if (limit === null) {
    const burst = await hitRateLimit({ key: `ai:burst:${input.userId}`, windowMs: UNLIMITED_BURST_WINDOW_MS, now });
    if (burst.count > UNLIMITED_BURST_MAX) return { kind: "refused", reason: "rate_limited" };
  }
  const reservation = await reserveAiRequest({ userId: input.userId, limit, now });
  if (!reservation.ok) return { kind: "refused", reason: "limit_reached" };

  // 3. The answer: the model with the engine as fallback, or the engine alone.
  const answer = await answerOnce(text, input);
  if (!answer) {
    await releaseAiRequest({ userId: input.userId, usageDate: reservation.usageDate });
    return { kind: "failed" };
  }
  await countAiEvent({ event: { kind: "answer", provider: answer.provider }, now });
  return { kind: "answer", text: answer.text, provider: answer.provider, remaining: reservation.remaining };
}

async function answerOnce(
  text: string,
  input: { locale: Locale; instructions: string; engineAnswer: (text: string) => string; signal?: AbortSignal },
): Promise<{ text: string; provider: "embedded" | "openai" } | null> {
  const { primary } = await getCompanionProviders();
  if (primary.name !== "embedded") {
    const parts: string[] = [];
    let failure: unknown = null;
    try {
      for await (const chunk of primary.streamReply({
        locale: input.locale,
        history: [{ role: "user", content: text }],
        context: input.instructions,
        signal: input.signal,
      })) {
        parts.push(chunk);
      }
    } catch (error) {
      failure = error;
    }
    if (input.signal?.aborted) return null;
    const reply = parts.join("").trim();
    if (failure || !reply) {
      console.warn(FALLBACK_WARNING, { provider: primary.name, reason: failure ? describeProviderError(failure) : EMPTY_REPLY_REASON });
    } else {
      const check = checkModelReply(reply);
      if (check.ok) return { text: reply, provider: primary.name };
      console.warn(OUTPUT_CHECK_WARNING, { provider: primary.name, rule: check.rule });
    }
  }
  try {
    const reply = input.engineAnswer(text).trim();
    return reply ? { text: reply, provider: "embedded" } : null;
  } catch {
    return null;
  }
}
