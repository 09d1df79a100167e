/**
 * The ids the quote pages need in the browser (spec §3 "Quote preferences"): themes and moods. The
 * quotes themselves (app/content/quotes.ts) stay on the server, so /quotes does not ship them.
 */
export const QUOTE_CATEGORIES = ["calm", "courage", "hope", "self_compassion", "gratitude", "growth", "mindfulness"] as const;
export type QuoteCategory = (typeof QUOTE_CATEGORIES)[number];

/** Spec §3: the moods a person may ask their quotes to fit. */
export const QUOTE_MOODS = ["neutral", "happy", "calm", "sad", "anxious"] as const;
export type QuoteMood = (typeof QUOTE_MOODS)[number];

/** Longest own quote, in characters (the form's maxLength and the server's check). */
export const QUOTE_TEXT_MAX = 500;
/** Longest author name of an own quote, in characters. */
export const QUOTE_AUTHOR_MAX = 100;
