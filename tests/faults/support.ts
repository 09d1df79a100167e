/**
 * Helpers of the fault suite (vitest.faults.config.ts): an administrator made with
 * `npm run admin:create`'s script on the server's own database, signed in through the JSON API
 * with the wellbeing-data consent given, and mood entries logged through the /mood form as a
 * browser without JavaScript sends them.
 */
import { spawnSync } from "node:child_process";
import SQLite from "better-sqlite3";
import { expect } from "vitest";
import { startProductionServer, type ProductionServer } from "../e2e/production-server";

export const PASSWORD = "Calma-Mare-2026!";
export const USERNAME = "faultadmin";

export { startProductionServer, type ProductionServer };

/** Creates the administrator in the database at `databasePath` (the app migrates and seeds it first). */
export function createAdmin(databasePath: string): void {
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/admin-create.ts", "--username", USERNAME, "--email", "fault@example.test", "--password", PASSWORD],
    {
      env: { ...process.env, DATABASE_PATH: databasePath, SESSION_SECRET: "fault-suite-secret-not-for-production", NODE_ENV: "production" },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr || result.stdout}`);
}

/** Signs the administrator in and gives the consent; returns the session cookie ("name=value"). */
export async function signIn(server: ProductionServer): Promise<string> {
  const res = await fetch(`${server.origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("respiro_session") || c.includes("session"));
  expect(cookie, "session cookie").toBeTruthy();
  const consent = await fetch(`${server.origin}/api/auth/consent`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin, Cookie: cookie as string },
    body: JSON.stringify({ acceptHealthData: true }),
  });
  expect(consent.status, await consent.clone().text()).toBeLessThan(300);
  return cookie as string;
}

/** Logs a mood with `note` through the /mood form; resolves to the HTTP status (303 = saved). */
export async function logMood(origin: string, cookie: string, note: string, signal?: AbortSignal): Promise<{ status: number; body: string }> {
  const res = await fetch(`${origin}/mood`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Cookie: cookie, "Accept-Language": "en" },
    body: new URLSearchParams({ mood: "4", note, when: "now" }),
    signal,
  });
  return { status: res.status, body: await res.text() };
}

/** The notes of every mood entry in the database file, and the result of `PRAGMA integrity_check`. */
export function readDatabase(databasePath: string): { notes: Set<string>; integrity: string } {
  const db = new SQLite(databasePath, { readonly: true });
  try {
    const integrity = (db.pragma("integrity_check", { simple: true }) as string) ?? "";
    const notes = new Set((db.prepare("select note from mood_entries").all() as { note: string | null }[]).map((r) => r.note ?? ""));
    return { notes, integrity };
  } finally {
    db.close();
  }
}
