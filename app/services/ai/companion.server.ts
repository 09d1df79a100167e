/**
 * Orchestration used by the chat routes: stream from the configured provider and fall back
 * to the embedded engine when it fails before producing any text.
 */
import { readAiConfig } from "./config.server";
import { createOpenAiProvider } from "./openai-provider.server";
import type { CompanionProvider, CompanionRequest } from "./types";

export interface CompanionStream {
  /**
   * Name of the provider whose text is being streamed: the primary's until a fallback
   * happens, then the fallback's. Final once `chunks` is exhausted.
   */
  readonly provider: "embedded" | "openai";
  /** True once the fallback provider took over. Final once `chunks` is exhausted. */
  readonly fellBack: boolean;
  /** The reply, chunk by chunk. Single use: iterate it once. */
  readonly chunks: AsyncIterable<string>;
}

/** Message logged (with `{ provider, reason }` only) when the primary fails before any text. */
export const FALLBACK_WARNING = "[ai] provider failed, using embedded engine";
/** Message logged (with `{ provider, reason }` only) when the primary fails after some text. */
export const MIDSTREAM_WARNING = "[ai] provider failed mid-stream, reply truncated";
/** Reason used when the primary ends normally without any text. */
export const EMPTY_REPLY_REASON = "empty reply";

const SAFE_TOKEN = /^[\w.:-]{1,64}$/;

/**
 * A short, log-safe description of a provider error: its class name plus the HTTP status and
 * the API error code when present (e.g. "InternalServerError status=500"). The error's
 * message is deliberately left out: an upstream server may echo the user's text in it.
 */
export function describeProviderError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  // openai-node's error classes keep name "Error": use the class name then.
  const name = error.name !== "Error" ? error.name : error.constructor?.name;
  const parts = [typeof name === "string" && SAFE_TOKEN.test(name) ? name : "Error"];
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (typeof status === "number") parts.push(`status=${status}`);
  if (typeof code === "string" && SAFE_TOKEN.test(code)) parts.push(`code=${code}`);
  return parts.join(" ");
}

/**
 * Streams a companion reply from `deps.primary`, falling back to `deps.fallback`.
 *
 * Fallback rule (the text the user sees always comes from a single provider):
 * - The primary fails before yielding any non-empty chunk (an error, an HTTP 500 after the
 *   SDK's retry, a timeout), or ends normally without any text: log
 *   `console.warn(FALLBACK_WARNING, { provider, reason })` and stream the whole reply from the
 *   fallback instead; `fellBack` becomes true and `provider` the fallback's name.
 * - The primary fails after some text was yielded: log
 *   `console.warn(MIDSTREAM_WARNING, { provider, reason })` and end the stream there (no
 *   fallback and no extra note: the partial reply stays as it is).
 * - `request.signal` aborted (browser gone, stop button): not a failure; the stream ends
 *   quietly, nothing is logged and the fallback is not used.
 * - When `primary === fallback`, or the fallback itself fails, the error is rethrown to the
 *   consumer of `chunks` (the route decides what to show).
 * `reason` is describeProviderError(error): never the user's or the model's text.
 *
 * Nothing starts until `chunks` is iterated. `provider` and `fellBack` are getters whose
 * values are final once the iteration has finished.
 */
export function streamCompanionReply(request: CompanionRequest, deps: { primary: CompanionProvider; fallback: CompanionProvider }): CompanionStream {
  const { primary, fallback } = deps;
  const signal = request.signal;
  let provider: CompanionProvider["name"] = primary.name;
  let fellBack = false;

  async function* generate(): AsyncGenerator<string, void, undefined> {
    if (signal?.aborted) return;

    let produced = 0;
    let failure: unknown;
    let failed = false;
    try {
      for await (const chunk of primary.streamReply(request)) {
        if (signal?.aborted) return;
        if (!chunk) continue;
        produced += chunk.length;
        yield chunk;
      }
    } catch (error) {
      failed = true;
      failure = error;
    }
    if (signal?.aborted) return;

    if (failed && produced > 0) {
      console.warn(MIDSTREAM_WARNING, { provider: primary.name, reason: describeProviderError(failure) });
      return;
    }
    if (produced > 0) return;
    if (primary === fallback) {
      if (failed) throw failure;
      return;
    }

    console.warn(FALLBACK_WARNING, {
      provider: primary.name,
      reason: failed ? describeProviderError(failure) : EMPTY_REPLY_REASON,
    });
    fellBack = true;
    provider = fallback.name;
    for await (const chunk of fallback.streamReply(request)) {
      if (signal?.aborted) return;
      if (chunk) yield chunk;
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

export interface CompanionProviders {
  primary: CompanionProvider;
  fallback: CompanionProvider;
}

let cachedProviders: Promise<CompanionProviders> | undefined;

/**
 * Returns the configured provider pair, cached per process (the environment is read once):
 * - primary: the OpenAI-compatible provider when readAiConfig() selects it, otherwise the
 *   embedded engine;
 * - fallback: always the embedded engine (`embeddedProvider` from ./engine/index, imported
 *   lazily so the engine is only loaded when the companion is first used).
 * An invalid AI configuration (readAiConfig throws) is logged once with console.warn and
 * the embedded engine is used. If importing the engine fails, the returned promise rejects
 * and the next call tries again.
 */
export function getCompanionProviders(): Promise<CompanionProviders> {
  cachedProviders ??= loadProviders().catch((error: unknown) => {
    cachedProviders = undefined;
    throw error;
  });
  return cachedProviders;
}

/** Forgets the cached provider pair (for tests that change the environment). */
export function resetCompanionProvidersCache(): void {
  cachedProviders = undefined;
}

async function loadProviders(): Promise<CompanionProviders> {
  const { embeddedProvider } = await import("./engine/index");
  let config: ReturnType<typeof readAiConfig>;
  try {
    config = readAiConfig();
  } catch (error) {
    console.warn("[ai] invalid AI configuration, using embedded engine", {
      reason: error instanceof Error ? error.message : String(error),
    });
    config = { provider: "embedded" };
  }
  if (config.provider === "openai") {
    return { primary: createOpenAiProvider(config), fallback: embeddedProvider };
  }
  return { primary: embeddedProvider, fallback: embeddedProvider };
}
