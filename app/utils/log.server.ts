/**
 * Writing text that may come from a person (a name, an address, an error message that quotes
 * input) into the server log so that one record is always one line (OWASP ASVS 5.0 16.4.1: log
 * injection; OWASP Logging Cheat Sheet, "Event data sources"). The log is read by people and by
 * tools that split on line breaks; a CR/LF, U+2028/U+2029 or a bidi override in a value could
 * otherwise forge a second record or hide the order of the text (app/utils/single-line.ts).
 */
import { UNSAFE_IN_ONE_LINE_ALL } from "./single-line";

const hex4 = (char: string) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, "0")}`;

/**
 * `text` with every backslash doubled and every character of {@link UNSAFE_IN_ONE_LINE_ALL}
 * written as a `\uXXXX` escape, so the result is one line and reads back unambiguously.
 * @example escapeForLog("Eve\r\nTo: x") === "Eve\\u000d\\u000aTo: x"
 */
export function escapeForLog(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(UNSAFE_IN_ONE_LINE_ALL, hex4);
}

/**
 * `value` as one line of JSON in which, beyond what `JSON.stringify` escapes (C0 controls, `"`
 * and `\`), DEL, the C1 controls, U+2028/U+2029 and the bidi controls are `\uXXXX` escapes too.
 * `JSON.parse` gives `value` back unchanged.
 */
export function jsonForLog(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_ONE_LINE_ALL, hex4);
}
