/**
 * Respiro against a bare Remix app (bench/reference), both production builds served by
 * remix-serve on loopback (issue 17's page targets; docs/architecture.md "Keeping pages light"):
 *
 * - requests per second and p50 / p99 latency under autocannon at 10 and at 50 connections of
 *   GET / signed out, GET /chat signed in (20-message history), GET /exercises signed in and
 *   GET /api/auth/me against the reference's GET / (pages) or GET /api/json (the API), and of
 *   POST /api/chat on the embedded engine as premium users against the reference's POST /api/json;
 *   rounds alternate reference / Respiro, figures are medians over the rounds, and every target
 *   is a ratio to the reference measured in the same run (the machine is shared and noisy);
 * - first-load JavaScript in gzip bytes of /, /chat, /meditation and /mood;
 * - the server's peak memory during a minute of mixed load (bench/memory.ts).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { FIRST_LOAD_PAGES, firstLoadGzipBytes } from "./first-load";
import { benchMemory, readMemory, type MemoryResult } from "./memory";
import { median } from "./stats";
import { REFERENCE_DIR, ROOT, ensureReferenceBuild, startRemixServe, tempDir, type RunningServer } from "./servers";
import { ChatUserPool, signedInUserWithHistory } from "./users";

export { signedInUserWithHistory } from "./users";

/** Connections of the profile (bench/profile.ts) and of the p99 target. */
export const CONNECTIONS = 10;
/** Every comparison runs at each of these. */
export const CONNECTION_LEVELS = [10, 50] as const;
/** `npm run bench -- --quick`: shorter runs and memory window, for checking the bench itself. */
export const QUICK = process.argv.includes("--quick");
const WARMUP_SECONDS = 1;
const FIRST_WARMUP_SECONDS = QUICK ? 1 : 2;
/** Seconds per measured run and rounds per comparison (BENCH_SECONDS, BENCH_ROUNDS; at least 3 rounds). */
export const RUN_SECONDS = Number(process.env.BENCH_SECONDS) || (QUICK ? 2 : 4);
export const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 3);
/**
 * POST /api/chat runs are bounded by a number of requests, not seconds, so the premium users
 * needed under the app's burst limit are known beforehand (bench/users.ts): per connection level,
 * the first warm-up, each round's warm-up and each measured run.
 */
const CHAT_POSTS: Record<(typeof CONNECTION_LEVELS)[number], { first: number; warmup: number; run: number }> = QUICK
  ? { 10: { first: 20, warmup: 10, run: 40 }, 50: { first: 50, warmup: 50, run: 100 } }
  : { 10: { first: 40, warmup: 20, run: 120 }, 50: { first: 50, warmup: 50, run: 200 } };

/**
 * Issue 17's targets: `/` and GET /api/auth/me at least 0.35× the reference's requests per second,
 * signed-in pages at least 0.25×; p99 at 10 connections at most 4× the reference's; first-load
 * JavaScript at most the reference's + 25 KB; peak server memory under 200 MB.
 */
export const TARGETS = { minRpsRatio: 0.35, minSignedInRpsRatio: 0.25, maxP99Ratio: 4, maxExtraJsKB: 25, maxPeakRssMB: 200 } as const;

