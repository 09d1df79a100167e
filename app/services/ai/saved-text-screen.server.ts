/**
 * The crisis gate on saved free text (issue 26 item 4; DESIGN "AI safety": "It also screens saved
 * free text"): reflections, mood notes, exercise notes and goals pass the same gate as a chat
 * message, without a model and without counting against any quota. The text is saved either way
 * (nothing a person writes is lost); a flagged save brings the crisis card of the fitting kind on
 * the page it leads to, carried by the flash toast (utils/toast.server.ts `crisis`).
 *
 * Privacy: only the kind travels in the cookie, never the text.
 */
import { crisisKindOfRule, type CrisisKind } from "~/services/ai/crisis-reply";
import { assessMessage } from "~/services/ai/safety-gate";

/**
 * The crisis kind the saved `texts` call for, or undefined when none is flagged. Synchronous,
 * never throws (the gate answers its own errors as a crisis, the safe way to fail).
 */
export function savedTextCrisis(...texts: readonly (string | null | undefined)[]): CrisisKind | undefined {
  for (const text of texts) {
    if (typeof text !== "string" || !text.trim()) continue;
    const verdict = assessMessage(text);
    if (verdict.crisis) return crisisKindOfRule(verdict.rule);
  }
  return undefined;
}
