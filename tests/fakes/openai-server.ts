/**
 * A loopback fake of an OpenAI-compatible server for tests, e2e runs and the benchmark.
 *
 * Implements `POST /v1/chat/completions` (also `/chat/completions`) in the wire format the
 * official `openai` SDK parses:
 * - non-streaming: a `chat.completion` JSON object;
 * - streaming (`"stream": true`): Server-Sent Events, one
 *   `data: {"id":…,"object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"…"},"finish_reason":null}]}`
 *   line per reply chunk (the first delta also carries `"role":"assistant"`), then a chunk
 *   with an empty delta and `"finish_reason":"stop"`, then `data: [DONE]`.
 * plus `GET /v1/models`.
 *
 * Modes: "ok" (normal reply), "error500" (HTTP 500 with an OpenAI-style error body),
 * "hang" (reads the request and never answers, not even the headers), "stall-after-first-chunk"
 * (streams the headers and the first chunk, then never writes again; non-streaming requests
 * hang), "drop-after-first-chunk" (streams the headers and the first chunk, then destroys the
 * socket without ending the response; non-streaming requests get the socket closed before
 * any header). Slow models are "ok" with `chunkDelayMs`.
 *
 * Every request is recorded (method, path, headers, parsed JSON body) in `requests`;
 * `closedEarly` turns true when the client closed the connection before the response ended.
 *
 * Control over HTTP (for a fake running in another process, e.g. Playwright's webServer):
 * `POST /__control` with a JSON body `{ mode?, chunks?, chunkDelayMs?, retryAfterMs? }`,
 * `GET /__requests` (the recorded requests), `POST /__reset` (clears them, mode back to "ok").
 *
 * Standalone: `tsx tests/fakes/openai-server.ts --port 4010 [--host 127.0.0.1]
 * [--mode ok] [--delay 20] [--chunks "Ciao|, come stai?"]` prints the base URL (ending in /v1).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

export type FakeOpenAiMode = "ok" | "error500" | "hang" | "stall-after-first-chunk" | "drop-after-first-chunk";

export interface FakeOpenAiOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /** Default "ok". */
  mode?: FakeOpenAiMode;
  /** Reply chunks, in order; the non-streaming reply is their concatenation. */
  chunks?: string[];
  /** Delay before each streamed chunk, in ms (default 0). */
  chunkDelayMs?: number;
  /** When set, error500 responses carry `retry-after-ms` (the SDK then waits that long before its retry). */
  retryAfterMs?: number;
}

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (undefined when empty or not JSON). */
  body: any;
  /** Date.now() when the request was fully received. */
  receivedAt: number;
  /** True when the client closed the connection before the response was complete. */
  closedEarly: boolean;
  /**
   * performance.now() (this process's clock, ms) right after each streamed content chunk was
   * written, in order: lets a test or the benchmark in the same process time what happens
   * between the model's first and last chunk.
   */
  chunkSentAt: number[];
}

export interface FakeOpenAi {
  /** Base URL ending in /v1, e.g. "http://127.0.0.1:40123/v1". */
  url: string;
  port: number;
  /** Recorded chat/models requests, oldest first (the same array, updated live). */
  requests: FakeOpenAiRequest[];
  setMode(mode: FakeOpenAiMode): void;
  setChunks(chunks: string[]): void;
  setChunkDelay(ms: number): void;
  /** Changes several settings at once. */
  configure(options: Omit<FakeOpenAiOptions, "port" | "host">): void;
  /** Clears `requests` and restores the initial settings. */
  reset(): void;
  /** Resolves when `predicate()` is true (polled every 10 ms); rejects after `timeoutMs` (default 2000). */
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  /** Stops listening and destroys every open connection (hanging ones included). */
  close(): Promise<void>;
}

export const DEFAULT_FAKE_CHUNKS = ["Ti ascolto. ", "Sembra una giornata pesante: ", "cosa ti pesa di più adesso?"];

const MODES: readonly FakeOpenAiMode[] = ["ok", "error500", "hang", "stall-after-first-chunk", "drop-after-first-chunk"];

