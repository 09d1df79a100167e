/**
 * Storage failures (utils/storage-failure.server.ts): the errors SQLite really throws when the
 * database is full or locked are recognised, a bug is not, and a form action that hits one
 * answers a translated 503 with Retry-After instead of a 500.
 */
import { rmSync } from "node:fs";
import SQLite from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { formAction, jsonAction } from "~/utils/guards.server";
import { storageFailureCode } from "~/utils/storage-failure.server";
import { ORIGIN } from "../support/requests";

function errorOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

describe("storageFailureCode", () => {
  it("recognises a full database as SQLite reports it", () => {
    const db = new SQLite(":memory:");
    db.exec("create table t (x text)");
    db.pragma("max_page_count = 4");
    const error = errorOf(() => {
      for (let i = 0; i < 1000; i += 1) db.prepare("insert into t values (?)").run("x".repeat(1000));
    });
    expect(storageFailureCode(error)).toBe("SQLITE_FULL");
  });

  it("recognises a database locked by another connection past its busy timeout", () => {
    const file = `/tmp/respiro-lock-${process.pid}-${Date.now()}.sqlite`;
    const a = new SQLite(file);
    const b = new SQLite(file);
    a.exec("create table t (x)");
    b.pragma("busy_timeout = 10");
    a.exec("begin immediate");
    const error = errorOf(() => b.exec("insert into t values (1)"));
    a.exec("commit");
    a.close();
    b.close();
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${file}${suffix}`, { force: true });
    expect(storageFailureCode(error)).toBe("SQLITE_BUSY");
  });

  it("leaves bugs and constraint violations alone, and knows errno and PostgreSQL codes", () => {
    const db = new SQLite(":memory:");
    db.exec("create table t (x text not null unique)");
    db.exec("insert into t values ('a')");
    expect(storageFailureCode(errorOf(() => db.exec("insert into t values ('a')")))).toBeNull();
    expect(storageFailureCode(errorOf(() => db.exec("select nope from t")))).toBeNull();
    expect(storageFailureCode(new TypeError("x is undefined"))).toBeNull();
    expect(storageFailureCode(Object.assign(new Error("no space"), { code: "ENOSPC" }))).toBe("ENOSPC");
    expect(storageFailureCode(Object.assign(new Error("disk full"), { code: "53100" }))).toBe("53100");
    expect(storageFailureCode(Object.assign(new Error("unique"), { code: "23505" }))).toBeNull();
    expect(storageFailureCode("SQLITE_FULL")).toBeNull();
  });
});

describe("actions that hit a storage failure", () => {
  const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });

  it("a form action answers 503 with Retry-After and the translated message, and logs the code only", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request(`${ORIGIN}/mood`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Accept-Language": "it" },
      body: "note=segreto",
    });
    const response = await formAction({ request, params: {}, context: {} }, async () => {
      throw full;
    }).catch((thrown: unknown) => thrown as Response);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    const body = await response.json();
    expect(body.error).toBe("storage_unavailable");
    expect(body.message).toContain("spazio di archiviazione");
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toBe("[db] storage unavailable (SQLITE_FULL) during a form action");
  });

  it("a JSON action answers 503 in the API's shape", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request(`${ORIGIN}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Accept-Language": "en" },
      body: "{}",
    });
    const response = await jsonAction({ request, params: {}, context: {} }, async () => {
      throw full;
    }).catch((thrown: unknown) => thrown as Response);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: "storage_unavailable", message: expect.stringContaining("storage is unavailable") });
  });

  it("any other error still propagates (a bug is a 500, not a 503)", async () => {
    const request = new Request(`${ORIGIN}/mood`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: "a=b",
    });
    await expect(
      formAction({ request, params: {}, context: {} }, async () => {
        throw new TypeError("bug");
      }),
    ).rejects.toThrow("bug");
  });
});
