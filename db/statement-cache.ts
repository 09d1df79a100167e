/**
 * better-sqlite3 for Kysely with its prepared statements kept and reused by SQL text
 * (docs/architecture.md "Stack"; issue 17's throughput targets). Kysely's SQLite driver calls
 * `prepare(sql)` for every query it runs, and SQLite compiles the statement anew each time: about
 * one request's worth of CPU in fifteen on a signed-in page. The app builds its queries from a
 * fixed set of shapes, so the same few hundred SQL texts recur and each is compiled once.
 *
 * - At most {@link STATEMENT_CACHE_MAX} statements are kept, least recently used first out
 *   (lru-cache). Queries whose text varies with their input (an `in (…)` list of varying length)
 *   only churn the oldest entries.
 * - A kept statement that is still being iterated (Kysely's `.stream()`) is `busy`: that query
 *   gets a statement of its own instead, so two iterations never share a cursor.
 * - A schema change (a migration) needs nothing here: SQLite recompiles a statement whose schema
 *   changed on its next run (sqlite3_prepare_v2, "SQLITE_SCHEMA").
 */
import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { LRUCache } from "lru-cache";

/** The most prepared statements kept per database connection. */
export const STATEMENT_CACHE_MAX = 500;

/**
 * Wraps `db` for Kysely's `SqliteDialect({ database })`: `prepare(sql)` returns the statement kept
 * for that exact text (or a new one when it is busy), `close()` forgets them and closes `db`.
 * @param max statements kept, {@link STATEMENT_CACHE_MAX} by default.
 * @throws what better-sqlite3's `prepare` throws for invalid SQL (nothing is kept for it).
 */
export function withStatementCache(db: SQLite.Database, max = STATEMENT_CACHE_MAX): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept !== undefined && !kept.busy) return kept;
      const statement = db.prepare(sql);
      if (kept === undefined) statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      db.close();
    },
  };
}