interface Settings {
  mode: FakeOpenAiMode;
  chunks: string[];
  chunkDelayMs: number;
  retryAfterMs?: number;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

function parseJson(text: string): any {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text).toString(),
    ...headers,
  });
  res.end(text);
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/**
 * Starts the fake on 127.0.0.1 (port 0 = a free port by default).
 * @returns Handle with the base URL (ending in /v1), the recorded requests and controls.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const initial: Settings = {
    mode: options.mode ?? "ok",
    chunks: [...(options.chunks ?? DEFAULT_FAKE_CHUNKS)],
    chunkDelayMs: options.chunkDelayMs ?? 0,
    retryAfterMs: options.retryAfterMs,
  };
  let settings: Settings = { ...initial, chunks: [...initial.chunks] };
  const requests: FakeOpenAiRequest[] = [];
  let counter = 0;

  const applyControl = (body: any): void => {
    if (!body || typeof body !== "object") return;
    if (MODES.includes(body.mode)) settings.mode = body.mode;
    if (Array.isArray(body.chunks)) settings.chunks = body.chunks.map(String);
    if (typeof body.chunkDelayMs === "number") settings.chunkDelayMs = body.chunkDelayMs;
    if (typeof body.retryAfterMs === "number") settings.retryAfterMs = body.retryAfterMs;
  };

  async function handleChatCompletion(record: FakeOpenAiRequest, res: ServerResponse): Promise<void> {
    const { mode, chunks, chunkDelayMs, retryAfterMs } = settings;
    const body = record.body ?? {};
    const model = typeof body.model === "string" ? body.model : "fake-model";
    const id = `chatcmpl-fake-${++counter}`;
    const created = Math.floor(Date.now() / 1000);

    if (!Array.isArray(body.messages)) {
      sendJson(res, 400, {
        error: { message: "'messages' is required", type: "invalid_request_error", param: "messages", code: null },
      });
      return;
    }
    if (mode === "error500") {
      sendJson(
        res,
        500,
        { error: { message: "The fake server had an error", type: "server_error", param: null, code: null } },
        retryAfterMs !== undefined ? { "retry-after-ms": String(retryAfterMs) } : {},
      );
      return;
    }
    if (mode === "hang" || (mode === "stall-after-first-chunk" && body.stream !== true)) return;
    if (mode === "drop-after-first-chunk" && body.stream !== true) {
      res.socket?.destroy();
      return;
    }

    if (body.stream !== true) {
      const content = chunks.join("");
      sendJson(res, 200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: chunks.length, total_tokens: 10 + chunks.length },
      });
      return;
    }

    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      connection: "keep-alive",
      "x-request-id": `req_fake_${counter}`,
    });
    res.flushHeaders();
    const event = (delta: Record<string, unknown>, finishReason: string | null) =>
      `data: ${JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        system_fingerprint: null,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`;

    for (let i = 0; i < chunks.length; i++) {
      await sleep(chunkDelayMs);
      if (res.destroyed || res.writableEnded) return;
      res.write(event(i === 0 ? { role: "assistant", content: chunks[i] } : { content: chunks[i] }, null));
      record.chunkSentAt.push(performance.now());
      if (mode === "stall-after-first-chunk") return; // never writes again
      if (mode === "drop-after-first-chunk") {
        // Let the chunk leave before the connection is cut (no terminating chunk, no [DONE]).
        await sleep(Math.max(chunkDelayMs, 20));
        res.socket?.destroy();
        return;
      }
    }
    if (res.destroyed) return;
    res.write(event({}, "stop"));
    res.end("data: [DONE]\n\n");
  }

  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const path = (req.url ?? "/").split("?")[0];
      const method = req.method ?? "GET";

      if (path === "/__control" && method === "POST") {
        applyControl(parseJson(text));
        sendJson(res, 200, { ok: true, mode: settings.mode });
        return;
      }
      if (path === "/__requests" && method === "GET") {
        sendJson(res, 200, requests);
        return;
      }
      if (path === "/__reset" && method === "POST") {
        reset();
        sendJson(res, 200, { ok: true });
        return;
      }

      const record: FakeOpenAiRequest = {
        method,
        path,
        headers: req.headers,
        body: parseJson(text),
        receivedAt: Date.now(),
        closedEarly: false,
        chunkSentAt: [],
      };
      res.on("close", () => {
        if (!res.writableFinished) record.closedEarly = true;
      });

      if ((path === "/v1/chat/completions" || path === "/chat/completions") && method === "POST") {
        requests.push(record);
        await handleChatCompletion(record, res);
        return;
      }
      if ((path === "/v1/models" || path === "/models") && method === "GET") {
        requests.push(record);
        sendJson(res, 200, {
          object: "list",
          data: [{ id: "fake-model", object: "model", created: 0, owned_by: "respiro-tests" }],
        });
        return;
      }
      sendJson(res, 404, { error: { message: `Unknown route ${method} ${path}`, type: "invalid_request_error" } });
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: "fake server crashed", type: "server_error" } });
      else res.destroy();
    });
  });

  function reset(): void {
    requests.length = 0;
    settings = { ...initial, chunks: [...initial.chunks] };
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}/v1`,
    port: address.port,
    requests,
    setMode(mode) {
      settings.mode = mode;
    },
    setChunks(chunks) {
      settings.chunks = [...chunks];
    },
    setChunkDelay(ms) {
      settings.chunkDelayMs = ms;
    },
    configure(next) {
      applyControl(next);
    },
    reset,
    async waitFor(predicate, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`fake OpenAI: condition not met within ${timeoutMs} ms`);
        await sleep(10);
      }
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const mode = argValue(args, "--mode");
  const fake = await startFakeOpenAi({
    port: Number(argValue(args, "--port") ?? process.env.PORT ?? 4010),
    host: argValue(args, "--host") ?? "127.0.0.1",
    mode: mode && (MODES as readonly string[]).includes(mode) ? (mode as FakeOpenAiMode) : "ok",
    chunkDelayMs: Number(argValue(args, "--delay") ?? 0) || 0,
    chunks: argValue(args, "--chunks")?.split("|"),
  });
  console.log(`Fake OpenAI-compatible server listening at ${fake.url}`);
  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
