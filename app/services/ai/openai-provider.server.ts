/**
 * The OpenAI-compatible companion provider (OpenAI, or a local Ollama / llama.cpp / vLLM
 * server through `baseURL`), built on the official `openai` npm SDK (v6).
 *
 * Timeouts have two layers:
 * - the SDK's own `timeout` (openai-node README, "Timeouts") bounds each HTTP attempt until
 *   the response headers arrive; with `maxRetries: 1` (README, "Retries") a connection error,
 *   timeout, 408/409/429 or >=500 is retried once, so the worst case before the first byte is
 *   about 2 × timeoutMs plus the SDK's ~0.5 s back-off;
 * - the SDK clears that timer once the headers arrive, so a stream that stalls afterwards
 *   would hang forever: an idle timer here aborts the request when no chunk arrives for
 *   timeoutMs (time spent by our consumer between chunks is not counted).
 *
 * The SDK gets its own fetch (see modelFetch): aborting a request must never crash the process.
 */
import { createRequire } from "node:module";
import type OpenAI from "openai";
import type * as Undici from "undici";
import { systemPrompt } from "./system-prompt";
import type { ChatMessage, CompanionProvider, CompanionRequest } from "./types";

// openai and undici are loaded when a provider is first created or a model request is made, so a
// server on the embedded engine never holds them (about 6 MB; decision record 0043).
const require = createRequire(import.meta.url);

/** Default number of history messages sent to the model (the newest ones). */
export const DEFAULT_HISTORY_WINDOW = 12;
/** Default cap on the total characters of the history sent to the model. */
export const DEFAULT_MAX_HISTORY_CHARS = 8_000;
/** Sampling temperature sent with every request. */
export const OPENAI_TEMPERATURE = 0.7;
/** `max_tokens` sent with every request (~120 words of reply with room to spare). */
export const OPENAI_MAX_TOKENS = 400;

export interface OpenAiProviderConfig {
  apiKey: string;
  /** OpenAI-compatible base URL ending in `/v1`; absent means https://api.openai.com/v1. */
  baseURL?: string;
  model: string;
  /** Milliseconds: per-attempt request timeout (until headers) and stream idle timeout. */
  timeoutMs: number;
  /** Maximum number of history messages sent; default 12. */
  historyWindow?: number;
  /** Maximum total characters of the history sent; default 8000. */
  maxHistoryChars?: number;
}

/**
 * The fetch the SDK uses for every model request: undici's, the implementation behind Node's
 * own global fetch, handed over explicitly with `new OpenAI({ fetch })` (openai-node README,
 * "Customizing the fetch client"). Never the global fetch: `remix-serve` replaces it with
 * @remix-run/web-fetch after importing the build, and that polyfill throws an uncaught
 * "Cannot cancel a stream that already has a reader" from its abort listener when a request
 * is aborted (SDK timeout, person leaving), which exits the process. Why the undici package
 * rather than a copy of the native global taken at import time:
 * docs/decisions/0006-model-fetch.md.
 */
export const modelFetch = ((input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) =>
  (require("undici") as typeof Undici).fetch(input as never, init as never)) as unknown as typeof globalThis.fetch;

/** Thrown by the provider when the stream produced no chunk for `timeoutMs` ms. */
export class AiTimeoutError extends Error {
  override readonly name = "AiTimeoutError";
  constructor(readonly timeoutMs: number) {
    super(`No data from the AI provider for ${timeoutMs} ms`);
  }
}

/**
 * Picks the part of the history sent to the model.
 *
 * 1. Keep the newest `maxMessages` messages.
 * 2. Drop the oldest ones while the total characters exceed `maxChars`; the newest message
 *    (the user's new message) is always kept, even if it alone exceeds `maxChars`.
 * 3. Drop leading assistant messages so the window starts with a user turn (strict chat
 *    templates of local models reject conversations that start with the assistant), again
 *    never dropping the newest message.
 *
 * @param history Oldest first, newest user message last (as in CompanionRequest).
 * @returns A new array (the input is not modified); empty only when `history` is empty.
 */
