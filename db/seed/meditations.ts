/**
 * Seeds the guided meditations of app/content/meditations.ts into `meditations` (decision record
 * 0023): one upsert per slug, so running it again, on every start or by `npm run db:seed`, only
 * brings the rows up to date with the content of this build. Meditations removed from the
 * content stay in the table (sessions refer to them).
 */
import type { Kysely } from "kysely";
import { MEDITATIONS } from "../../app/content/meditations";
import type { Database } from "../schema";
import type { Seeder } from "./index";

export const meditationsSeeder: Seeder = {
  name: "meditations",
  async run(db: Kysely<Database>): Promise<number> {
    const now = new Date().toISOString();
    let written = 0;
    for (const [position, m] of MEDITATIONS.entries()) {
      const values = {
        category: m.category,
        tier: m.tier,
        duration_seconds: m.durationSeconds,
        position,
        title_it: m.title.it,
        title_en: m.title.en,
        summary_it: m.summary.it,
        summary_en: m.summary.en,
        steps: JSON.stringify(m.steps.map((s) => ({ atSeconds: s.atSeconds, it: s.text.it, en: s.text.en }))),
        updated_at: now,
      };
      await db
        .insertInto("meditations")
        .values({ slug: m.slug, ...values })
        .onConflict((oc) => oc.column("slug").doUpdateSet(values))
        .execute();
      written += 1;
    }
    return written;
  },
};
