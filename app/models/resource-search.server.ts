/**
 * Full-text search over the resource library (spec §2 "/resources"), the one SQLite-specific
 * module of the library (docs/architecture.md "Data and migrations"): an FTS5 table with one row
 * per resource and language, unicode61 with accents removed, ranked by bm25 with the title
 * weighing most, then the tags, the summary and the body, and nudged by the "was this helpful?"
 * answers. On PostgreSQL (decision record 0039) the same two functions use a derived table with a
 * weighted `tsvector` (title A, tags B, summary C, body D) under a GIN index, ranked by `ts_rank`.
 *
 * The index is derived data: the seeder rebuilds it from the resources table at every start
 * (`rebuildResourceIndex`), so it needs no migration of its own. The seeder imports this module,
 * and the database module imports the seeders: so this module takes its `db` from the caller and
 * never imports the database module itself (only its type).
 */
import { sql, type Kysely } from "kysely";
import { isPostgres } from "#db/dialect";
import type { Database } from "#db/schema";
import type { DbExecutor } from "~/db.server";
import type { Locale } from "~/utils/i18n";
import { normaliseForSearch, searchTerms } from "~/utils/search-terms";

/** bm25 column weights: slug and locale (not indexed), title, tags, summary, body. */
const WEIGHTS = [0, 0, 10, 5, 3, 1] as const;
/** How much one net "helpful" answer improves a resource's rank (bm25 scores are negative, lower is better). */
const FEEDBACK_WEIGHT = 0.3;
/** At most this many net answers count, so a few votes nudge the order rather than decide it. */
const FEEDBACK_CAP = 5;

/** One indexed text: a resource in one language. */
export interface IndexedResource {
  slug: string;
  locale: Locale;
  title: string;
  tags: string;
  summary: string;
  body: string;
}

/**
 * Replaces the whole index with `rows` (creating the FTS5 table the first time), in one transaction.
 * @throws when SQLite lacks FTS5 (better-sqlite3 ships it).
 */
export async function rebuildResourceIndex(db: Kysely<Database>, rows: readonly IndexedResource[]): Promise<void> {
  if (isPostgres(db)) return rebuildPostgresIndex(db, rows);
  await db.transaction().execute(async (trx) => {
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS resources_fts USING fts5(slug UNINDEXED, locale UNINDEXED, title, tags, summary, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      trx,
    );
    await sql`DELETE FROM resources_fts`.execute(trx);
    for (const r of rows) {
      await sql`INSERT INTO resources_fts (slug, locale, title, tags, summary, body) VALUES (${r.slug}, ${r.locale}, ${r.title}, ${r.tags}, ${r.summary}, ${r.body})`.execute(
        trx,
      );
    }
  });
}

/**
 * Replaces the index rows of one resource (both languages) with `rows`, for an administrator's
 * create or edit (decision record 0036). Call it in the transaction that writes the resource.
 */
export async function reindexResource(db: DbExecutor, slug: string, rows: readonly IndexedResource[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`DELETE FROM resources_search WHERE slug = ${slug}`.execute(db);
    for (const r of rows) await insertPostgresDocument(db, r);
    return;
  }
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS resources_fts USING fts5(slug UNINDEXED, locale UNINDEXED, title, tags, summary, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`DELETE FROM resources_fts WHERE slug = ${slug}`.execute(db);
  for (const r of rows) {
    await sql`INSERT INTO resources_fts (slug, locale, title, tags, summary, body) VALUES (${r.slug}, ${r.locale}, ${r.title}, ${r.tags}, ${r.summary}, ${r.body})`.execute(
      db,
    );
  }
}

/** A match: the resource's slug and its rank score (lower is better). */
export interface ResourceMatch {
  slug: string;
  score: number;
}

/**
 * Resources of `locale` matching `text`, best first, hidden ones left out.
 * @param mode "all": every term must match (a search box); "any": at least one (the free-text
 *   "what do you need?" box, where most words are not keywords).
 * @returns [] when `text` holds no searchable term.
 */
export async function searchResources({
  text,
  locale,
  mode,
  limit = 30,
  db,
}: {
  text: string;
  locale: Locale;
  mode: "all" | "any";
  limit?: number;
  db: DbExecutor;
}): Promise<ResourceMatch[]> {
  const terms = searchTerms(text, locale);
  if (terms.length === 0) return [];
  if (isPostgres(db)) return searchPostgres({ terms, locale, mode, limit, db });
  // Terms are [a-z0-9] only (normaliseForSearch), quoted anyway; `*` makes each a prefix query.
  const match = terms.map((t) => `"${normaliseForSearch(t)}"*`).join(mode === "all" ? " AND " : " OR ");
  const rows = await sql<{ slug: string; score: number }>`
    SELECT f.slug AS slug,
           bm25(resources_fts, ${sql.join(WEIGHTS.map((w) => sql.lit(w)))})
             - ${FEEDBACK_WEIGHT} * MAX(-${FEEDBACK_CAP}, MIN(${FEEDBACK_CAP}, COALESCE(fb.net, 0))) AS score
    FROM resources_fts f
    JOIN resources r ON r.slug = f.slug AND r.hidden = 0
    LEFT JOIN (
      SELECT resource_slug, SUM(CASE WHEN helpful = 1 THEN 1 ELSE -1 END) AS net
      FROM resource_feedback GROUP BY resource_slug
    ) fb ON fb.resource_slug = f.slug
    WHERE resources_fts MATCH ${`{title tags summary body} : (${match})`} AND f.locale = ${locale}
    ORDER BY score ASC, f.slug ASC
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => ({ slug: r.slug, score: Number(r.score) }));
}

/**
 * PostgreSQL (decision record 0039): the text is normalised in JS exactly as the search terms are
 * (`normaliseForSearch`: lower case, accents and punctuation removed) and indexed with the
 * `simple` configuration, so the light stems of `searchTerms` match the same words as FTS5's
 * unicode61 does on SQLite. Weights: title A, tags B, summary C, body D.
 */
async function rebuildPostgresIndex(db: Kysely<Database>, rows: readonly IndexedResource[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS resources_search (slug text NOT NULL, locale text NOT NULL, document tsvector NOT NULL, PRIMARY KEY (slug, locale))`.execute(
      trx,
    );
    await sql`CREATE INDEX IF NOT EXISTS resources_search_document ON resources_search USING gin (document)`.execute(trx);
    await sql`DELETE FROM resources_search`.execute(trx);
    for (const r of rows) await insertPostgresDocument(trx, r);
  });
}

