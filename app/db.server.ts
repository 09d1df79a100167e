/**
 * The process-wide database handle. The file is created, migrated and seeded on first use, so the app
 * starts on a fresh machine with no setup step (README "Quick start").
 */
import type { Kysely } from "kysely";
import { DATA_DIR_MODE, migrateToLatest, openConfiguredDatabase, securePath } from "#db/connection";
import { ADVISORY_LOCKS, withAdvisoryLock } from "#db/dialect";
import { databaseConfig, dataDir } from "~/utils/env.server";
import type { Database } from "#db/schema";
import { seedDatabase } from "#db/seed/index";

declare global {
  var __respiroDb: Promise<Kysely<Database>> | undefined;
}

async function init(): Promise<Kysely<Database>> {
  // SQLite (owner-only folder and files, openDatabase) or PostgreSQL when DATABASE_URL is set
  // (decision record 0037); the data folder of the generated session secret is owner-only too.
  const db = openConfiguredDatabase(databaseConfig());
  securePath(dataDir(), DATA_DIR_MODE);
  await migrateToLatest(db);
  // The bilingual content (db/seed) is loaded on every start, idempotently, so a fresh machine
  // and an upgraded one both serve the content of this build.
  // On PostgreSQL several processes may start together: they seed one after the other.
  await withAdvisoryLock(db, ADVISORY_LOCKS.seed, (locked) => seedDatabase(locked));
  return db;
}

/**
 * What a model function runs its queries on: the process-wide instance or a transaction
 * (`db.transaction().execute(trx => …)`), so a service can make several models' writes atomic.
 */
export type DbExecutor = Kysely<Database>;

/** Returns the migrated Kysely instance (one per process, kept across dev rebuilds). */
export function getDb(): Promise<Kysely<Database>> {
  globalThis.__respiroDb ??= init();
  return globalThis.__respiroDb;
}
