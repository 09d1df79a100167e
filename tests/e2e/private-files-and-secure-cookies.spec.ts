/**
 * The built server as `npm start` runs it (security review finding 9), started by this spec on
 * a fresh DATABASE_PATH in a temporary folder, from a process whose umask lets every file be
 * read by everybody (0022):
 * - the data folder is 0700 and the database, its -wal and -shm files and the generated
 *   session secret are 0600;
 * - behind a trusted proxy that says X-Forwarded-Proto: https, every cookie it sets (session,
 *   toast, language, reset e-mail) is Secure; over plain http none is, and they still work.
 * It needs no browser, so it runs in the "js" project only.
 */
import { expect, test, type TestInfo } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PASSWORD = "Calma-Mare-2026!";
/** Longest wait for the server to start, in ms. */
const START_TIMEOUT_MS = 30_000;

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

interface Server {
  origin: string;
  child: ChildProcess;
  log: () => string;
}

/** `node node_modules/@remix-run/serve/dist/cli.js ./build/index.js` with a database in `dataDir` and TRUST_PROXY on. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = "";
  let exited = false;
  const previous = process.umask(0o022);
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "./build/index.js"], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: join(dataDir, "respiro.sqlite"),
        TRUST_PROXY: "1",
        AI_PROVIDER: "embedded",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } finally {
    process.umask(previous);
  }
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  child.on("exit", () => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`production server exited while starting:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/auth/me`)).status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`production server did not start within ${START_TIMEOUT_MS} ms:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, log: () => log };
}

const octal = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, "0");
const hasSecure = (setCookie: string) => setCookie.split(";").some((a) => a.trim().toLowerCase() === "secure");
const nameOf = (setCookie: string) => setCookie.split("=")[0];

function onlyInJsProject(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== "js", "server-side only: runs once, in the js project");
}

test.describe("the built server keeps its files private and its cookies Secure over https", () => {
  test.describe.configure({ mode: "default" });
  let root: string;
  let server: Server;

  test.beforeAll(async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    testInfo.setTimeout(60_000);
    root = mkdtempSync(join(tmpdir(), "respiro-private-"));
    server = await startServer(join(root, "data"));
  });

  test.afterAll(async () => {
    if (server && server.child.exitCode === null) {
      await new Promise<void>((resolve) => {
        server.child.once("exit", () => resolve());
        server.child.kill("SIGTERM");
      });
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test.afterEach(async ({}, testInfo) => {
    if (server) await testInfo.attach("server.log", { body: server.log(), contentType: "text/plain" });
  });

  for (const https of [true, false]) {
    test(https ? "behind an https proxy every Set-Cookie is Secure" : "over plain http no cookie is Secure and each works", async ({}, testInfo) => {
      onlyInJsProject(testInfo);
      const proxy: Record<string, string> = https ? { "X-Forwarded-Proto": "https" } : {};
      const setCookies: string[] = [];
      const cookies = new Map<string, string>();
      const send = async (path: string, init: RequestInit = {}) => {
        const headers = new Headers({ ...proxy, ...(init.headers as Record<string, string>) });
        if (cookies.size) headers.set("Cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
        const res = await fetch(server.origin + path, { ...init, headers, redirect: "manual" });
        for (const c of res.headers.getSetCookie()) {
          setCookies.push(c);
          const [pair] = c.split(";");
          const value = pair.slice(pair.indexOf("=") + 1);
          if (value && !/max-age=0/i.test(c)) cookies.set(nameOf(c), value);
          else cookies.delete(nameOf(c));
        }
        return res;
      };
      const form = (path: string, fields: Record<string, string>) =>
        send(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });

      const id = `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const email = `${id}@example.test`;
      const registered = await send("/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: id,
          email,
          fullName: "Private Person",
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptTerms: true,
          acceptHealthData: true,
          skipLaunchCode: true,
        }),
      });
      expect(registered.status, await registered.clone().text()).toBe(201);
      expect((await send("/?lang=en")).status).toBe(200);
      expect((await form("/set-language", { lang: "it", redirectTo: "/" })).status).toBe(303);
      expect((await form("/safety", { warning_signs: "Insonnia" })).status).toBe(303);
      // The toast reaches the next page, which clears it.
      expect(await (await send("/safety")).text()).toContain("Piano di sicurezza salvato");
      expect((await form("/logout", {})).status).toBe(302);
      expect((await form("/forgot-password", { email })).status).toBe(303);
      // The address reached /reset-password through its cookie.
      expect(await (await send("/reset-password?sent=1")).text()).toContain(`value="${email}"`);

      const names = new Set(setCookies.map(nameOf));
      for (const name of ["respiro_lang", "respiro_toast", "respiro_reset_email", https ? "__Host-respiro_session" : "respiro_session"]) {
        expect(names, `a ${name} cookie was set`).toContain(name);
      }
      expect(
        setCookies.filter((c) => hasSecure(c) !== https),
        https ? "cookies without Secure" : "Secure cookies over http",
      ).toEqual([]);
    });
  }

  test("the data folder is 0700; the database, its -wal and -shm files and the session secret are 0600", async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    // Written to, so the WAL files exist.
    const id = `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const res = await fetch(`${server.origin}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        username: id,
        email: `${id}@example.test`,
        fullName: "Files",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        acceptHealthData: true,
        skipLaunchCode: true,
      }),
    });
    expect(res.status).toBe(201);
    const data = join(root, "data");
    expect(octal(data)).toBe("0700");
    for (const file of ["respiro.sqlite", "respiro.sqlite-wal", "respiro.sqlite-shm", "session-secret"]) {
      expect(octal(join(data, file)), file).toBe("0600");
    }
  });
});
