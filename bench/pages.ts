/**
 * Respiro's pages against a bare Remix page (bench/reference), both production builds served by
 * remix-serve on loopback: requests per second and p99 latency under autocannon (10 connections,
 * runs alternating reference / Respiro), and the first-load JavaScript of each page in gzip bytes.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { USER_LINES } from "./conversation";
import { REFERENCE_DIR, ROOT, ensureReferenceBuild, registerBenchUser, startRemixServe, tempDir, type RunningServer } from "./servers";

export const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const FIRST_WARMUP_SECONDS = 3;
/** Seconds per measured run and rounds per comparison (BENCH_SECONDS, BENCH_ROUNDS; at least 3 rounds). */
export const RUN_SECONDS = Number(process.env.BENCH_SECONDS) || 5;
export const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 5);

/** Targets of issue 7: `/` at least 0.35× the reference's requests per second, p99 at most 4×, first-load JS at most reference + 25 KB. */
export const TARGETS = { minRpsRatio: 0.35, maxP99Ratio: 4, maxExtraJsKB: 25 } as const;

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}
export interface Side {
  url: string;
  runs: Run[];
  medianRps: number;
  medianP99: number;
}
export interface Comparison {
  reference: Side;
  respiro: Side;
  rpsRatio: number;
  p99Ratio: number;
}
export interface FirstLoadJs {
  url: string;
  files: { path: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

async function cannon(url: string, headers: Record<string, string>, seconds: number): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`GET ${url}: ${result.errors} errors and ${result.non2xx} non-2xx responses out of ${result.requests.total} under load`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** One warm-up then one measured run. */
async function measure(url: string, headers: Record<string, string>): Promise<Run> {
  await cannon(url, headers, WARMUP_SECONDS);
  return cannon(url, headers, RUN_SECONDS);
}

async function compare(
  reference: { url: string; headers?: Record<string, string> },
  respiro: { url: string; headers?: Record<string, string> },
  label: string,
): Promise<Comparison> {
  const refRuns: Run[] = [];
  const appRuns: Run[] = [];
  // Once per comparison, so the JIT has compiled the hot paths of both servers before round 1.
  await cannon(reference.url, reference.headers ?? {}, FIRST_WARMUP_SECONDS);
  await cannon(respiro.url, respiro.headers ?? {}, FIRST_WARMUP_SECONDS);
  for (let round = 1; round <= ROUNDS; round++) {
    refRuns.push(await measure(reference.url, reference.headers ?? {}));
    appRuns.push(await measure(respiro.url, respiro.headers ?? {}));
    const r = refRuns.at(-1)!;
    const a = appRuns.at(-1)!;
    console.log(`  ${label} round ${round}/${ROUNDS}: reference ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms | Respiro ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms`);
  }
  const side = (url: string, runs: Run[]): Side => ({ url, runs, medianRps: median(runs.map((r) => r.rps)), medianP99: median(runs.map((r) => r.p99)) });
  const ref = side(reference.url, refRuns);
  const app = side(respiro.url, appRuns);
  return { reference: ref, respiro: app, rpsRatio: app.medianRps / ref.medianRps, p99Ratio: app.medianP99 / ref.medianP99 };
}

/**
 * The JavaScript a first visit loads: every /build/….js the HTML names in a modulepreload link or an
 * import (static or dynamic), each gzipped (zlib defaults) from the app's public/ folder. The
 * manifest file is not counted: with v3_lazyRouteDiscovery the manifest is inlined in the page.
 */
async function firstLoadJs(base: string, path: string, publicDir: string, headers: Record<string, string> = {}): Promise<FirstLoadJs> {
  const res = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  const html = await res.text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/build\/[^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/\bimport\b[^"'\n;]*?["'](\/build\/[^"']+\.js)["']/g)) urls.add(m[1]);
  if (urls.size === 0) throw new Error(`GET ${path}: no /build/*.js found in the HTML`);
  const files = [...urls].sort().map((url) => {
    let content: Buffer;
    try {
      content = readFileSync(join(publicDir, url));
    } catch {
      throw new Error(`${url} (named by ${path}) is not in ${publicDir}: was the app rebuilt while the bench ran?`);
    }
    return { path: url, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const sum = (key: "bytes" | "gzipBytes") => files.reduce((total, f) => total + f[key], 0);
  return { url: path, files, bytes: sum("bytes"), gzipBytes: sum("gzipBytes") };
}

/**
 * Registers a user (standard trial, no launch code), makes it premium in the SQLite file (the trial
 * allows 5 chat messages a day; premium is unlimited, throttled at 30 per 5 minutes), then sends 10
 * chat messages: a 20-message history. Returns the session cookie.
 */
export async function signedInUserWithHistory(server: RunningServer, dbPath: string): Promise<string> {
  const { base } = server;
  const username = "benchpages";
  const cookie = await registerBenchUser(base, username);

  const db = new Database(dbPath);
  try {
    db.pragma("busy_timeout = 5000");
    // Premium comes from the subscriptions table (decision record 0026): an active monthly subscription.
    const now = new Date().toISOString();
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const { changes } = db
      .prepare(
        `INSERT INTO subscriptions (user_id, stripe_subscription_id, stripe_customer_id, plan, price_lookup_key, amount_cents, currency, status,
           current_period_start, current_period_end, created_at, updated_at)
         SELECT id, 'sub_bench', 'cus_bench', 'monthly', 'respiro_premium_monthly', 499, 'eur', 'active', ?, ?, ?, ? FROM users WHERE username = ?`,
      )
      .run(now, end, now, now, username);
    if (changes !== 1) throw new Error(`making ${username} premium changed ${changes} rows`);
  } finally {
    db.close();
  }

  let conversationId: unknown;
  for (const message of USER_LINES.it) {
    const res = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
      body: JSON.stringify(conversationId === undefined ? { message } : { message, conversationId }),
    });
    if (res.status !== 200) throw new Error(`POST /api/chat answered ${res.status}: ${await res.text()}`);
    conversationId ??= ((await res.json()) as { conversationId: unknown }).conversationId;
  }
  const data = await fetch(`${base}/chat?_data=routes%2Fchat`, { headers: { Cookie: cookie } });
  const messages = ((await data.json()) as { messages?: unknown[] }).messages ?? [];
  if (messages.length !== 20) throw new Error(`/chat shows ${messages.length} messages, expected 20`);
  return cookie;
}

export interface PagesResult {
  settings: { connections: number; firstWarmupSeconds: number; warmupSeconds: number; runSeconds: number; rounds: number; order: string };
  referenceBuilt: boolean;
  home: Comparison;
  chat: Comparison;
  firstLoadJs: {
    reference: FirstLoadJs;
    home: FirstLoadJs;
    chat: FirstLoadJs;
    homeMinusReferenceKB: number;
    chatMinusReferenceKB: number;
  };
}

export async function benchPages(): Promise<PagesResult> {
  const referenceBuilt = await ensureReferenceBuild();
  if (referenceBuilt) console.log("  built bench/reference");
  const dir = tempDir("respiro-bench-pages-");
  const dbPath = join(dir, "bench.sqlite");
  const servers: RunningServer[] = [];
  try {
    const reference = await startRemixServe({ cwd: REFERENCE_DIR, env: { NODE_ENV: "production" } });
    servers.push(reference);
    const respiro = await startRemixServe({
      cwd: ROOT,
      env: {
        NODE_ENV: "production",
        DATABASE_PATH: dbPath,
        SESSION_SECRET: "bench-pages-secret-0123456789",
        AI_PROVIDER: "embedded",
      },
    });
    servers.push(respiro);
    const cookie = await signedInUserWithHistory(respiro, dbPath);

    const js = {
      reference: await firstLoadJs(reference.base, "/", join(REFERENCE_DIR, "public")),
      home: await firstLoadJs(respiro.base, "/", join(ROOT, "public")),
      chat: await firstLoadJs(respiro.base, "/chat", join(ROOT, "public"), { Cookie: cookie }),
    };
    const firstLoad = {
      ...js,
      homeMinusReferenceKB: (js.home.gzipBytes - js.reference.gzipBytes) / 1024,
      chatMinusReferenceKB: (js.chat.gzipBytes - js.reference.gzipBytes) / 1024,
    };

    const home = await compare({ url: `${reference.base}/` }, { url: `${respiro.base}/` }, "GET / signed out");
    const chat = await compare({ url: `${reference.base}/` }, { url: `${respiro.base}/chat`, headers: { Cookie: cookie } }, "GET /chat signed in");
    return {
      settings: {
        connections: CONNECTIONS,
        firstWarmupSeconds: FIRST_WARMUP_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        runSeconds: RUN_SECONDS,
        rounds: ROUNDS,
        order: "reference then Respiro, each round",
      },
      referenceBuilt,
      home,
      chat,
      firstLoadJs: firstLoad,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}
