/**
 * The zod schemas of the meditation pages' forms (server only: a schema in a route module would
 * put zod in the page's JavaScript, docs/architecture.md "Keeping pages light"). Messages are
 * translation keys of the `meditation` namespace.
 */
import { z } from "zod";

/** Longest session a request may report, in seconds (the longest meditation is 20 minutes). */
export const MAX_REPORTED_SECONDS = 4 * 60 * 60;
/** Longest "how I feel" text, in characters. */
export const FEELING_MAX_CHARS = 500;

/**
 * POST /meditation/<slug> intent=record: the seconds the person meditated (the player's elapsed
 * time, or the whole duration from the "I finished" form). The one-minute rule and the cap at
 * the meditation's length are applied by services/meditation.server.ts.
 */
export const RecordSessionSchema = z.object({
  intent: z.literal("record"),
  seconds: z.coerce
    .number({ invalid_type_error: "meditation.errors.seconds" })
    .int("meditation.errors.seconds")
    .min(0, "meditation.errors.seconds")
    .max(MAX_REPORTED_SECONDS, "meditation.errors.seconds"),
});

/** POST /meditation intent=suggest: how the person feels, 1 to 500 characters after trimming. */
export const SuggestMeditationSchema = z.object({
  intent: z.literal("suggest"),
  feeling: z
    .string({ required_error: "meditation.errors.feelingEmpty" })
    .trim()
    .min(1, "meditation.errors.feelingEmpty")
    .max(FEELING_MAX_CHARS, "meditation.errors.feelingTooLong"),
});
