/**
 * The zod schemas of /exercises (issue 10): the list's query parameters and the detail page's
 * three forms. Server-only, so zod stays out of the pages' JavaScript (docs/architecture.md
 * "Keeping pages light"); messages are translation keys of the "exercises" namespace.
 */
import { z } from "zod";
import { EXERCISE_CATEGORIES, EXERCISE_NOTE_MAX, EXERCISE_QUESTION_MAX, EXERCISE_SEARCH_MAX } from "./exercises";

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** `?category=` and `?q=` of /exercises: both optional; blank counts as absent. */
export const ExerciseListQuerySchema = z.object({
  category: z.preprocess((v) => (v === "" ? undefined : v), z.enum(EXERCISE_CATEGORIES, { message: "exercises.errors.unknownCategory" }).optional()),
  q: z.preprocess(trimmed, z.string().max(EXERCISE_SEARCH_MAX, "exercises.errors.queryTooLong").optional()),
});

/** The forms of /exercises/<slug>, told apart by the button's `intent`. */
export const ExerciseActionSchema = z.discriminatedUnion(
  "intent",
  [
    // The personal note: empty deletes it.
    z.object({
      intent: z.literal("note"),
      note: z.preprocess(trimmed, z.string({ message: "exercises.errors.invalidRequest" }).max(EXERCISE_NOTE_MAX, "exercises.errors.noteTooLong")),
    }),
    // "Mark as completed": the one-time id the page's loader put in the form.
    z.object({
      intent: z.literal("complete"),
      clickId: z.string({ message: "exercises.errors.invalidRequest" }).uuid("exercises.errors.invalidRequest"),
    }),
    // "Ask the companion about this exercise": an optional question.
    z.object({
      intent: z.literal("ask"),
      question: z.preprocess(trimmed, z.string().max(EXERCISE_QUESTION_MAX, "exercises.errors.questionTooLong").default("")),
    }),
  ],
  { errorMap: () => ({ message: "exercises.errors.invalidRequest" }) },
);
export type ExerciseAction = z.infer<typeof ExerciseActionSchema>;
