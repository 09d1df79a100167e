/**
 * Wall-clock time in a person's IANA time zone (decision record 0025). Instants are stored in UTC;
 * a person reads and types local dates and times. Pure: `Intl` only, no clock, no I/O.
 * Dates are `YYYY-MM-DD`, local date-times `YYYY-MM-DDTHH:MM` (the value of `<input type="datetime-local">`).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  return f;
}

const FORMATTED = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2}):(\d{2})$/;

/** Offsets are remembered per zone and quarter of an hour of UTC: every daylight-saving change since 1970 falls on one. */
const BUCKET_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/** The offset of `zone` from UTC at `instant`, in ms (Europe/Rome in summer: +7 200 000). */
export function zoneOffsetMs(instant: Date, zone: string): number {
  const bucket = Math.floor(instant.getTime() / BUCKET_MS);
  const key = `${zone}|${bucket}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const at = bucket * BUCKET_MS;
  const m = FORMATTED.exec(formatter(zone).format(new Date(at)));
  if (!m) throw new RangeError("unexpected date format");
  const [month, day, year, hour, minute, second] = m.slice(1).map(Number);
  const offset = Date.UTC(year, month - 1, day, hour % 24, minute, second) - at;
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The wall clock of `instant` in `zone`: year, month (1–12), day, hour (0–23), minute, second. */
export function wallClock(instant: Date, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant, zone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `YYYY-MM-DD`: the calendar day of `instant` in `zone`. */
export function localDate(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** `YYYY-MM-DDTHH:MM`: the wall clock of `instant` in `zone`, as a datetime-local input's value. */
export function localDateTimeInput(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The UTC instant of the wall-clock `local` (`YYYY-MM-DDTHH:MM[:SS]`) in `zone`, or null when
 * `local` is not a real date and time. Around a daylight-saving change it behaves like Temporal's
 * "compatible" disambiguation: a time that happens twice (autumn) is its first occurrence; a time
 * that never happens (the spring gap) is moved forward by the gap (02:30 in Rome on the last
 * Sunday of March is 03:30 summer time).
 */
export function zonedLocalToUtc(local: string, zone: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  const before = zoneOffsetMs(new Date(wall - 86_400_000), zone);
  const after = zoneOffsetMs(new Date(wall + 86_400_000), zone);
  // No change of offset within a day either side: the one offset is the answer.
  if (before === after) return new Date(wall - before);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((t) => {
      const w = wallClock(new Date(t), zone);
      return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) === wall;
    })
    .sort((a, b) => a - b);
  return new Date(candidates.length > 0 ? candidates[0] : wall - before);
}

/** `date` (`YYYY-MM-DD`) plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of the calendar date `date`: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return (day === 0 ? 7 : day) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}
