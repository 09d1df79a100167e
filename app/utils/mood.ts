/**
 * The mood scale and the emotions of /mood (decision record 0025), shared by the server and the
 * page. Plain constants only: this module reaches the browser, so it imports nothing.
 */

/** The five levels, best first: 5 "rad" … 1 "awful" (the scale Daylio uses, so its exports map one to one). */
export const MOOD_LEVELS = [5, 4, 3, 2, 1] as const;
export type MoodLevel = (typeof MOOD_LEVELS)[number];

/** The emoji shown beside each level's word (decorative: the word and the number carry the meaning). */
export const MOOD_EMOJI: Record<MoodLevel, string> = { 5: "😄", 4: "🙂", 3: "😐", 2: "🙁", 1: "😞" };

/** The emotions a person may tick, by id (their words are `mood.emotions.<id>`). */
export const EMOTIONS = ["happy", "calm", "grateful", "hopeful", "proud", "loved", "tired", "anxious", "stressed", "sad", "angry", "lonely"] as const;
export type Emotion = (typeof EMOTIONS)[number];

/** Longest note, in characters. */
export const MOOD_NOTE_MAX = 5000;
/** At most this many tags per entry (imported Daylio activities), each at most {@link MOOD_TAG_MAX} characters. */
export const MOOD_TAGS_MAX = 20;
export const MOOD_TAG_MAX = 60;

/** The chart's ranges in days (`/mood?range=`), the default first. */
export const MOOD_RANGES = [30, 7, 90] as const;
export type MoodRange = (typeof MOOD_RANGES)[number];

/** Entries per page of the history list (`/mood?page=`). */
export const MOOD_PAGE_SIZE = 20;

/** Weekdays in the order the page lists them, 1 = Monday … 7 = Sunday (ISO 8601). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
