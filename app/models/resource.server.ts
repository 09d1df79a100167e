/**
 * The wellness resource library (spec §2 "/resources", §3 "Resource"): lists, one resource, and
 * the "was this helpful?" answers (one per person and resource). Full-text search lives in
 * ./resource-search.server.ts.
 */
import { sql } from "kysely";
import { getDb, type DbExecutor } from "~/db.server";
import { RESOURCE_SECTIONS, RESOURCE_TOPICS, RESOURCE_TYPES, type ResourceSection, type ResourceTopic, type ResourceType } from "~/utils/resources";
import type { Locale } from "~/utils/i18n";
import { searchResources } from "./resource-search.server";

/** A resource as a list shows it, in one language. */
export interface ResourceSummary {
  slug: string;
  type: ResourceType;
  topic: ResourceTopic;
  section: ResourceSection;
  title: string;
  summary: string;
  tags: string[];
  readingMinutes: number;
  /** Net "helpful" answers (yes minus no). */
  helpfulNet: number;
}

/** A whole resource, in one language. */
export interface ResourceDetail extends ResourceSummary {
  body: string[];
  link: string | null;
}

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function columns(locale: Locale) {
  return locale === "it"
    ? ({ title: "r.title_it", summary: "r.summary_it", tags: "r.tags_it", minutes: "r.reading_minutes_it", body: "r.body_it" } as const)
    : ({ title: "r.title_en", summary: "r.summary_en", tags: "r.tags_en", minutes: "r.reading_minutes_en", body: "r.body_en" } as const);
}

async function selectResources(db: DbExecutor, locale: Locale) {
  const c = columns(locale);
  return db
    .selectFrom("resources as r")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("resource_feedback")
          .select(["resource_slug", sql<number>`SUM(CASE WHEN helpful = 1 THEN 1 ELSE -1 END)`.as("net")])
          .groupBy("resource_slug")
          .as("fb"),
      (join) => join.onRef("fb.resource_slug", "=", "r.slug"),
    )
    .select([
      "r.slug",
      "r.type",
      "r.topic",
      "r.section",
      "r.link",
      sql<string>`${sql.ref(c.title)}`.as("title"),
      sql<string>`${sql.ref(c.summary)}`.as("summary"),
      sql<string>`${sql.ref(c.tags)}`.as("tags"),
      sql<number>`${sql.ref(c.minutes)}`.as("minutes"),
      sql<string>`${sql.ref(c.body)}`.as("body"),
      sql<number>`COALESCE(fb.net, 0)`.as("net"),
    ])
    .where("r.hidden", "=", 0);
}

type Row = Awaited<ReturnType<Awaited<ReturnType<typeof selectResources>>["execute"]>>[number];

function toSummary(r: Row): ResourceSummary {
  return {
    slug: r.slug,
    type: pick(RESOURCE_TYPES, r.type, "article"),
    topic: pick(RESOURCE_TOPICS, r.topic, "stress"),
    section: pick(RESOURCE_SECTIONS, r.section, "guides"),
    title: r.title,
    summary: r.summary,
    tags: r.tags ? r.tags.split(",") : [],
    readingMinutes: r.minutes,
    helpfulNet: Number(r.net),
  };
}

/**
 * The visible resources in `locale`, optionally of one section (tab) and topic: the most helpful
 * first (net answers), then by title.
 */
export async function listResources({
  locale,
  section,
  topic,
  db: executor,
}: {
  locale: Locale;
  section?: ResourceSection | null;
  topic?: ResourceTopic | null;
  db?: DbExecutor;
}): Promise<ResourceSummary[]> {
  const db = executor ?? (await getDb());
  let query = await selectResources(db, locale);
  if (section) query = query.where("r.section", "=", section);
  if (topic) query = query.where("r.topic", "=", topic);
  const rows = await query.orderBy("net", "desc").orderBy("title").execute();
  return rows.map(toSummary);
}

/** The resource `slug` in `locale`, or undefined when it does not exist or is hidden. */
export async function getResource({ slug, locale, db: executor }: { slug: string; locale: Locale; db?: DbExecutor }): Promise<ResourceDetail | undefined> {
  const db = executor ?? (await getDb());
  const row = await (await selectResources(db, locale)).where("r.slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row), body: JSON.parse(row.body) as string[], link: row.link };
}

/**
 * Full-text search of the library in `locale` (./resource-search.server.ts), as summaries in rank order.
 * @param mode "all" terms (the search box) or "any" term (free text)
 */
export async function findResources({
  text,
  locale,
  mode,
  db: executor,
}: {
  text: string;
  locale: Locale;
  mode: "all" | "any";
  db?: DbExecutor;
}): Promise<(ResourceSummary & { score: number })[]> {
  const db = executor ?? (await getDb());
  const matches = await searchResources({ text, locale, mode, db });
  if (matches.length === 0) return [];
  const rows = await (
    await selectResources(db, locale)
  )
    .where(
      "r.slug",
      "in",
      matches.map((m) => m.slug),
    )
    .execute();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return matches.flatMap((m) => {
    const row = bySlug.get(m.slug);
    return row ? [{ ...toSummary(row), score: m.score }] : [];
  });
}

/** Records `userId`'s answer to "Was this helpful?" about `slug` (replacing an earlier one). The resource must exist. */
export async function setResourceFeedback({
  userId,
  slug,
  helpful,
  now,
  db: executor,
}: {
  userId: number;
  slug: string;
  helpful: boolean;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  const values = { helpful: helpful ? 1 : 0, updated_at: now.toISOString() };
  await db
    .insertInto("resource_feedback")
    .values({ user_id: userId, resource_slug: slug, ...values })
    .onConflict((oc) => oc.columns(["user_id", "resource_slug"]).doUpdateSet(values))
    .execute();
}

/** `userId`'s answer about `slug`: true, false, or null when they have not answered. */
export async function getResourceFeedback({ userId, slug, db: executor }: { userId: number; slug: string; db?: DbExecutor }): Promise<boolean | null> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("resource_feedback").select("helpful").where("user_id", "=", userId).where("resource_slug", "=", slug).executeTakeFirst();
  return row ? row.helpful === 1 : null;
}
