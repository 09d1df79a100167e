/**
 * The engine's turn logic: decide what kind of answer the newest user message needs and
 * compose it. Rule order (first match wins), in the spirit of Woebot-style rule engines:
 *   1. leaving a thought record in progress ("basta", "stop")
 *   2. self-harm language that slipped past the safety gate → listen and point to urgent help
 *   3. medication / diagnosis questions → kind refusal and a pointer to a professional
 *      (inside a thought record only when asked as a question)
 *   4. the next step of a thought record in progress
 *   5. a request for a thought record, or a "yes"/"no" to the engine's offer
 *   6. a "yes" to a suggested exercise
 *   7. good news with no painful emotion or distortion in it → celebrate it
 *   8. emotions, topics or distortions → reflective, CBT-style reply
 *   9. distress without specifics, goodbye, thanks, greeting, "non so", bare yes/no
 *  10. anything else → unclear (very short) or generic listening reply
 * Deterministic: the variation seed is a hash of the message and its position in the history,
 * and a reply identical to an earlier assistant message is re-drawn with another seed.
 */
import type { ChatMessage, Locale } from "../types";
import { analyseDetailed, publicAnalysis, type DetailedAnalysis } from "./analyse";
import { suggestionsMentioned } from "./catalogue";
import {
  composeAcknowledge,
  composeDiagnosis,
  composeDistress,
  composeDontKnow,
  composeGeneric,
  composeGoodbye,
  composeGreeting,
  composeHighRisk,
  composeMedication,
  composeOfferDeclined,
  composePositive,
  composeSuggestionAccepted,
  composeSupportive,
  composeThanks,
  composeUnclear,
} from "./compose";
import { composeFlowLeave, composeFlowStart, composeFlowTurn } from "./compose-flow";
import type { ComposedReply, ReplyContext } from "./compose-kit";
import type { EngineReply } from "./engine-types";
import { detectIntents, type Intents } from "./intents";
import { EN_PHRASES } from "./phrases-en";
import { IT_PHRASES } from "./phrases-it";
import { deriveFlowState, offersThoughtRecord, type FlowState } from "./thought-record";
import { fnv1a, Picker } from "./variation";

const PHRASES = { it: IT_PHRASES, en: EN_PHRASES } as const;
/** How many earlier assistant messages are consulted for variety and "already suggested" checks. */
const RECENT_WINDOW = 4;
const MAX_ATTEMPTS = 8;

function hasSignals(detail: DetailedAnalysis): boolean {
  return detail.emotions.length + detail.topics.length + detail.distortions.length > 0;
}

function route(ctx: ReplyContext, flow: FlowState | null, previous: string | null): ComposedReply {
  const { intents, detail } = ctx;
  if (flow && intents.stop) return composeFlowLeave(ctx);
  if (intents.highRisk) return composeHighRisk(ctx);
  const asksOutright = !flow || intents.question;
  if (intents.medication && asksOutright) return composeMedication(ctx);
  if (intents.diagnosis && asksOutright) return composeDiagnosis(ctx);
  if (flow) return composeFlowTurn(ctx, flow);
  if (intents.thoughtRecordRequest) return composeFlowStart(ctx);
  if (previous && offersThoughtRecord(previous)) {
    if (intents.yes) return composeFlowStart(ctx);
    if (intents.no) return composeOfferDeclined(ctx);
  }
  if (previous && intents.yes && !hasSignals(detail)) {
    const suggested = suggestionsMentioned(previous);
    if (suggested.length > 0) return composeSuggestionAccepted(ctx, suggested[0]);
  }
  // Good news about a topic ("ho finito la tesi e sono contenta") is celebrated, not problem-solved.
  if (intents.positive && detail.emotions.length === 0 && detail.distortions.length === 0) return composePositive(ctx);
  if (hasSignals(detail)) return composeSupportive(ctx);
  if (intents.distress) return composeDistress(ctx);
  if (intents.positive) return composePositive(ctx);
  if (intents.goodbye) return composeGoodbye(ctx);
  if (intents.thanks) return composeThanks(ctx);
  if (intents.greeting) return composeGreeting(ctx);
  if (intents.dontKnow) return composeDontKnow(ctx);
  if (intents.yes || intents.no) return composeAcknowledge(ctx);
  if (intents.wordCount <= 3) return composeUnclear(ctx);
  return composeGeneric(ctx);
}

/** A user writing in the other language is still understood; the reply stays in `locale`. */
function withLanguageFallback(own: DetailedAnalysis, raw: string, locale: Locale): DetailedAnalysis {
  if (hasSignals(own)) return own;
  const fallback = analyseDetailed(raw, locale === "it" ? "en" : "it");
  return hasSignals(fallback) ? fallback : own;
}

function lastUserIndex(history: readonly ChatMessage[]): number {
  for (let i = history.length - 1; i >= 0; i -= 1) if (history[i].role === "user") return i;
  return -1;
}

/**
 * Reply to the newest user message of `history` (oldest first) in `locale`.
 * Same history → same reply. Pure string work; well under a millisecond per call.
 */
export function replyTo(history: readonly ChatMessage[], locale: Locale): EngineReply {
  const userIndex = lastUserIndex(history);
  const raw = userIndex >= 0 ? history[userIndex].content : "";
  const ownDetail = analyseDetailed(raw, locale);
  const detail = withLanguageFallback(ownDetail, raw, locale);
  let intents: Intents = detectIntents(raw, ownDetail.norm, locale);
  if (userIndex < 0) intents = { ...intents, greeting: true };

  const before = userIndex >= 0 ? history.slice(0, userIndex) : history.slice();
  const recentAssistant: string[] = [];
  for (let i = before.length - 1; i >= 0 && recentAssistant.length < RECENT_WINDOW; i -= 1) {
    if (before[i].role === "assistant") recentAssistant.push(before[i].content);
  }
  const previous = userIndex > 0 && history[userIndex - 1].role === "assistant" ? history[userIndex - 1].content : null;
  const earlierReplies = new Set(before.filter((m) => m.role === "assistant").map((m) => m.content));
  const userTurns = before.filter((m) => m.role === "user").length + (userIndex >= 0 ? 1 : 0);
  const flow = userIndex >= 0 ? deriveFlowState(history, userIndex) : null;

  const seed = (fnv1a(ownDetail.norm.text) ^ Math.imul(userIndex + 2, 0x9e3779b1)) >>> 0;
  let composed: ComposedReply | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const ctx: ReplyContext = {
      locale,
      phrases: PHRASES[locale],
      picker: new Picker((seed + attempt * 7919) >>> 0, recentAssistant.slice(0, 3)),
      detail,
      intents,
      raw,
      userTurns,
      recentAssistant,
    };
    composed = route(ctx, flow, previous);
    if (!earlierReplies.has(composed.text)) break;
  }
  const final = composed as ComposedReply;
  return {
    text: final.text,
    analysis: publicAnalysis(ownDetail),
    suggestion: final.suggestion,
    thoughtRecordStep: final.step,
  };
}
