/**
 * Drives the real `openai` SDK through the OpenAI provider against the loopback fake server,
 * and the companion's fallback rule with a stub embedded provider (defined here only).
 */

import OpenAI from "openai";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import {
  EMPTY_REPLY_REASON,
  FALLBACK_WARNING,
  MIDSTREAM_WARNING,
  describeProviderError,
  getCompanionProviders,
  resetCompanionProvidersCache,
  streamCompanionReply,
} from "~/services/ai/companion.server";
import {
  AiTimeoutError,
  DEFAULT_HISTORY_WINDOW,
  DEFAULT_MAX_HISTORY_CHARS,
  createOpenAiProvider,
  selectHistoryWindow,
  type OpenAiProviderConfig,
} from "~/services/ai/openai-provider.server";
import { MAX_REPLY_WORDS, systemPrompt } from "~/services/ai/system-prompt";
import type { ChatMessage, CompanionProvider, CompanionRequest } from "~/services/ai/types";

import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";

// The real engine is another module; getCompanionProviders() must load `embeddedProvider` from it.
vi.mock("~/services/ai/engine/index", () => ({
  embeddedProvider: {
    name: "embedded",
    async *streamReply() {
      yield "stub engine";
    },
  },
}));

const USER_TEXT = "Mi sento un fallimento totale, segreto-7f3a";
const FALLBACK_REPLY = ["Risposta ", "del motore integrato."];

/** Stub of the embedded engine: records the requests it got and replies with fixed chunks. */
function stubEmbedded(reply: string[] = FALLBACK_REPLY): CompanionProvider & { calls: CompanionRequest[] } {
  const calls: CompanionRequest[] = [];
  return {
    name: "embedded",
    calls,
    async *streamReply(request) {
      calls.push(request);
      for (const chunk of reply) yield chunk;
    },
  };
}

/** A provider scripted from a list of chunks and an optional error thrown after them. */
function scripted(chunks: string[], error?: Error, name: "openai" | "embedded" = "openai"): CompanionProvider {
  return {
    name,
    async *streamReply() {
      for (const chunk of chunks) yield chunk;
      if (error) throw error;
    },
  };
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of iterable) out.push(chunk);
  return out;
}

function request(content = USER_TEXT, extra: Partial<CompanionRequest> = {}): CompanionRequest {
  return { locale: "it", history: [{ role: "user", content }], ...extra };
}

let fake: FakeOpenAi;

function config(overrides: Partial<OpenAiProviderConfig> = {}): OpenAiProviderConfig {
  return { apiKey: "test-key", baseURL: fake.url, model: "gpt-test-mini", timeoutMs: 5_000, ...overrides };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetCompanionProvidersCache();
});

describe("fake OpenAI server with the real SDK", () => {
  it("serves non-streaming chat completions and /models", async () => {
    fake.setChunks(["Ciao", " a te"]);
    const client = new OpenAI({ apiKey: "k", baseURL: fake.url, maxRetries: 0 });
    const completion = await client.chat.completions.create({
      model: "m",
      messages: [{ role: "user", content: "ciao" }],
    });
    expect(completion.choices[0].message.content).toBe("Ciao a te");
    expect(completion.choices[0].finish_reason).toBe("stop");
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual(["fake-model"]);
    expect(fake.requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/models"]);
  });

  it("streams SSE chunks the SDK parses, ending with finish_reason stop", async () => {
    fake.setChunks(["a", "b"]);
    const client = new OpenAI({ apiKey: "k", baseURL: fake.url, maxRetries: 0 });
    const stream = await client.chat.completions.create({
      model: "m",
      messages: [{ role: "user", content: "x" }],
      stream: true,
    });
    const seen: Array<[string | null | undefined, string | null]> = [];
    for await (const chunk of stream) seen.push([chunk.choices[0].delta.content, chunk.choices[0].finish_reason]);
    expect(seen).toEqual([
      ["a", null],
      ["b", null],
      [undefined, "stop"],
    ]);
  });

  it("can be controlled over HTTP", async () => {
    const res = await fetch(fake.url.replace(/\/v1$/, "/__control"), {
      method: "POST",
      body: JSON.stringify({ mode: "error500" }),
    });
    expect(res.ok).toBe(true);
    const client = new OpenAI({ apiKey: "k", baseURL: fake.url, maxRetries: 0 });
    await expect(client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "x" }] })).rejects.toBeInstanceOf(OpenAI.InternalServerError);
  });
});

