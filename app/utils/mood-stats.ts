/**
 * The statistics of /mood (decision record 0025), pure: entries in, numbers out, with the
 * person's time zone and "now" passed in. Days are calendar days in that zone, never UTC days.
 */
import type { MoodRange, Weekday } from "./mood";
import { addDays, isoWeekday, localDate } from "./zoned-time";

/** What the statistics need of an entry: when (ISO UTC) and how (1–5). */
export interface MoodPoint {
  occurredAt: string;
  mood: number;
}

/** One calendar day of the chart: its date, the mean mood of its entries (null: none) and how many. */
export interface MoodDay {
  date: string;
  average: number | null;
  count: number;
}

/** A weekday's mean mood over the range and how many entries it rests on. */
export interface WeekdayAverage {
  weekday: Weekday;
  average: number;
  count: number;
}

export interface MoodStats {
  /** Every day of the range, oldest first, `range` of them, the last one being today. */
  days: MoodDay[];
  /** Entries in the range. */
  count: number;
  /** Mean mood of the entries in the range (unrounded), null without entries. */
  average: number | null;
  /** Weekdays with at least one entry, Monday first. */
  weekdays: WeekdayAverage[];
  /** The weekday with the highest / lowest mean; null with entries on fewer than two weekdays or when all means are equal. */
  bestWeekday: WeekdayAverage | null;
  worstWeekday: WeekdayAverage | null;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The chart and the patterns of the last `range` calendar days in `zone`, today included.
 * An entry belongs to the day of its local date; entries outside the range are ignored.
 * Best and worst weekday compare the mean of the entries on each weekday (ties: the one with more
 * entries, then the earlier weekday).
 */
export function moodStats(entries: readonly MoodPoint[], { zone, now, range }: { zone: string; now: Date; range: MoodRange }): MoodStats {
  const today = localDate(now, zone);
  const first = addDays(today, -(range - 1));
  const byDay = new Map<string, number[]>();
  for (const entry of entries) {
    const date = localDate(new Date(entry.occurredAt), zone);
    if (date < first || date > today) continue;
    const list = byDay.get(date) ?? [];
    list.push(entry.mood);
    byDay.set(date, list);
  }
  const days: MoodDay[] = [];
  for (let i = 0; i < range; i++) {
    const date = addDays(first, i);
    const moods = byDay.get(date) ?? [];
    days.push({ date, average: moods.length ? mean(moods) : null, count: moods.length });
  }
  const all = [...byDay.values()].flat();
  const perWeekday = new Map<Weekday, number[]>();
  for (const [date, moods] of byDay) {
    const weekday = isoWeekday(date);
    perWeekday.set(weekday, [...(perWeekday.get(weekday) ?? []), ...moods]);
  }
  const weekdays = [...perWeekday].map(([weekday, moods]) => ({ weekday, average: mean(moods), count: moods.length })).sort((a, b) => a.weekday - b.weekday);
  let bestWeekday: WeekdayAverage | null = null;
  let worstWeekday: WeekdayAverage | null = null;
  if (weekdays.length >= 2) {
    const rank = (sign: 1 | -1) => [...weekdays].sort((a, b) => sign * (b.average - a.average) || b.count - a.count || a.weekday - b.weekday)[0];
    const best = rank(1);
    const worst = rank(-1);
    if (best.average !== worst.average) {
      bestWeekday = best;
      worstWeekday = worst;
    }
  }
  return { days, count: all.length, average: all.length ? mean(all) : null, weekdays, bestWeekday, worstWeekday };
}

/**
 * The days in a row with at least one entry, in `zone`: counted back from today when today has
 * an entry, else from yesterday (a streak is not broken until the day without an entry is over);
 * 0 when neither has one. Entries after `now` are ignored.
 */
export function moodStreak(occurredAt: readonly string[], { zone, now }: { zone: string; now: Date }): number {
  const today = localDate(now, zone);
  const dates = new Set<string>();
  for (const iso of occurredAt) {
    const date = localDate(new Date(iso), zone);
    if (date <= today) dates.add(date);
  }
  let day = dates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (dates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