export interface Run {
  /** Requests completed / seconds the run took. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}
export interface Side {
  url: string;
  method: string;
  runs: Run[];
  medianRps: number;
  medianP50: number;
  medianP99: number;
}
export interface Comparison {
  endpoint: string;
  connections: number;
  reference: Side;
  respiro: Side;
  rpsRatio: number;
  p50Ratio: number;
  p99Ratio: number;
  /** Least rpsRatio allowed, or null (reported only). */
  minRpsRatio: number | null;
  /** Most p99Ratio allowed, or null (reported only: only at 10 connections, only GETs). */
  maxP99Ratio: number | null;
}
export interface FirstLoadJs {
  url: string;
  files: { path: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

/**
 * One side of a comparison: what autocannon sends. `chat` draws each request's cookie and body from
 * the pool. `drainPath`: a cheap GET fetched after each run, which answers once the server has
 * worked through the requests autocannon left in flight, so they do not slow the next run.
 */
interface Target {
  base: string;
  path: string;
  drainPath: string;
  method?: "GET" | "POST";
  cookie?: string;
  body?: string;
  chat?: ChatUserPool;
}

/** A run of `seconds`, or of `amount` requests; every answer must be 2xx. */
async function cannon(target: Target, connections: number, length: { seconds: number } | { amount: number }): Promise<Run> {
  const url = `${target.base}${target.path}`;
  const method = target.method ?? "GET";
  const headers: Record<string, string> = {};
  if (target.cookie) headers.cookie = target.cookie;
  if (method === "POST") Object.assign(headers, { "content-type": "application/json", origin: target.base });
  const { chat } = target;
  let exhausted = 0;
  const result = await autocannon({
    url,
    connections,
    ...("seconds" in length ? { duration: length.seconds } : { amount: length.amount }),
    requests: [
      {
        method,
        headers,
        body: target.body,
        // autocannon calls setupRequest whenever the key is present, so it is only set for chat.
        ...(chat && {
          setupRequest: (request: autocannon.Request) => {
            const user = chat.next();
            if (!user) exhausted++;
            return { ...request, body: user?.body ?? "{}", headers: { ...request.headers, cookie: user?.cookie ?? "" } };
          },
        }),
      },
    ],
  });
  const drained = await fetch(`${target.base}${target.drainPath}`, { signal: AbortSignal.timeout(60_000) });
  await drained.arrayBuffer();
  if (exhausted > 0) throw new Error(`${method} ${target.path}: the chat user pool ran out ${exhausted} times (bench/users.ts)`);
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${method} ${url}: ${result.errors} errors and ${result.non2xx} non-2xx responses (${JSON.stringify(result.statusCodeStats)}) out of ${result.requests.total} under load`,
    );
  }
  const completed = result.requests.total;
  return { rps: completed / Math.max(result.duration, 0.001), p50: result.latency.p50, p99: result.latency.p99, requests: completed };
}

interface Endpoint {
  label: string;
  reference: Target;
  respiro: Target;
  minRpsRatio: number | null;
  /** Whether the p99 target applies (at 10 connections). */
  p99Target: boolean;
}

async function compare(endpoint: Endpoint, connections: (typeof CONNECTION_LEVELS)[number]): Promise<Comparison> {
  const isChat = endpoint.respiro.chat !== undefined;
  const posts = CHAT_POSTS[connections];
  const appLength = (kind: "first" | "warmup" | "run") =>
    isChat ? { amount: posts[kind] } : { seconds: kind === "first" ? FIRST_WARMUP_SECONDS : kind === "warmup" ? WARMUP_SECONDS : RUN_SECONDS };
  const refLength = (kind: "first" | "warmup" | "run") => ({
    seconds: kind === "first" ? FIRST_WARMUP_SECONDS : kind === "warmup" ? WARMUP_SECONDS : RUN_SECONDS,
  });
  const refRuns: Run[] = [];
  const appRuns: Run[] = [];
  // Once per comparison, so the JIT has compiled the hot paths of both servers before round 1.
  await cannon(endpoint.reference, connections, refLength("first"));
  await cannon(endpoint.respiro, connections, appLength("first"));
  for (let round = 1; round <= ROUNDS; round++) {
    await cannon(endpoint.reference, connections, refLength("warmup"));
    refRuns.push(await cannon(endpoint.reference, connections, refLength("run")));
    await cannon(endpoint.respiro, connections, appLength("warmup"));
    appRuns.push(await cannon(endpoint.respiro, connections, appLength("run")));
    const r = refRuns.at(-1)!;
    const a = appRuns.at(-1)!;
    console.log(
      `  ${endpoint.label} @${connections} round ${round}/${ROUNDS}: reference ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms | Respiro ${a.rps.toFixed(0)} req/s p50 ${a.p50} ms p99 ${a.p99} ms`,
    );
  }
  const side = (t: Target, runs: Run[]): Side => ({
    url: t.path,
    method: t.method ?? "GET",
    runs,
    medianRps: median(runs.map((r) => r.rps)),
    medianP50: median(runs.map((r) => r.p50)),
    medianP99: median(runs.map((r) => r.p99)),
  });
  const ref = side(endpoint.reference, refRuns);
  const app = side(endpoint.respiro, appRuns);
  return {
    endpoint: endpoint.label,
    connections,
    reference: ref,
    respiro: app,
    rpsRatio: app.medianRps / ref.medianRps,
    // A 0 ms median (sub-millisecond answers) counts as 1 ms, so the ratio stays finite.
    p50Ratio: app.medianP50 / Math.max(ref.medianP50, 1),
    p99Ratio: app.medianP99 / Math.max(ref.medianP99, 1),
    minRpsRatio: endpoint.minRpsRatio,
    maxP99Ratio: endpoint.p99Target && connections === CONNECTIONS ? TARGETS.maxP99Ratio : null,
  };
}

/**
 * The JavaScript a first visit to `path` loads, by the one measure of bench/first-load.ts
 * (`firstLoadGzipBytes`: the build's asset manifest, gzip with zlib defaults), after checking it
 * against the page itself: every /build/….js the served HTML names in a modulepreload link or an
 * import must be one of those files, and the other way round, so the figure is what a browser
 * fetches. With v3_lazyRouteDiscovery the manifest is inlined in the page, so no manifest file
 * is counted.
 * @throws when the page does not answer 200, or when its HTML and the manifest disagree.
 */
async function firstLoadJs(base: string, path: string, app: { dir: string; routes: string[] }, headers: Record<string, string> = {}): Promise<FirstLoadJs> {
  const res = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  const html = await res.text();
  const named = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/build\/[^"]+\.js)"/g)) named.add(m[1]);
  for (const m of html.matchAll(/\bimport\b[^"'\n;]*?["'](\/build\/[^"']+\.js)["']/g)) named.add(m[1]);
  const measured = firstLoadGzipBytes(app.dir, app.routes);
  const missing = measured.files.filter((f) => !named.has(f));
  const extra = [...named].filter((f) => !measured.files.includes(f));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `GET ${path}: the HTML and the asset manifest disagree (not in the HTML: ${missing.join(", ") || "-"}; not in the manifest: ${extra.join(", ") || "-"})`,
    );
  }
  return { url: path, files: measured.sizes, bytes: measured.sizes.reduce((total, f) => total + f.bytes, 0), gzipBytes: measured.gzipBytes };
}

/** Pages whose first-load JavaScript is measured (signed in but `/`). */
export const JS_PAGES = ["/", "/chat", "/meditation", "/mood"] as const;

/** The route ids of a measured page (bench/first-load.ts FIRST_LOAD_PAGES). */
function routesOf(path: string): string[] {
  const page = FIRST_LOAD_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not in FIRST_LOAD_PAGES (bench/first-load.ts)`);
  return page.routes;
}

export interface PagesResult {
  settings: {
    quick: boolean;
    connectionLevels: readonly number[];
    firstWarmupSeconds: number;
    warmupSeconds: number;
    runSeconds: number;
    rounds: number;
    chatPosts: typeof CHAT_POSTS;
    order: string;
  };
  referenceBuilt: boolean;
  comparisons: Comparison[];
  firstLoadJs: {
    reference: FirstLoadJs;
    pages: (FirstLoadJs & { minusReferenceKB: number })[];
  };
  memory: MemoryResult & { matrixServerHwmMB: number };
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
    const plannedPosts = CONNECTION_LEVELS.reduce((sum, c) => sum + CHAT_POSTS[c].first + ROUNDS * (CHAT_POSTS[c].warmup + CHAT_POSTS[c].run), 0);
    const chatUsers = ChatUserPool.usersFor(plannedPosts);
    console.log(`  registering ${chatUsers} premium users for ${plannedPosts} chat posts (burst limit per user, bench/users.ts)`);
    const chat = await ChatUserPool.create(respiro, dbPath, "benchchat", chatUsers);

