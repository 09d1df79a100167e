/**
 * Characters that must never appear in a single-line field (a name, a username, an e-mail
 * address, a code) nor reach a log line unescaped (OWASP ASVS 5.0 2.2.1 input validation,
 * 16.4.1 log injection): with them one value can look like several lines, or like text in
 * another order than it was stored.
 *
 * - Unicode Cc: C0 controls (CR, LF, tab, ESC…), DEL and the C1 controls (NEL U+0085 among them);
 * - U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR;
 * - the bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069
 *   ("Trojan Source", CVE-2021-42574), which can make a name display in another order than it
 *   is stored. The plain marks LRM, RLM and ALM (U+200E, U+200F, U+061C) stay allowed: they
 *   affect only the character next to them and belong to right-to-left names.
 *
 * Shared by the zod schemas (browser and server) and the log writer (app/utils/log.server.ts).
 */

/** Source of the character class, so each user can build the flags it needs. */
const UNSAFE_CLASS = "[\\p{Cc}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]";

/** Matches one character a single-line value must not contain. */
export const UNSAFE_IN_ONE_LINE = new RegExp(UNSAFE_CLASS, "u");

/** Every such character, for replacing (global). */
export const UNSAFE_IN_ONE_LINE_ALL = new RegExp(UNSAFE_CLASS, "gu");

/** True when `text` holds no control character, line or paragraph separator, or bidi control. */
export function isSingleLine(text: string): boolean {
  return !UNSAFE_IN_ONE_LINE.test(text);
}
