/** Longest "what do you need?" text for recommendations, in characters. */
export const RESOURCE_NEED_MAX = 500;