describe("OpenAI provider", () => {
  it("streams the chunks in order and they join to the reply", async () => {
    fake.configure({ chunks: ["Capisco ", "quanto ", "sia ", "difficile."], chunkDelayMs: 5 });
    const provider = createOpenAiProvider(config());
    expect(provider.name).toBe("openai");
    const chunks = await collect(provider.streamReply(request()));
    expect(chunks).toEqual(["Capisco ", "quanto ", "sia ", "difficile."]);
    expect(chunks.join("")).toBe("Capisco quanto sia difficile.");
  });

  it("sends model, stream, temperature, max_tokens, the key and the Italian system prompt first", async () => {
    const provider = createOpenAiProvider(config({ model: "llama3.2:3b", apiKey: "sk-local" }));
    await collect(provider.streamReply(request()));
    expect(fake.requests).toHaveLength(1);
    const { body, headers } = fake.requests[0];
    expect(body.model).toBe("llama3.2:3b");
    expect(body.stream).toBe(true);
    expect(body.temperature).toBe(0.7);
    expect(body.max_tokens).toBe(400);
    expect(headers.authorization).toBe("Bearer sk-local");
    expect(body.messages[0]).toEqual({ role: "system", content: systemPrompt("it") });
    expect(body.messages.slice(1)).toEqual([{ role: "user", content: USER_TEXT }]);
  });

  it("sends the English system prompt for locale en", async () => {
    const provider = createOpenAiProvider(config());
    await collect(provider.streamReply({ locale: "en", history: [{ role: "user", content: "I feel low" }] }));
    expect(fake.requests[0].body.messages[0]).toEqual({ role: "system", content: systemPrompt("en") });
  });

  it("bounds the history to the newest 12 messages, newest user message last", async () => {
    const history: ChatMessage[] = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: `messaggio ${i}`,
    }));
    history.push({ role: "user", content: USER_TEXT });
    const provider = createOpenAiProvider(config());
    await collect(provider.streamReply({ locale: "it", history }));
    const sent: ChatMessage[] = fake.requests[0].body.messages.slice(1);
    expect(sent.length).toBeLessThanOrEqual(DEFAULT_HISTORY_WINDOW);
    expect(sent.length).toBeGreaterThanOrEqual(DEFAULT_HISTORY_WINDOW - 1);
    expect(sent).toEqual(history.slice(history.length - sent.length));
    expect(sent[0].role).toBe("user");
    expect(sent.at(-1)).toEqual({ role: "user", content: USER_TEXT });
  });

  it("caps the history characters, dropping the oldest messages first", async () => {
    const history: ChatMessage[] = Array.from({ length: 6 }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: String(i).repeat(3_000),
    }));
    history.push({ role: "user", content: USER_TEXT });
    const provider = createOpenAiProvider(config({ historyWindow: 20 }));
    await collect(provider.streamReply({ locale: "it", history }));
    const sent: ChatMessage[] = fake.requests[0].body.messages.slice(1);
    const chars = sent.reduce((sum, m) => sum + m.content.length, 0);
    expect(chars).toBeLessThanOrEqual(DEFAULT_MAX_HISTORY_CHARS);
    expect(sent).toEqual(history.slice(history.length - sent.length));
    expect(sent.at(-1)?.content).toBe(USER_TEXT);
  });

  it("throws AiTimeoutError when the stream stalls after the first chunk", async () => {
    fake.configure({ mode: "stall-after-first-chunk", chunks: ["Primo pezzo", " mai arrivato"] });
    const provider = createOpenAiProvider(config({ timeoutMs: 300 }));
    const got: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of provider.streamReply(request())) got.push(chunk);
      })(),
    ).rejects.toBeInstanceOf(AiTimeoutError);
    expect(got).toEqual(["Primo pezzo"]);
    await fake.waitFor(() => fake.requests[0]?.closedEarly === true);
  });

  it("ends quietly when the caller stops iterating, closing the connection", async () => {
    fake.configure({ chunks: ["uno ", "due ", "tre ", "quattro "], chunkDelayMs: 100 });
    const provider = createOpenAiProvider(config());
    for await (const chunk of provider.streamReply(request())) {
      expect(chunk).toBe("uno ");
      break;
    }
    await fake.waitFor(() => fake.requests[0]?.closedEarly === true);
  });
});

