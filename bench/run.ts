/**
 * `npm run bench`: performance figures (docs/architecture.md "The AI companion"; issue 7).
 *
 * 1. Embedded engine reply time over varied conversations (p50 / p99, target p99 < 5 ms).
 * 2. Time from request to first streamed byte of POST /api/chat through the whole production
 *    server (remix-serve, session, gate, quota, SQLite, openai SDK) over the loopback fake
 *    OpenAI-compatible server, compared with calling the fake directly (target < 20 ms added).
 *    A bare page (GET /test) served the same way is printed as the baseline (docs/architecture.md "Tests").
 * 2b. With a model (bench/companion.ts, decision record 0021): the engine's work around one model
 *    reply (engine reply and notes, sentence-by-sentence output check, memory update), p50 / p99,
 *    target p99 < 5 ms; and the time from the fake model's first chunk (a complete first sentence)
 *    to the first byte of the first SSE delta at the client through the production server, against
 *    the loopback floor of reading the fake directly, target < 20 ms added.
 * 3. Respiro's pages against a bare Remix 2 page (bench/reference, built here when stale), both
 *    served by remix-serve: requests per second and p99 latency of GET / signed out and GET /chat
 *    signed in (20-message history) versus the reference's GET /, under autocannon at 10
 *    connections, runs alternating; and first-load JavaScript in gzip bytes (bench/pages.ts).
 *    Targets: `/` at least 0.35x the reference's requests per second, p99 at most 4x, first-load JS
 *    at most reference + 25 KB. Informational: a missed target does not fail the run.
 * Every figure goes to bench/results.json. Loopback only; bounded; every child process is killed
 * at the end or on error. Needs `npm run build` first.
 */
import { existsSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { engineReply } from "~/services/ai/engine/index";
import type { ChatMessage } from "~/services/ai/types";
import { startFakeOpenAi } from "../tests/fakes/openai-server";
import { USER_LINES } from "./conversation";
import { benchFirstSentence, benchModelGuard } from "./companion";
import { benchPages, TARGETS, type Comparison } from "./pages";
import { registerBenchUser, ROOT, startAppWithModel } from "./servers";

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p99: quantile(s, 0.99), n: s.length };
};
const ms = (n: number) => `${n.toFixed(3)} ms`;

function benchEngine() {
  const samples: number[] = [];
  for (const locale of ["it", "en"] as const) {
    for (let round = 0; round < 150; round++) {
      const history: ChatMessage[] = [];
      for (let turn = 0; turn < 10; turn++) {
        history.push({ role: "user", content: `${USER_LINES[locale][turn]}${round % 3 ? "" : " davvero"}` });
        const start = performance.now();
        const reply = engineReply(history, locale);
        samples.push(performance.now() - start);
        history.push({ role: "assistant", content: reply.text });
      }
    }
  }
  return summary(samples);
}

/** ms until the first byte of the body arrives. */
async function timeToFirstByte(url: string, init: RequestInit): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, init);
  const reader = res.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - start;
  await reader.cancel();
  return elapsed;
}

async function benchStreaming() {
  const fake = await startFakeOpenAi({ chunks: ["Ti ascolto. ", "Cosa ti pesa di più adesso?"] });
  let server: Awaited<ReturnType<typeof startAppWithModel>> | undefined;
  try {
    server = await startAppWithModel(fake.url);
    const { base } = server;
    const body = (message: string) => JSON.stringify({ message });
    const direct: number[] = [];
    const through: number[] = [];
    const page: number[] = [];
    // Several premium-like users so the per-user abuse guard (30 per 5 min) is never hit.
    for (let u = 0; u < 4; u++) {
      const cookie = await registerBenchUser(base, `bench${u}`);
      // Free users have 3 a day and trial users 5: the bench uses each user's allowance, then the next user.
      for (let i = 0; i < 5; i++) {
        direct.push(
          await timeToFirstByte(`${fake.url}/chat/completions`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: "Bearer bench" },
            body: JSON.stringify({ model: "m", stream: true, messages: [{ role: "user", content: "ciao" }] }),
          }),
        );
        through.push(
          await timeToFirstByte(`${base}/api/chat`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "text/event-stream", Cookie: cookie },
            body: body(`Mi sento stressato ${i}`),
          }),
        );
        page.push(await timeToFirstByte(`${base}/test`, { headers: { Cookie: cookie } }));
      }
    }
    return { direct: summary(direct), through: summary(through), page: summary(page) };
  } finally {
    await server?.stop();
    await fake.close();
  }
}

