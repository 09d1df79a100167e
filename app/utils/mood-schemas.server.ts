/**
 * The forms of /mood (decision record 0025), checked on the server only (a `.server` module, so
 * zod stays out of the page's JavaScript; docs/architecture.md "Keeping pages light"). Error
 * messages are translation keys of the "mood" namespace.
 */
import { z } from "zod";
import { EMOTIONS, MOOD_NOTE_MAX, type Emotion } from "./mood";
import { zonedLocalToUtc } from "./zoned-time";

/** A logged mood may be at most this far in the future (clock differences between devices). */
const FUTURE_GRACE_MS = 5 * 60_000;
/** The earliest instant a mood may be logged at. */
const EARLIEST = Date.UTC(2000, 0, 1);

const MoodFormSchema = z.object({
  mood: z.coerce
    .number({ required_error: "mood.errors.moodRequired", invalid_type_error: "mood.errors.moodRequired" })
    .int("mood.errors.moodRequired")
    .min(1, "mood.errors.moodRequired")
    .max(5, "mood.errors.moodRequired"),
  emotions: z.array(z.enum(EMOTIONS, { errorMap: () => ({ message: "mood.errors.emotionInvalid" }) })).max(EMOTIONS.length, "mood.errors.emotionInvalid"),
  note: z.string().max(MOOD_NOTE_MAX, "mood.errors.noteTooLong").default(""),
  when: z.enum(["now", "chosen"]).catch("now"),
  occurredAt: z.string().max(32, "mood.errors.timeInvalid").default(""),
});

/** The fields as typed, to fill the form again after an error. */
export interface MoodFormValues {
  mood: string;
  emotions: string[];
  note: string;
  when: "now" | "chosen";
  occurredAt: string;
}

export type MoodFormField = "mood" | "emotions" | "note" | "occurredAt";

export type MoodFormResult =
  | { ok: true; entry: { mood: number; emotions: Emotion[]; note: string | null; occurredAt: Date } }
  | { ok: false; errors: Partial<Record<MoodFormField, string[]>>; values: MoodFormValues };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * Reads the mood form (create and edit): `mood` 1–5 (required), `emotions` (repeated, ids of
 * {@link EMOTIONS}), `note` (optional, at most {@link MOOD_NOTE_MAX} characters, trimmed; empty is
 * none), `when` ("now" or "chosen"; the edit form always sends "chosen") and `occurredAt`, a
 * `YYYY-MM-DDTHH:MM` wall-clock time in `zone` converted to UTC, not after `now` (5 minutes of
 * grace) and not before 2000. `when=now` takes `now`.
 */
export function parseMoodForm(form: FormData, { zone, now }: { zone: string; now: Date }): MoodFormResult {
  const raw = {
    mood: text(form.get("mood")) || undefined,
    emotions: form.getAll("emotions").map(text),
    note: text(form.get("note")),
    when: text(form.get("when")),
    occurredAt: text(form.get("occurredAt")).trim(),
  };
  const values: MoodFormValues = {
    mood: raw.mood ?? "",
    emotions: raw.emotions,
    note: raw.note.slice(0, MOOD_NOTE_MAX + 100),
    when: raw.when === "chosen" ? "chosen" : "now",
    occurredAt: raw.occurredAt.slice(0, 32),
  };
  const parsed = MoodFormSchema.safeParse(raw);
  const errors: Partial<Record<MoodFormField, string[]>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as MoodFormField | "when";
      if (field === "when") continue;
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
  }
  let occurredAt: Date | null = now;
  if (values.when === "chosen") {
    if (!raw.occurredAt) errors.occurredAt = ["mood.errors.timeRequired"];
    else {
      occurredAt = zonedLocalToUtc(raw.occurredAt, zone);
      if (!occurredAt) errors.occurredAt = ["mood.errors.timeInvalid"];
      else if (occurredAt.getTime() > now.getTime() + FUTURE_GRACE_MS) errors.occurredAt = ["mood.errors.timeFuture"];
      else if (occurredAt.getTime() < EARLIEST) errors.occurredAt = ["mood.errors.timeTooOld"];
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0 || !occurredAt) return { ok: false, errors, values };
  const note = parsed.data.note.trim();
  return {
    ok: true,
    entry: { mood: parsed.data.mood, emotions: [...new Set(parsed.data.emotions)], note: note === "" ? null : note, occurredAt },
  };
}

/** The optional names a person gave their moods in Daylio, one comma-separated list per level (5 … 1). */
export const CustomMoodsSchema = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()]).superRefine((lists, ctx) => {
  if (lists.some((list) => list.length > 300)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "mood.import.errors.customTooLong" });
});

/** The entry id of `/mood/:id`: a positive integer, else null (the page answers 404). */
export function parseEntryId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}
