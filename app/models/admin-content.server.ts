/**
 * Resources and quotes as administrators manage them at /admin/content (issue 14 item 5; decision
 * record 0036): every row whatever its `hidden` flag, both languages, and the writes. A row made
 * here has `origin = 'admin'`; any row written here gets `edited_by_admin = 1`, which the seeders
 * respect (they update only rows with 0 and never delete), so the administrator's work survives
 * restarts. Resource writes update the full-text index in the same transaction.
 */
import { getDb, type DbExecutor } from "~/db.server";
import { readingMinutes } from "~/content/resources";
import type { QuoteCategory, QuoteMood } from "~/utils/quotes";
import type { ResourceSection, ResourceTopic, ResourceType } from "~/utils/resources";
import { reindexResource } from "./resource-search.server";

/** A row of the admin list. */
export interface AdminContentItem {
  id: string;
  titleIt: string;
  titleEn: string;
  hidden: boolean;
  origin: "seed" | "admin";
  editedByAdmin: boolean;
}

/** A resource in both languages, as the edit form shows it. */
export interface AdminResource {
  slug: string;
  type: ResourceType;
  topic: ResourceTopic;
  section: ResourceSection;
  title: { it: string; en: string };
  summary: { it: string; en: string };
  body: { it: string[]; en: string[] };
  tags: { it: string[]; en: string[] };
  readingMinutes: { it: number; en: number };
  link: string | null;
  hidden: boolean;
  origin: "seed" | "admin";
}

/** What the resource form saves (validated by `ResourceFormSchema`). */
export interface ResourceInput {
  slug: string;
  type: ResourceType;
  topic: ResourceTopic;
  section: ResourceSection;
  titleIt: string;
  titleEn: string;
  summaryIt: string;
  summaryEn: string;
  bodyIt: string[];
  bodyEn: string[];
  tagsIt: string[];
  tagsEn: string[];
  link?: string;
}

/** A quote in both languages, as the edit form shows it. */
export interface AdminQuote {
  id: string;
  text: { it: string; en: string };
  author: { it: string; en: string } | null;
  category: QuoteCategory;
  moods: QuoteMood[];
  hidden: boolean;
  origin: "seed" | "admin";
}

/** What the quote form saves (validated by `QuoteFormSchema`). */
export interface QuoteInput {
  id: string;
  textIt: string;
  textEn: string;
  authorIt?: string;
  authorEn?: string;
  category: QuoteCategory;
  moods: QuoteMood[];
}

const origin = (v: string): "seed" | "admin" => (v === "admin" ? "admin" : "seed");

/** Every resource, by English title. */
export async function listAdminResources({ db: executor }: { db?: DbExecutor } = {}): Promise<AdminContentItem[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("resources").select(["slug", "title_it", "title_en", "hidden", "origin", "edited_by_admin"]).orderBy("title_en").execute();
  return rows.map((r) => ({
    id: r.slug,
    titleIt: r.title_it,
    titleEn: r.title_en,
    hidden: r.hidden === 1,
    origin: origin(r.origin),
    editedByAdmin: r.edited_by_admin === 1,
  }));
}

/** Every quote, by id; the "title" is the text. */
export async function listAdminQuotes({ db: executor }: { db?: DbExecutor } = {}): Promise<AdminContentItem[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("quotes").select(["id", "text_it", "text_en", "hidden", "origin", "edited_by_admin"]).orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    titleIt: r.text_it,
    titleEn: r.text_en,
    hidden: r.hidden === 1,
    origin: origin(r.origin),
    editedByAdmin: r.edited_by_admin === 1,
  }));
}

/** The resource `slug`, hidden or not, or undefined. */
export async function getAdminResource({ slug, db: executor }: { slug: string; db?: DbExecutor }): Promise<AdminResource | undefined> {
  const db = executor ?? (await getDb());
  const r = await db
    .selectFrom("resources")
    .select([
      "slug",
      "type",
      "topic",
      "section",
      "title_it",
      "title_en",
      "summary_it",
      "summary_en",
      "body_it",
      "body_en",
      "tags_it",
      "tags_en",
      "reading_minutes_it",
      "reading_minutes_en",
      "link",
      "hidden",
      "origin",
    ])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    slug: r.slug,
    type: r.type as ResourceType,
    topic: r.topic as ResourceTopic,
    section: r.section as ResourceSection,
    title: { it: r.title_it, en: r.title_en },
    summary: { it: r.summary_it, en: r.summary_en },
    body: { it: JSON.parse(r.body_it) as string[], en: JSON.parse(r.body_en) as string[] },
    tags: { it: r.tags_it ? r.tags_it.split(",") : [], en: r.tags_en ? r.tags_en.split(",") : [] },
    readingMinutes: { it: r.reading_minutes_it, en: r.reading_minutes_en },
    link: r.link,
    hidden: r.hidden === 1,
    origin: origin(r.origin),
  };
}

