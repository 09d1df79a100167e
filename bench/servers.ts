/**
 * Child processes for `npm run bench`: remix-serve on a loopback port, the reference app's build,
 * and a registry that kills every child (and removes every temporary folder) when the bench ends,
 * fails or is interrupted.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (bench/..). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The bare Remix app Respiro is compared with. */
export const REFERENCE_DIR = join(ROOT, "bench", "reference");
const SERVE_CLI = join(ROOT, "node_modules", "@remix-run", "serve", "dist", "cli.js");
const REMIX_CLI = join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js");

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

function killAll(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
process.on("exit", () => {
  killAll("SIGKILL");
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAll("SIGKILL");
    process.exit(130);
  });
}

/** spawn() that registers the child so it is killed at exit; keeps the last 4 KB of its stderr. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess & { stderrTail: () => string } {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "ignore", "pipe"] });
  children.add(child);
  let tail = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  });
  child.once("exit", () => children.delete(child));
  return Object.assign(child, { stderrTail: () => tail });
}

/** SIGTERM, then SIGKILL if the child is still alive after `graceMs`; resolves when it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A new folder under the OS temp dir, removed at exit if the caller has not removed it. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  base: string;
  child: ChildProcess & { stderrTail: () => string };
  stop(): Promise<void>;
}

/**
 * `remix-serve ./build/index.js` in `cwd` on 127.0.0.1:<free port>, as `npm start` runs it.
 * Resolves once `readyPath` answers 2xx (30 s at most).
 */
export async function startRemixServe(options: { cwd: string; env: Record<string, string>; readyPath?: string; nodeArgs?: string[] }): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnTracked(process.execPath, [...(options.nodeArgs ?? []), SERVE_CLI, "./build/index.js"], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
  });
  const server = { base, child, stop: () => stopChild(child) };
  try {
    await waitForServer(`${base}${options.readyPath ?? "/"}`, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export async function waitForServer(url: string, child: ChildProcess & { stderrTail?: () => string }) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (code ${child.exitCode}): ${child.stderrTail?.() ?? ""}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server for ${url} did not start in 30 s`);
}

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds bench/reference with `remix build` when its build is missing or older than its sources. Returns whether it built. */
export async function ensureReferenceBuild(): Promise<boolean> {
  const serverBuild = join(REFERENCE_DIR, "build", "index.js");
  const sources = ["app", "remix.config.js", "package.json"].map((p) => join(REFERENCE_DIR, p));
  const fresh =
    existsSync(serverBuild) && existsSync(join(REFERENCE_DIR, "public", "build")) && statSync(serverBuild).mtimeMs >= Math.max(...sources.map(newestMtime));
  if (fresh) return false;
  const child = spawnTracked(process.execPath, [REMIX_CLI, "build"], { cwd: REFERENCE_DIR, env: { ...process.env, NODE_ENV: "production" } });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`remix build of bench/reference failed (exit ${code}): ${child.stderrTail()}`);
  return true;
}

/**
 * The built app (production, SQLite in a fresh temporary folder) answering with the model at
 * `modelUrl` (the loopback fake). `stop` ends the server and removes the folder.
 */
export async function startAppWithModel(modelUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = tempDir("respiro-bench-model-");
  try {
    const server = await startRemixServe({
      cwd: ROOT,
      readyPath: "/test",
      env: {
        NODE_ENV: "production",
        DATABASE_PATH: join(dir, "bench.sqlite"),
        OPENAI_BASE_URL: modelUrl,
        OPENAI_API_KEY: "bench",
        // The app refuses to start with a secret under 16 characters.
        SESSION_SECRET: "bench-secret-0123456789",
        ...env,
      },
    });
    return { ...server, stop: () => server.stop().finally(() => rmSync(dir, { recursive: true, force: true })) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Signs `username` up through POST /api/auth/register (wellbeing-data consent given, no launch
 * code) and returns the session cookie for a `Cookie` header.
 * @throws when the app does not answer 201 or sets no cookie.
 */
export async function registerBenchUser(base: string, username: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, ...headers },
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      fullName: "Bench",
      password: "Bench-Mark-2026!",
      confirmPassword: "Bench-Mark-2026!",
      acceptTerms: true,
      acceptHealthData: true,
      skipLaunchCode: true,
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/auth/register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("POST /api/auth/register set no cookie");
  return cookie;
}