    const refJs = await firstLoadJs(reference.base, "/", { dir: REFERENCE_DIR, routes: ["routes/_index"] });
    const pagesJs = [];
    for (const path of JS_PAGES) {
      const js = await firstLoadJs(respiro.base, path, { dir: ROOT, routes: routesOf(path) }, path === "/" ? {} : { Cookie: cookie });
      pagesJs.push({ ...js, minusReferenceKB: (js.gzipBytes - refJs.gzipBytes) / 1024 });
    }

    const refPage = { base: reference.base, path: "/", drainPath: "/api/json" };
    const refJson = { base: reference.base, path: "/api/json", drainPath: "/api/json" };
    const app = (path: string, more: Partial<Target> = {}): Target => ({ base: respiro.base, path, drainPath: "/healthz", ...more });
    const endpoints: Endpoint[] = [
      { label: "GET / signed out", reference: refPage, respiro: app("/"), minRpsRatio: TARGETS.minRpsRatio, p99Target: true },
      {
        label: "GET /chat signed in",
        reference: refPage,
        respiro: app("/chat", { cookie }),
        minRpsRatio: TARGETS.minSignedInRpsRatio,
        p99Target: true,
      },
      {
        label: "GET /exercises signed in",
        reference: refPage,
        respiro: app("/exercises", { cookie }),
        minRpsRatio: TARGETS.minSignedInRpsRatio,
        p99Target: true,
      },
      {
        label: "GET /api/auth/me",
        reference: refJson,
        respiro: app("/api/auth/me", { cookie }),
        minRpsRatio: TARGETS.minRpsRatio,
        p99Target: true,
      },
      {
        label: "POST /api/chat premium",
        reference: { ...refJson, method: "POST", body: JSON.stringify({ message: "Mi sento in ansia per il lavoro" }) },
        respiro: app("/api/chat", { method: "POST", chat }),
        minRpsRatio: null,
        p99Target: false,
      },
    ];
    const comparisons: Comparison[] = [];
    for (const connections of CONNECTION_LEVELS) {
      for (const endpoint of endpoints) comparisons.push(await compare(endpoint, connections));
    }

    // The matrix server's high-water mark (its 50-connection runs included), for comparison with the fresh one below.
    const matrixServerHwmMB = readMemory(respiro.child.pid!).hwm;
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    const memory = { ...(await benchMemory({ seconds: QUICK ? 15 : 60 })), matrixServerHwmMB };
    return {
      settings: {
        quick: QUICK,
        connectionLevels: CONNECTION_LEVELS,
        firstWarmupSeconds: FIRST_WARMUP_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        runSeconds: RUN_SECONDS,
        rounds: ROUNDS,
        chatPosts: CHAT_POSTS,
        order: "per round: reference warm-up and run, then Respiro warm-up and run",
      },
      referenceBuilt,
      comparisons,
      firstLoadJs: { reference: refJs, pages: pagesJs },
      memory,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}
