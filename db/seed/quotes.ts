/** Seeds the quotes of app/content/quotes.ts: upsert by id, so a start after an edit updates the text. */
import type { Kysely } from "kysely";
import { QUOTES } from "~/content/quotes";
import type { Database } from "../schema";
import type { Seeder } from "./index";

export const quotesSeeder: Seeder = {
  name: "quotes",
  async run(db: Kysely<Database>): Promise<number> {
    const now = new Date().toISOString();
    const rows = QUOTES.map((q) => ({
      id: q.id,
      text_it: q.text.it,
      text_en: q.text.en,
      author_it: q.author?.it ?? null,
      author_en: q.author?.en ?? null,
      category: q.category,
      moods: q.moods.join(","),
      updated_at: now,
    }));
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        // `hidden` is left alone: an administrator's choice survives a restart; and a quote an
        // administrator edited at /admin/content keeps the edit (decision record 0036).
        const { id: _id, ...update } = row;
        await trx
          .insertInto("quotes")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(update).where("quotes.edited_by_admin", "=", 0))
          .execute();
      }
    });
    return rows.length;
  },
};
