/**
 * Seeds the exercises of app/content/exercises.ts (decision record 0022): an upsert by slug,
 * idempotent, run at every server start and by `npm run db:seed`.
 */
import type { Kysely } from "kysely";
import { EXERCISES } from "~/content/exercises";
import { upsertExercises } from "~/models/exercise.server";
import type { Database } from "../schema";
import type { Seeder } from "./index";

export const exercisesSeeder: Seeder = {
  name: "exercises",
  run: (db: Kysely<Database>) => upsertExercises({ content: EXERCISES, now: new Date(), db }),
};
