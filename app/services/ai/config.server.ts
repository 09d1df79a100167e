/**
 * Which AI provider the companion uses, read from environment variables.
 *
 * | Variable          | Meaning                                                                 |
 * | ----------------- | ----------------------------------------------------------------------- |
 * | `AI_PROVIDER`     | `embedded` forces the built-in engine; `openai` forces the OpenAI-compatible provider. Any other value (or unset) means "auto". |
 * | `OPENAI_API_KEY`  | When set (and `AI_PROVIDER` is not `embedded`), the OpenAI-compatible provider is used. |
 * | `OPENAI_BASE_URL` | Optional http(s) base URL of an OpenAI-compatible server (Ollama, llama.cpp, vLLM…), e.g. `http://127.0.0.1:11434/v1`. |
 * | `OPENAI_MODEL`    | Model name, default `gpt-4o-mini`.                                      |
 * | `AI_TIMEOUT_MS`   | Request timeout and stream idle timeout in milliseconds, default 30000; invalid values fall back to the default. |
 *
 * Local OpenAI-compatible servers need no real key: with `AI_PROVIDER=openai` and no
 * `OPENAI_API_KEY`, the key "not-needed" is sent.
 */
import { z } from "zod";
import { aiEnvironment } from "~/utils/env.server";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
/** Default for `AI_TIMEOUT_MS`, in milliseconds. */
export const DEFAULT_AI_TIMEOUT_MS = 30_000;
/** Largest accepted `AI_TIMEOUT_MS` (10 minutes, the openai-node default request timeout). */
export const MAX_AI_TIMEOUT_MS = 600_000;
/** API key sent to OpenAI-compatible servers that need none (Ollama, llama.cpp, vLLM). */
export const PLACEHOLDER_API_KEY = "not-needed";

export interface OpenAiConfig {
  provider: "openai";
  apiKey: string;
  /** Absent means the official endpoint (https://api.openai.com/v1). */
  baseURL?: string;
  model: string;
  /** Milliseconds; integer in 1..MAX_AI_TIMEOUT_MS. */
  timeoutMs: number;
}

export type AiConfig = { provider: "embedded" } | OpenAiConfig;

/** Blank strings count as unset. */
const optionalText = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined), z.string().optional());

const providerSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(["embedded", "openai"]).optional().catch(undefined),
);

const timeoutSchema = z.preprocess((value) => {
  if (typeof value !== "string" || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}, z.number().int().min(1).max(MAX_AI_TIMEOUT_MS).optional().catch(undefined));

const baseUrlSchema = optionalText.pipe(
  z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), "must start with http:// or https://")
    .optional(),
);

const envSchema = z.object({
  AI_PROVIDER: providerSchema,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: baseUrlSchema,
  OPENAI_MODEL: optionalText,
  AI_TIMEOUT_MS: timeoutSchema,
});

/**
 * Reads the AI provider configuration.
 *
 * Rules, in order:
 * 1. `AI_PROVIDER=embedded` → `{ provider: "embedded" }` (even when a key is set).
 * 2. `AI_PROVIDER=openai` or a non-blank `OPENAI_API_KEY` → the OpenAI-compatible provider,
 *    with apiKey = `OPENAI_API_KEY` or "not-needed", model = `OPENAI_MODEL` or "gpt-4o-mini",
 *    timeoutMs = `AI_TIMEOUT_MS` (a whole number of ms in 1..600000) or 30000.
 * 3. Otherwise → `{ provider: "embedded" }`.
 * `OPENAI_BASE_URL` alone does not select the provider. Unknown `AI_PROVIDER` values are ignored.
 *
 * @param env Environment variables (default: the five above, from utils/env.server.ts, where the
 *   server's start also checks them strictly and refuses invalid values).
 * @throws Error when the OpenAI-compatible provider is selected and `OPENAI_BASE_URL` is not an
 *   http(s) URL (a misconfiguration we refuse to guess about). The message names the variable,
 *   never the key.
 */
export function readAiConfig(env: Record<string, string | undefined> = aiEnvironment()): AiConfig {
  const parsedProvider = envSchema.pick({ AI_PROVIDER: true, OPENAI_API_KEY: true }).parse(env);
  if (parsedProvider.AI_PROVIDER === "embedded") return { provider: "embedded" };
  if (parsedProvider.AI_PROVIDER !== "openai" && parsedProvider.OPENAI_API_KEY === undefined) {
    return { provider: "embedded" };
  }

  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // Every other variable has a default (`.catch`), so only OPENAI_BASE_URL can fail here.
    throw new Error("Invalid AI configuration: OPENAI_BASE_URL must be an http(s) URL");
  }
  const vars = parsed.data;
  return {
    provider: "openai",
    apiKey: vars.OPENAI_API_KEY ?? PLACEHOLDER_API_KEY,
    ...(vars.OPENAI_BASE_URL !== undefined ? { baseURL: vars.OPENAI_BASE_URL } : {}),
    model: vars.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
    timeoutMs: vars.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
  };
}
