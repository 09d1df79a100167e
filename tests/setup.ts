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
