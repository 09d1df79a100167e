/** Longest own quote, in characters (the form's maxLength and the server's check). */
export const QUOTE_TEXT_MAX = 500;
/** Longest author name of an own quote, in characters. */
export const QUOTE_AUTHOR_MAX = 100;