/** One resource in one language as a weighted tsvector: title A, tags B, summary C, body D. */
async function insertPostgresDocument(db: Kysely<Database>, r: IndexedResource): Promise<void> {
  const [title, tags, summary, body] = [r.title, r.tags, r.summary, r.body].map(normaliseForSearch);
  await sql`INSERT INTO resources_search (slug, locale, document) VALUES (${r.slug}, ${r.locale},
    setweight(to_tsvector('simple', ${title}), 'A') || setweight(to_tsvector('simple', ${tags}), 'B')
    || setweight(to_tsvector('simple', ${summary}), 'C') || setweight(to_tsvector('simple', ${body}), 'D'))`.execute(db);
}

/** ts_rank weights {D, C, B, A}, in the ratio of the bm25 weights above (body 1, summary 3, tags 5, title 10). */
const PG_WEIGHTS = "{0.1, 0.3, 0.5, 1.0}";
/** ts_rank is about 0.1 to 1 where bm25 is a few units: scaled so the feedback nudge weighs alike. */
const PG_RANK_SCALE = 10;

async function searchPostgres({
  terms,
  locale,
  mode,
  limit,
  db,
}: {
  terms: string[];
  locale: Locale;
  mode: "all" | "any";
  limit: number;
  db: DbExecutor;
}): Promise<ResourceMatch[]> {
  // Terms are letters and digits only (normaliseForSearch); `:*` makes each a prefix query.
  const termQueries = terms.map((t) => `'${normaliseForSearch(t)}':*`);
  const query = termQueries.join(mode === "all" ? " & " : " | ");
  // bm25's idea with PostgreSQL's parts: each term's ts_rank weighted by its inverse document
  // frequency in this language, so a rare word ("dormire") outweighs a common one ("penso").
  const rows = await sql<{ slug: string; score: number }>`
    WITH terms AS (SELECT t.q AS text, to_tsquery('simple', t.q) AS query FROM unnest(${termQueries}::text[]) AS t(q)),
    total AS (SELECT count(*)::float8 AS n FROM resources_search WHERE locale = ${locale}),
    idf AS (
      SELECT terms.text, terms.query,
             ln((total.n - count(s.slug) + 0.5) / (count(s.slug) + 0.5) + 1) AS weight
      FROM terms CROSS JOIN total
      LEFT JOIN resources_search s ON s.locale = ${locale} AND s.document @@ terms.query
      GROUP BY terms.text, terms.query, total.n
    )
    SELECT f.slug AS slug,
           -${sql.lit(PG_RANK_SCALE)} * SUM(idf.weight * ts_rank(${sql.lit(PG_WEIGHTS)}::float4[], f.document, idf.query))
             - ${sql.lit(FEEDBACK_WEIGHT)} * GREATEST(-${sql.lit(FEEDBACK_CAP)}, LEAST(${sql.lit(FEEDBACK_CAP)}, COALESCE(MAX(fb.net), 0))) AS score
    FROM resources_search f
    CROSS JOIN idf
    JOIN resources r ON r.slug = f.slug AND r.hidden = 0
    LEFT JOIN (
      SELECT resource_slug, SUM(CASE WHEN helpful = 1 THEN 1 ELSE -1 END) AS net
      FROM resource_feedback GROUP BY resource_slug
    ) fb ON fb.resource_slug = f.slug
    WHERE f.document @@ to_tsquery('simple', ${query}) AND f.locale = ${locale}
    GROUP BY f.slug
    ORDER BY score ASC, f.slug ASC
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => ({ slug: r.slug, score: Number(r.score) }));
}
