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

test("a good start prints what the server runs on, one line each, and nothing secret (issue 25 item 12)", async ({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "no browser involved: run once");
  const dir = mkdtempSync(join(tmpdir(), "respiro-start-"));
  const child = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "./build/index.js"], {
    env: {
      ...process.env,
      PORT: "3298",
      NODE_ENV: "production",
      DATABASE_PATH: join(dir, "db.sqlite"),
      SMTP_URL: "smtp://mailer:Pa55-word@127.0.0.1:2525",
      AI_PROVIDER: "embedded",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let output = "";
    const ready = new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (output.includes("[remix-serve]") && output.includes("[startup] AI provider")) resolve();
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
    });
    await ready;
    const lines = output.split("\n").filter((line) => line.startsWith("[startup]"));
    expect(lines).toEqual([
      `[startup] database: SQLite ${join(dir, "db.sqlite")}`,
      `[startup] session secret: ${join(dir, "session-secret")} (generated once, mode 0600)`,
      "[startup] payments: off (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to turn them on)",
      "[startup] e-mail: SMTP smtp://127.0.0.1:2525",
      "[startup] AI provider: the embedded CBT engine (no network)",
    ]);
    expect(output).not.toContain("Pa55-word");
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
