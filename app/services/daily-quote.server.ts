/**
 * The daily quote of a signed-in person (spec §1, §3 "Quote preferences"), in their language:
 * the quotes that fit their preferences (app/utils/daily-quote.ts), one per UTC day.
 */
import { getQuotePreferences, listFavouriteQuoteIds, listQuotes } from "~/models/quote.server";
import type { Locale } from "~/utils/i18n";
import { pickDailyQuote, quotesForPreferences } from "~/utils/daily-quote";

/** The quote as a page shows it. */
export interface DailyQuote {
  id: string;
  text: string;
  /** Null for Respiro's own words. */
  author: string | null;
  category: string;
  /** Whether the person marked it as a favourite. */
  favourite: boolean;
}

/**
 * The quote of the UTC day of `now` for `userId`, in `locale`; null when no quote exists at all.
 * @throws on database errors (pages show "errors loading the daily quote", spec §8).
 */
export async function getDailyQuote({ userId, locale, now }: { userId: number; locale: Locale; now: Date }): Promise<DailyQuote | null> {
  const [quotes, preferences, favourites] = await Promise.all([listQuotes(), getQuotePreferences({ userId }), listFavouriteQuoteIds({ userId })]);
  const quote = pickDailyQuote(quotesForPreferences(quotes, preferences), userId, now);
  if (!quote) return null;
  return { id: quote.id, text: quote.text[locale], author: quote.author?.[locale] ?? null, category: quote.category, favourite: favourites.includes(quote.id) };
}

/**
 * Like {@link getDailyQuote}, for a page that must render anyway: `{ quote, failed }`, where
 * `failed` is true when the quotes could not be read (the error is logged without personal data).
 */
export async function loadDailyQuote(input: { userId: number; locale: Locale; now: Date }): Promise<{ quote: DailyQuote | null; failed: boolean }> {
  try {
    return { quote: await getDailyQuote(input), failed: false };
  } catch (error) {
    console.error("[quotes] daily quote failed", { error: error instanceof Error ? error.name : "unknown" });
    return { quote: null, failed: true };
  }
}
