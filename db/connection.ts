/**
 * Opens the SQLite database with Kysely and migrates it to the latest schema
 * (docs/architecture.md "Stack": WAL, foreign_keys=ON, busy_timeout). Used by the app and the CLI scripts.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from "kysely";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

/**
 * Opens (creating the folder and file if needed) a Kysely instance over better-sqlite3 with
 * journal_mode=WAL, foreign_keys=ON, busy_timeout=5000 ms, synchronous=NORMAL.
 */
export function openDatabase(file: string): Kysely<Database> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
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
