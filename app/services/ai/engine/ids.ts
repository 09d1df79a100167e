/**
 * Every id list of the embedded engine, each an `as const` array with its union type derived
 * from it: adding an id here makes the type checker point at every table that must gain an
 * entry (lexicons, distortion patterns, phrasebooks, the locale strings), and
 * tests/unit/engine-ids.test.ts checks the same at run time. The order of each array is the
 * canonical order in which analyses report ids. How to add one: engine/README.md.
 */
import type { DistortionId as SharedDistortionId, EmotionId as SharedEmotionId, TopicId as SharedTopicId } from "../types";

/**
 * Cognitive distortions (Beck 1976; Burns, "Feeling Good", 1980). Each needs patterns in
 * distortions-it.ts and distortions-en.ts, lines and questions in both phrasebooks, a place in
 * DISTORTION_PRIORITY (below) and a name in app/locales/it/chat.ts and en/chat.ts
 * (`chat.distortions.<id>`), which the phrasebooks and the /chat page share.
 */
export const DISTORTION_IDS = [
  "all_or_nothing",
  "overgeneralisation",
  "catastrophising",
  "mind_reading",
  "fortune_telling",
  "should_statements",
  "labelling",
  "personalisation",
  "emotional_reasoning",
  "mental_filter",
  "disqualifying_the_positive",
] as const;
export type DistortionId = (typeof DISTORTION_IDS)[number];

/**
 * Which distortion to name when several are present: the most specific and most
 * actionable first (a label or self-blame matters more than a stray "always"). A worst-case
 * chain ("I'll lose the job and end up on the street") is named as catastrophising rather than
 * as the prediction it starts from (decision record 0019).
 * Lives here, with the ids and no patterns, so that /chat can show the same one without
 * shipping the engine to the browser.
 */
export const DISTORTION_PRIORITY: readonly DistortionId[] = [
  "labelling",
  "personalisation",
  "mind_reading",
  "catastrophising",
  "fortune_telling",
  "emotional_reasoning",
  "disqualifying_the_positive",
  "mental_filter",
  "should_statements",
  "all_or_nothing",
  "overgeneralisation",
];

/** Emotions: a concept in both lexicons, a noun, reflections and questions in both phrasebooks. */
/**
 * "guilt" ("I did something bad": repair, self-compassion, a responsibility pie) is kept apart
 * from "shame" ("I am bad": self-compassion first) — issue 9 item 4, decision record 0020.
 */
export const EMOTION_IDS = ["anxiety", "sadness", "anger", "shame", "guilt", "loneliness", "stress"] as const;
export type EmotionId = (typeof EMOTION_IDS)[number];

/** Topics: a concept in both lexicons, lines and questions in both phrasebooks, suggestions in catalogue.ts. */
export const TOPIC_IDS = ["work", "study", "relationships", "family", "sleep", "health", "money"] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/**
 * Message-level intents (intents.ts). Each needs a pattern in both lexicons (`intents`), a
 * route in reply.ts that answers it and the phrases that route composes.
 */
export const INTENT_IDS = [
  "greeting",
  "thanks",
  "goodbye",
  "positive",
  "distress",
  "dontKnow",
  "yes",
  "no",
  // leaving the thought record
  "stop",
  // asking for a thought record
  "thoughtRecordRequest",
  "medication",
  "diagnosis",
  // self-harm language that slipped past the safety gate: the engine only listens and points to help
  "highRisk",
  // Companion v2 (decision record 0016): what a quick reply or a direct question asks for
  "moodCheck",
  "exerciseRequest",
  "talkSpecific",
  "askAdvice",
  // direct questions that get a direct answer, and events that come before any technique
  "askIdentity",
  "askBadIdea",
  "askHowToTell",
  "grief",
] as const;
export type IntentId = (typeof INTENT_IDS)[number];

