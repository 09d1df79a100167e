/** The CSV writer of the data export (app/utils/csv.ts `toCsv`, `csvCell`): RFC 4180 quoting and no formula injection. */
import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "~/utils/csv";

describe("csvCell", () => {
  it("defuses every cell a spreadsheet would run as a formula (OWASP CSV Injection)", () => {
    for (const risky of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR"]) expect(csvCell(risky).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("calm")).toBe("calm");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
  });
});

describe("toCsv", () => {
  it("round-trips through the app's reader, with a BOM and CRLF", () => {
    const rows = [
      ["note", "mood"],
      ['she said "fine", then\r\nleft', 3],
      ["=cmd|' /C calc'!A0", 1],
    ];
    const text = toCsv(rows);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const parsed = parseCsv(text).map((r) => r.fields);
    expect(parsed).toEqual([
      ["note", "mood"],
      ['she said "fine", then\r\nleft', "3"],
      ["'=cmd|' /C calc'!A0", "1"],
    ]);
  });
});
