/**
 * The ids the library's pages need in the browser (spec §3 "Resource"): types, topics and the tabs.
 * The resources themselves (app/content/resources.ts) stay on the server.
 */
export const RESOURCE_TYPES = ["article", "exercise", "meditation", "video", "course", "program", "workshop", "technique", "guide"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_TOPICS = ["anxiety", "depression", "mindfulness", "sleep", "stress"] as const;
export type ResourceTopic = (typeof RESOURCE_TOPICS)[number];

/** The tabs of /resources (spec §2): quick tools, complete guides, thematic programmes. */
export const RESOURCE_SECTIONS = ["tools", "guides", "programs"] as const;
export type ResourceSection = (typeof RESOURCE_SECTIONS)[number];
/** Longest "what do you need?" text for recommendations, in characters. */
export const RESOURCE_NEED_MAX = 500;
