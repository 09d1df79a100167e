/**
 * Seeds the library of app/content/resources.ts (upsert by slug, leaving `hidden` alone) and
 * rebuilds its full-text index from the table, so resources an administrator added are found too.
 */
import type { Kysely } from "kysely";
import { readingMinutes, RESOURCES } from "~/content/resources";
import { rebuildResourceIndex } from "~/models/resource-search.server";
import type { Database } from "../schema";
import type { Seeder } from "./index";

export const resourcesSeeder: Seeder = {
  name: "resources",
  async run(db: Kysely<Database>): Promise<number> {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (const r of RESOURCES) {
        const row = {
          slug: r.slug,
          type: r.type,
          topic: r.topic,
          section: r.section,
          title_it: r.title.it,
          title_en: r.title.en,
          summary_it: r.summary.it,
          summary_en: r.summary.en,
          body_it: JSON.stringify(r.body.it),
          body_en: JSON.stringify(r.body.en),
          tags_it: r.tags.it.join(","),
          tags_en: r.tags.en.join(","),
          reading_minutes_it: readingMinutes(r.body.it),
          reading_minutes_en: readingMinutes(r.body.en),
          link: r.link ?? null,
          updated_at: now,
        };
        const { slug: _slug, ...update } = row;
        await trx
          .insertInto("resources")
          .values(row)
          // An administrator's edit (/admin/content) is kept (decision record 0036).
          .onConflict((oc) => oc.column("slug").doUpdateSet(update).where("resources.edited_by_admin", "=", 0))
          .execute();
      }
    });
    await rebuildResourceIndexFromTable(db);
    return RESOURCES.length;
  },
};

/**
 * Rebuilds the resource search index (decision records 0029, 0039) from the `resources` table in
 * both languages: the seeder's last step, and `db:copy`'s after copying an installation.
 */
export async function rebuildResourceIndexFromTable(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom("resources")
    .select(["slug", "title_it", "title_en", "summary_it", "summary_en", "body_it", "body_en", "tags_it", "tags_en"])
    .execute();
  await rebuildResourceIndex(
    db,
    rows.flatMap((r) =>
      (["it", "en"] as const).map((locale) => ({
        slug: r.slug,
        locale,
        title: locale === "it" ? r.title_it : r.title_en,
        tags: (locale === "it" ? r.tags_it : r.tags_en).replaceAll(",", " "),
        summary: locale === "it" ? r.summary_it : r.summary_en,
        body: (JSON.parse(locale === "it" ? r.body_it : r.body_en) as string[]).join("\n"),
      })),
    ),
  );
}