export function selectHistoryWindow(history: readonly ChatMessage[], options: { maxMessages?: number; maxChars?: number } = {}): ChatMessage[] {
  const maxMessages = Math.max(1, Math.floor(options.maxMessages ?? DEFAULT_HISTORY_WINDOW));
  const maxChars = Math.max(0, options.maxChars ?? DEFAULT_MAX_HISTORY_CHARS);
  if (history.length === 0) return [];

  let start = Math.max(0, history.length - maxMessages);
  let chars = 0;
  for (let i = start; i < history.length; i++) chars += history[i].content.length;
  while (chars > maxChars && start < history.length - 1) {
    chars -= history[start].content.length;
    start++;
  }
  while (history[start].role === "assistant" && start < history.length - 1) start++;
  return history.slice(start).map(({ role, content }) => ({ role, content }));
}

/**
 * Builds the `messages` array of a chat completion: the localized system prompt first (with the
 * request's `context` notes appended, decision record 0018), then the bounded history window
 * (see selectHistoryWindow).
 */
export function buildChatMessages(
  request: Pick<CompanionRequest, "locale" | "history" | "context">,
  options: { maxMessages?: number; maxChars?: number } = {},
): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  return [{ role: "system", content: systemPrompt(request.locale, request.context) }, ...selectHistoryWindow(request.history, options)];
}

/**
 * Creates a CompanionProvider that streams replies from an OpenAI-compatible chat
 * completions endpoint.
 *
 * `streamReply` yields the non-empty `choices[0].delta.content` chunks in order. It:
 * - sends `{ model, messages, stream: true, temperature: 0.7, max_tokens: 400 }`;
 * - links an AbortController to `request.signal`, so a browser that goes away aborts the
 *   HTTP request; an abort by the caller is not an error: the iterator simply ends;
 * - throws the SDK's errors (APIError subclasses such as InternalServerError after the one
 *   retry, APIConnectionError, APIConnectionTimeoutError) and AiTimeoutError when the
 *   stream is idle for `timeoutMs` ms, possibly after some chunks were yielded.
 *
 * @param config See OpenAiProviderConfig; `timeoutMs` in milliseconds.
 * @returns A provider named "openai". One SDK client is created per provider.
 */
export function createOpenAiProvider(config: OpenAiProviderConfig): CompanionProvider {
  const { model, timeoutMs } = config;
  const windowOptions = {
    maxMessages: config.historyWindow ?? DEFAULT_HISTORY_WINDOW,
    maxChars: config.maxHistoryChars ?? DEFAULT_MAX_HISTORY_CHARS,
  };
  const OpenAiSdk = require("openai") as typeof OpenAI;
  const client = new OpenAiSdk({
    apiKey: config.apiKey,
    // null, not undefined: undefined would make the SDK read OPENAI_BASE_URL itself.
    baseURL: config.baseURL ?? null,
    timeout: timeoutMs,
    maxRetries: 1,
    fetch: modelFetch,
  });

  async function* streamReply(request: CompanionRequest): AsyncGenerator<string, void, undefined> {
    const callerSignal = request.signal;
    if (callerSignal?.aborted) return;

    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener("abort", onCallerAbort, { once: true });

    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    let finished = false;
    const stopIdleTimer = () => {
      if (idleTimer !== undefined) clearTimeout(idleTimer);
      idleTimer = undefined;
    };
    const startIdleTimer = () => {
      stopIdleTimer();
      idleTimer = setTimeout(() => {
        timedOut = true;
        controller.abort(new AiTimeoutError(timeoutMs));
      }, timeoutMs);
    };

    try {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          {
            model,
            messages: buildChatMessages(request, windowOptions),
            stream: true,
            temperature: OPENAI_TEMPERATURE,
            max_tokens: OPENAI_MAX_TOKENS,
          },
          { signal: controller.signal },
        );
      } catch (error) {
        if (callerSignal?.aborted) return;
        throw error;
      }

      startIdleTimer();
      for await (const chunk of stream) {
        stopIdleTimer();
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
        startIdleTimer();
      }
      stopIdleTimer();
      // The SDK ends the iteration quietly when its request is aborted: tell the two cases apart.
      if (callerSignal?.aborted) return;
      if (timedOut) throw new AiTimeoutError(timeoutMs);
      finished = true;
    } catch (error) {
      if (callerSignal?.aborted) return;
      if (timedOut) throw new AiTimeoutError(timeoutMs);
      throw error;
    } finally {
      stopIdleTimer();
      callerSignal?.removeEventListener("abort", onCallerAbort);
      // Our consumer stopped early (or we failed): make sure the HTTP request is closed.
      if (!finished && !controller.signal.aborted) controller.abort();
    }
  }

  return { name: "openai", streamReply };
}
