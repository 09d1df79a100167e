/**
 * A CPU profile of Respiro's production server under load, for when `npm run bench` misses a target:
 * `npx tsx bench/profile.ts [path] [seconds]` (default `/` for 8 s, signed out; any other path signs
 * in a premium user with a 20-message history first). Starts `node --cpu-prof` remix-serve on loopback, runs autocannon
 * at 10 connections, stops the server (which writes the .cpuprofile) and prints the top functions by
 * self time and the self time per package (PROFILE_OUT=file.cpuprofile keeps the profile). Needs `npm run build` first.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { CONNECTIONS, signedInUserWithHistory } from "./pages";
import { ROOT, startRemixServe, tempDir } from "./servers";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a script URL comes from: a package under node_modules, Respiro's server build, or Node. */
function owner(url: string): string {
  if (!url) return "(native / VM)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.includes("/build/index.js")) return "Respiro server build (app + bundled deps)";
  if (url.startsWith("node:")) return "node internals";
  return url.replace(/^file:\/\//, "");
}

export function summarise(profile: CpuProfile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || "(anonymous)"}  ${url ? `${url.replace(/^file:\/\//, "").replace(`${ROOT}/`, "")}:${lineNumber + 1}` : ""}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const o = functionName === "(garbage collector)" || functionName === "(idle)" || functionName === "(program)" ? functionName : owner(url);
    byOwner.set(o, (byOwner.get(o) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const rows = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${pct(us)} ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
      .join("\n");
  return `self time by package (total ${(total / 1e6).toFixed(1)} s sampled):\n${rows(byOwner, 15)}\n\ntop ${top} functions by self time:\n${rows(byFunction, top)}`;
}

async function main() {
  const path = process.argv[2] ?? "/";
  const seconds = Number(process.argv[3]) || 8;
  const dir = tempDir("respiro-profile-");
  const dbPath = join(dir, "bench.sqlite");
  // remix-serve only closes its HTTP server on SIGTERM and the app keeps the event loop alive; --cpu-prof
  // writes the profile at exit, so this preload exits the process shortly after the signal.
  const exitOnTerm = join(dir, "exit-on-sigterm.mjs");
  writeFileSync(exitOnTerm, 'process.once("SIGTERM", () => setTimeout(() => process.exit(0), 300));\n');
  const server = await startRemixServe({
    cwd: ROOT,
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--import", exitOnTerm],
    env: { NODE_ENV: "production", DATABASE_PATH: dbPath, SESSION_SECRET: "bench-pages-secret-0123456789", AI_PROVIDER: "embedded" },
  });
  try {
    const headers: Record<string, string> = path === "/" ? {} : { Cookie: await signedInUserWithHistory(server, dbPath) };
    await autocannon({ url: `${server.base}${path}`, connections: CONNECTIONS, duration: 1, headers });
    const result = await autocannon({ url: `${server.base}${path}`, connections: CONNECTIONS, duration: seconds, headers });
    console.log(`GET ${path} under --cpu-prof: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`);
    await server.stop();
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("the server wrote no .cpuprofile (it did not exit cleanly)");
    const text = readFileSync(join(dir, file), "utf8");
    if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, text);
    console.log(summarise(JSON.parse(text) as CpuProfile));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
