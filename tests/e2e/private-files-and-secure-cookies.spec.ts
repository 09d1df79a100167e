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
import { statSync } from "node:fs";
import { join } from "node:path";
import { startProductionServer, type ProductionServer } from "./production-server";

const PASSWORD = "Calma-Mare-2026!";

const octal = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, "0");
const hasSecure = (setCookie: string) => setCookie.split(";").some((a) => a.trim().toLowerCase() === "secure");
const nameOf = (setCookie: string) => setCookie.split("=")[0];

function onlyInJsProject(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== "js", "server-side only: runs once, in the js project");
}

test.describe("the built server keeps its files private and its cookies Secure over https", () => {
  test.describe.configure({ mode: "default" });
  let server: ProductionServer;

  test.beforeAll(async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    testInfo.setTimeout(60_000);
    // No SESSION_SECRET: the server makes one in the data folder, which must be private too.
    server = await startProductionServer({ TRUST_PROXY: "1", SESSION_SECRET: undefined }, { umask: 0o022 });
  });

  test.afterAll(async () => {
    if (server) await server.stop();
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
    const data = server.dataDir;
    expect(octal(data)).toBe("0700");
    for (const file of ["respiro.sqlite", "respiro.sqlite-wal", "respiro.sqlite-shm", "session-secret"]) {
      expect(octal(join(data, file)), file).toBe("0600");
    }
  });
});
