/**
 * A turn answered by a language model (decision record 0018): the embedded engine answers the
 * same turn first (pure, well under 1 ms), the model gets the conversation notes of that answer
 * in its system prompt (model-context.ts), its reply is buffered whole and passed through the
 * output check (output-check.ts), and only then streamed to the person, in the model's own
 * chunks. When the model fails, answers nothing, breaks off or fails the check, the person gets
 * the engine's reply instead. Either way the turn carries the engine's quick replies and the
 * memory updated with the person's message, so /chat behaves the same with or without a model.
 */
import { describeProviderError, EMPTY_REPLY_REASON, FALLBACK_WARNING, type CompanionStream } from "./companion.server";
import { chunkReply, engineReply } from "./engine/index";
import { deriveMemory, rememberTurn } from "./engine/memory";
import { modelContext } from "./model-context";
import { checkModelReply } from "./output-check";
import type { CompanionProvider, CompanionRequest } from "./types";

/** Logged (with `{ provider, rule }` only, never text) when a model reply fails the output check. */
export const OUTPUT_CHECK_WARNING = "[ai] model reply failed the output check, using embedded engine";

/**
 * Streams one turn from `model` (the OpenAI-compatible provider) with the engine as guard and
 * fallback:
 * - the engine's reply to `request` is computed first; its notes (memory, distortions, step,
 *   suggestion, question; model-context.ts) go to the model as `request.context`;
 * - the model's chunks are collected until its stream ends (the provider's per-attempt timeout and
 *   idle timer still apply), then `checkModelReply` decides; nothing is yielded before that, so
 *   the first byte waits for the whole model reply (the trade-off of decision record 0018);
 * - a passing reply is yielded in the model's chunks, unchanged; an error, an empty reply, a
 *   break mid-stream or a failed check log `FALLBACK_WARNING` `{ provider, reason }` or
 *   `OUTPUT_CHECK_WARNING` `{ provider, rule }` and yield the engine's reply instead;
 * - `request.onReplyMeta` gets the engine's quick replies in both cases, and the memory: the
 *   engine's when its reply is shown, otherwise the stored memory with the person's message and
 *   the model's reply added (engine/memory.ts `rememberTurn`);
 * - `request.signal` aborted: the model request is closed and the stream ends quietly.
 * Nothing starts until `chunks` is iterated.
 */
export function streamModelTurn(request: CompanionRequest, model: CompanionProvider): CompanionStream {
  const { signal, locale, history } = request;
  let provider: CompanionProvider["name"] = model.name;
  let fellBack = false;

  async function* generate(): AsyncGenerator<string, void, undefined> {
    if (signal?.aborted) return;
    const engine = engineReply(history, locale, request.memory);
    const context = modelContext(locale, engine.memory, engine);

    const parts: string[] = [];
    let failed = false;
    let failure: unknown;
    try {
      for await (const chunk of model.streamReply({ ...request, context, onReplyMeta: undefined })) {
        if (signal?.aborted) return;
        if (chunk) parts.push(chunk);
      }
    } catch (error) {
      failed = true;
      failure = error;
    }
    if (signal?.aborted) return;

    const text = parts.join("");
    let useModel = false;
    if (failed || !text.trim()) {
      console.warn(FALLBACK_WARNING, { provider: model.name, reason: failed ? describeProviderError(failure) : EMPTY_REPLY_REASON });
    } else {
      const check = checkModelReply(text);
      if (check.ok) useModel = true;
      else console.warn(OUTPUT_CHECK_WARNING, { provider: model.name, rule: check.rule });
    }

    if (useModel) {
      const last = history.at(-1);
      const base = request.memory ?? deriveMemory(history.slice(0, -1), locale);
      const memory = last?.role === "user" ? rememberTurn(base, last.content, text, locale) : base;
      request.onReplyMeta?.({ suggestions: engine.quickReplies, memory });
      for (const part of parts) {
        if (signal?.aborted) return;
        yield part;
      }
      return;
    }

    fellBack = true;
    provider = "embedded";
    request.onReplyMeta?.({ suggestions: engine.quickReplies, memory: engine.memory });
    for (const chunk of chunkReply(engine.text)) {
      if (signal?.aborted) return;
      yield chunk;
    }
  }

  const chunks = generate();
  return {
    get provider() {
      return provider;
    },
    get fellBack() {
      return fellBack;
    },
    chunks,
  };
}
