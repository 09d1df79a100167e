/**
 * The candidate crisis gate of issue 26 (item 4; DESIGN "AI safety"): the rules of
 * `safety-gate.ts` OR the trained crisis classifier (classifiers/, decision record 0045), recall
 * first, reading the message with the person's previous message. `npm run eval:companion`
 * measures it beside the rules alone.
 *
 * Not yet used by the chat or the saved texts: on the test split it lifts recall per crisis family
 * from the rules' 0–69% to 58–96%, but raises false alarms to 8–9% on hard negatives and 4–7% on
 * ordinary messages (issue 26's target: at most 3%). It goes live when it meets the targets on the
 * test split; until then the chat keeps the rules (chat-turn.server.ts).
 *
 * - "crisis": a rule fired, or the classifier gives "no risk" a probability below
 *   {@link CRISIS_BANDS}.flag: the full answer of the fitting kind (crisis-reply.ts);
 * - "check": the classifier is unsure (no risk below {@link CRISIS_BANDS}.check): a gentle "are
 *   you safe right now?" instead of the full card;
 * - "none": neither.
 * The bands were chosen on the corpus's dev split, never its test split (decision record 0046).
 * When the models cannot be read, the rules alone decide and the error is logged once (never the
 * text): the gate never fails open on a bug in the rules either (`error.fail_safe`).
 */
import { classifyCrisis } from "~/services/ai/classifiers/index.server";
import { CRISIS_FAMILIES, type CrisisFamily } from "~/services/ai/classifiers/labels";
import { argmax } from "~/services/ai/classifiers/linear-model";
import { crisisKindOfRule, type CrisisKind } from "~/services/ai/crisis-reply";
import { assessInContext, type ContextAssessment } from "~/services/ai/safety-gate";

/** Probability of "no risk" under which the classifier flags (`flag`) or asks (`check`); tuned on dev. */
export const CRISIS_BANDS = { flag: 0.5, check: 0.8 } as const;

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
    const { probabilities } = classifyCrisis(text, context.previous?.at(-1) ?? null);
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