describe("streamCompanionReply with the OpenAI provider", () => {
  it("streams from the primary without falling back when it works", async () => {
    fake.setChunks(["Ciao, ", "ti ascolto."]);
    const fallback = stubEmbedded();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stream = streamCompanionReply(request(), { primary: createOpenAiProvider(config()), fallback });
    expect((await collect(stream.chunks)).join("")).toBe("Ciao, ti ascolto.");
    expect(stream.fellBack).toBe(false);
    expect(stream.provider).toBe("openai");
    expect(fallback.calls).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it("on HTTP 500 retries once, then falls back and logs without the message text", async () => {
    fake.setMode("error500");
    const fallback = stubEmbedded();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stream = streamCompanionReply(request(), { primary: createOpenAiProvider(config()), fallback });
    expect(stream.fellBack).toBe(false);

    expect(await collect(stream.chunks)).toEqual(FALLBACK_REPLY);
    expect(stream.fellBack).toBe(true);
    expect(stream.provider).toBe("embedded");
    expect(fake.requests).toHaveLength(2); // the original request + exactly one retry
    expect(fallback.calls).toHaveLength(1);

    expect(warn).toHaveBeenCalledWith(FALLBACK_WARNING, {
      provider: "openai",
      reason: "InternalServerError status=500",
    });
    for (const call of warn.mock.calls) {
      const logged = JSON.stringify(call);
      expect(logged).not.toContain(USER_TEXT);
      expect(logged).not.toContain("segreto-7f3a");
    }
  });

  it("on a hang, times out (one retry) and falls back", async () => {
    fake.setMode("hang");
    const fallback = stubEmbedded();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const stream = streamCompanionReply(request(), {
      primary: createOpenAiProvider(config({ timeoutMs: 300 })),
      fallback,
    });
    expect(await collect(stream.chunks)).toEqual(FALLBACK_REPLY);
    expect(stream.fellBack).toBe(true);
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(10_000); // generous: about 2 × 300 ms + back-off
    await fake.waitFor(() => fake.requests.every((r) => r.closedEarly));
  });

  it("on a stall after the first chunk, ends the stream without fallback", async () => {
    fake.configure({ mode: "stall-after-first-chunk", chunks: ["Capisco.", " E poi?"] });
    const fallback = stubEmbedded();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stream = streamCompanionReply(request(), {
      primary: createOpenAiProvider(config({ timeoutMs: 300 })),
      fallback,
    });
    expect(await collect(stream.chunks)).toEqual(["Capisco."]);
    expect(stream.fellBack).toBe(false);
    expect(stream.provider).toBe("openai");
    expect(fallback.calls).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(MIDSTREAM_WARNING, { provider: "openai", reason: "AiTimeoutError" });
  });

  it("aborting the signal mid-stream stops it, without fallback, and the fake sees the connection closed", async () => {
    fake.configure({ chunks: ["uno ", "due ", "tre ", "quattro ", "cinque "], chunkDelayMs: 150 });
    const controller = new AbortController();
    const fallback = stubEmbedded();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stream = streamCompanionReply(request(USER_TEXT, { signal: controller.signal }), {
      primary: createOpenAiProvider(config()),
      fallback,
    });
    const got: string[] = [];
    for await (const chunk of stream.chunks) {
      got.push(chunk);
      controller.abort();
    }
    expect(got).toEqual(["uno "]);
    expect(stream.fellBack).toBe(false);
    expect(fallback.calls).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
    await fake.waitFor(() => fake.requests[0]?.closedEarly === true);
  });

  it("aborting while waiting for the headers stops without fallback", async () => {
    fake.setMode("hang");
    const controller = new AbortController();
    const fallback = stubEmbedded();
    const stream = streamCompanionReply(request(USER_TEXT, { signal: controller.signal }), {
      primary: createOpenAiProvider(config()),
      fallback,
    });
    setTimeout(() => controller.abort(), 100);
    expect(await collect(stream.chunks)).toEqual([]);
    expect(stream.fellBack).toBe(false);
    expect(fallback.calls).toHaveLength(0);
    expect(fake.requests).toHaveLength(1);
    await fake.waitFor(() => fake.requests[0]?.closedEarly === true);
  });
});

describe("streamCompanionReply rule (stub providers)", () => {
  it("falls back when the primary throws before its first chunk", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const stream = streamCompanionReply(request(), {
      primary: scripted([], new Error(`upstream said: ${USER_TEXT}`)),
      fallback: stubEmbedded(),
    });
    expect(await collect(stream.chunks)).toEqual(FALLBACK_REPLY);
    expect(stream.fellBack).toBe(true);
    expect(JSON.stringify(vi.mocked(console.warn).mock.calls)).not.toContain(USER_TEXT);
  });

  it("falls back when the primary ends with no text at all", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stream = streamCompanionReply(request(), { primary: scripted(["", ""]), fallback: stubEmbedded() });
    expect(await collect(stream.chunks)).toEqual(FALLBACK_REPLY);
    expect(stream.fellBack).toBe(true);
    expect(warn).toHaveBeenCalledWith(FALLBACK_WARNING, { provider: "openai", reason: EMPTY_REPLY_REASON });
  });

  it("keeps the partial reply and stops when the primary fails mid-stream", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fallback = stubEmbedded();
    const stream = streamCompanionReply(request(), { primary: scripted(["Parziale"], new Error("boom")), fallback });
    expect(await collect(stream.chunks)).toEqual(["Parziale"]);
    expect(stream.fellBack).toBe(false);
    expect(fallback.calls).toHaveLength(0);
  });

  it("rethrows when the primary is the fallback (embedded-only setup)", async () => {
    const embedded = scripted([], new Error("engine broke"), "embedded");
    const stream = streamCompanionReply(request(), { primary: embedded, fallback: embedded });
    await expect(collect(stream.chunks)).rejects.toThrow("engine broke");
    expect(stream.fellBack).toBe(false);
  });

  it("does nothing when the signal is already aborted", async () => {
    const fallback = stubEmbedded();
    const primary = stubEmbedded(["x"]);
    const stream = streamCompanionReply(request(USER_TEXT, { signal: AbortSignal.abort() }), {
      primary,
      fallback,
    });
    expect(await collect(stream.chunks)).toEqual([]);
    expect(primary.calls).toHaveLength(0);
    expect(fallback.calls).toHaveLength(0);
  });

  it("describes errors without their message", () => {
    expect(describeProviderError(new Error(USER_TEXT))).toBe("Error");
    expect(describeProviderError(new AiTimeoutError(300))).toBe("AiTimeoutError");
    expect(describeProviderError("nope")).toBe("string");
  });
});

