/**
 * The ids the /exercises pages share between server and browser (spec §2 "/exercises"):
 * categories, difficulties and the limits of the forms. No content here: the exercises
 * themselves are server-only data in app/content/exercises.ts, so the list never reaches the
 * browser bundle; the pages receive what they show through their loaders.
 */

/** The categories of the exercise list, in the order of the filter (issue 10, item 1). */
export const EXERCISE_CATEGORIES = [
  "breathing",
  "mindfulness",
  "cognitive-restructuring",
  "behavioural-activation",
  "grounding",
  "muscle-relaxation",
  "worry-time",
  "gratitude",
  "self-compassion",
  "sleep",
] as const;
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];

/** How demanding an exercise is, from a first try to one that asks for practice. */
export const EXERCISE_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type ExerciseDifficulty = (typeof EXERCISE_DIFFICULTIES)[number];

/** The search box (`?q=`): at most this many characters. */
export const EXERCISE_SEARCH_MAX = 80;
/** A personal note on an exercise: at most this many characters. */
export const EXERCISE_NOTE_MAX = 2000;
/** The question sent to the companion about an exercise: at most this many characters. */
export const EXERCISE_QUESTION_MAX = 500;

/** Whether `value` is a category id. */
export function isExerciseCategory(value: string): value is ExerciseCategory {
  return (EXERCISE_CATEGORIES as readonly string[]).includes(value);
}
