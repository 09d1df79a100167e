/**
 * The production server checks its configuration when it starts (app/utils/env.server.ts): a bad
 * value stops it at once with a message that names the variable and not its value.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";

test("a bad configuration value stops the start with a clear message", async ({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "no browser involved: run once");
  const dir = mkdtempSync(join(tmpdir(), "respiro-config-"));
  try {
    const child = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "./build/index.js"], {
      env: {
        ...process.env,
        PORT: "3299",
        NODE_ENV: "production",
        DATABASE_PATH: join(dir, "db.sqlite"),
        APP_URL: "respiro.example",
        TRUST_PROXY: "maybe",
        SESSION_SECRET: "short",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("[config] Invalid configuration:");
    for (const name of ["APP_URL", "TRUST_PROXY", "SESSION_SECRET"]) expect(output).toContain(name);
    expect(output).not.toContain("respiro.example");
    expect(output).not.toContain("[remix-serve]");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
