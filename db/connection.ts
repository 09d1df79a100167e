/**
 * Opens the SQLite database with Kysely and migrates it to the latest schema
 * (docs/architecture.md "Stack": WAL, foreign_keys=ON, busy_timeout). Used by the app and the CLI scripts.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from "kysely";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

/** Mode of the database file and its `-wal`, `-shm` and `-journal` companions: the owner only. */
export const DB_FILE_MODE = 0o600;
/** Mode of the folder that holds them (and of the data folder): the owner only. */
export const DATA_DIR_MODE = 0o700;
/** The process umask while the app runs: files and folders it creates are the owner's only. */
export const PRIVATE_UMASK = 0o077;

/**
 * Sets the process umask to {@link PRIVATE_UMASK}, so that whatever this process creates from
 * now on is its owner's only. Where the umask cannot be changed (a worker thread) nothing
 * happens: the explicit modes of {@link securePath} still apply.
 */
export function usePrivateUmask(): void {
  try {
    process.umask(PRIVATE_UMASK);
  } catch {
    // Worker threads may not change the umask (ERR_WORKER_UNSUPPORTED_OPERATION).
  }
}

/**
 * Gives an existing file or folder `mode` when it grants more than that (group or other bits).
 * A folder that is not ours, or that has the sticky bit (such as /tmp), is left as it is with a
 * warning: it is shared on purpose, and the database should have a folder of its own.
 * @returns true when the mode was changed.
 */
export function securePath(path: string, mode: number): boolean {
  if (!existsSync(path)) return false;
  const stat = statSync(path);
  if ((stat.mode & 0o777 & ~mode) === 0) return false;
  const ours = typeof process.getuid !== "function" || stat.uid === process.getuid();
  if (stat.isDirectory() && (!ours || (stat.mode & 0o1000) !== 0)) {
    console.warn(`[db] ${path} is open to other users and shared; keep the database in a folder of its own`);
    return false;
  }
  chmodSync(path, mode);
  console.warn(`[db] ${path} was open to other users; its mode is now ${mode.toString(8).padStart(4, "0")}`);
  return true;
}

/**
 * Prepares `file` before SQLite opens it (security review finding 9: the database held
 * conversations and password hashes readable by every local user). The folder is created 0700
 * and tightened to 0700 if looser; the file is created 0600 before SQLite creates it, and an
 * existing one (and existing `-wal`, `-shm`, `-journal` files) tightened to 0600. SQLite gives
 * the `-wal` and `-shm` files it creates later the mode of the database file.
 * CWE-276 (incorrect default permissions), CWE-732.
 */
export function secureDatabaseFiles(file: string): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  securePath(dir, DATA_DIR_MODE);
  closeSync(openSync(file, "a", DB_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) securePath(path, DB_FILE_MODE);
}

/**
 * Opens (creating the folder and file if needed, owner-only: {@link secureDatabaseFiles}, with
 * the process umask set to {@link PRIVATE_UMASK}) a Kysely instance over better-sqlite3 with
 * journal_mode=WAL, foreign_keys=ON, busy_timeout=5000 ms, synchronous=NORMAL.
 */
export function openDatabase(file: string): Kysely<Database> {
  usePrivateUmask();
  if (file !== ":memory:" && file !== "") secureDatabaseFiles(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Runs every pending migration with Kysely's Migrator.
 * @throws the migration's error when one fails (the database is left at the last good one).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
