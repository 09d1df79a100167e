/**
 * /healthz and /test (issue 15 item 7): monitors get 200 or 503 with a small JSON, operators see
 * the state of the instance at /test, and only administrators see its details.
 */
import { Kysely, SqliteDialect, sql } from "kysely";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { loader as healthzLoader } from "~/routes/healthz";
import { loader as testLoader } from "~/routes/test";
import { LATEST_MIGRATION, paymentsMode, probeDatabase } from "~/services/status.server";
import { createUser, signedInJar } from "../support/factories";
import { call, getRequest } from "../support/requests";

/** A database handle that answers nothing, as when the file cannot be reached. */
async function brokenDb() {
  const db = new Kysely<never>({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
  await db.destroy();
  return db;
}

describe("GET /healthz", () => {
  it("answers 200 with a small JSON and no secret when the database answers", async () => {
    const response = await call(healthzLoader, getRequest("/healthz"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({ status: "ok", database: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(JSON.stringify(body)).not.toMatch(/secret|sqlite|key/i);
  });

  it("answers 503 when the database is unreachable", async () => {
    const broken = await brokenDb();
    const previous = globalThis.__respiroDb;
    globalThis.__respiroDb = Promise.resolve(broken as never);
    try {
      const response = await call(healthzLoader, getRequest("/healthz"));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "unavailable", database: "unreachable" });
      // /test says the same to everyone, without details.
      const page = await call(testLoader, getRequest("/test"));
      expect(page.status).toBe(503);
      expect(await page.json()).toMatchObject({ ok: false, details: null });
    } finally {
      globalThis.__respiroDb = previous;
    }
  });

  it("counts a database that cannot even be opened as unreachable", async () => {
    expect(await probeDatabase({ db: Promise.reject(new Error("SQLITE_CANTOPEN")) })).toEqual({ reachable: false, latestMigration: null, migrated: false });
  });
});

describe("/test", () => {
  it("tells a visitor and a signed-in person only that the instance is ok", async () => {
    const visitor = await call(testLoader, getRequest("/test"));
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toMatchObject({ ok: true, details: null });
    const member = await createUser({ plan: "premium" });
    const signedIn = await call(testLoader, getRequest("/test", { jar: await signedInJar(member.id) }));
    expect(await signedIn.json()).toMatchObject({ ok: true, details: null });
  });

  it("shows an administrator the version, migration, AI provider, payments and e-mail mode", async () => {
    const admin = await createUser({ plan: "admin" });
    const response = await call(testLoader, getRequest("/test", { jar: await signedInJar(admin.id) }));
    const { details } = await response.json();
    expect(details).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { reachable: true, latestMigration: LATEST_MIGRATION, migrated: true },
      expectedMigration: LATEST_MIGRATION,
      ai: expect.stringMatching(/^(embedded|openai)$/),
      payments: "off",
      mail: "log",
    });
  });

  it("reads the payments mode from the Stripe key: test keys, live keys or none", () => {
    expect(paymentsMode({})).toBe("off");
    expect(paymentsMode({ STRIPE_SECRET_KEY: "sk_test_abc" })).toBe("test");
    expect(paymentsMode({ STRIPE_SECRET_KEY: "sk_live_abc" })).toBe("live");
  });

  it("reports a database behind this build's migrations as not migrated", async () => {
    const db = new Kysely<never>({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
    await sql`create table kysely_migration (name text primary key, timestamp text)`.execute(db);
    await sql`insert into kysely_migration values ('2026-11-21T1200_create_accounts', '')`.execute(db);
    expect(await probeDatabase({ db: db as never })).toEqual({ reachable: true, latestMigration: "2026-11-21T1200_create_accounts", migrated: false });
    await db.destroy();
  });
});
