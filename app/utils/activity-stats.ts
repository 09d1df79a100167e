/**
 * The profile's statistics from a person's activity events (spec §3 "Profile stats", "consecutive
 * days", "wellness level and progress"; decision record 0031). Pure: the caller loads the events
 * (app/models/activity.server.ts) and passes the time zone and the instant.
 *
 * - **Session**: events sorted by start; an event whose start is less than {@link SESSION_GAP_MS}
 *   (30 minutes) after the end of the session so far joins it, otherwise it starts a new one. A
 *   meditation spans its recorded minutes (it starts `minutes` before it was recorded); every other
 *   event is an instant. A session lasts from its first start to its last end, at least
 *   {@link MIN_SESSION_MS} (one minute: a single message is still a visit).
 * - **Preferred time of day**: the part of the day (in the person's zone) in which most sessions
 *   started: morning 05–12, afternoon 12–17, evening 17–22, night 22–05; a tie goes to the earlier
 *   part in that order.
 * - **Consecutive days**: days in a row with any event in the person's zone, counted back from today
 *   when today has one, else from yesterday (the mood streak's rule, `moodStreak`).
 * - **Wellness points**: 1 per chat message, 10 per exercise, 2 per meditation minute, 5 per mood
 *   entry, 10 per reflection, 3 per quote written, and 5 per day with any activity. Level n starts
 *   at 50·n·(n−1) points (1: 0, 2: 100, 3: 300, 4: 600, 5: 1000…): each level needs 100 more
 *   points than the one before.
 */
import type { ActivityEvent, ActivityKind } from "~/models/activity.server";
import { moodStreak } from "./mood-stats";
import { localDate, wallClock } from "./zoned-time";

/** Events closer than this belong to one session. */
export const SESSION_GAP_MS = 30 * 60_000;
/** The shortest session. */
export const MIN_SESSION_MS = 60_000;

export const DAY_PARTS = ["morning", "afternoon", "evening", "night"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** Points per event of each kind (a meditation's are per minute). */
export const ACTIVITY_POINTS: Record<ActivityKind, number> = { chat: 1, exercise: 10, meditation: 2, mood: 5, reflection: 10, quote: 3 };
/** Points per distinct day with any activity. */
export const ACTIVE_DAY_POINTS = 5;

export interface ActivitySession {
  /** Epoch ms. */
  start: number;
  end: number;
  events: number;
}

/** The part of the day of a local hour (0–23). */
export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 22) return "evening";
  return "night";
}

/** The instants an event spans, in epoch ms. */
function span(event: Pick<ActivityEvent, "at" | "kind" | "minutes">): { start: number; end: number } {
  const end = new Date(event.at).getTime();
  return { start: event.kind === "meditation" ? end - event.minutes * 60_000 : end, end };
}

/** Groups events into sessions by the 30-minute rule (see the module's comment), oldest first. */
export function groupSessions(events: readonly Pick<ActivityEvent, "at" | "kind" | "minutes">[]): ActivitySession[] {
  const spans = events.map(span).sort((a, b) => a.start - b.start || a.end - b.end);
  const sessions: ActivitySession[] = [];
  for (const s of spans) {
    const current = sessions.at(-1);
    if (current && s.start - current.end < SESSION_GAP_MS) {
      current.end = Math.max(current.end, s.end);
      current.events += 1;
    } else {
      sessions.push({ start: s.start, end: s.end, events: 1 });
    }
  }
  return sessions;
}

/** A session's length in ms (at least {@link MIN_SESSION_MS}). */
export function sessionLength(session: ActivitySession): number {
  return Math.max(MIN_SESSION_MS, session.end - session.start);
}

/** The part of the day most sessions started in, in `zone`; null without sessions. */
export function preferredDayPart(sessions: readonly ActivitySession[], zone: string): DayPart | null {
  if (sessions.length === 0) return null;
  const counts = new Map<DayPart, number>();
  for (const s of sessions) {
    const part = dayPart(wallClock(new Date(s.start), zone).hour);
    counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  let best: DayPart = DAY_PARTS[0];
  for (const part of DAY_PARTS) if ((counts.get(part) ?? 0) > (counts.get(best) ?? 0)) best = part;
  return best;
}

export interface WellnessLevel {
  points: number;
  level: number;
  /** Points where this level starts and the next one does. */
  levelStart: number;
  nextLevelAt: number;
  /** 0–100, whole percent of the way from this level to the next. */
  progressPercent: number;
}

/** Points at which level `n` (≥ 1) starts. */
export function levelStart(n: number): number {
  return 50 * n * (n - 1);
}

/** The level of `points` and the progress to the next. */
export function wellnessLevel(points: number): WellnessLevel {
  let level = 1;
  while (levelStart(level + 1) <= points) level += 1;
  const start = levelStart(level);
  const next = levelStart(level + 1);
  return { points, level, levelStart: start, nextLevelAt: next, progressPercent: Math.floor(((points - start) / (next - start)) * 100) };
}

export interface ActivityStats {
  chatMessages: number;
  exercisesCompleted: number;
  meditationMinutes: number;
  moodEntries: number;
  reflections: number;
  totalSessions: number;
  /** Whole minutes, rounded; null without sessions. */
  averageSessionMinutes: number | null;
  /** ISO UTC of the latest event, or null. */
  lastActivityAt: string | null;
  preferredTime: DayPart | null;
  /** Consecutive days with activity (see the module's comment). */
  streakDays: number;
  activeDays: number;
  level: WellnessLevel;
}

/**
 * Every statistic of the profile from `events` (any order), in `zone` at `now`. Events after
 * `now` are ignored by the streak only.
 */
export function activityStats(events: readonly ActivityEvent[], { zone, now }: { zone: string; now: Date }): ActivityStats {
  const count = (kind: ActivityKind) => events.filter((e) => e.kind === kind).length;
  const meditationMinutes = events.filter((e) => e.kind === "meditation").reduce((sum, e) => sum + e.minutes, 0);
  const sessions = groupSessions(events);
  const activeDays = new Set(events.map((e) => localDate(new Date(e.at), zone))).size;
  const points =
    events.reduce((sum, e) => sum + (e.kind === "meditation" ? ACTIVITY_POINTS.meditation * e.minutes : ACTIVITY_POINTS[e.kind]), 0) +
    ACTIVE_DAY_POINTS * activeDays;
  const lastActivityAt = events.reduce<string | null>((latest, e) => (latest === null || e.at > latest ? e.at : latest), null);
  return {
    chatMessages: count("chat"),
    exercisesCompleted: count("exercise"),
    meditationMinutes,
    moodEntries: count("mood"),
    reflections: count("reflection"),
    totalSessions: sessions.length,
    averageSessionMinutes: sessions.length ? Math.round(sessions.reduce((sum, s) => sum + sessionLength(s), 0) / sessions.length / 60_000) : null,
    lastActivityAt,
    preferredTime: preferredDayPart(sessions, zone),
    streakDays: moodStreak(
      events.map((e) => e.at),
      { zone, now },
    ),
    activeDays,
    level: wellnessLevel(points),
  };
}
