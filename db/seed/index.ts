/**
 * Seeders for bilingual content (exercises, meditations, reflection prompts, resources, quotes).
 * Each seeder is idempotent (upsert by stable id). The content issues add theirs to SEEDERS.
 */
import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { quotesSeeder } from "./quotes";
import { resourcesSeeder } from "./resources";
import { exercisesSeeder } from "./exercises";
import { meditationsSeeder } from "./meditations";
import { reflectionsSeeder } from "./reflections";

export interface Seeder {
  name: string;
  run(db: Kysely<Database>): Promise<number>;
}

export const SEEDERS: Seeder[] = [exercisesSeeder, meditationsSeeder, reflectionsSeeder, quotesSeeder, resourcesSeeder];

/** Runs every seeder; returns rows written per seeder. */
export async function seedDatabase(db: Kysely<Database>): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const seeder of SEEDERS) written[seeder.name] = await seeder.run(db);
  return written;
}
