/**
 * A second production server for specs that need a configuration or a process of their own
 * (`TRUST_PROXY`, a fake model, the server's memory or files): `node
 * node_modules/@remix-run/serve/dist/cli.js ./build/index.js`, what `npm start` runs, on a free
 * loopback port with a fresh database in a temporary folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Longest wait for the server to start, in ms. */
const START_TIMEOUT_MS = 30_000;

export interface ProductionServer {
  origin: string;
  child: ChildProcess;
  /** The folder of the database (`DATABASE_PATH` unless `env` names another), made by the server itself. */
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  log: () => string;
  /** True once the process has ended. */
  exited: () => boolean;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its folder. */
  stop: () => Promise<void>;
}

/** A port that was free on 127.0.0.1 a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app with the embedded AI engine, no SMTP (mail goes to the log) and `env` on
 * top (a variable set to undefined is left out, e.g. `SESSION_SECRET` to let the server make
 * one); resolves once it answers. `umask` is the one the server process starts with.
 * @throws when the server exits or does not answer within 30 s (with its log).
 */
export async function startProductionServer(env: Record<string, string | undefined> = {}, { umask }: { umask?: number } = {}): Promise<ProductionServer> {
  const dir = mkdtempSync(join(tmpdir(), "respiro-e2e-server-"));
  const dataDir = join(dir, "data");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = "";
  let exited = false;
  const merged: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: join(dataDir, "respiro.sqlite"),
    SESSION_SECRET: "e2e-own-server-secret-not-for-production",
    AI_PROVIDER: "embedded",
    ...env,
  };
  const childEnv = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const previousUmask = umask === undefined ? undefined : process.umask(umask);
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "./build/index.js"], {
      env: childEnv as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
  } finally {
    if (previousUmask !== undefined) process.umask(previousUmask);
  }
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  child.on("exit", () => (exited = true));

  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (exited) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
      setTimeout(() => {
        if (!exited) child.kill("SIGKILL");
      }, 5_000).unref();
    });

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`production server exited while starting:\n${log}`);
    }
    try {
      const res = await fetch(`${origin}/api/auth/me`);
      if (res.status === 401 || res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`production server did not start within ${START_TIMEOUT_MS} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, dataDir, log: () => log, exited: () => exited, stop };
}
