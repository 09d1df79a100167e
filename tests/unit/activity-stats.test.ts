/**
 * The profile's statistics (app/utils/activity-stats.ts, decision record 0031): the 30-minute
 * session rule, the preferred time of day, the streak across midnight in two zones and the levels.
 */
import { describe, expect, it } from "vitest";
import type { ActivityEvent } from "~/models/activity.server";
import { activityStats, dayPart, groupSessions, levelStart, wellnessLevel } from "~/utils/activity-stats";

const event = (at: string, kind: ActivityEvent["kind"] = "chat", minutes = 0): ActivityEvent => ({ kind, at, minutes, title: null, mood: null });

describe("sessions", () => {
  it("joins events less than 30 minutes apart and splits at 30", () => {
    const sessions = groupSessions([
      event("2026-03-02T08:29:59.000Z"),
      event("2026-03-02T08:00:00.000Z"),
      event("2026-03-02T08:59:58.000Z"),
      event("2026-03-02T09:29:58.000Z"),
    ]);
    expect(sessions.map((s) => s.events)).toEqual([3, 1]);
  });

  it("lets a meditation span its minutes, so an event during it or just after joins it", () => {
    // A 40-minute meditation recorded at 09:00 started at 08:20: a message at 08:00 is 20 minutes before it.
    const sessions = groupSessions([event("2026-03-02T08:00:00.000Z"), event("2026-03-02T09:00:00.000Z", "meditation", 40)]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].end - sessions[0].start).toBe(60 * 60_000);
  });
});

describe("preferred time and streak in the person's zone", () => {
  it("puts the parts of the day at 5, 12, 17 and 22", () => {
    expect([4, 5, 11, 12, 16, 17, 21, 22].map(dayPart)).toEqual(["night", "morning", "morning", "afternoon", "afternoon", "evening", "evening", "night"]);
  });

  it("counts 22:30 and 23:30 UTC as two days in Rome but one in New York", () => {
    const events = [event("2026-03-10T22:30:00.000Z"), event("2026-03-10T23:30:00.000Z")];
    const now = new Date("2026-03-11T12:00:00.000Z");
    // Rome (UTC+1): 23:30 on the 10th and 00:30 on the 11th.
    expect(activityStats(events, { zone: "Europe/Rome", now }).streakDays).toBe(2);
    // New York (UTC−4 after 8 March): 18:30 and 19:30 on the 10th; yesterday counts while today is not over.
    expect(activityStats(events, { zone: "America/New_York", now }).streakDays).toBe(1);
    expect(activityStats(events, { zone: "America/New_York", now }).preferredTime).toBe("evening");
    expect(activityStats(events, { zone: "Europe/Rome", now }).preferredTime).toBe("night");
  });

  it("breaks the streak after a whole day without activity", () => {
    const now = new Date("2026-03-13T12:00:00.000Z");
    expect(activityStats([event("2026-03-11T10:00:00.000Z")], { zone: "UTC", now }).streakDays).toBe(0);
  });
});

describe("wellness level", () => {
  it("starts level n at 50·n·(n−1) points and reports the progress", () => {
    expect([1, 2, 3, 4, 5].map(levelStart)).toEqual([0, 100, 300, 600, 1000]);
    expect(wellnessLevel(0)).toMatchObject({ level: 1, progressPercent: 0 });
    expect(wellnessLevel(99)).toMatchObject({ level: 1, progressPercent: 99 });
    expect(wellnessLevel(100)).toMatchObject({ level: 2, levelStart: 100, nextLevelAt: 300, progressPercent: 0 });
    expect(wellnessLevel(450)).toMatchObject({ level: 3, progressPercent: 50 });
  });

  it("has no sessions, no preferred time and no average without events", () => {
    expect(activityStats([], { zone: "UTC", now: new Date() })).toMatchObject({
      totalSessions: 0,
      averageSessionMinutes: null,
      preferredTime: null,
      lastActivityAt: null,
      streakDays: 0,
    });
  });
});
