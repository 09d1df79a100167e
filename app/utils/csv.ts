/**
 * A small CSV reader (RFC 4180): comma-separated fields, fields in double quotes may hold commas,
 * line breaks and doubled quotes (`""`); lines end in CRLF, LF or CR; a leading byte-order mark is
 * dropped; empty lines are skipped; a quote inside an unquoted field is kept as text (leniency
 * for hand-edited files). No dependency: the app reads one format (Daylio's export).
 */

/** A CSV that cannot be read: a quoted field never closed, or text right after a closing quote. */
export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = "CsvError";
  }
}

/** A parsed record: its fields and the 1-based line it starts on. */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * The records of `text`, in order.
 * @throws CsvError when a quoted field is not closed, or text follows a closing quote.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quotedField = false;
  const endField = () => {
    fields.push(field);
    field = "";
    quotedField = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === "")) records.push({ fields, line: recordLine });
    fields = [];
  };
  while (i < input.length) {
    const c = input[i];
    if (c === '"' && field === "" && !quotedField) {
      const start = line;
      i += 1;
      for (;;) {
        if (i >= input.length) throw new CsvError("unterminated quoted field", start);
        const q = input[i];
        if (q === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (q === "\n" || (q === "\r" && input[i + 1] !== "\n")) line += 1;
        field += q;
        i += 1;
      }
      quotedField = true;
      const next = input[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") throw new CsvError("text after a closing quote", line);
      continue;
    }
    if (c === ",") {
      endField();
      i += 1;
      continue;
    }
    if (c === "\r" || c === "\n") {
      endRecord();
      i += c === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += c;
    i += 1;
  }
  if (field !== "" || quotedField || fields.length > 0) endRecord();
  return records;
}

/** A value of a CSV cell to write: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** First characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of a CSV to write (RFC 4180): a text that a spreadsheet would run as a formula (it
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, as OWASP's "CSV
 * Injection" advises; a cell with a comma, a quote or a line break is quoted, quotes doubled.
 * Numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document (RFC 4180): `rows` (the header first) joined with commas and CRLF, each cell
 * through {@link csvCell}, with a UTF-8 byte-order mark so spreadsheets read accents right
 * ({@link parseCsv} drops it again).
 */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
