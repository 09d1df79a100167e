/**
 * Guided meditations (rows seeded from app/content/meditations.ts) and the minutes people
 * meditated (`meditation_sessions`; decision record 0023). Every text is returned in one
 * language, picked here, so routes never see the `_it` / `_en` columns or the JSON of the steps.
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { MeditationCategory, MeditationTier } from "~/content/meditations";
import type { Locale } from "~/utils/i18n";

/** A meditation as the list shows it. `durationSeconds` is whole minutes (180 to 1200 s). */
export interface MeditationSummary {
  id: number;
  slug: string;
  category: MeditationCategory;
  tier: MeditationTier;
  durationSeconds: number;
  title: string;
  summary: string;
}

/** One guidance step in one language: shown from `atSeconds` after the start. */
export interface MeditationScriptStep {
  atSeconds: number;
  text: string;
}

export interface MeditationDetail extends MeditationSummary {
  steps: MeditationScriptStep[];
}

const SUMMARY_COLUMNS = ["id", "slug", "category", "tier", "duration_seconds", "title_it", "title_en", "summary_it", "summary_en"] as const;

type SummaryRow = {
  id: number;
  slug: string;
  category: string;
  tier: string;
  duration_seconds: number;
  title_it: string;
  title_en: string;
  summary_it: string;
  summary_en: string;
};

function toSummary(row: SummaryRow, locale: Locale): MeditationSummary {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category as MeditationCategory,
    tier: row.tier === "premium" ? "premium" : "free",
    durationSeconds: row.duration_seconds,
    title: locale === "en" ? row.title_en : row.title_it,
    summary: locale === "en" ? row.summary_en : row.summary_it,
  };
}

/** Every meditation in list order, in `locale`. */
export async function listMeditations({ locale, db: executor }: { locale: Locale; db?: DbExecutor }): Promise<MeditationSummary[]> {
  const db = executor ?? (await getDb());
  const rows = await db.selectFrom("meditations").select(SUMMARY_COLUMNS).orderBy("position").orderBy("id").execute();
  return rows.map((row) => toSummary(row, locale));
}

/** The meditations with these slugs, in the order given (unknown slugs are skipped), in `locale`. */
export async function getMeditationsBySlugs({
  slugs,
  locale,
  db: executor,
}: {
  slugs: readonly string[];
  locale: Locale;
  db?: DbExecutor;
}): Promise<MeditationSummary[]> {
  if (slugs.length === 0) return [];
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("meditations")
    .select(SUMMARY_COLUMNS)
    .where("slug", "in", [...slugs])
    .execute();
  const bySlug = new Map(rows.map((row) => [row.slug, toSummary(row, locale)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** The meditation `slug` with its script in `locale`, or undefined. */
export async function getMeditation({ slug, locale, db: executor }: { slug: string; locale: Locale; db?: DbExecutor }): Promise<MeditationDetail | undefined> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("meditations")
    .select([...SUMMARY_COLUMNS, "steps"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const steps = JSON.parse(row.steps) as Array<{ atSeconds: number; it: string; en: string }>;
  return { ...toSummary(row, locale), steps: steps.map((s) => ({ atSeconds: s.atSeconds, text: locale === "en" ? s.en : s.it })) };
}

/**
 * Records that `userId` meditated `minutes` (1 to 20, whole minutes) on meditation `meditationId`,
 * finished at `now` (stored as ISO UTC).
 */
export async function recordMeditationSession({
  userId,
  meditationId,
  minutes,
  now,
  db: executor,
}: {
  userId: number;
  meditationId: number;
  minutes: number;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  await db.insertInto("meditation_sessions").values({ user_id: userId, meditation_id: meditationId, minutes, completed_at: now.toISOString() }).execute();
}

/** A person's meditation totals: sessions recorded and their minutes (for the list page and the profile's statistics, spec §3). */
export async function getMeditationStats({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<{ sessions: number; minutes: number }> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("meditation_sessions")
    .select((eb) => [eb.fn.countAll<number>().as("sessions"), eb.fn.sum<number | null>("minutes").as("minutes")])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { sessions: Number(row?.sessions ?? 0), minutes: Number(row?.minutes ?? 0) };
}

/** The sessions of `userId`, newest first (at most `limit`): slug, minutes and when (ISO UTC). */
export async function listMeditationSessions({
  userId,
  limit = 50,
  db: executor,
}: {
  userId: number;
  limit?: number;
  db?: DbExecutor;
}): Promise<Array<{ slug: string; minutes: number; completedAt: string }>> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("meditation_sessions")
    .innerJoin("meditations", "meditations.id", "meditation_sessions.meditation_id")
    .select(["meditations.slug", "meditation_sessions.minutes", "meditation_sessions.completed_at"])
    .where("meditation_sessions.user_id", "=", userId)
    .orderBy("meditation_sessions.completed_at", "desc")
    .orderBy("meditation_sessions.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ slug: row.slug, minutes: row.minutes, completedAt: row.completed_at }));
}
