/** Time helpers. All instants are UTC; dates are `YYYY-MM-DD` UTC dates. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `YYYY-MM-DD` of the UTC calendar day containing `now`. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A new Date `ms` milliseconds after `from`. */
export function addMs(from: Date, ms: number): Date {
  return new Date(from.getTime() + ms);
}

/** Whole minutes from `now` until `until`, rounded up, at least 1. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
}

/** The next UTC midnight after `now` (when the daily AI counter of spec §3 starts again). */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