describe("selectHistoryWindow", () => {
  const msg = (role: ChatMessage["role"], content: string): ChatMessage => ({ role, content });

  it("keeps everything when within both limits", () => {
    const history = [msg("user", "a"), msg("assistant", "b"), msg("user", "c")];
    expect(selectHistoryWindow(history)).toEqual(history);
  });

  it("always keeps the newest message, even when it alone exceeds the character cap", () => {
    const history = [msg("user", "old"), msg("assistant", "reply"), msg("user", "x".repeat(9_000))];
    expect(selectHistoryWindow(history)).toEqual([history[2]]);
  });

  it("starts the window with a user turn", () => {
    const history = [msg("user", "1"), msg("assistant", "2"), msg("user", "3"), msg("assistant", "4"), msg("user", "5")];
    expect(selectHistoryWindow(history, { maxMessages: 4 })).toEqual(history.slice(2));
  });

  it("honours custom limits and does not modify its input", () => {
    const history = Array.from({ length: 10 }, (_, i) => msg(i % 2 ? "assistant" : "user", "x".repeat(100)));
    const copy = structuredClone(history);
    const window = selectHistoryWindow(history, { maxMessages: 8, maxChars: 350 });
    expect(window.length).toBeLessThanOrEqual(3);
    expect(window.reduce((n, m) => n + m.content.length, 0)).toBeLessThanOrEqual(350);
    expect(history).toEqual(copy);
    expect(selectHistoryWindow([])).toEqual([]);
  });
});

