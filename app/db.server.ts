/**
 * The process-wide database handle. The file is created, migrated and seeded on first use, so the app
 * starts on a fresh machine with no setup step (README "Quick start").
 */
import type { Kysely } from "kysely";
import { DATA_DIR_MODE, migrateToLatest, openDatabase, securePath } from "#db/connection";
import { dataDir, databaseFile } from "~/utils/env.server";
import type { Database } from "#db/schema";
import { seedDatabase } from "#db/seed/index";

declare global {
  var __respiroDb: Promise<Kysely<Database>> | undefined;
}

async function init(): Promise<Kysely<Database>> {
  // Owner-only: the database folder and files (openDatabase), and the data folder of the
  // generated session secret when DATA_DIR puts it elsewhere.
  const db = openDatabase(databaseFile());
  securePath(dataDir(), DATA_DIR_MODE);
  await migrateToLatest(db);
  // The bilingual content (db/seed) is loaded on every start, idempotently, so a fresh machine
  // and an upgraded one both serve the content of this build.
  await seedDatabase(db);
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
