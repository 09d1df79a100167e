/** `npm run db:migrate`: migrates the database at DATABASE_URL (PostgreSQL) or DATABASE_PATH (SQLite, default data/respiro.sqlite) to the latest schema. */
import { migrateToLatest, openConfiguredDatabase } from "#db/connection";
import { databaseConfig } from "~/utils/env.server";

const config = databaseConfig();
const db = openConfiguredDatabase(config);
migrateToLatest(db)
  .then(async (applied) => {
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
    console.log(`Database: ${config.kind === "sqlite" ? config.file : "PostgreSQL (DATABASE_URL)"}`);
    await db.destroy();
  })
  .catch((error) => {
    console.error("Migration failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
