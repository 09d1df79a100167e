/** `npm run db:migrate`: migrates the database at DATABASE_PATH (default data/respiro.sqlite) to the latest schema. */
import { databasePath, migrateToLatest, openDatabase } from "#db/connection";

const db = openDatabase();
migrateToLatest(db)
  .then(async (applied) => {
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
    console.log(`Database: ${databasePath()}`);
    await db.destroy();
  })
  .catch((error) => {
    console.error("Migration failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
