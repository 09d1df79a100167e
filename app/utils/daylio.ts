/**
 * Reading a Daylio CSV export (decision record 0025). Daylio writes one row per entry with the
 * columns `full_date,date,weekday,time,mood,activities,note_title,note` (newer versions add
 * more; only `full_date`, `time` and `mood` are required). Pure: the CSV text, the person's time
 * zone and "now" in, the entries and what was skipped (and why) out. Server code only.
 */
import { CsvError, parseCsv } from "./csv";
import { EMOTIONS, MOOD_NOTE_MAX, MOOD_TAG_MAX, MOOD_TAGS_MAX, type Emotion } from "./mood";
import { zonedLocalToUtc } from "./zoned-time";

/** Most rows one import reads (a few years of several entries a day). */
export const DAYLIO_MAX_ROWS = 20_000;

/** Daylio's five default moods (English and Italian app), best first, and common spellings. */
const DEFAULT_MOOD_NAMES: Record<string, number> = {
  rad: 5,
  good: 4,
  meh: 3,
  bad: 2,
  awful: 1,
  super: 5,
  fantastico: 5,
  ottimo: 5,
  bene: 4,
  "così così": 3,
  "cosi cosi": 3,
  male: 2,
  malissimo: 1,
  terribile: 1,
  orribile: 1,
};

/** Daylio activities (English and Italian) that name an emotion of the app; any other activity becomes a tag. */
const EMOTION_WORDS: Record<string, Emotion> = {
  happy: "happy",
  excited: "happy",
  content: "happy",
  felice: "happy",
  contento: "happy",
  contenta: "happy",
  entusiasta: "happy",
  calm: "calm",
  relaxed: "calm",
  calmo: "calm",
  calma: "calm",
  rilassato: "calm",
  rilassata: "calm",
  grateful: "grateful",
  grato: "grateful",
  grata: "grateful",
  hopeful: "hopeful",
  fiducioso: "hopeful",
  fiduciosa: "hopeful",
  proud: "proud",
  orgoglioso: "proud",
  orgogliosa: "proud",
  loved: "loved",
  amato: "loved",
  amata: "loved",
  tired: "tired",
  stanco: "tired",
  stanca: "tired",
  anxious: "anxious",
  ansioso: "anxious",
  ansiosa: "anxious",
  stressed: "stressed",
  stressato: "stressed",
  stressata: "stressed",
  sad: "sad",
  triste: "sad",
  angry: "angry",
  arrabbiato: "angry",
  arrabbiata: "angry",
  lonely: "lonely",
  solo: "lonely",
  sola: "lonely",
};
for (const emotion of EMOTIONS) EMOTION_WORDS[emotion] = emotion;

/** Why a row was not imported. */
export type DaylioSkipReason = "invalid_date" | "unknown_mood" | "future" | "note_too_long";

export interface DaylioEntry {
  /** 1-based line of the CSV where the row starts. */
  line: number;
  mood: number;
  emotions: Emotion[];
  tags: string[];
  note: string | null;
  occurredAt: Date;
}

export interface DaylioSkip {
  line: number;
  reason: DaylioSkipReason;
  /** The mood name for `unknown_mood`, the date and time as written for `invalid_date`. */
  value?: string;
}

