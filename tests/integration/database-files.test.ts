/**
 * The database holds conversations and password hashes: its folder and files are the owner's
 * only, whatever the umask the process started with (security review finding 9: they were
 * created 0755 / 0644, readable by every local user).
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#db/connection";
import { getDb } from "~/db.server";
import { databaseFile } from "~/utils/env.server";

const modeOf = (path: string) => statSync(path).mode & 0o777;
const octal = (mode: number) => mode.toString(8).padStart(4, "0");

let startUmask: number;
beforeEach(() => {
  // The usual umask of a shell or service (files 0644, folders 0755), as the finding had it.
  startUmask = process.umask(0o022);
});
afterEach(() => {
  process.umask(startUmask);
});

/** Opens `file`, writes through the WAL, and returns the modes of everything SQLite made. */
async function openAndWrite(file: string) {
  const db = openDatabase(file);
  await sql`create table if not exists notes (body text)`.execute(db);
  await sql`insert into notes (body) values ('mi sento solo')`.execute(db);
  return db;
}

describe("openDatabase", () => {
  it("creates a fresh database folder 0700 and the file, -wal and -shm 0600", async () => {
    const root = mkdtempSync(join(tmpdir(), "respiro-modes-"));
    chmodSync(root, 0o755);
    const file = join(root, "data", "nested", "respiro.sqlite");
    const db = await openAndWrite(file);
    try {
      expect(existsSync(`${file}-wal`) && existsSync(`${file}-shm`), "WAL files exist while open").toBe(true);
      expect(octal(modeOf(join(root, "data")))).toBe("0700");
      expect(octal(modeOf(join(root, "data", "nested")))).toBe("0700");
      for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(octal(modeOf(path)), path).toBe("0600");
      // The process now creates private files, whatever it started with.
      const later = join(root, "data", "later.txt");
      writeFileSync(later, "x");
      expect(octal(modeOf(later))).toBe("0600");
    } finally {
      await db.destroy();
    }
  });

  it("tightens a database left readable by others (folder 0755, files 0644) when it opens it", async () => {
    const root = mkdtempSync(join(tmpdir(), "respiro-modes-"));
    const dir = join(root, "data");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const file = join(dir, "respiro.sqlite");
    const before = await openAndWrite(file);
    await before.destroy();
    for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o644);
    chmodSync(file, 0o644);
    chmodSync(dir, 0o755);

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const db = await openAndWrite(file);
    try {
      expect(octal(modeOf(dir))).toBe("0700");
      for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(octal(modeOf(path)), path).toBe("0600");
      expect(warn.mock.calls.map((c) => String(c[0])).some((line) => line.includes(file) && line.includes("0600"))).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it("leaves a shared folder such as /tmp alone (sticky bit) and still makes the file private", async () => {
    const root = mkdtempSync(join(tmpdir(), "respiro-modes-"));
    const shared = join(root, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const file = join(shared, "respiro.sqlite");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const db = await openAndWrite(file);
    try {
      expect(octal(statSync(shared).mode & 0o7777)).toBe("1777");
      expect(octal(modeOf(file))).toBe("0600");
      expect(warn.mock.calls.some((c) => String(c[0]).includes("folder of its own"))).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

// The app's own SQLite file: not there when the suite runs on PostgreSQL (npm run test:pg).
describe.skipIf(Boolean(process.env.DATABASE_URL))("the app's database (getDb)", () => {
  it("is 0600 in a 0700 folder", async () => {
    const db = await getDb();
    await db.selectFrom("users").select("id").limit(1).execute();
    expect(octal(modeOf(databaseFile()))).toBe("0600");
    expect(octal(modeOf(join(databaseFile(), "..")))).toBe("0700");
  });
});
