/**
 * The crisis gate on saved free text (issue 26 item 4; DESIGN "AI safety": "It also screens saved
 * free text"): reflections, mood notes, exercise notes and goals pass the same gate as a chat
 * message, without a model and without counting against any quota. The text is saved either way
 * (nothing a person writes is lost); a flagged save brings the crisis card of the fitting kind on
 * the page it leads to, carried by the flash toast (utils/toast.server.ts `crisis`).
 *
 * Privacy: only the kind travels in the cookie, never the text.
 */
import type { CrisisKind } from "~/services/ai/crisis-reply";
import { screenMessage } from "~/services/ai/crisis-screen.server";

/**
 * The crisis kind the saved `text` calls for, or undefined when it is not flagged (or empty):
 * the chat's gate (`screenMessage`, the rules OR the crisis classifier). Only its "crisis" level
 * brings the card; its middle band ("are you safe right now?") needs a conversation to ask in.
 * Synchronous, about 0.5 ms, never throws (the gate answers its own errors as a crisis).
 */
export function savedTextCrisis(text: string | null | undefined): CrisisKind | undefined {
  if (typeof text !== "string" || !text.trim()) return undefined;
  const verdict = screenMessage(text);
  return verdict.level === "crisis" ? (verdict.kind ?? "self") : undefined;
}
