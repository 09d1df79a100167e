/**
 * Reading CSV and Daylio's export (decision record 0025): quoted fields with commas, quotes and
 * line breaks; Daylio's mood names (default, Italian, numbers, the person's own names by level);
 * local times read in the person's zone; every row either imported or skipped with a reason.
 */
import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "~/utils/csv";
import { parseDaylioCsv } from "~/utils/daylio";

const HEADER = "full_date,date,weekday,time,mood,activities,note_title,note";
const now = new Date("2026-11-23T12:00:00Z");

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, any line ending and a BOM", () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\r3,,last\n\n';
    expect(parseCsv(text)).toEqual([
      { fields: ["a", "b", "c"], line: 1 },
      { fields: ["1", "x, y", 'say "hi"'], line: 2 },
      { fields: ["2", "two\nlines", ""], line: 3 },
      { fields: ["3", "", "last"], line: 5 },
    ]);
  });

  it("keeps a stray quote inside an unquoted field and reads a last line without a line break", () => {
    expect(parseCsv('a,b\n5" tall,ok')).toEqual([
      { fields: ["a", "b"], line: 1 },
      { fields: ['5" tall', "ok"], line: 2 },
    ]);
  });

  it("refuses a quoted field that never closes, naming its line", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
    expect(() => parseCsv('a,"b"c\n')).toThrow(CsvError);
  });
});

describe("parseDaylioCsv", () => {
  it("maps Daylio's moods to 5..1, activities to emotions or tags, title and note to the note", () => {
    const csv = [
      HEADER,
      '2026-11-22,November 22,Sunday,21:30,rad,"happy | friends | relaxed","A good day","Dinner with <br>friends"',
      "2026-11-21,November 21,Saturday,9:05 AM,good,,,",
      "2026-11-20,November 20,Friday,11:00 PM,meh,work,,",
      "2026-11-19,November 19,Thursday,08:00,bad,stanco | lavoro,,",
      "2026-11-18,November 18,Wednesday,07:00,awful,,,",
    ].join("\n");
    const result = parseDaylioCsv(csv, { zone: "Europe/Rome", now });
    if (!result.ok) throw new Error(result.error);
    expect(result.rows).toBe(5);
    expect(result.skipped).toEqual([]);
    expect(result.entries.map((e) => e.mood)).toEqual([5, 4, 3, 2, 1]);
    expect(result.entries[0]).toMatchObject({
      line: 2,
      emotions: ["happy", "calm"],
      tags: ["friends"],
      note: "A good day\nDinner with \nfriends",
      occurredAt: new Date("2026-11-22T20:30:00Z"),
    });
    expect(result.entries[1].occurredAt).toEqual(new Date("2026-11-21T08:05:00Z"));
    expect(result.entries[2].occurredAt).toEqual(new Date("2026-11-20T22:00:00Z"));
    expect(result.entries[3]).toMatchObject({ emotions: ["tired"], tags: ["lavoro"] });
    expect(result.entries[4].note).toBeNull();
  });

  it("reads the local times in the person's zone", () => {
    const csv = `${HEADER}\n2026-07-01,July 1,Wednesday,00:30,good,,,`;
    const rome = parseDaylioCsv(csv, { zone: "Europe/Rome", now });
    const newYork = parseDaylioCsv(csv, { zone: "America/New_York", now });
    expect(rome.ok && rome.entries[0].occurredAt.toISOString()).toBe("2026-06-30T22:30:00.000Z");
    expect(newYork.ok && newYork.entries[0].occurredAt.toISOString()).toBe("2026-07-01T04:30:00.000Z");
  });

  it("skips rows with a reason: unknown mood, bad date or time, the future, a note too long", () => {
    const csv = [
      HEADER,
      "2026-11-22,,,21:30,ecstatic,,,",
      "2026-11-22,,,21:30,Ecstatic,,,",
      "22/11/2026,,,21:30,good,,,",
      "2026-11-22,,,25:61,good,,,",
      "2026-12-01,,,10:00,good,,,",
      `2026-11-22,,,10:00,good,,,"${"x".repeat(5001)}"`,
      "2026-11-22,,,10:00,3,,,",
    ].join("\n");
    const result = parseDaylioCsv(csv, { zone: "UTC", now });
    if (!result.ok) throw new Error(result.error);
    expect(result.skipped).toEqual([
      { line: 2, reason: "unknown_mood", value: "ecstatic" },
      { line: 3, reason: "unknown_mood", value: "Ecstatic" },
      { line: 4, reason: "invalid_date", value: "22/11/2026 21:30" },
      { line: 5, reason: "invalid_date", value: "2026-11-22 25:61" },
      { line: 6, reason: "future" },
      { line: 7, reason: "note_too_long" },
    ]);
    expect(result.unknownMoods).toEqual([
      { name: "ecstatic", count: 1 },
      { name: "Ecstatic", count: 1 },
    ]);
    expect(result.entries.map((e) => e.mood)).toEqual([3]);
  });

  it("takes the person's own mood names by position (the first list is level 5)", () => {
    const csv = [HEADER, "2026-11-22,,,21:30,ecstatic,,,", "2026-11-22,,,22:30,Grumpy,,,", "2026-11-22,,,23:30,so-so,,,"].join("\n");
    const result = parseDaylioCsv(csv, { zone: "UTC", now, customMoods: ["ecstatic, over the moon", "", "", "grumpy", ""] });
    if (!result.ok) throw new Error(result.error);
    expect(result.entries.map((e) => e.mood)).toEqual([5, 2]);
    expect(result.skipped).toEqual([{ line: 4, reason: "unknown_mood", value: "so-so" }]);
  });

  it("knows Daylio's Italian mood names", () => {
    const csv = [HEADER, ...["super", "bene", "così così", "male", "malissimo"].map((m) => `2026-11-22,,,10:00,${m},,,`)].join("\n");
    const result = parseDaylioCsv(csv, { zone: "UTC", now });
    expect(result.ok && result.entries.map((e) => e.mood)).toEqual([5, 4, 3, 2, 1]);
  });

  it("refuses a file that is not a Daylio export, empty or unreadable", () => {
    expect(parseDaylioCsv("name,score\nx,1", { zone: "UTC", now })).toEqual({ ok: false, error: "missing_columns" });
    expect(parseDaylioCsv("", { zone: "UTC", now })).toEqual({ ok: false, error: "empty" });
    expect(parseDaylioCsv(HEADER + "\n", { zone: "UTC", now })).toEqual({ ok: false, error: "empty" });
    expect(parseDaylioCsv(`${HEADER}\n2026-11-22,,,10:00,good,,"open`, { zone: "UTC", now })).toEqual({ ok: false, error: "unreadable", line: 2 });
  });
});