const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function pagesTable(home: Comparison, chat: Comparison) {
  const row = (label: string, ref: number, app: number, ratio: number, unit: string, target: string) =>
    `${label.padEnd(26)}${`${ref.toFixed(unit === "req/s" ? 0 : 1)} ${unit}`.padStart(14)}${`${app.toFixed(unit === "req/s" ? 0 : 1)} ${unit}`.padStart(14)}${`${ratio.toFixed(2)}x`.padStart(9)}   ${target}`;
  return [
    `${"".padEnd(26)}${"reference /".padStart(14)}${"Respiro".padStart(14)}${"ratio".padStart(9)}   target`,
    row(
      "GET / signed out, rps",
      home.reference.medianRps,
      home.respiro.medianRps,
      home.rpsRatio,
      "req/s",
      `>= ${TARGETS.minRpsRatio}x  ${verdict(home.rpsRatio >= TARGETS.minRpsRatio)}`,
    ),
    row(
      "GET / signed out, p99",
      home.reference.medianP99,
      home.respiro.medianP99,
      home.p99Ratio,
      "ms",
      `<= ${TARGETS.maxP99Ratio}x  ${verdict(home.p99Ratio <= TARGETS.maxP99Ratio)}`,
    ),
    row("GET /chat signed in, rps", chat.reference.medianRps, chat.respiro.medianRps, chat.rpsRatio, "req/s", "(no target)"),
    row("GET /chat signed in, p99", chat.reference.medianP99, chat.respiro.medianP99, chat.p99Ratio, "ms", "(no target)"),
  ].join("\n");
}

