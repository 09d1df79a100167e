/**
 * What /mood shows a person with mood tracking (decision record 0025): the chart of the chosen
 * range, the patterns, the streak and one page of entries, all in their time zone and language.
 * Dates and numbers are formatted here, on the server, so the page renders the same text with
 * JavaScript or without and the browser never formats a date itself (no hydration differences).
 */
import { listMoodEntries, listMoodInstants, listMoodPoints, type MoodEntry } from "~/models/mood.server";
import { intlTag, type Locale } from "~/utils/i18n";
import { MOOD_PAGE_SIZE, MOOD_RANGES, type MoodRange, type Weekday } from "~/utils/mood";
import { moodStats, moodStreak } from "~/utils/mood-stats";
import { DAY_MS } from "~/utils/time";

/** One day of the chart, with its labels already in the person's language. */
export interface ChartDay {
  date: string;
  /** Short label for the axis ("23/11"). */
  label: string;
  /** Long label for the table ("lunedì 23 novembre"). */
  long: string;
  /** Mean mood, rounded to 2 decimals; null without entries. */
  average: number | null;
  averageText: string | null;
  count: number;
}

export interface MoodChartData {
  range: MoodRange;
  days: ChartDay[];
  from: string;
  to: string;
  count: number;
  daysWith: number;
  averageText: string | null;
  maxText: string | null;
  minText: string | null;
}

/** An entry as the list shows it. */
export interface ListedEntry {
  id: number;
  mood: number;
  emotions: MoodEntry["emotions"];
  tags: string[];
  note: string | null;
  /** Local date and time, formatted ("23 nov 2026, 21:30"). */
  when: string;
  imported: boolean;
}

export interface MoodDashboard {
  chart: MoodChartData;
  stats: {
    averageText: string | null;
    best: { weekday: Weekday; averageText: string } | null;
    worst: { weekday: Weekday; averageText: string } | null;
    streak: number;
  };
  list: { entries: ListedEntry[]; page: number; pages: number; total: number };
}

/** `?range=` → one of {@link MOOD_RANGES}, 30 when missing or anything else. */
export function parseRange(value: string | null): MoodRange {
  const n = Number(value);
  return (MOOD_RANGES as readonly number[]).includes(n) ? (n as MoodRange) : MOOD_RANGES[0];
}

/** `?page=` → a page number from 1 (1 when missing or not a positive integer). */
export function parsePage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** Formatters of one language and zone. */
export function moodFormatters(locale: Locale, zone: string) {
  const tag = intlTag(locale);
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  // Calendar dates are formatted at UTC noon: the date is already the person's.
  const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
  const short = new Intl.DateTimeFormat(tag, { day: "numeric", month: "numeric", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const instant = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  return {
    number: (value: number) => number.format(value),
    shortDate: (date: string) => short.format(atNoon(date)),
    longDate: (date: string) => long.format(atNoon(date)),
    instant: (iso: string) => instant.format(new Date(iso)),
  };
}

/**
 * The dashboard of `userId` at `now` in `zone` and `locale`, for the chart's `range` (days) and the
 * list's `page` (a page past the last shows the last).
 */
export async function moodDashboard({
  userId,
  zone,
  locale,
  now,
  range,
  page,
}: {
  userId: number;
  zone: string;
  locale: Locale;
  now: Date;
  range: MoodRange;
  page: number;
}): Promise<MoodDashboard> {
  const f = moodFormatters(locale, zone);
  // Two days of margin on each side: the statistics keep only the local days of the range.
  const [points, instants, firstPage] = await Promise.all([
    listMoodPoints({ userId, from: new Date(now.getTime() - (range + 2) * DAY_MS), to: new Date(now.getTime() + 2 * DAY_MS) }),
    listMoodInstants({ userId }),
    listMoodEntries({ userId, page, pageSize: MOOD_PAGE_SIZE }),
  ]);
  const stats = moodStats(points, { zone, now, range });
  const pages = Math.max(1, Math.ceil(firstPage.total / MOOD_PAGE_SIZE));
  const listed = page > pages ? await listMoodEntries({ userId, page: pages, pageSize: MOOD_PAGE_SIZE }) : firstPage;
  const withEntries = stats.days.filter((d) => d.average !== null);
  const averages = withEntries.map((d) => d.average as number);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    chart: {
      range,
      days: stats.days.map((d) => ({
        date: d.date,
        label: f.shortDate(d.date),
        long: f.longDate(d.date),
        average: d.average === null ? null : round(d.average),
        averageText: d.average === null ? null : f.number(d.average),
        count: d.count,
      })),
      from: f.longDate(stats.days[0].date),
      to: f.longDate(stats.days[stats.days.length - 1].date),
      count: stats.count,
      daysWith: withEntries.length,
      averageText: stats.average === null ? null : f.number(stats.average),
      maxText: averages.length ? f.number(Math.max(...averages)) : null,
      minText: averages.length ? f.number(Math.min(...averages)) : null,
    },
    stats: {
      averageText: stats.average === null ? null : f.number(stats.average),
      best: stats.bestWeekday ? { weekday: stats.bestWeekday.weekday, averageText: f.number(stats.bestWeekday.average) } : null,
      worst: stats.worstWeekday ? { weekday: stats.worstWeekday.weekday, averageText: f.number(stats.worstWeekday.average) } : null,
      streak: moodStreak(instants, { zone, now }),
    },
    list: {
      entries: listed.entries.map((e) => ({
        id: e.id,
        mood: e.mood,
        emotions: e.emotions,
        tags: e.tags,
        note: e.note,
        when: f.instant(e.occurredAt),
        imported: e.source === "daylio",
      })),
      page: Math.min(page, pages),
      pages,
      total: listed.total,
    },
  };
}
