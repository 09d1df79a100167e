/**
 * The AI modules of /ai-modules (spec §1 "AI suggestion modules (relationships, therapeutic
 * writing, relaxation, sleep)", §2 "/ai-modules"): their ids, which are also their URL segments,
 * and the prompt's length limit. No `.server`: the pages' components read them too.
 */

/** The four modules, in the order of spec §1. Each id is the last segment of its page, `/ai-modules/<id>`. */
export const AI_MODULE_IDS = ["relationships", "therapeutic-writing", "relaxation", "sleep"] as const;
export type AiModuleId = (typeof AI_MODULE_IDS)[number];

/** Longest prompt accepted, in characters after trimming. */
export const AI_MODULE_PROMPT_MAX = 1000;

/** Whether `value` names one of the modules (a URL segment, a form field). */
export function isAiModuleId(value: unknown): value is AiModuleId {
  return typeof value === "string" && (AI_MODULE_IDS as readonly string[]).includes(value);
}
