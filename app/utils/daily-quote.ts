/**
 * The daily quote (spec §1 "personal quotes", §3 "Quote preferences"): each person gets one quote
 * a day, the same all day long (a UTC day, like the daily AI limit) and a different one the next
 * day, chosen among the quotes that fit their preferences. Pure: no I/O, no clock.
 */
import type { QuoteCategory, QuoteMood } from "./quotes";
import { DAY_MS } from "./time";

/** The fields of a quote the pick looks at. */
export interface PickableQuote {
  id: string;
  category: QuoteCategory;
  moods: readonly QuoteMood[];
}

/**
 * The quotes that fit `preferences`, widening when nothing fits: the chosen categories and mood,
 * then the categories with any mood, then every quote.
 */
export function quotesForPreferences<Q extends PickableQuote>(
  quotes: readonly Q[],
  preferences: { categories: readonly QuoteCategory[]; mood: QuoteMood | null },
): Q[] {
  const inCategories = preferences.categories.length ? quotes.filter((q) => preferences.categories.includes(q.category)) : [...quotes];
  const withMood = preferences.mood ? inCategories.filter((q) => q.moods.includes(preferences.mood as QuoteMood)) : inCategories;
  if (withMood.length) return withMood;
  if (inCategories.length) return inCategories;
  return [...quotes];
}

/**
 * Picks the quote of the UTC day of `now` for `userId` among `pool` (in a stable order, e.g. by id).
 * Consecutive days walk through the pool one step at a time from a starting point that depends on
 * the person, so a quote does not come back before the whole pool has been shown, and two people
 * rarely see the same quote on the same day.
 * @returns null when `pool` is empty.
 */
export function pickDailyQuote<Q>(pool: readonly Q[], userId: number, now: Date): Q | null {
  if (pool.length === 0) return null;
  const day = Math.floor(now.getTime() / DAY_MS);
  const offset = userOffset(userId);
  return pool[(offset + day) % pool.length];
}

/** A spread-out, non-negative starting point per user (Knuth's multiplicative hash). */
function userOffset(userId: number): number {
  return Math.imul(userId, 2654435761) >>> 0;
}
