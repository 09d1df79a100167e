/**
 * Which SQL dialect a Kysely instance speaks (decision record 0037), for the few places that must
 * branch: a migration whose PostgreSQL SQL differs, the resource search, the launch-code and
 * launch-offer allocators, the error classifier below. Everything else is one portable query.
 * Imports nothing from app/: migrations use it too.
 */
import { createHash } from "node:crypto";
import { PostgresAdapter, sql, type Kysely } from "kysely";

/** The two databases Respiro runs on. */
export type DbDialect = "sqlite" | "postgres";

/** The dialect of `db` (an instance or a transaction): read from its adapter, no query. */
export function dialectOf<DB>(db: Kysely<DB>): DbDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** True when `db` runs on PostgreSQL. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return dialectOf(db) === "postgres";
}

/**
 * Whether `error` is a unique-constraint violation, optionally of `table`.`column` (SQLite:
 * "UNIQUE constraint failed: table.column"; PostgreSQL: SQLSTATE 23505, constraint named
 * `<table>_<column>_key` by CREATE TABLE … UNIQUE, or named in `detail` as `Key (column)=`).
 */
export function isUniqueViolation(error: unknown, table?: string, column?: string): boolean {
  if (!(error instanceof Error)) return false;
  const pg = error as Error & { code?: string; table?: string; constraint?: string; detail?: string };
  if (pg.code === "23505") {
    if (table && pg.table !== table) return false;
    if (column && !(pg.constraint === `${table}_${column}_key` || pg.detail?.startsWith(`Key (${column})=`))) return false;
    return true;
  }
  const target = table ? `${table}.${column ?? ""}` : "";
  return error.message.includes(`UNIQUE constraint failed: ${target}`);
}

/** Whether `error` is a CHECK-constraint violation (SQLite "CHECK constraint failed", PostgreSQL 23514). */
export function isCheckViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as Error & { code?: string }).code === "23514" || error.message.includes("CHECK constraint failed");
}

/**
 * Runs `fn` while holding PostgreSQL's session-level advisory lock `key` on one pooled
 * connection (`fn` gets that connection), so that several processes doing the same thing at
 * start (seeding) do it one after the other. On SQLite, whose writes are already serialised, it
 * just runs `fn(db)`.
 */
export async function withAdvisoryLock<DB, T>(db: Kysely<DB>, key: number, fn: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return fn(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(key)})`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(key)})`.execute(conn);
    }
  });
}

/** Advisory lock keys (PostgreSQL) used by Respiro; Kysely's migration lock is its own. */
export const ADVISORY_LOCKS = { seed: 0x5e_ed_00_01, launchCodes: 0x1a_c0_de_50, launchOffers: 0x1a_0f_fe_10, adminRoles: 0x0a_d3_10_01 } as const;

/**
 * Runs `fn` in a transaction that holds PostgreSQL's transaction-level advisory lock `key` until
 * it commits (`pg_advisory_xact_lock`): the caller's transaction when `db` is one, else a new one.
 * Two processes allocating from the same small pool (the 50 launch codes, the 10 launch offers
 * of a plan) then allocate one after the other, each seeing the other's committed rows, which
 * READ COMMITTED alone does not give (decision record 0038). On SQLite, whose writers are
 * already serialised, it just runs `fn(db)`.
 */
export async function withTransactionLock<DB, T>(db: Kysely<DB>, key: number, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return fn(db);
  const locked = async (trx: Kysely<DB>) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(key)})`.execute(trx);
    return fn(trx);
  };
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}

/**
 * An advisory lock key for one object (`namespace` e.g. "stripe-subscription", `id` e.g.
 * "sub_123"), for locks taken per object rather than per pool (decision record 0040): the first
 * 48 bits of SHA-256(namespace, id) plus 2^48, a safe integer in [2^48, 2^49) that PostgreSQL reads
 * as a bigint, so it never equals one of the 32-bit {@link ADVISORY_LOCKS}. Two ids may share a
 * key (one chance in 2^48): they then merely take turns.
 */
export function advisoryKey(namespace: string, id: string): number {
  const digest = createHash("sha256").update(namespace).update("\u0000").update(id).digest();
  return 2 ** 48 + digest.readUIntBE(0, 6);
}
