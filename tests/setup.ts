// Each vitest worker gets its own SQLite file so tests never share state.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

if (!process.env.DATABASE_PATH_FIXED) {
  const dir = mkdtempSync(join(tmpdir(), "respiro-test-"));
  process.env.DATA_DIR = dir;
  process.env.DATABASE_PATH = join(dir, "test.sqlite");
}
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
