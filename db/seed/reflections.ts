/**
 * Seeds the 15 reflection prompts (spec §3) from app/content/reflections.ts: an upsert by stable
 * id, so running it at every start is idempotent and a corrected text reaches an existing
 * database. Prompts are never deleted here: people's answers reference them.
 */
import type { Kysely } from "kysely";
import { REFLECTION_PROMPTS } from "../../app/content/reflections";
import type { Database } from "../schema";
import type { Seeder } from "./index";

export const reflectionsSeeder: Seeder = {
  name: "reflections",
  async run(db: Kysely<Database>): Promise<number> {
    for (const prompt of REFLECTION_PROMPTS) {
      const values = {
        number: prompt.number,
        category: prompt.category,
        premium: prompt.premium ? 1 : 0,
        text_it: prompt.text.it,
        text_en: prompt.text.en,
      };
      await db
        .insertInto("reflection_prompts")
        .values({ id: prompt.id, ...values })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute();
    }
    return REFLECTION_PROMPTS.length;
  },
};
