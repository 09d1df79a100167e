/**
 * Shapes of the "companion leads" phrases (decision record 0016): quick replies, the choices
 * offered after minimal answers, and the replies to what those choices ask for.
 */
import type { EmotionId } from "../types";
import type { QuickReplyId } from "./ids";
import type { Lines, LinesAndQuestions } from "./phrase-types";

export interface LeadPhrases {
  /** The text each chip posts; the engine must recognise it as the next message. */
  quickReplies: Record<QuickReplyId, string>;
  /** After two minimal answers in a row ("boh", "ok"): three ways on, then one question. */
  choices: LinesAndQuestions;
  /** A mood check-in (the chips then offer moods). */
  moodCheck: LinesAndQuestions;
  /** A short exercise: {title} {kind} {section} {benefit}; questions offer to try it. */
  exercise: LinesAndQuestions;
  /** "Talk about something specific": the chips then offer topics. */
  talkSpecific: LinesAndQuestions;
  /** "What can I do?": one concrete small step per emotion ("general" when none is known). */
  advice: { steps: Record<EmotionId | "general", Lines>; questions: Lines };
}
