/**
 * The statistics of /mood read days in the person's time zone (decision record 0025): the same
 * instants fall on different days in Rome and New York, across midnight and across the
 * daylight-saving changes, and the chart, the weekday patterns and the streak follow.
 */
import { describe, expect, it } from "vitest";
import { moodStats, moodStreak } from "~/utils/mood-stats";
import { addDays, isoWeekday, localDate, localDateTimeInput, zonedLocalToUtc } from "~/utils/zoned-time";

const ROME = "Europe/Rome";
const NEW_YORK = "America/New_York";
const at = (iso: string, mood: number) => ({ occurredAt: new Date(iso).toISOString(), mood });

describe("wall-clock time in a zone", () => {
  it("converts a local date-time to UTC with the zone's offset of that day", () => {
    expect(zonedLocalToUtc("2026-07-01T00:30", ROME)?.toISOString()).toBe("2026-06-30T22:30:00.000Z");
    expect(zonedLocalToUtc("2026-12-01T00:30", ROME)?.toISOString()).toBe("2026-11-30T23:30:00.000Z");
    expect(zonedLocalToUtc("2026-07-01T00:30", NEW_YORK)?.toISOString()).toBe("2026-07-01T04:30:00.000Z");
    expect(zonedLocalToUtc("2026-12-01T00:30", NEW_YORK)?.toISOString()).toBe("2026-12-01T05:30:00.000Z");
    expect(zonedLocalToUtc("2026-12-01T00:30", "UTC")?.toISOString()).toBe("2026-12-01T00:30:00.000Z");
  });

  it("moves a time in the spring gap forward and takes the first of a repeated autumn hour", () => {
    // Rome skips 02:00–03:00 on 29 March 2026; New York on 8 March 2026.
    expect(zonedLocalToUtc("2026-03-29T02:30", ROME)?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(localDateTimeInput(new Date("2026-03-29T01:30:00Z"), ROME)).toBe("2026-03-29T03:30");
    expect(zonedLocalToUtc("2026-03-08T02:30", NEW_YORK)?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // Rome lives 02:00–03:00 twice on 25 October 2026; New York 01:00–02:00 on 1 November 2026.
    expect(zonedLocalToUtc("2026-10-25T02:30", ROME)?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedLocalToUtc("2026-11-01T01:30", NEW_YORK)?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("refuses dates and times that do not exist on any calendar", () => {
    for (const bad of ["2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00", "2026-01-01T10:60", "2026-01-01", "yesterday", ""]) {
      expect(zonedLocalToUtc(bad, ROME), bad).toBeNull();
    }
  });

  it("gives the local calendar day and weekday of an instant", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(localDate(instant, ROME)).toBe("2026-11-23");
    expect(localDate(instant, NEW_YORK)).toBe("2026-11-22");
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });
});

describe("moodStats", () => {
  it("puts an entry near midnight on the day it was in the person's zone", () => {
    const entries = [at("2026-11-22T23:30:00Z", 5), at("2026-11-22T10:00:00Z", 1)];
    const now = new Date("2026-11-23T12:00:00Z");
    const rome = moodStats(entries, { zone: ROME, now, range: 7 });
    expect(rome.days).toHaveLength(7);
    expect(rome.days[0].date).toBe("2026-11-17");
    expect(rome.days.at(-1)).toEqual({ date: "2026-11-23", average: 5, count: 1 });
    expect(rome.days.at(-2)).toEqual({ date: "2026-11-22", average: 1, count: 1 });
    const newYork = moodStats(entries, { zone: NEW_YORK, now, range: 7 });
    expect(newYork.days.at(-1)).toEqual({ date: "2026-11-23", average: null, count: 0 });
    expect(newYork.days.at(-2)).toEqual({ date: "2026-11-22", average: 3, count: 2 });
    expect(rome.average).toBe(3);
    expect(newYork.average).toBe(3);
  });

  it("counts only the days of the range, today included, in the zone", () => {
    const now = new Date("2026-11-23T03:00:00Z"); // 04:00 in Rome, 22:00 of the 22nd in New York
    const entries = [at("2026-10-25T12:00:00Z", 2), at("2026-10-26T12:00:00Z", 4), at("2026-11-23T01:00:00Z", 5)];
    const rome30 = moodStats(entries, { zone: ROME, now, range: 30 });
    expect(rome30.days[0].date).toBe("2026-10-25");
    expect(rome30.count).toBe(3);
    const ny30 = moodStats(entries, { zone: NEW_YORK, now, range: 30 });
    // New York's today is the 22nd: its 30 days start on 24 October, and the 01:00Z entry is on the 22nd.
    expect(ny30.days[0].date).toBe("2026-10-24");
    expect(ny30.days.at(-1)).toEqual({ date: "2026-11-22", average: 5, count: 1 });
    expect(moodStats(entries, { zone: ROME, now, range: 7 }).count).toBe(1);
    expect(moodStats(entries, { zone: ROME, now, range: 90 }).days).toHaveLength(90);
  });

  it("keeps one chart day per calendar day across a daylight-saving change", () => {
    const now = new Date("2026-03-30T10:00:00Z");
    const rome = moodStats([at("2026-03-29T21:30:00Z", 4), at("2026-03-28T22:30:00Z", 2)], { zone: ROME, now, range: 7 });
    expect(rome.days.map((d) => d.date)).toEqual(["2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30"]);
    // 23:30 local on both evenings: +1 h before the change, +2 h after.
    expect(rome.days.at(-2)).toEqual({ date: "2026-03-29", average: 4, count: 1 });
    expect(rome.days.at(-3)).toEqual({ date: "2026-03-28", average: 2, count: 1 });
  });

  it("finds the best and worst weekday by the mean of their entries", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const entries = [
      at("2026-11-23T09:00:00Z", 4), // Monday
      at("2026-11-16T09:00:00Z", 5), // Monday
      at("2026-11-22T09:00:00Z", 1), // Sunday
      at("2026-11-21T09:00:00Z", 3), // Saturday
    ];
    const stats = moodStats(entries, { zone: ROME, now, range: 30 });
    expect(stats.bestWeekday).toEqual({ weekday: 1, average: 4.5, count: 2 });
    expect(stats.worstWeekday).toEqual({ weekday: 7, average: 1, count: 1 });
    expect(stats.weekdays.map((w) => w.weekday)).toEqual([1, 6, 7]);
    // An entry at 23:30 on Sunday in New York is Monday in Rome.
    const late = [at("2026-11-23T04:30:00Z", 1), at("2026-11-21T12:00:00Z", 5)];
    expect(moodStats(late, { zone: NEW_YORK, now, range: 7 }).worstWeekday?.weekday).toBe(7);
    expect(moodStats(late, { zone: ROME, now, range: 7 }).worstWeekday?.weekday).toBe(1);
  });

  it("names no best or worst weekday with a single weekday or equal means, and no average without entries", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(moodStats([at("2026-11-23T09:00:00Z", 4)], { zone: ROME, now, range: 7 }).bestWeekday).toBeNull();
    const equal = moodStats([at("2026-11-23T09:00:00Z", 3), at("2026-11-22T09:00:00Z", 3)], { zone: ROME, now, range: 7 });
    expect(equal.bestWeekday).toBeNull();
    expect(equal.worstWeekday).toBeNull();
    const none = moodStats([], { zone: ROME, now, range: 7 });
    expect(none.average).toBeNull();
    expect(none.count).toBe(0);
    expect(none.days.every((d) => d.average === null)).toBe(true);
  });
});

describe("moodStreak", () => {
  it("counts the days in a row in the person's zone, from today or else yesterday", () => {
    const entries = ["2026-11-21T12:00:00Z", "2026-11-22T23:30:00Z"];
    const now = new Date("2026-11-23T12:00:00Z");
    // Rome: the 21st and the 23rd (today) → 1. New York: the 21st and the 22nd (yesterday) → 2.
    expect(moodStreak(entries, { zone: ROME, now })).toBe(1);
    expect(moodStreak(entries, { zone: NEW_YORK, now })).toBe(2);
  });

  it("is 0 once a whole day has passed without an entry, and counts several entries of a day once", () => {
    const entries = ["2026-11-20T08:00:00Z", "2026-11-20T18:00:00Z", "2026-11-19T08:00:00Z"];
    expect(moodStreak(entries, { zone: ROME, now: new Date("2026-11-21T12:00:00Z") })).toBe(2);
    expect(moodStreak(entries, { zone: ROME, now: new Date("2026-11-22T12:00:00Z") })).toBe(0);
    expect(moodStreak([], { zone: ROME, now: new Date("2026-11-22T12:00:00Z") })).toBe(0);
  });

  it("is not broken by the short or the long day of a daylight-saving change", () => {
    // 23:30 local on 28 (CET), 29 (CEST, the 23-hour day) and 09:00 on 30 March in Rome.
    const rome = ["2026-03-28T22:30:00Z", "2026-03-29T21:30:00Z", "2026-03-30T07:00:00Z"];
    expect(moodStreak(rome, { zone: ROME, now: new Date("2026-03-30T10:00:00Z") })).toBe(3);
    // 00:30 local on 1 November (EDT) and 2 November (EST) in New York, around the 25-hour day.
    const newYork = ["2026-11-01T04:30:00Z", "2026-11-02T05:30:00Z"];
    expect(moodStreak(newYork, { zone: NEW_YORK, now: new Date("2026-11-02T15:00:00Z") })).toBe(2);
    // The same instants are 1 and 2 November in UTC too, but in Rome 05:30Z is still the 2nd: 2.
    expect(moodStreak(newYork, { zone: ROME, now: new Date("2026-11-02T15:00:00Z") })).toBe(2);
  });

  it("ignores entries after now", () => {
    expect(moodStreak(["2026-11-24T09:00:00Z"], { zone: ROME, now: new Date("2026-11-23T12:00:00Z") })).toBe(0);
  });
});
