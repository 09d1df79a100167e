/**
 * A turn answered by a language model (decision records 0018 and 0021): the embedded engine
 * answers the same turn first (pure, well under 1 ms), the model gets the conversation notes of
 * that answer in its system prompt (model-context.ts), and its reply streams to the person
 * sentence by sentence, each complete sentence released once the reply so far passes the output
 * check (output-stream.ts, output-check.ts); only the sentence being written is held back. When
 * the model fails, answers nothing or fails the check before anything was shown, the person gets
 * the engine's reply instead; when it stops after some sentences were shown, those stay and the
 * reply is closed safely (model-closing.ts). Either way the turn carries the engine's quick
 * replies and the memory updated with the person's message, so /chat behaves the same with or
 * without a model.
 */
import { describeProviderError, EMPTY_REPLY_REASON, FALLBACK_WARNING, MIDSTREAM_WARNING, type CompanionStream } from "./companion.server";
import { chunkReply, engineReply } from "./engine/index";
import { deriveMemory, rememberTurn } from "./engine/memory";
import { modelClosing } from "./model-closing";
import { modelContext } from "./model-context";
import type { OutputRuleId } from "./output-check";
import { splitSentences, StreamingReplyCheck } from "./output-stream";
import type { CompanionProvider, CompanionRequest } from "./types";

/** Logged (with `{ provider, rule }` only, never text) when a model reply fails the output check before any of it was shown. */
export const OUTPUT_CHECK_WARNING = "[ai] model reply failed the output check, using embedded engine";
/** Logged (with `{ provider, rule }` only, never text) when a later sentence fails the check after some were shown. */
export const OUTPUT_CUT_WARNING = "[ai] model reply failed the output check mid-stream, reply cut";

/** The question sentences of a shown reply, wherever they are (a cut reply may not end with its question). */
function questionsIn(text: string): string[] {
  const { complete, rest } = splitSentences(text);
  return [...complete, rest].map((s) => s.trim()).filter((s) => s.endsWith("?"));
}

/**
 * Streams one turn from `model` (the OpenAI-compatible provider) with the engine as guard and
 * fallback:
 * - the engine's reply to `request` is computed first; its notes (memory, distortions, step,
 *   suggestion, question; model-context.ts) go to the model as `request.context`;
 * - the model's chunks go through a StreamingReplyCheck: each complete sentence is yielded as
 *   soon as the reply so far passes `checkModelReply`, so the person's first byte waits for the
 *   model's first sentence, not its whole reply; the model's text is yielded unchanged, cut only
 *   at sentence ends (chunk boundaries differ from the model's);
 * - nothing shown yet and the model errs, answers nothing or fails the check: log
 *   `FALLBACK_WARNING` `{ provider, reason }` or `OUTPUT_CHECK_WARNING` `{ provider, rule }` and
 *   yield the engine's reply instead (`fellBack`, provider "embedded");
 * - some sentences shown and a later one fails the check: the model's stream is closed at once,
 *   `OUTPUT_CUT_WARNING` `{ provider, rule }` is logged and the shown sentences stay; after a
 *   diagnosis or medication sentence a fixed closing sentence follows (model-closing.ts), after a
 *   second question or the length bound nothing does (the sentences before it are the reply);
 * - some sentences shown and the model errs or breaks off: `MIDSTREAM_WARNING` and the fixed
 *   "reply was cut off" sentence;
 * - `request.onReplyMeta` gets the engine's quick replies in every case, and the memory: the
 *   engine's when its reply is shown, otherwise the stored memory with the person's message and
 *   the text actually shown added (engine/memory.ts `rememberTurn`, with its question sentences
 *   so the engine never asks them again), also when the person leaves part-way;
 * - `request.signal` aborted: the model request is closed and the stream ends quietly.
 * Nothing starts until `chunks` is iterated.
 */
export function streamModelTurn(request: CompanionRequest, model: CompanionProvider): CompanionStream {
  const { signal, locale, history } = request;
  let provider: CompanionProvider["name"] = model.name;
  let fellBack = false;

  async function* generate(): AsyncGenerator<string, void, undefined> {
    if (signal?.aborted) return;
    const engine = engineReply(history, locale, request.memory, request.hints);
    const context = modelContext(locale, engine.memory, engine);
    const check = new StreamingReplyCheck();
    /** Everything yielded so far (model sentences and a closing). */
    let shown = "";
    let metaSent = false;
    const sendModelMeta = () => {
      if (metaSent || !shown) return;
      metaSent = true;
      const last = history.at(-1);
      const base = request.memory ?? deriveMemory(history.slice(0, -1), locale);
      const remembered = last?.role === "user" ? rememberTurn(base, last.content, shown, locale, questionsIn(shown)) : base;
      // The chips and the step the model was told to ask are the engine's: when the engine's turn
      // offered or moved a CBT flow and the model's own words left no trace of it, the engine's
      // state stands, so a yes to "let's try" starts the flow and its steps go on (decision record 0020).
      const memory = engine.memory.flow && !remembered.flow ? { ...remembered, flow: engine.memory.flow, flows: engine.memory.flows } : remembered;
      request.onReplyMeta?.({ suggestions: engine.quickReplies, memory });
    };

    try {
      let failed = false;
      let failure: unknown;
      let rule: OutputRuleId | undefined;
      try {
        for await (const chunk of model.streamReply({ ...request, context, onReplyMeta: undefined })) {
          if (signal?.aborted) return;
          if (!chunk) continue;
          const step = check.push(chunk);
          for (const part of step.release) {
            shown += part;
            yield part;
            if (signal?.aborted) return;
          }
          if (step.failed) {
            rule = step.failed;
            break; // closes the model's stream (and its HTTP request) now
          }
        }
      } catch (error) {
        failed = true;
        failure = error;
      }
      if (signal?.aborted) return;

      if (!failed && !rule) {
        const step = check.end();
        for (const part of step.release) {
          shown += part;
          yield part;
        }
        rule = step.failed;
      }

      if (!failed && !rule) {
        sendModelMeta();
        return;
      }

      if (shown) {
        // Part of the model's reply is on the person's screen: it stays, and is closed safely.
        let closing: string | null = null;
        if (failed) {
          console.warn(MIDSTREAM_WARNING, { provider: model.name, reason: describeProviderError(failure) });
          closing = modelClosing(locale, "interrupted");
        } else {
          console.warn(OUTPUT_CUT_WARNING, { provider: model.name, rule });
          if (rule === "diagnosis" || rule === "medication") closing = modelClosing(locale, rule);
        }
        if (closing) {
          shown += closing;
          sendModelMeta();
          yield closing;
        }
        return;
      }

      if (failed || rule === "empty") {
        console.warn(FALLBACK_WARNING, { provider: model.name, reason: failed ? describeProviderError(failure) : EMPTY_REPLY_REASON });
      } else {
        console.warn(OUTPUT_CHECK_WARNING, { provider: model.name, rule });
      }
      fellBack = true;
      provider = "embedded";
      metaSent = true;
      request.onReplyMeta?.({ suggestions: engine.quickReplies, memory: engine.memory });
      for (const chunk of chunkReply(engine.text)) {
        if (signal?.aborted) return;
        yield chunk;
      }
    } finally {
      // Normal end of a model reply, or the person left after some of it was shown.
      sendModelMeta();
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
