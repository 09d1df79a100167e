/**
 * `npm run db:copy` (issue 16): an installation made by the app on SQLite, moved to an empty
 * PostgreSQL database, works there as it did. Runs only on PostgreSQL (`npm run test:pg`, which
 * sets TEST_DATABASE_URL); under plain `npm run test:unit` there is no PostgreSQL and it skips.
 */
import { execFile } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, openPostgres } from "#db/connection";
import { copySqliteToPostgres, DbCopyError, type DbCopyReport } from "#db/copy";
import type { Database } from "#db/schema";
import { getDb } from "~/db.server";
import { recordAdminAction } from "~/models/admin-audit.server";
import { reserveAiRequest } from "~/models/ai-usage.server";
import { addMessage, getOrCreateConversation } from "~/models/chat.server";
import { addGoal } from "~/models/goal.server";
import { addMoodEntry } from "~/models/mood.server";
import { createReflection, listReflectionPrompts } from "~/models/reflection.server";
import { setResourceFeedback } from "~/models/resource.server";
import { searchResources } from "~/models/resource-search.server";
import { addSupportMessage } from "~/models/support-message.server";
import * as apiLogin from "~/routes/api.auth.login";
import * as apiMe from "~/routes/api.auth.me";
import * as apiRegister from "~/routes/api.auth.register";
import { createUser, withTwoFactor } from "../support/factories";
import { createTestDatabase, dropTestDatabase } from "../support/postgres";
import { call, CookieJar, getRequest, jsonRequest, newRegistration } from "../support/requests";

const baseUrl = process.env.TEST_DATABASE_URL;
/** The file's own PostgreSQL database (tests/setup.ts), the copy's target. */
const targetUrl = process.env.DATABASE_URL;
const sqliteFile = process.env.DATABASE_PATH!;
const run = promisify(execFile);

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** The application tables of a SQLite file, read from its catalogue independently of db/copy.ts. */
function sqliteTables(file: string): string[] {
  const db = new SQLite(file, { readonly: true });
  try {
    const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    return rows.map((r) => r.name).filter((name) => !/^(sqlite_|kysely_|resources_fts)/.test(name));
  } finally {
    db.close();
  }
}

/** Every row of `table`, as comparable JSON strings in a fixed order. */
async function rowsOf(db: AnyDb, table: string): Promise<string[]> {
  const rows = await db.selectFrom(table).selectAll().execute();
  return rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : 1))))).sort();
}

async function counts(db: AnyDb, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await db
      .selectFrom(t)
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  return out;
}

/** A copy of the app's SQLite file named `name`, changed by the SQL `change`; returns its path. */
function alteredCopy(name: string, change: string): string {
  const path = join(process.env.DATA_DIR!, name);
  copyFileSync(sqliteFile, path);
  const raw = new SQLite(path);
  raw.exec(change);
  raw.close();
  return path;
}

/** The app's process-wide handle now points at `url` (or SQLite when undefined), as after a restart. */
async function restartAppOn(url: string | undefined): Promise<void> {
  if (globalThis.__respiroDb) await (await globalThis.__respiroDb).destroy();
  globalThis.__respiroDb = undefined;
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
}