/**
 * The steps of a Beck-style thought record (Beck 1979; Greenberger & Padesky, "Mind over
 * Mood"), in the order the engine walks them. "done" is the closing summary; every other step
 * is a question the engine is waiting to have answered (`flow.questions` and `flow.acks` in
 * both phrasebooks, a case in compose-flow.ts).
 */
export const THOUGHT_RECORD_STEPS = [
  "situation",
  "automatic_thought",
  "emotion",
  "intensity",
  "evidence_for",
  "evidence_against",
  "balanced_thought",
  "rerate",
  "done",
] as const;
export type ThoughtRecordStep = (typeof THOUGHT_RECORD_STEPS)[number];

/**
 * The structured CBT flows besides the thought record (decision record 0020), each with its steps
 * in walk order. A flow's state is kept in the conversation memory (`memory.flow`: id, step,
 * answers); every step has fixed questions, chips, acknowledgements and a hint in both
 * `flows-*.ts` files, so that a step can also be recognised in a reply's text. Sources:
 * behavioural activation (Martell et al. 2001; Beck 2011 ch. 6), graded exposure (Marks 1987),
 * worry postponement (Borkovec et al. 1983), stimulus control for sleep (Bootzin 1972),
 * problem solving (D'Zurilla & Nezu 1971), the DESC script (Bower & Bower 1976), decisional
 * balance (Janis & Mann 1977), savouring and the positive data log (Bryant & Veroff 2007;
 * Padesky 1994).
 */
export const CBT_FLOW_STEPS = {
  activation: ["activity", "day", "time", "confirm"],
  exposure: ["situation", "fear", "first_step", "when"],
  worry: ["worry_time", "worry_place", "refocus"],
  sleep: ["bed_habits", "get_up", "wake_time"],
  problem: ["problem", "options", "best_two", "pros_cons", "first_step"],
  assertive: ["describe", "express", "specify", "consequences"],
  decision: ["decision", "pros", "cons", "lean"],
  savouring: ["good_thing", "details", "own_part"],
} as const;
export type CbtFlowId = keyof typeof CBT_FLOW_STEPS;
export const CBT_FLOW_IDS = Object.keys(CBT_FLOW_STEPS) as CbtFlowId[];
/** The steps of one flow (or of all flows when no id is given). */
export type CbtFlowStep<F extends CbtFlowId = CbtFlowId> = (typeof CBT_FLOW_STEPS)[F][number];

/**
 * Quick replies (decision record 0016): short answers offered as chips under the engine's reply.
 * Each is a sentence in `lead.quickReplies` of both phrasebooks that the engine itself
 * understands when it comes back as the next message (an intent or an emotion it recognises).
 */
export const QUICK_REPLY_IDS = [
  "mood_check",
  "short_exercise",
  "talk_specific",
  "what_can_i_do",
  "yes_try",
  "not_now",
  "mood_ok",
  "mood_anxious",
  "mood_down",
  "mood_stressed",
  "topic_work",
  "topic_relationships",
  "topic_sleep",
  "topic_family",
] as const;
export type QuickReplyId = (typeof QUICK_REPLY_IDS)[number];

/** The app's exercises and meditations the engine may suggest (entries in catalogue.ts). */
export const SUGGESTION_IDS = [
  "breathing-4-7-8",
  "thought-record",
  "grounding-5-4-3-2-1",
  "progressive-muscle-relaxation",
  "behavioural-activation",
  "self-compassion-break",
  "body-scan",
  "sleep-wind-down",
  "loving-kindness",
  "breath-awareness",
] as const;
export type SuggestionId = (typeof SUGGESTION_IDS)[number];

// The shared AI types (../types.ts) still spell three of these unions out for the rest of the
// app; these aliases fail to compile if the two ever differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type DistortionIdsMatchSharedType = Assert<Same<DistortionId, SharedDistortionId>>;
export type EmotionIdsMatchSharedType = Assert<Same<EmotionId, SharedEmotionId>>;
export type TopicIdsMatchSharedType = Assert<Same<TopicId, SharedTopicId>>;
