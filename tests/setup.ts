// Each test file gets its own database so tests never share state: a SQLite file in a temporary
// folder, or, with TEST_DATABASE_URL (npm run test:pg, decision record 0037), a PostgreSQL
// database of its own in that cluster, dropped when the file ends.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { createTestDatabase, dropTestDatabase } from "./support/postgres";

if (!process.env.DATABASE_PATH_FIXED) {
  const dir = mkdtempSync(join(tmpdir(), "respiro-test-"));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_PATH = join(dir, "test.sqlite");
}
if (process.env.TEST_DATABASE_URL) {
  const { name, url } = await createTestDatabase(process.env.TEST_DATABASE_URL);
  process.env.DATABASE_URL = url;
  afterAll(async () => {
    const db = globalThis.__respiroDb;
    if (db) await (await db).destroy();
    await dropTestDatabase(process.env.TEST_DATABASE_URL!, name);
  });
}
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";

// An unexpected console.error fails the test that caused it (an error the app logs is a defect
// unless the test expects it; such a test spies on console.error itself, which replaces this spy).
import { afterEach, beforeEach, vi } from "vitest";

let unexpectedErrors: string[] = [];
beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" "));
  });
});
afterEach(() => {
  const found = unexpectedErrors;
  unexpectedErrors = [];
  vi.restoreAllMocks();
  if (found.length) throw new Error(`Unexpected console.error:\n${found.join("\n")}`);
});
