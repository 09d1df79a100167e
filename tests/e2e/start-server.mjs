// Starts the production build for the e2e suite on a fresh database, copying the server's output
// to E2E_SERVER_LOG so tests can read what it logged (e.g. the reset-code mail when no SMTP is set).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";

const dbPath = process.env.DATABASE_PATH;
const logPath = process.env.E2E_SERVER_LOG;
rmSync(dirname(dbPath), { recursive: true, force: true });
mkdirSync(dirname(dbPath), { recursive: true });
const log = createWriteStream(logPath, { flags: "a" });
const child = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "./build/index.js"], {
  env: process.env,
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on("data", (chunk) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
}
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
