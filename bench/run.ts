/**
 * `npm run bench`: performance figures for the AI companion (docs/architecture.md "The AI companion").
 *
 * 1. Embedded engine reply time over varied conversations (p50 / p99, target p99 < 5 ms).
 * 2. Time from request to first streamed byte of POST /api/chat through the whole production
 *    server (remix-serve, session, gate, quota, SQLite, openai SDK) over the loopback fake
 *    OpenAI-compatible server, compared with calling the fake directly (target < 20 ms added).
 *    A bare page (GET /test) served the same way is printed as the baseline (docs/architecture.md "Tests").
 * Loopback only; bounded request counts; it stops by itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { engineReply } from "~/services/ai/engine/index";
import type { ChatMessage, Locale } from "~/services/ai/types";
import { startFakeOpenAi } from "../tests/fakes/openai-server";

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p99: quantile(s, 0.99), n: s.length };
};
const ms = (n: number) => `${n.toFixed(3)} ms`;

const USER_LINES: Record<Locale, string[]> = {
  it: [
    "Ciao, oggi mi sento in ansia per il lavoro",
    "Sbaglio sempre tutto, sono un disastro",
    "Il mio capo pensa che io sia incapace, ne sono sicuro",
    "Non dormo bene da settimane e sono stanchissimo",
    "Facciamo un diario dei pensieri",
    "Ieri in riunione ho balbettato",
    "Penso che tutti abbiano riso di me",
    "Mi sento in imbarazzo, direi 80",
    "Qualcuno ha riso davvero",
    "Nessuno mi ha detto niente dopo, anzi un collega mi ha fatto i complimenti",
  ],
  en: [
    "Hi, I'm feeling anxious about work today",
    "I always mess everything up, I'm a failure",
    "My boss thinks I'm useless, I just know it",
    "I haven't slept well for weeks",
    "Let's do a thought record",
    "Yesterday I stumbled during the meeting",
    "Everyone must have laughed at me",
    "Embarrassed, about 80",
    "Someone did laugh",
    "Nobody said anything after, and a colleague complimented me",
  ],
};

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

async function waitForServer(url: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not start in 30 s");
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
  if (!existsSync("build/index.js")) throw new Error("run `npm run build` first");
  const fake = await startFakeOpenAi({ chunks: ["Ti ascolto. ", "Cosa ti pesa di più adesso?"] });
  const dir = mkdtempSync(join(tmpdir(), "respiro-bench-"));
  const port = 3190;
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "./build/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: join(dir, "bench.sqlite"),
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: "bench",
      SESSION_SECRET: "bench-secret",
    },
    stdio: "ignore",
  });
  try {
    await waitForServer(`${base}/test`, server);
    const body = (message: string) => JSON.stringify({ message });
    const direct: number[] = [];
    const through: number[] = [];
    const page: number[] = [];
    // Several premium-like users so the per-user abuse guard (30 per 5 min) is never hit.
    for (let u = 0; u < 4; u++) {
      const reg = await fetch(`${base}/api/auth/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: `bench${u}`,
          email: `bench${u}@example.test`,
          fullName: "Bench",
          password: "Bench-Mark-2026!",
          confirmPassword: "Bench-Mark-2026!",
          acceptTerms: true,
          acceptHealthData: true,
          skipLaunchCode: true,
        }),
      });
      const cookie = reg.headers.get("set-cookie")!.split(";")[0];
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
    server.kill("SIGTERM");
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const engine = benchEngine();
console.log(
  `embedded engine reply: p50 ${ms(engine.p50)}, p99 ${ms(engine.p99)} over ${engine.n} replies (target p99 < 5 ms) ${engine.p99 < 5 ? "OK" : "OVER TARGET"}`,
);
const streaming = await benchStreaming();
const added = streaming.through.p50 - streaming.direct.p50;
console.log(`fake provider direct, first byte:      p50 ${ms(streaming.direct.p50)}, p99 ${ms(streaming.direct.p99)} (n=${streaming.direct.n})`);
console.log(`POST /api/chat via server, first byte: p50 ${ms(streaming.through.p50)}, p99 ${ms(streaming.through.p99)} (n=${streaming.through.n})`);
console.log(`bare page GET /test, first byte:       p50 ${ms(streaming.page.p50)} (baseline)`);
console.log(
  `added by the server: ${ms(added)} at p50 (target < 20 ms) ${added < 20 ? "OK" : "OVER TARGET"}; ratio to the bare page ${(streaming.through.p50 / streaming.page.p50).toFixed(2)}x`,
);
