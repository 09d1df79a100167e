/**
 * A slow, hanging or dropped OpenAI-compatible model, and a person who leaves while a reply
 * is being prepared, never stop the production server (docs/decisions/0006-model-fetch.md).
 *
 * Runs against the BUILT app exactly as `npm start` runs it (`remix-serve ./build/index.js`,
 * which swaps the global fetch for @remix-run/web-fetch after importing the build): the spec
 * starts a loopback fake model (tests/fakes/openai-server.ts) and its own second production
 * server on a free loopback port with its own temporary database, then drives POST /api/chat
 * as JSON and as server-sent events. It needs no browser, so it runs in the "js" project only.
 */
import { performance } from "node:perf_hooks";
import { expect, test, type TestInfo } from "@playwright/test";
import { startProductionServer, type ProductionServer } from "./production-server";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";

/** Model timeout given to the server, in ms (per attempt until headers, and stream idle). */
const AI_TIMEOUT_MS = 800;
/** Delay between chunks of the "slow" model, in ms: well above a normal model, below AI_TIMEOUT_MS. */
const SLOW_CHUNK_DELAY_MS = 450;
/** How long to give a crash (an uncaught error after an abort) to show itself, in ms. */
const SETTLE_MS = 600;
const PASSWORD = "Calma-Mare-2026!";
/** GUARD_LOG_PREFIX of app/utils/process-guard.server.ts. */
const GUARD_LOG_PREFIX = "[process]";
const SLOW_CHUNKS = ["Ti ascolto, ", "con calma. ", "Cosa ti pesa ", "di più adesso?"];
const LONG_CHUNKS = Array.from({ length: 12 }, (_, i) => `parte ${i + 1}. `);
/** MIDSTREAM_WARNING of app/services/ai/companion.server.ts. */
const MIDSTREAM_LOG = "[ai] provider failed mid-stream, reply truncated";
/** The "interrupted" closing of app/services/ai/model-closing.ts (it). */
const INTERRUPTED_IT = "La mia risposta si è interrotta qui";

