import { describe, expect, it } from "vitest";

import { DEFAULT_AI_TIMEOUT_MS, DEFAULT_OPENAI_MODEL, PLACEHOLDER_API_KEY, readAiConfig } from "~/services/ai/config.server";

describe("readAiConfig", () => {
  it("uses the embedded engine when nothing is configured", () => {
    expect(readAiConfig({})).toEqual({ provider: "embedded" });
  });

  it("uses OpenAI with defaults when OPENAI_API_KEY is set", () => {
    expect(readAiConfig({ OPENAI_API_KEY: "sk-test" })).toEqual({
      provider: "openai",
      apiKey: "sk-test",
      model: DEFAULT_OPENAI_MODEL,
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    });
  });

  it("AI_PROVIDER=embedded wins over a key", () => {
    expect(readAiConfig({ AI_PROVIDER: "embedded", OPENAI_API_KEY: "sk-test" })).toEqual({ provider: "embedded" });
    expect(readAiConfig({ AI_PROVIDER: " Embedded ", OPENAI_API_KEY: "sk-test" })).toEqual({ provider: "embedded" });
  });

  it("AI_PROVIDER=openai without a key targets a local server with a placeholder key", () => {
    expect(
      readAiConfig({
        AI_PROVIDER: "openai",
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
        OPENAI_MODEL: "llama3.2:3b",
        AI_TIMEOUT_MS: "60000",
      }),
    ).toEqual({
      provider: "openai",
      apiKey: PLACEHOLDER_API_KEY,
      baseURL: "http://127.0.0.1:11434/v1",
      model: "llama3.2:3b",
      timeoutMs: 60_000,
    });
  });

  it("a base URL alone, a blank key or an unknown AI_PROVIDER do not select OpenAI", () => {
    expect(readAiConfig({ OPENAI_BASE_URL: "http://localhost:8080/v1" })).toEqual({ provider: "embedded" });
    expect(readAiConfig({ OPENAI_API_KEY: "   " })).toEqual({ provider: "embedded" });
    expect(readAiConfig({ AI_PROVIDER: "claude" })).toEqual({ provider: "embedded" });
    expect(readAiConfig({ AI_PROVIDER: "claude", OPENAI_API_KEY: "k" })).toMatchObject({ provider: "openai" });
  });

  it.each(["abc", "-5", "0", "1.5", "", "999999999", "30s"])("AI_TIMEOUT_MS=%j falls back to the default", (value) => {
    expect(readAiConfig({ OPENAI_API_KEY: "k", AI_TIMEOUT_MS: value })).toMatchObject({
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    });
  });

  it("blank OPENAI_MODEL falls back to the default; values are trimmed", () => {
    expect(readAiConfig({ OPENAI_API_KEY: " k ", OPENAI_MODEL: "  " })).toMatchObject({
      apiKey: "k",
      model: DEFAULT_OPENAI_MODEL,
    });
  });

  it("rejects a base URL that is not http(s), without leaking the key", () => {
    for (const url of ["not a url", "ftp://example.com/v1"]) {
      expect(() => readAiConfig({ OPENAI_API_KEY: "sk-secret", OPENAI_BASE_URL: url })).toThrow(/OPENAI_BASE_URL/);
      try {
        readAiConfig({ OPENAI_API_KEY: "sk-secret", OPENAI_BASE_URL: url });
      } catch (error) {
        expect(String(error)).not.toContain("sk-secret");
      }
    }
    // Irrelevant when the embedded engine is selected.
    expect(readAiConfig({ OPENAI_BASE_URL: "not a url" })).toEqual({ provider: "embedded" });
  });

  it("reads the environment by default", () => {
    vi.stubEnv("AI_PROVIDER", "openai");
    vi.stubEnv("OPENAI_MODEL", "llama3.1");
    vi.stubEnv("OPENAI_API_KEY", "");
    try {
      expect(readAiConfig()).toMatchObject({ provider: "openai", model: "llama3.1", apiKey: PLACEHOLDER_API_KEY });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(readAiConfig()).toEqual({ provider: "embedded" });
  });
});