async function main() {
  const respiroBuild = join(ROOT, "build", "index.js");
  if (!existsSync(respiroBuild)) throw new Error("run `npm run build` first");
  const builtAt = statSync(respiroBuild).mtime.toISOString();
  const loadAtStart = loadavg()[0];
  if (loadAtStart > availableParallelism() / 2) {
    console.log(`note: the 1-minute load average is ${loadAtStart.toFixed(1)} on ${availableParallelism()} CPUs; other work skews the throughput figures`);
  }

  const engine = benchEngine();
  console.log(
    `embedded engine reply: p50 ${ms(engine.p50)}, p99 ${ms(engine.p99)} over ${engine.n} replies (target p99 < 5 ms) ${engine.p99 < 5 ? "OK" : "OVER TARGET"}`,
  );
  const guard = benchModelGuard();
  console.log(
    `engine around a model reply (reply + notes + sentence check + memory): p50 ${ms(guard.p50)}, p99 ${ms(guard.p99)}; CPU time p50 ${ms(guard.cpu.p50)}, p99 ${ms(guard.cpu.p99)} over ${guard.n} replies (target p99 < 5 ms) ${guard.p99 < 5 ? "OK" : guard.cpu.p99 < 5 ? "OK in CPU time (wall clock over: a busy machine)" : "OVER TARGET"}`,
  );
  const streaming = await benchStreaming();
  const added = streaming.through.p50 - streaming.direct.p50;
  console.log(`fake provider direct, first byte:      p50 ${ms(streaming.direct.p50)}, p99 ${ms(streaming.direct.p99)} (n=${streaming.direct.n})`);
  console.log(`POST /api/chat via server, first byte: p50 ${ms(streaming.through.p50)}, p99 ${ms(streaming.through.p99)} (n=${streaming.through.n})`);
  console.log(`bare page GET /test, first byte:       p50 ${ms(streaming.page.p50)} (baseline)`);
  console.log(
    `added by the server: ${ms(added)} at p50 (target < 20 ms) ${added < 20 ? "OK" : "OVER TARGET"}; ratio to the bare page ${(streaming.through.p50 / streaming.page.p50).toFixed(2)}x`,
  );

  const first = await benchFirstSentence();
  console.log(
    `model's first chunk -> client, direct from the fake:     p50 ${ms(first.direct.p50)}, p99 ${ms(first.direct.p99)} (n=${first.direct.n}, loopback floor)`,
  );
  console.log(`model's first chunk -> first SSE delta via the server: p50 ${ms(first.through.p50)}, p99 ${ms(first.through.p99)} (n=${first.through.n})`);
  console.log(
    `added to the model's first sentence: ${ms(first.addedP50Ms)} at p50, ${ms(first.addedP99Ms)} at p99 (target < 20 ms) ${first.addedP50Ms < 20 ? "OK" : "OVER TARGET"}`,
  );

  console.log("\nRespiro against a bare Remix page (bench/reference), medians of the runs:");
  const pages = await benchPages();
  const { home, chat, firstLoadJs: js, settings } = pages;
  console.log(
    `\n${settings.rounds} rounds of ${settings.runSeconds} s per side, each after a ${settings.warmupSeconds} s warm-up (${settings.firstWarmupSeconds} s before round 1), ${settings.connections} connections, ${settings.order}`,
  );
  console.log(pagesTable(home, chat));
  const jsOk = (extraKB: number) => verdict(extraKB <= TARGETS.maxExtraJsKB);
  console.log(`\nfirst-load JavaScript (gzip, every /build/*.js the HTML preloads or imports):`);
  console.log(`  reference /            ${kb(js.reference.gzipBytes).padStart(9)} (${js.reference.files.length} files)`);
  console.log(
    `  Respiro / signed out   ${kb(js.home.gzipBytes).padStart(9)} (${js.home.files.length} files)  +${js.homeMinusReferenceKB.toFixed(1)} KB  target <= +${TARGETS.maxExtraJsKB} KB  ${jsOk(js.homeMinusReferenceKB)}`,
  );
  console.log(
    `  Respiro /chat signed in${kb(js.chat.gzipBytes).padStart(9)} (${js.chat.files.length} files)  +${js.chatMinusReferenceKB.toFixed(1)} KB  target <= +${TARGETS.maxExtraJsKB} KB  ${jsOk(js.chatMinusReferenceKB)}`,
  );

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? null,
    platform: `${process.platform} ${process.arch}`,
    respiroBuildTime: builtAt,
    /** 1-minute load average before and after: a busy machine skews the throughput figures. */
    loadAverage: { start: loadAtStart, end: loadavg()[0] },
    engine: { ...engine, targetP99Ms: 5 },
    streaming: { ...streaming, addedP50Ms: added, targetAddedMs: 20 },
    modelGuard: { ...guard, targetP99Ms: 5 },
    firstSentence: { ...first, targetAddedMs: 20 },
    pages,
    targets: {
      homeRpsRatio: { value: home.rpsRatio, min: TARGETS.minRpsRatio, pass: home.rpsRatio >= TARGETS.minRpsRatio },
      homeP99Ratio: { value: home.p99Ratio, max: TARGETS.maxP99Ratio, pass: home.p99Ratio <= TARGETS.maxP99Ratio },
      homeFirstLoadJsExtraKB: { value: js.homeMinusReferenceKB, max: TARGETS.maxExtraJsKB, pass: js.homeMinusReferenceKB <= TARGETS.maxExtraJsKB },
      chatFirstLoadJsExtraKB: { value: js.chatMinusReferenceKB, max: TARGETS.maxExtraJsKB, pass: js.chatMinusReferenceKB <= TARGETS.maxExtraJsKB },
    },
  };
  writeFileSync(join(ROOT, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nall figures in bench/results.json (targets are informational: a missed one does not fail the run)");
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
