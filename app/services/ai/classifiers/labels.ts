/**
 * The label sets of the companion's classifiers, as the corpus labels them
 * (corpus/companion/LABELS.md; issue 26 item 1). Each an `as const` array with its union type;
 * the order is the order of a model's outputs, so a model trained on another order is refused at
 * load (classifiers/index.server.ts compares them).
 */
import { DISTORTION_IDS } from "~/services/ai/engine/ids";

/** Crisis families: "none" and nine kinds of risk, each with a reply of its own (crisis-reply.ts). */
export const CRISIS_FAMILIES = [
  "none",
  "passive_ideation",
  "active_ideation",
  "plan_means_time",
  "preparation_goodbye",
  "self_harm",
  "other_at_risk",
  "harm_to_others",
  "abuse_violence",
  "medical_panic",
] as const;
export type CrisisFamily = (typeof CRISIS_FAMILIES)[number];

/** What a message does (issue 26 item 1). */
export const MESSAGE_TYPES = [
  "sharing",
  "question",
  "technique_request",
  "answer",
  "minimal",
  "good_news",
  "thanks_goodbye",
  "small_talk",
  "diagnosis",
  "medication",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** What a message is about, with word sense (15 topics and none). */
export const CORPUS_TOPICS = [
  "work",
  "study",
  "partner",
  "family",
  "friends",
  "grief",
  "health",
  "money",
  "sleep",
  "loneliness",
  "self_esteem",
  "body_image",
  "future",
  "conflict",
  "everyday",
  "none",
] as const;
export type CorpusTopic = (typeof CORPUS_TOPICS)[number];

/** The main emotion a message expresses (ten, "neutral" among them). */
export const CORPUS_EMOTIONS = ["anxiety", "sadness", "anger", "shame", "guilt", "loneliness", "stress", "hopelessness", "joy", "neutral"] as const;
export type CorpusEmotion = (typeof CORPUS_EMOTIONS)[number];

/** The eleven cognitive distortions of DESIGN.md (Beck 1976; Burns 1980) and "none". */
export const CORPUS_DISTORTIONS = ["none", ...DISTORTION_IDS] as const;
export type CorpusDistortion = (typeof CORPUS_DISTORTIONS)[number];

/** The five classification tasks, each a field of a corpus item and a model of its own. */
export const TASKS = {
  crisis: CRISIS_FAMILIES,
  type: MESSAGE_TYPES,
  topic: CORPUS_TOPICS,
  emotion: CORPUS_EMOTIONS,
  distortion: CORPUS_DISTORTIONS,
} as const;
export type Task = keyof typeof TASKS;
export const TASK_NAMES = Object.keys(TASKS) as Task[];
