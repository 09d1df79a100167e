/** `npm run db:seed`: migrates, then runs the content seeders of db/seed (idempotent). */
import { migrateToLatest, openConfiguredDatabase } from "#db/connection";
import { databaseConfig } from "~/utils/env.server";
import { seedDatabase, SEEDERS } from "#db/seed/index";

const config = databaseConfig();
const db = openConfiguredDatabase(config);
migrateToLatest(db)
  .then(() => seedDatabase(db))
  .then(async (written) => {
    console.log(SEEDERS.length ? written : "No content seeders.");
    await db.destroy();
  })
  .catch((error) => {
    console.error("Seeding failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