/** Registers a fresh account through the JSON API; returns its session cookie ("name=value"). */
async function register(server: ProductionServer): Promise<string> {
  const id = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await fetch(`${server.origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin },
    body: JSON.stringify({
      username: id,
      email: `${id}@example.test`,
      fullName: "Model Failures",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      acceptHealthData: true,
      skipLaunchCode: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("="));
  expect(cookie, "session cookie").toBeTruthy();
  return cookie as string;
}

function chatInit(server: ProductionServer, cookie: string, message: string, stream: boolean, signal?: AbortSignal, acceptEncoding = "identity"): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.origin,
      Cookie: cookie,
      // identity by default; a browser sends "gzip, deflate, br" (test (e)).
      "Accept-Encoding": acceptEncoding,
      ...(stream ? { Accept: "text/event-stream" } : { Accept: "application/json" }),
    },
    body: JSON.stringify({ message }),
    signal,
  };
}

/** POST /api/chat as JSON; returns the parsed body. */
async function chatJson(server: ProductionServer, cookie: string, message: string): Promise<{ success: boolean; reply: string }> {
  const res = await fetch(`${server.origin}/api/chat`, chatInit(server, cookie, message, false));
  expect(res.status).toBe(200);
  return (await res.json()) as { success: boolean; reply: string };
}

interface SseEvent {
  event: string;
  data: any;
  /** performance.now() when the event's bytes arrived (chatSseTimed only). */
  at?: number;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : undefined };
    });
}

/** POST /api/chat as server-sent events, read to the end. */
async function chatSse(server: ProductionServer, cookie: string, message: string): Promise<{ events: SseEvent[]; deltas: string }> {
  const res = await fetch(`${server.origin}/api/chat`, chatInit(server, cookie, message, true));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = parseSse(await res.text());
  return {
    events,
    deltas: events
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text)
      .join(""),
  };
}

/** POST /api/chat as server-sent events, read as they arrive: each event with its arrival time. */
async function chatSseTimed(
  server: ProductionServer,
  cookie: string,
  message: string,
  acceptEncoding: string,
): Promise<{ events: SseEvent[]; encoding: string | null }> {
  const res = await fetch(`${server.origin}/api/chat`, chatInit(server, cookie, message, true, undefined, acceptEncoding));
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const at = performance.now();
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      events.push({ ...parseSse(buffer.slice(0, end + 2))[0], at });
      buffer = buffer.slice(end + 2);
    }
  }
  return { events, encoding: res.headers.get("content-encoding") };
}

/** The server still serves, its process is running and it never hit the web-fetch abort crash. */
async function expectServerAlive(server: ProductionServer, cookie: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  expect(server.exited(), `server process exited; its log:\n${server.log()}`).toBe(false);
  expect(server.child.exitCode).toBeNull();
  const me = await fetch(`${server.origin}/api/auth/me`, { headers: { Cookie: cookie } });
  expect(me.status).toBe(200);
  expect(server.log()).not.toContain("Cannot cancel a stream");
  // Nothing escaped a request either: no line from app/utils/process-guard.server.ts (not imported
  // here, as importing it installs its handlers in this test worker).
  expect(server.log()).not.toContain(GUARD_LOG_PREFIX);
}

function onlyInJsProject(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== "js", "server-side only: runs once, in the js project");
}

test.describe("a failing model never stops the production server", () => {
  // One fake model and one server for the file: the fake's mode is shared, so run in order.
  test.describe.configure({ mode: "default" });

  let fake: FakeOpenAi;
  let server: ProductionServer;

  test.beforeAll(async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    testInfo.setTimeout(60_000);
    fake = await startFakeOpenAi();
    server = await startProductionServer({
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-model",
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
    });
  });

  test.beforeEach(async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    fake.reset();
  });

  test.afterEach(async ({}, testInfo) => {
    if (server) await testInfo.attach("server.log", { body: server.log(), contentType: "text/plain" });
  });

  test.afterAll(async () => {
    if (server) await server.stop();
    if (fake) await fake.close();
  });

  test("(a) a model that never answers: the embedded engine replies, the server keeps serving", async () => {
    test.setTimeout(45_000);
    fake.setMode("hang");
    const cookie = await register(server);

    const json = await chatJson(server, cookie, "Oggi mi sento in ansia per il lavoro");
    expect(json.success).toBe(true);
    expect(json.reply.length).toBeGreaterThan(0);
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    await expectServerAlive(server, cookie);

    const sse = await chatSse(server, cookie, "Non riesco a dormire bene");
    expect(sse.events.at(-1)?.event).toBe("done");
    expect(sse.deltas.length).toBeGreaterThan(0);
    expect(sse.events.at(-1)?.data.reply).toBe(sse.deltas);
    await expectServerAlive(server, cookie);
    // Every hanging model request was closed by the server (the SDK timeout aborted it).
    await fake.waitFor(() => fake.requests.every((r) => r.closedEarly), 5_000);
    expect(server.log()).toContain("[ai] provider failed, using embedded engine");
  });

  test("(b) a slow model within the timeout: the reply completes", async () => {
    test.setTimeout(45_000);
    fake.configure({ mode: "ok", chunks: SLOW_CHUNKS, chunkDelayMs: SLOW_CHUNK_DELAY_MS });
    const cookie = await register(server);

    const json = await chatJson(server, cookie, "Raccontami come rilassarmi");
    expect(json.reply).toBe(SLOW_CHUNKS.join(""));

    const sse = await chatSse(server, cookie, "E adesso cosa faccio?");
    expect(sse.deltas).toBe(SLOW_CHUNKS.join(""));
    // One delta per checked sentence (decision record 0021).
    expect(sse.events.filter((e) => e.event === "delta").map((e) => e.data.text)).toEqual(["Ti ascolto, con calma.", " Cosa ti pesa di più adesso?"]);
    expect(sse.events.at(-1)).toMatchObject({ event: "done", data: { reply: SLOW_CHUNKS.join("") } });
    await expectServerAlive(server, cookie);
  });

  test("(c) a model that drops the connection mid-stream: the request ends cleanly, with the engine's reply or the shown sentences closed", async () => {
    test.setTimeout(45_000);
    // Dropped before its first complete sentence: nothing was shown, the embedded engine answers.
    fake.configure({ mode: "drop-after-first-chunk", chunks: ["Parte senza punto ", ...LONG_CHUNKS] });
    const cookie = await register(server);
    const json = await chatJson(server, cookie, "Mi sento sopraffatto");
    expect(json.success).toBe(true);
    expect(json.reply.length).toBeGreaterThan(20);
    expect(json.reply).not.toContain("Parte senza punto");
    expect(server.log()).toContain("[ai] provider failed, using embedded engine");
    await expectServerAlive(server, cookie);

    // Dropped after a complete sentence, already shown (decision record 0021): it stays, and a
    // fixed sentence says the reply was cut off.
    fake.configure({ mode: "drop-after-first-chunk", chunks: LONG_CHUNKS });
    const sse = await chatSse(server, cookie, "Ho paura di sbagliare");
    expect(sse.events.at(-1)?.event).toBe("done");
    expect(sse.deltas.startsWith("parte 1.")).toBe(true);
    expect(sse.deltas).toContain(INTERRUPTED_IT);
    expect(sse.deltas).not.toContain("parte 2");
    expect(sse.events.at(-1)?.data.reply).toBe(sse.deltas);
    expect(server.log()).toContain(MIDSTREAM_LOG);
    await expectServerAlive(server, cookie);
  });

  test("(d) the person leaves while the reply streams: the server stays up and answers the next request", async () => {
    test.setTimeout(45_000);
    fake.configure({ mode: "ok", chunks: LONG_CHUNKS, chunkDelayMs: 300 });
    const cookie = await register(server);

    // Server-sent events: leave while the model is still writing (its first sentences may already
    // have been sent, decision record 0021).
    const leave = new AbortController();
    const res = await fetch(`${server.origin}/api/chat`, chatInit(server, cookie, "Parlami piano", true, leave.signal));
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await fake.waitFor(() => fake.requests.length === 1, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    leave.abort();
    await reader.cancel().catch(() => {});
    // The server passes the disconnect on: the model request is closed before its end.
    await fake.waitFor(() => fake.requests.length === 1 && fake.requests[0].closedEarly, 5_000);
    await expectServerAlive(server, cookie);

    // JSON: leave while the server is still collecting the reply (JSON answers once, at the end).
    const leaveJson = new AbortController();
    const pending = fetch(`${server.origin}/api/chat`, chatInit(server, cookie, "Ancora una cosa", false, leaveJson.signal));
    await fake.waitFor(() => fake.requests.length === 2, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    leaveJson.abort();
    await pending.catch(() => {});
    await fake.waitFor(() => fake.requests[1].closedEarly, 5_000);
    await expectServerAlive(server, cookie);

    // The next request works normally.
    fake.configure({ mode: "ok", chunks: SLOW_CHUNKS, chunkDelayMs: 0 });
    const sse = await chatSse(server, cookie, "Grazie, va meglio");
    expect(sse.deltas).toBe(SLOW_CHUNKS.join(""));
    expect(sse.events.at(-1)?.event).toBe("done");
    await expectServerAlive(server, cookie);
  });

  test("(e) through remix-serve the first sentence reaches the person while the model is still writing, with or without gzip accepted", async () => {
    test.setTimeout(45_000);
    const chunks = ["Ti ascolto. ", "Sembra una settimana ", "davvero pesante. ", "Cosa ti pesa di più adesso?"];
    fake.configure({ mode: "ok", chunks, chunkDelayMs: 250 });
    const cookie = await register(server);
    // What a browser sends: the compression of remix-serve must not hold the events back.
    for (const [i, acceptEncoding] of ["gzip, deflate, br", "identity"].entries()) {
      const { events, encoding } = await chatSseTimed(server, cookie, `Sono stanco ${i}`, acceptEncoding);
      expect(encoding).toBeNull();
      const deltas = events.filter((e) => e.event === "delta");
      expect(deltas.map((e) => e.data.text)).toEqual(["Ti ascolto.", " Sembra una settimana davvero pesante.", " Cosa ti pesa di più adesso?"]);
      const sent = fake.requests.at(-1)!.chunkSentAt;
      expect(sent).toHaveLength(chunks.length);
      // The first sentence arrived before the model sent its second chunk (250 ms later).
      expect(deltas[0].at!).toBeLessThan(sent[1]);
      expect(events.at(-1)).toMatchObject({ event: "done", data: { reply: chunks.join("") } });
    }
    await expectServerAlive(server, cookie);
  });
});
