/** `npm run db:migrate`: migrates the database at DATABASE_PATH (default data/respiro.sqlite) to the latest schema. */
import { migrateToLatest, openDatabase } from "#db/connection";
import { databaseFile } from "~/utils/env.server";

const db = openDatabase(databaseFile());
migrateToLatest(db)
  .then(async (applied) => {
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
    console.log(`Database: ${databaseFile()}`);
    await db.destroy();
  })
  .catch((error) => {
    console.error("Migration failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
