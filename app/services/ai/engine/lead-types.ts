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
  /** "Are you a person?": honestly an AI, not a person and not a therapist; `body` says what it can do. */
  identity: LinesAndQuestions & { body: Lines };
  /** "Is it a bad idea?": weigh pros and cons instead of a verdict. */
  badIdea: LinesAndQuestions & { body: Lines };
  /** "How do I tell her?": an assertive-communication step (DESC, "I" statements). */
  howToTell: LinesAndQuestions & { body: Lines };
  /** A death or a loss: condolence first, no technique. */
  grief: LinesAndQuestions & { body: Lines };
  /** Good news told together with a worry: gladness before anything else. */
  gladFirst: Lines;
  /** "You mentioned …" — {what}: a person, a plan or a thought said earlier in the conversation. */
  recallPerson: Lines;
  recallPlan: Lines;
  recallThought: Lines;
}
