/**
 * Peak memory of Respiro's server under mixed load (issue 17: under 200 MB): for `seconds`,
 * autocannon at {@link MIXED_CONNECTIONS} connections, each connection cycling through GET /
 * signed out, GET /chat, GET /exercises, GET /api/auth/me signed in and POST /api/chat as a
 * premium user on the embedded engine, while /proc/<pid>/status of the server process is read
 * every {@link SAMPLE_MS} ms, on a server started for it. The peak is the largest VmRSS sampled in
 * the window; VmHWM (the kernel's high-water mark over the process's whole life, sign-ups included)
 * is kept too.
 * Linux only (procfs).
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { ROOT, startRemixServe, tempDir, type RunningServer } from "./servers";
import { ChatUserPool, signedInUserWithHistory } from "./users";

export const MIXED_CONNECTIONS = 20;
export const SAMPLE_MS = 250;
/** Chat posts per second the pool is sized for; past it, chat slots become GET /api/auth/me (counted). */
const CHAT_POSTS_PER_SECOND = 30;

export interface MemoryResult {
  seconds: number;
  connections: number;
  requests: number;
  non2xx: number;
  errors: number;
  chatPosts: number;
  /** Chat slots sent as GET /api/auth/me because every pool user had reached its share of the burst limit. */
  chatSlotsSubstituted: number;
  latencyP50: number;
  latencyP99: number;
  samples: number;
  /** VmRSS before the load, MB. */
  startRssMB: number;
  /** Largest VmRSS sampled during the load, MB: the target's figure. */
  peakRssMB: number;
  /** VmRSS after the load, MB. */
  endRssMB: number;
  /** VmHWM at the end: the process's peak RSS since it started, MB. */
  hwmMB: number;
}

/** VmRSS and VmHWM of `pid` in MB (procfs reports kB). */
export function readMemory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

/**
 * The mixed load against a fresh production server (SQLite in a temporary folder, embedded engine):
 * signs up a premium user with a 20-message history and the chat pool first, then measures.
 * @throws on connection errors, or when the server process cannot be read in /proc.
 */
export async function benchMemory({ seconds }: { seconds: number }): Promise<MemoryResult> {
  const dir = tempDir("respiro-bench-memory-");
  const dbPath = join(dir, "bench.sqlite");
  const server = await startRemixServe({
    cwd: ROOT,
    env: { NODE_ENV: "production", DATABASE_PATH: dbPath, SESSION_SECRET: "bench-memory-secret-0123456789", AI_PROVIDER: "embedded" },
  });
  try {
    return await mixedLoad(server, dbPath, seconds);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function mixedLoad(server: RunningServer, dbPath: string, seconds: number): Promise<MemoryResult> {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server process has no pid");
  const cookie = await signedInUserWithHistory(server, dbPath, "benchmemory");
  const chatUsers = ChatUserPool.usersFor(seconds * CHAT_POSTS_PER_SECOND);
  console.log(`  memory: a fresh server, registering ${chatUsers} premium users for the mixed load`);
  const pool = await ChatUserPool.create(server, dbPath, "benchmix", chatUsers);
  const { base } = server;
  const signedIn = { cookie };
  let chatPosts = 0;
  let substituted = 0;

  const start = readMemory(pid);
  let peak = start.rss;
  let samples = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, readMemory(pid).rss);
    samples++;
  }, SAMPLE_MS);
  let result: autocannon.Result;
  try {
    console.log(`  mixed load: ${seconds} s at ${MIXED_CONNECTIONS} connections, RSS of pid ${pid} every ${SAMPLE_MS} ms`);
    result = await autocannon({
      url: base,
      connections: MIXED_CONNECTIONS,
      duration: seconds,
      requests: [
        { method: "GET", path: "/" },
        { method: "GET", path: "/chat", headers: signedIn },
        { method: "GET", path: "/exercises", headers: signedIn },
        { method: "GET", path: "/api/auth/me", headers: signedIn },
        {
          method: "POST",
          path: "/api/chat",
          setupRequest: (request) => {
            const user = pool.next();
            if (!user) {
              substituted++;
              return { ...request, method: "GET", path: "/api/auth/me", body: undefined, headers: signedIn };
            }
            chatPosts++;
            return { ...request, body: user.body, headers: { "content-type": "application/json", origin: base, cookie: user.cookie } };
          },
        },
      ],
    });
  } finally {
    clearInterval(timer);
  }
  const end = readMemory(pid);
  peak = Math.max(peak, end.rss);
  if (result.errors > 0) throw new Error(`mixed load: ${result.errors} connection errors`);
  return {
    seconds,
    connections: MIXED_CONNECTIONS,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    chatPosts,
    chatSlotsSubstituted: substituted,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    samples,
    startRssMB: start.rss,
    peakRssMB: peak,
    endRssMB: end.rss,
    hwmMB: end.hwm,
  };
}
