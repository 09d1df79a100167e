/**
 * The reflections' limits the browser needs too (the form's `maxLength`); the rules that use them
 * are in services/reflections.server.ts.
 */

/** Longest reflection, in characters (also the longest text sent for a perspective). */
export const REFLECTION_TEXT_MAX = 4000;