/** The quote `id`, hidden or not, or undefined. */
export async function getAdminQuote({ id, db: executor }: { id: string; db?: DbExecutor }): Promise<AdminQuote | undefined> {
  const db = executor ?? (await getDb());
  const r = await db
    .selectFrom("quotes")
    .select(["id", "text_it", "text_en", "author_it", "author_en", "category", "moods", "hidden", "origin"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    text: { it: r.text_it, en: r.text_en },
    author: r.author_it !== null && r.author_en !== null ? { it: r.author_it, en: r.author_en } : null,
    category: r.category as QuoteCategory,
    moods: r.moods.split(",").filter(Boolean) as QuoteMood[],
    hidden: r.hidden === 1,
    origin: origin(r.origin),
  };
}

function resourceColumns(input: ResourceInput, now: Date) {
  return {
    type: input.type,
    topic: input.topic,
    section: input.section,
    title_it: input.titleIt,
    title_en: input.titleEn,
    summary_it: input.summaryIt,
    summary_en: input.summaryEn,
    body_it: JSON.stringify(input.bodyIt),
    body_en: JSON.stringify(input.bodyEn),
    tags_it: input.tagsIt.join(","),
    tags_en: input.tagsEn.join(","),
    reading_minutes_it: readingMinutes(input.bodyIt),
    reading_minutes_en: readingMinutes(input.bodyEn),
    link: input.link ?? null,
    edited_by_admin: 1,
    updated_at: now.toISOString(),
  };
}

async function indexResource(db: DbExecutor, input: ResourceInput): Promise<void> {
  await reindexResource(
    db,
    input.slug,
    (["it", "en"] as const).map((locale) => ({
      slug: input.slug,
      locale,
      title: locale === "it" ? input.titleIt : input.titleEn,
      tags: (locale === "it" ? input.tagsIt : input.tagsEn).join(" "),
      summary: locale === "it" ? input.summaryIt : input.summaryEn,
      body: (locale === "it" ? input.bodyIt : input.bodyEn).join("\n"),
    })),
  );
}

/**
 * Creates a resource (`origin = 'admin'`, visible) and indexes it for search.
 * @returns false when the slug is taken
 */
export async function insertResource({ input, now, db }: { input: ResourceInput; now: Date; db: DbExecutor }): Promise<boolean> {
  const row = await db
    .insertInto("resources")
    .values({ slug: input.slug, ...resourceColumns(input, now), origin: "admin", hidden: 0 })
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning("slug")
    .executeTakeFirst();
  if (!row) return false;
  await indexResource(db, input);
  return true;
}

/**
 * Replaces resource `input.slug`'s fields (not its slug, origin or `hidden`), marks it edited so the
 * seeder keeps the edit, and reindexes it.
 * @returns false when there is no such resource
 */
export async function updateResource({ input, now, db }: { input: ResourceInput; now: Date; db: DbExecutor }): Promise<boolean> {
  const result = await db.updateTable("resources").set(resourceColumns(input, now)).where("slug", "=", input.slug).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await indexResource(db, input);
  return true;
}

function quoteColumns(input: QuoteInput, now: Date) {
  return {
    text_it: input.textIt,
    text_en: input.textEn,
    author_it: input.authorIt ?? null,
    author_en: input.authorEn ?? null,
    category: input.category,
    moods: input.moods.join(","),
    edited_by_admin: 1,
    updated_at: now.toISOString(),
  };
}

/** Creates a quote (`origin = 'admin'`, visible). @returns false when the id is taken */
export async function insertQuote({ input, now, db }: { input: QuoteInput; now: Date; db: DbExecutor }): Promise<boolean> {
  const row = await db
    .insertInto("quotes")
    .values({ id: input.id, ...quoteColumns(input, now), origin: "admin", hidden: 0 })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}

/** Replaces quote `input.id`'s fields and marks it edited. @returns false when there is no such quote */
export async function updateQuote({ input, now, db }: { input: QuoteInput; now: Date; db: DbExecutor }): Promise<boolean> {
  const result = await db.updateTable("quotes").set(quoteColumns(input, now)).where("id", "=", input.id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Hides or shows a resource or a quote. Hidden rows leave every list, search, recommendation and
 * the daily quote; the seeders never reset the flag.
 * @returns false when there is no such row or it already had that state
 */
export async function setContentHidden({
  kind,
  id,
  hidden,
  now,
  db,
}: {
  kind: "resource" | "quote";
  id: string;
  hidden: boolean;
  now: Date;
  db: DbExecutor;
}): Promise<boolean> {
  const value = hidden ? 1 : 0;
  const result =
    kind === "resource"
      ? await db
          .updateTable("resources")
          .set({ hidden: value, updated_at: now.toISOString() })
          .where("slug", "=", id)
          .where("hidden", "!=", value)
          .executeTakeFirst()
      : await db
          .updateTable("quotes")
          .set({ hidden: value, updated_at: now.toISOString() })
          .where("id", "=", id)
          .where("hidden", "!=", value)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
