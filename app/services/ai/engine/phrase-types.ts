/**
 * Shape of a phrasebook (phrases-it.ts, phrases-en.ts). Every slot has several phrasings so the
 * engine can vary its wording; placeholders in braces ({word}, {title}, {n} …) are filled by compose.
 * Only `questions` slots may contain a "?": every reply carries exactly one question.
 */
import type { DistortionId, EmotionId, TopicId } from "../types";
import type { AskableStep, SuggestionKind } from "./engine-types";
import type { LeadPhrases } from "./lead-types";

export type Lines = readonly string[];

export interface LinesAndQuestions {
  lines: Lines;
  questions: Lines;
}

export interface FlowPhrases {
  /** Opening of a thought record. */
  start: Lines;
  /** How to leave it. */
  stopHint: Lines;
  /** The question of each step. Detecting these sentences in past replies is how state is derived. */
  questions: Record<AskableStep, Lines>;
  /** Acknowledgement of the answer to each step; {thought} is the user's words, {n} a number. */
  acks: Record<AskableStep, Lines>;
  /** Names the distortion seen in the automatic thought: {name}. */
  thoughtDistortion: Lines;
  /** Before re-asking a step the user could not answer ("non so"). */
  vague: Lines;
  balancedHint: Lines;
  /** Before re-asking for a 0–100 number. */
  intensityRetry: Lines;
  leave: Lines;
  leaveExtra: Lines;
  leaveQuestions: Lines;
  doneOpeners: Lines;
  /** {emotion} {before} {after} */
  doneCompare: Lines;
  /** {before} {after} */
  doneCompareNoEmotion: Lines;
  /** {d} */
  doneDown: Lines;
  doneSame: Lines;
  doneUp: Lines;
  /** {thought} */
  doneBalanced: Lines;
  doneQuestions: Lines;
}

export interface Phrasebook {
  quoteOpen: string;
  quoteClose: string;
  emotionNouns: Record<EmotionId, string>;
  reflections: Record<EmotionId, Lines>;
  /** {word}: the user's own emotion word. */
  reflectionEcho: Lines;
  /** {a} {b}: two emotion nouns. */
  reflectionPair: Lines;
  topicLines: Record<TopicId, Lines>;
  /** Opening when only a distortion (no emotion or topic) was recognised. */
  neutralOpeners: Lines;
  distortionNames: Record<DistortionId, string>;
  distortionLines: Record<DistortionId, Lines>;
  distortionQuestions: Record<DistortionId, Lines>;
  emotionQuestions: Record<EmotionId, Lines>;
  topicQuestions: Record<TopicId, Lines>;
  genericQuestions: Lines;
  /** {kind} {title} {benefit} */
  suggestionLines: Lines;
  suggestionKinds: Record<SuggestionKind, string>;
  suggestionSections: Record<SuggestionKind, string>;
  /** Offers of a thought record (each is the reply's single question). */
  offerQuestions: Lines;
  offerDeclined: Lines;
  /** {title} {section} */
  suggestionAccepted: LinesAndQuestions;
  greeting: LinesAndQuestions;
  thanks: LinesAndQuestions;
  goodbye: LinesAndQuestions;
  positive: LinesAndQuestions & { extras: Lines };
  unclear: LinesAndQuestions;
  /** A bare "sì"/"ok"/"no" with nothing to attach it to. */
  acknowledge: Lines;
  dontKnow: LinesAndQuestions;
  distress: Lines;
  generic: Lines;
  medication: LinesAndQuestions & { body: Lines };
  diagnosis: LinesAndQuestions & { body: Lines };
  highRisk: LinesAndQuestions & { body: Lines };
  flow: FlowPhrases;
  /** Quick replies and the replies that lead (decision record 0016): lead-types.ts. */
  lead: LeadPhrases;
}