export type DaylioParse =
  | { ok: true; rows: number; entries: DaylioEntry[]; skipped: DaylioSkip[]; unknownMoods: { name: string; count: number }[] }
  | { ok: false; error: "unreadable" | "missing_columns" | "empty" | "too_many_rows"; line?: number };

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * The person's own names for the five levels when they renamed their moods in Daylio: index 0 is
 * level 5 (Daylio's "rad" position) … index 4 level 1 ("awful"); each a comma-separated list.
 */
export type CustomMoodNames = readonly [string, string, string, string, string];

function moodNames(custom: CustomMoodNames | undefined): Map<string, number> {
  const names = new Map(Object.entries(DEFAULT_MOOD_NAMES));
  for (let level = 1; level <= 5; level++) names.set(String(level), level);
  custom?.forEach((list, index) => {
    for (const name of list.split(",")) if (normalise(name)) names.set(normalise(name), 5 - index);
  });
  return names;
}

/** `21:30`, `9:30`, `9:30 PM`, `9.30 p.m.` → minutes after midnight, or null. */
function parseTime(value: string): { hour: number; minute: number } | null {
  const m = /^(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?\s*([ap])?\.?\s*(?:m\.?)?$/i.exec(value.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  if (m[3]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[3].toLowerCase() === "p" ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

function noteOf(title: string | undefined, note: string | undefined): string | null {
  const clean = (s: string | undefined) =>
    (s ?? "")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/\r\n?/g, "\n")
      .trim();
  const text = [clean(title), clean(note)].filter(Boolean).join("\n");
  return text === "" ? null : text;
}

/**
 * Reads a Daylio export. Every row becomes an entry or a skip with its reason:
 * - `invalid_date`: `full_date` is not `YYYY-MM-DD` or `time` is not a clock time;
 * - `unknown_mood`: the mood is neither a default name (English or Italian), a number 1–5 nor one
 *   of `customMoods`;
 * - `future`: later than `now` (plus 5 minutes of clock difference);
 * - `note_too_long`: title and note together over {@link MOOD_NOTE_MAX} characters.
 * The local date and time are read in `zone` (the person's, decision record 0025). Activities
 * (`a | b | c`) that name an emotion become emotions, the others tags (at most
 * {@link MOOD_TAGS_MAX}, each cut to {@link MOOD_TAG_MAX} characters).
 */
export function parseDaylioCsv(text: string, { zone, now, customMoods }: { zone: string; now: Date; customMoods?: CustomMoodNames }): DaylioParse {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, error: "unreadable", line: error.line };
    throw error;
  }
  if (records.length === 0) return { ok: false, error: "empty" };
  const header = records[0].fields.map(normalise);
  const col = (name: string) => header.indexOf(name);
  const [dateCol, timeCol, moodCol] = [col("full_date"), col("time"), col("mood")];
  if (dateCol < 0 || timeCol < 0 || moodCol < 0) return { ok: false, error: "missing_columns" };
  const [activitiesCol, titleCol, noteCol] = [col("activities"), col("note_title"), col("note")];
  const rows = records.slice(1);
  if (rows.length === 0) return { ok: false, error: "empty" };
  if (rows.length > DAYLIO_MAX_ROWS) return { ok: false, error: "too_many_rows" };
  const names = moodNames(customMoods);
  const latest = now.getTime() + 5 * 60_000;
  const entries: DaylioEntry[] = [];
  const skipped: DaylioSkip[] = [];
  const unknown = new Map<string, number>();
  for (const { fields, line } of rows) {
    const field = (index: number) => (index >= 0 ? (fields[index] ?? "") : "");
    const date = field(dateCol).trim();
    const time = parseTime(field(timeCol));
    const occurredAt =
      /^\d{4}-\d{2}-\d{2}$/.test(date) && time
        ? zonedLocalToUtc(`${date}T${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`, zone)
        : null;
    if (!occurredAt) {
      skipped.push({ line, reason: "invalid_date", value: `${date} ${field(timeCol).trim()}`.trim().slice(0, 40) });
      continue;
    }
    const moodName = normalise(field(moodCol));
    const mood = names.get(moodName);
    if (mood === undefined) {
      const shown = field(moodCol).trim().slice(0, 40);
      skipped.push({ line, reason: "unknown_mood", value: shown });
      unknown.set(shown, (unknown.get(shown) ?? 0) + 1);
      continue;
    }
    if (occurredAt.getTime() > latest) {
      skipped.push({ line, reason: "future" });
      continue;
    }
    const note = noteOf(titleCol >= 0 ? field(titleCol) : undefined, noteCol >= 0 ? field(noteCol) : undefined);
    if (note && note.length > MOOD_NOTE_MAX) {
      skipped.push({ line, reason: "note_too_long" });
      continue;
    }
    const emotions = new Set<Emotion>();
    const tags = new Set<string>();
    for (const activity of field(activitiesCol).split("|")) {
      const name = activity.trim();
      if (!name) continue;
      const emotion = EMOTION_WORDS[normalise(name)];
      if (emotion) emotions.add(emotion);
      else if (tags.size < MOOD_TAGS_MAX) tags.add(name.slice(0, MOOD_TAG_MAX));
    }
    entries.push({ line, mood, emotions: [...emotions], tags: [...tags], note, occurredAt });
  }
  const unknownMoods = [...unknown].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count);
  return { ok: true, rows: rows.length, entries, skipped, unknownMoods };
}