describe.skipIf(!baseUrl || !targetUrl)("db:copy from SQLite to PostgreSQL", () => {
  let report: DbCopyReport;
  let source: AnyDb;
  let copy: AnyDb;
  const reg = newRegistration();
  let regJar: CookieJar;
  let maxUserId = 0;
  let maxMoodId = 0;

  beforeAll(async () => {
    // An installation made by the app on SQLite: accounts, a conversation, mood, a reflection, a
    // subscription, two-factor, audit and sign-in rows, support, goals, feedback, AI usage.
    await restartAppOn(undefined);
    regJar = new CookieJar();
    const registered = await call(apiRegister.action, jsonRequest("/api/auth/register", reg));
    expect(registered.status).toBe(201);
    regJar.store(registered);
    const userId = ((await registered.json()) as { user: { id: number } }).user.id;
    expect((await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: "Sbagliata-123" }))).status).toBe(401);
    const now = new Date();
    const premium = await createUser({ plan: "premium" });
    const admin = await createUser({ plan: "admin" });
    await withTwoFactor(admin.id);
    const conversation = await getOrCreateConversation({ userId, locale: "it", now });
    await addMessage({ conversationId: conversation.id, role: "user", content: "Oggi mi sento in ansia", now });
    await addMessage({ conversationId: conversation.id, role: "assistant", content: "Proviamo a respirare insieme.", suggestions: ["breathing"], now });
    await addMoodEntry({ userId, entry: { mood: 4, emotions: ["calm", "grateful"], tags: ["lavoro"], note: "Una giornata lenta", occurredAt: now }, now });
    maxMoodId = await addMoodEntry({ userId: premium.id, entry: { mood: 2, emotions: ["tired"], note: null, occurredAt: now }, now });
    const [prompt] = await listReflectionPrompts({ locale: "it" });
    await createReflection({ userId, promptId: prompt.id, text: "Sono grata per il sole.", now });
    await recordAdminAction({ admin, action: "premium_grant", target: { userId: premium.id, label: premium.username }, now });
    await addSupportMessage({ input: { name: "Anna", email: "anna@example.test", subject: "Ciao", message: "Una domanda" }, locale: "it", now });
    await addGoal({ userId, title: "Camminare", targetDate: null, now });
    const db = await getDb();
    const resource = await db.selectFrom("resources").select("slug").orderBy("slug").executeTakeFirstOrThrow();
    await setResourceFeedback({ userId, slug: resource.slug, helpful: true, now });
    await reserveAiRequest({ userId, limit: 5, now });
    maxUserId = admin.id;
    await restartAppOn(undefined); // closes the SQLite file, as a stopped app would

    report = await copySqliteToPostgres({ from: sqliteFile, to: targetUrl! });
    source = openDatabase(sqliteFile) as unknown as AnyDb;
    copy = openPostgres(targetUrl!, 2) as unknown as AnyDb;
  });

  afterAll(async () => {
    await source?.destroy();
    await copy?.destroy();
    await restartAppOn(targetUrl); // tests/setup.ts drops this database at the end
  });

  it("copies every table of the SQLite catalogue, row for row", async () => {
    const tables = sqliteTables(sqliteFile);
    expect(report.tables.map((t) => t.name).sort()).toEqual(tables);
    for (const name of [
      "users",
      "sessions",
      "chat_messages",
      "mood_entries",
      "reflections",
      "subscriptions",
      "admin_audit_log",
      "sign_in_events",
      "resources",
    ]) {
      expect(report.tables.find((t) => t.name === name)?.rows, name).toBeGreaterThan(0);
    }
    expect(await counts(copy, tables)).toEqual(await counts(source, tables));
    for (const table of tables) expect(await rowsOf(copy, table), table).toEqual(await rowsOf(source, table));
  });

  it("copies parents before the tables that reference them", () => {
    const order = report.tables.map((t) => t.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("chat_conversations"));
    expect(order.indexOf("chat_conversations")).toBeLessThan(order.indexOf("chat_messages"));
    expect(order.indexOf("reflection_prompts")).toBeLessThan(order.indexOf("reflections"));
  });

  it("finds resources on the copy in both languages, the same ones as on SQLite", async () => {
    for (const [text, locale] of [
      ["dormire", "it"],
      ["sleep", "en"],
      ["ansia", "it"],
      ["anxiety", "en"],
    ] as const) {
      const onCopy = await searchResources({ text, locale, mode: "any", db: copy as unknown as Kysely<Database> });
      const onSource = await searchResources({ text, locale, mode: "any", db: source as unknown as Kysely<Database> });
      expect(onCopy.length, text).toBeGreaterThan(0);
      expect(onCopy.map((m) => m.slug).sort(), text).toEqual(onSource.map((m) => m.slug).sort());
    }
  });

  it("refuses a second copy into the now non-empty database and changes nothing", async () => {
    const tables = sqliteTables(sqliteFile);
    const before = await counts(copy, tables);
    const users = await rowsOf(copy, "users");
    const error = await copySqliteToPostgres({ from: sqliteFile, to: targetUrl! }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DbCopyError);
    expect((error as Error).message).toMatch(/not empty.*users.*empty database/s);
    expect(await counts(copy, tables)).toEqual(before);
    expect(await rowsOf(copy, "users")).toEqual(users);
  });

  it("keeps the sessions and passwords: the app on the copy knows the signed-in user, who can sign in again", async () => {
    await restartAppOn(targetUrl);
    const me = await call(apiMe.loader, getRequest("/api/auth/me", { jar: regJar }));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe(reg.username);
    const login = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password }));
    expect(login.status).toBe(200);
  });

  it("gives new rows ids after the copied ones", async () => {
    await restartAppOn(targetUrl);
    const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true })));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { user: { id: number } }).user.id).toBe(maxUserId + 1);
    const moodId = await addMoodEntry({ userId: maxUserId, entry: { mood: 3, emotions: [], note: null, occurredAt: new Date() }, now: new Date() });
    expect(moodId).toBe(maxMoodId + 1);
  });
});

describe.skipIf(!baseUrl || !targetUrl)("npm run db:copy on the command line", () => {
  let empty: { name: string; url: string };
  const cli = (args: string[]) =>
    run("npx", ["tsx", "scripts/db-copy.ts", ...args]).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  beforeAll(async () => {
    // The source is the SQLite file the block above made with the app.
    empty = await createTestDatabase(baseUrl!);
  });
  afterAll(async () => {
    await dropTestDatabase(baseUrl!, empty.name);
  });

  it("fails loudly, writing no rows, when a SQLite table has no counterpart in PostgreSQL", async () => {
    const odd = alteredCopy("odd.sqlite", "CREATE TABLE local_notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO local_notes (text) VALUES ('x')");
    await expect(copySqliteToPostgres({ from: odd, to: empty.url })).rejects.toThrow(/local_notes.*does not exist/);
    const target = openPostgres(empty.url, 1) as unknown as AnyDb;
    try {
      expect(await counts(target, ["users", "resources"])).toEqual({ users: 0, resources: 0 });
    } finally {
      await target.destroy();
    }
  });

  it("refuses a SQLite file that is not at this version's schema, telling how to migrate it", async () => {
    const old = alteredCopy("old.sqlite", "DELETE FROM kysely_migration WHERE name = (SELECT max(name) FROM kysely_migration)");
    await expect(copySqliteToPostgres({ from: old, to: empty.url })).rejects.toThrow(/older schema.*db:migrate/);
  });

  it("copies, prints rows per table without personal data, then refuses the same target with exit code 1", async () => {
    const first = await cli(["--from", sqliteFile, "--to", empty.url]);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^users\s+\d+ rows$/m);
    expect(first.stdout).toMatch(/Copied \d+ tables, \d+ rows, in \d+ ms\./);
    expect(first.stdout).not.toMatch(/@example\.test|\$argon2/);
    const second = await cli(["--from", sqliteFile, "--to", empty.url]);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/not empty/);
  }, 120_000);

  it("explains a bad argument with exit code 1", async () => {
    const [bad, unknown] = await Promise.all([
      cli(["--from", sqliteFile, "--to", "mysql://localhost/respiro"]),
      cli(["--from", sqliteFile, "--into", empty.url]),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--to must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/Unknown option '--into'[\s\S]*Usage: npm run db:copy/);
  }, 120_000);
});
