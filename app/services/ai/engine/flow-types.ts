/**
 * Shapes of the structured CBT flows' phrases (flows-it.ts, flows-en.ts; decision record 0020).
 * Placeholders in braces are filled by compose-cbt.ts: {answer} is the answer just given, and
 * every step id ({activity}, {day}…) is the answer given to that step, quoted as the person wrote it.
 * Only `questions` slots may contain a "?"; every step question is unique across flows, so the
 * step a reply asks can be recognised in its text (cbt-flows.ts `flowAskedBy`).
 */
import type { CbtFlowId, CbtFlowStep } from "./ids";
import type { Lines } from "./phrase-types";

export interface CbtStepPhrases {
  /** The step's question (distinct sentences, each with exactly one "?"). */
  questions: Lines;
  /** Up to three answers offered as chips (may be empty when only the person's own words fit). */
  chips: Lines;
  /** Said after the step is answered, before the next question: {answer} and earlier steps. */
  acks: Lines;
  /** Said when the answer cannot be used ("non so", no number): an example, then the step again. */
  hint: Lines;
}

export interface CbtFlowPhrases<F extends CbtFlowId> {
  /** How the companion names the flow (model notes, leaving). */
  name: string;
  /** Why it may help, said with the offer. */
  offer: Lines;
  /** The offer itself (the chips are "yes, let's try" / "not now"). */
  offerQuestions: Lines;
  /** First statement once accepted. */
  start: Lines;
  steps: Record<CbtFlowStep<F>, CbtStepPhrases>;
  /** The closing summary, filled with every answer. */
  done: Lines;
  doneQuestions: Lines;
}

export type CbtFlowBook = { [F in CbtFlowId]: CbtFlowPhrases<F> };

export interface CbtPhrases {
  flows: CbtFlowBook;
  /** "You can stop at any time": said when a flow starts. */
  stopHint: Lines;
  /** Starting from what the person already said ({answer}): the seeded first step. */
  seeded: Lines;
  /** The confirmation was a "no" or a change: the flow starts again. */
  again: Lines;
  /** Leaving a flow ("basta", "un'altra volta", another subject). */
  leave: Lines;
  leaveExtra: Lines;
  leaveQuestions: Lines;
  /** Messages that leave a flow besides the `stop` intent ("un'altra volta", "change the subject"). */
  exit: RegExp;
  /** Messages that fit a flow, on normalised text (the offer also needs the flow not offered before). */
  triggers: Record<CbtFlowId, RegExp>;
  /** Assertive script: a first-person feeling is opened with this when the answer is a bare word ("ferita"). */
  feelPrefix: string;
  /** Activation: a plan remembered as "{what}" in `lead.recallPlan` when the activity is not a verb phrase. */
  planFallback: string;
  /** Activation: is the activity already a verb phrase ("fare una passeggiata", "go for a walk")? */
  verbPhrase: RegExp;
}
