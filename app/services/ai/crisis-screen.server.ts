/**
 * The crisis gate of issue 26 (item 4; DESIGN "AI safety"): the rules of `safety-gate.ts` OR the
 * trained crisis classifier (classifiers/, decision record 0045), recall first, reading the
 * message with the person's previous message. It runs before anything else on every chat turn
 * (chat-turn.server.ts) and on saved free text (saved-text-screen.server.ts), whatever the plan
 * or the quota; `npm run eval:companion` measures it on the held-out test split beside the rules
 * alone.
 *
 * - "crisis": a rule fired, or the classifier gives "no risk" a probability below
 *   {@link CRISIS_BANDS}.flag: the full answer of the fitting kind (crisis-reply.ts);
 * - "check": the classifier is unsure (no risk below {@link CRISIS_BANDS}.check): a gentle "are
 *   you safe right now?" instead of the full card;
 * - "none": neither.
 * The bands were chosen on the corpus's dev split, never its test split (decision record 0046):
 * there, with a model trained on the train split alone, the full answer caught 72% of the crisis
 * messages and the check 12% more, for 1.3% + 3.0% of ordinary messages and 7.3% + 3.1% of hard
 * negatives (the rules alone: 13%, 0% and 4.5%). A full card that was not needed costs the person
 * three turns of post-crisis mode, a check one question: the uncertain middle gets the check.
 * When the models cannot be read, the rules alone decide and the error is logged once (never the
 * text): the gate never fails open on a bug in the rules either (`error.fail_safe`).
 */
import { classifyCrisis } from "~/services/ai/classifiers/index.server";
import { CRISIS_FAMILIES, type CrisisFamily } from "~/services/ai/classifiers/labels";
import { argmax } from "~/services/ai/classifiers/linear-model";
import { crisisKindOfRule, type CrisisKind } from "~/services/ai/crisis-reply";
import { assessInContext, type ContextAssessment } from "~/services/ai/safety-gate";

/** Probability of "no risk" under which the classifier flags (`flag`) or asks (`check`); tuned on dev. */
export const CRISIS_BANDS = { flag: 0.4, check: 0.6 } as const;

/** The gate's verdict on one message. */
export interface ScreenVerdict {
  level: "none" | "check" | "crisis";
  /** which answer fits ("self" when only a rule knew); null unless level is "crisis" */
  kind: CrisisKind | null;
  /** the rule that fired, if any (for tests and metrics; never log the text) */
  rule: ContextAssessment["rule"];
  /** the classifier's most likely risk family and its probability of no risk (1 when it could not run) */
  family: CrisisFamily | null;
  noRisk: number;
}

type RiskFamily = Exclude<CrisisFamily, "none">;

const KIND_OF_FAMILY: Record<RiskFamily, CrisisKind> = {
  passive_ideation: "self",
  active_ideation: "self",
  plan_means_time: "self",
  preparation_goodbye: "self",
  self_harm: "self_harm",
  other_at_risk: "other_at_risk",
  harm_to_others: "harm_to_others",
  abuse_violence: "abuse_violence",
  medical_panic: "medical_panic",
};

let reportedFailure = false;

/**
 * Screens `text` (a chat message or a saved free text) with the person's earlier messages of the
 * conversation (`previous`, oldest first; the last one is read by the classifier, the last
 * three by the rules) and the conversation's post-crisis state. Synchronous, about 0.5 ms.
 * Never throws.
 */
export function screenMessage(text: string, context: { previous?: readonly string[]; postCrisis?: boolean } = {}): ScreenVerdict {
  const rules = assessInContext(text, context);
  let family: RiskFamily | null = null;
  let noRisk = 1;
  try {
    // In post-crisis mode the previous message was answered already, and post-crisis.ts reads the
    // replies to its safety question: the classifier reads the new message alone, so that "hmm"
    // after "I want to die" does not bring the same card back turn after turn.
    const { probabilities } = classifyCrisis(text, context.postCrisis ? null : (context.previous?.at(-1) ?? null));
    const p = CRISIS_FAMILIES.map((label) => probabilities[label]);
    noRisk = probabilities.none;
    family = CRISIS_FAMILIES[argmax(p, [CRISIS_FAMILIES.indexOf("none")])] as RiskFamily;
  } catch (error) {
    if (!reportedFailure) {
      reportedFailure = true;
      console.error(`[safety] crisis classifier unavailable, rules only: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const classifierKind: CrisisKind = family ? KIND_OF_FAMILY[family] : "self";
  if (rules.crisis) {
    const ruleKind = crisisKindOfRule(rules.rule);
    return { level: "crisis", kind: ruleKind !== "self" ? ruleKind : classifierKind, rule: rules.rule, family, noRisk };
  }
  if (noRisk < CRISIS_BANDS.flag) return { level: "crisis", kind: classifierKind, rule: null, family, noRisk };
  if (noRisk < CRISIS_BANDS.check) return { level: "check", kind: null, rule: null, family, noRisk };
  return { level: "none", kind: null, rule: null, family, noRisk };
}
