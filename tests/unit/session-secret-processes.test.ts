/**
 * Several processes sharing one data folder and no SESSION_SECRET (decision record 0040): started
 * together, they must all sign with the same generated secret, or a session made by one is
 * refused by the others. Each child process asks for the secret at the same agreed instant.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, it } from "vitest";

const PROCESSES = 6;
let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("processes started together on one data folder generate one session secret between them", async () => {
  dir = mkdtempSync(join(tmpdir(), "respiro-secret-"));
  const dataDir = join(dir, "data");
  // Each child loads the module, says it is ready, then waits for the go file to ask for the secret.
  const signals = join(dir, "signals");
  mkdirSync(signals);
  const go = join(signals, "go");
  const script = [
    `import { existsSync, writeFileSync } from "node:fs";`,
    `import { appSecret } from "./app/utils/env.server.ts";`,
    `writeFileSync(${JSON.stringify(signals)} + "/ready-" + process.pid, "");`,
    `while (!existsSync(${JSON.stringify(go)})) {}`,
    `process.stdout.write(appSecret());`,
  ].join("\n");
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production" as const,
    DATA_DIR: dataDir,
    DATABASE_PATH: join(dataDir, "respiro.sqlite"),
  };
  const runs = Array.from({ length: PROCESSES }, () =>
    promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--eval", script], { env, encoding: "utf8" }),
  );
  while (readdirSync(signals).length < PROCESSES) await new Promise((resolve) => setTimeout(resolve, 50));
  writeFileSync(go, "");
  const results = await Promise.all(runs);
  const secrets = results.map((run) => String(run.stdout).trim());
  expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
  expect(readFileSync(join(dataDir, "session-secret"), "utf8").trim()).toBe(secrets[0]);
  expect(statSync(join(dataDir, "session-secret")).mode & 0o777).toBe(0o600);
  expect(readdirSync(dataDir)).toEqual(["session-secret"]);
}, 60_000);
