/**
 * The sections of a personal safety plan (Stanley & Brown safety planning intervention, 2012).
 * Shared by the /safety form in the browser and the model on the server, so it must never live in
 * a `.server` module: the Remix compiler empties those in the browser bundle.
 */
export const SAFETY_PLAN_FIELDS = ["warning_signs", "coping_strategies", "people_and_places", "professionals", "safe_environment"] as const;
export type SafetyPlanField = (typeof SAFETY_PLAN_FIELDS)[number];

/** Path of the urgent-help page (crisis lines, grounding, the safety plan). */
export const SAFETY_PAGE_PATH = "/safety";

/** At most this many characters per section (the form's maxLength and the server's check). */
export const PLAN_FIELD_MAX = 2000;