describe("systemPrompt", () => {
  it.each(["it", "en"] as const)("%s: covers the safety rules and emergency numbers", (locale) => {
    const prompt = systemPrompt(locale);
    for (const number of ["112", "988", "116 123"]) expect(prompt).toContain(number);
    expect(prompt).toContain(String(MAX_REPLY_WORDS));
    expect(prompt).toMatch(/Samaritans/);
  });

  it("is written in the user's language", () => {
    expect(systemPrompt("it")).toMatch(/dai sempre del tu/);
    expect(systemPrompt("it")).toMatch(/farmaci/);
    expect(systemPrompt("it")).toMatch(/intelligenza artificiale/);
    expect(systemPrompt("en")).toMatch(/medication advice/);
    expect(systemPrompt("en")).toMatch(/you are an AI/);
    expect(systemPrompt("en")).not.toEqual(systemPrompt("it"));
  });
});

describe("getCompanionProviders", () => {
  it("uses the embedded engine for both roles when OpenAI is not configured", async () => {
    vi.stubEnv("AI_PROVIDER", "embedded");
    const { primary, fallback } = await getCompanionProviders();
    expect(primary.name).toBe("embedded");
    expect(fallback).toBe(primary);
    expect(await getCompanionProviders()).toStrictEqual({ primary, fallback });
  });

  it("uses the OpenAI provider as primary when configured, and caches the pair", async () => {
    vi.stubEnv("AI_PROVIDER", "openai");
    vi.stubEnv("OPENAI_API_KEY", "sk-env");
    vi.stubEnv("OPENAI_BASE_URL", fake.url);
    vi.stubEnv("OPENAI_MODEL", "env-model");
    const first = getCompanionProviders();
    expect(getCompanionProviders()).toBe(first);
    const { primary, fallback } = await first;
    expect(primary.name).toBe("openai");
    expect(fallback.name).toBe("embedded");
    expect(await collect(primary.streamReply(request()))).toEqual(["Ti ascolto. ", "Sembra una giornata pesante: ", "cosa ti pesa di più adesso?"]);
    expect(fake.requests[0].body.model).toBe("env-model");
    expect(fake.requests[0].headers.authorization).toBe("Bearer sk-env");
  });

  it("falls back to the embedded engine on an invalid configuration", async () => {
    vi.stubEnv("OPENAI_API_KEY", "sk-env");
    vi.stubEnv("OPENAI_BASE_URL", "not a url");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { primary } = await getCompanionProviders();
    expect(primary.name).toBe("embedded");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain("sk-env");
  });
});
