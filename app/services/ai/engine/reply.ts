/**
 * The engine's turn logic: decide what kind of answer the newest user message needs and
 * compose it. Rule order (first match wins), in the spirit of Woebot-style rule engines:
 *   1. leaving a thought record in progress ("basta", "stop")
 *   2. self-harm language that slipped past the safety gate → listen and point to urgent help;
 *      "are you a person?" → honestly an AI; a bereavement → condolence first
 *   3. medication / diagnosis questions → kind refusal and a pointer to a professional
 *      (inside a thought record only when asked as a question)
 *   4. the next step of a thought record in progress
 *   5. a request for a thought record, or a "yes"/"no" to the engine's offer
 *   6. a "yes" to a suggested exercise; the second minimal answer in a row ("boh", "ok") → choices;
 *      what a quick reply asks for (a mood check-in, a short exercise, a topic, "what can I do?");
 *      "how do I tell her?" → a DESC step, "is it a bad idea?" → pros and cons
 *   7. good news with no painful emotion or distortion in it → celebrate it
 *   8. emotions, topics or distortions → reflective, CBT-style reply
 *   9. distress without specifics, goodbye, thanks, greeting, "non so", bare yes/no
 *  10. anything else → unclear (very short) or generic listening reply
 * The order is the ROUTES table below; each route names the intent (ids.ts) it answers.
 * Deterministic: the variation seed is a hash of the message and its position in the history,
 * and a reply identical to an earlier assistant message is re-drawn with another seed.
 */
import type { ChatMessage, ConversationMemory, EmotionId, EngineHints, Locale } from "../types";
import { analyseDetailed, publicAnalysis, withHints, type DetailedAnalysis } from "./analyse";
import { suggestionsMentioned, type SuggestionId } from "./catalogue";
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
import { composeCbtLeave, composeCbtStart, composeCbtTurn, withFlowOffer } from "./compose-cbt";
import { changesSubject, CBT, fitFlow, leavesFlow, readFlow, type CbtFlowState } from "./cbt-flows";
import {
  composeAdvice,
  composeBadIdea,
  composeChoices,
  composeExercise,
  composeGrief,
  composeHowToTell,
  composeIdentity,
  composeMoodCheck,
  composeTalkSpecific,
} from "./compose-lead";
import type { ComposedReply, ReplyContext } from "./compose-kit";
import type { EngineReply } from "./engine-types";
import type { CbtFlowId, IntentId, QuickReplyId } from "./ids";
import { detectIntents, isMinimalAnswer, type Intents } from "./intents";
import { EN_PHRASES } from "./phrases-en";
import { deriveMemory, rememberTurn, sentenceKey, splitQuestion } from "./memory";
import { normalise } from "./normalise";
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

/** What a route looks at: the composing context, the thought record in progress, the CBT flow in progress or on offer, the previous reply. */
export interface Turn {
  ctx: ReplyContext;
  flow: FlowState | null;
  cbt: CbtFlowState | null;
  previous: string | null;
  /** Normalised text of the last few user messages, this one included (what "what can I do?" refers to). */
  recentText: string;
}

/**
 * One way of answering. A route applies when its `intent` (if any) was detected and its
 * `when` (if any) holds; ROUTES are tried in order and the first that applies answers.
 */
export interface Route {
  /** A name for tests and for reading; not part of the reply. */
  id: string;
  /** The intent (ids.ts) this route answers, or null for routes driven by the analysis or the flow. */
  intent: IntentId | null;
  when?: (turn: Turn) => boolean;
  reply: (turn: Turn) => ComposedReply;
  /** Quick replies offered with this route's reply unless the composer chose its own (none when absent). */
  quick?: readonly QuickReplyId[];
}

/** The three ways on offered when the person has little to say (decision record 0016). */
const WAYS_IN: readonly QuickReplyId[] = ["mood_check", "short_exercise", "talk_specific"];
/** After listening: a concrete step or an exercise. */
const NEXT_STEPS: readonly QuickReplyId[] = ["what_can_i_do", "short_exercise"];

/** Medication and diagnosis questions are answered outright outside a record, and inside one when asked as a question. */
const asksOutright = ({ ctx, flow }: Turn): boolean => !flow || ctx.intents.question;
const offeredRecord = ({ previous }: Turn): boolean => previous !== null && offersThoughtRecord(previous);
const suggestedBefore = ({ previous }: Turn): SuggestionId[] => (previous ? suggestionsMentioned(previous) : []);

/** A CBT flow waits on a step (decision record 0020). */
const inCbt = ({ cbt }: Turn): boolean => cbt !== null && cbt.step !== "offer";
const cbtOffered = ({ cbt }: Turn): boolean => cbt !== null && cbt.step === "offer";
const leavesCbt = ({ ctx }: Turn): boolean => leavesFlow(ctx.detail.norm.text, ctx.intents.stop, ctx.locale);

/**
 * `base` with the offer of the CBT flow that fits what was heard (`fitFlow`), or `base` itself:
 * never inside a thought record, never a flow offered before in the conversation, and not when
 * the message carries a distortion (naming it comes first) or the reply suggests an exercise.
 */
function offerFitting(turn: Turn, base: ComposedReply, text: string, askAdvice = false): ComposedReply {
  if (base.suggestion) return base;
  const id = fittingFlow(turn, text, askAdvice);
  return id ? withFlowOffer(turn.ctx, base, id) : base;
}

function fittingFlow(turn: Turn, text: string, askAdvice = false): CbtFlowId | null {
  const { ctx } = turn;
  if (turn.flow || ctx.detail.distortions.length > 0) return null;
  const tried = new Set((ctx.memory.flows ?? []).map((entry) => entry.id));
  return fitFlow(
    {
      text,
      askHowToTell: ctx.intents.askHowToTell,
      askBadIdea: ctx.intents.askBadIdea,
      goodEvent: ctx.intents.goodEvent || (ctx.intents.positive && CBT[ctx.locale].triggers.savouring.test(text)),
      emotion: ctx.recentEmotion,
      topics: ctx.detail.topics,
      askAdvice,
    },
    ctx.locale,
    tried,
  );
}

/** The turn policy, first match wins (the order is the one in the module comment). */
export const ROUTES: readonly Route[] = [
  { id: "flow_leave", intent: "stop", when: ({ flow }) => flow !== null, reply: ({ ctx }) => composeFlowLeave(ctx), quick: ["mood_check", "talk_specific"] },
  // Leaving a CBT flow: "basta", "un'altra volta", "change the subject" (decision record 0020).
  { id: "cbt_leave", intent: null, when: (turn) => inCbt(turn) && leavesCbt(turn), reply: ({ ctx }) => composeCbtLeave(ctx) },
  { id: "high_risk", intent: "highRisk", reply: ({ ctx }) => composeHighRisk(ctx) },
  { id: "ask_identity", intent: "askIdentity", reply: ({ ctx }) => composeIdentity(ctx) },
  { id: "medication", intent: "medication", when: asksOutright, reply: ({ ctx }) => composeMedication(ctx) },
  { id: "diagnosis", intent: "diagnosis", when: asksOutright, reply: ({ ctx }) => composeDiagnosis(ctx) },
  { id: "grief", intent: "grief", reply: ({ ctx }) => composeGrief(ctx) },
  // Two minimal answers in a row, also inside a thought record: the person is stuck, offer ways on.
  { id: "choices", intent: null, when: ({ ctx }) => ctx.minimalStreak >= 2, reply: ({ ctx }) => composeChoices(ctx) },
  // A CBT flow: the offer accepted or declined, the next step (decision record 0020).
  { id: "cbt_start", intent: "yes", when: cbtOffered, reply: ({ ctx, cbt }) => composeCbtStart(ctx, cbt as CbtFlowState) },
  {
    id: "cbt_declined",
    intent: null,
    when: (turn) => cbtOffered(turn) && (turn.ctx.intents.no || leavesCbt(turn)),
    reply: ({ ctx }) => composeOfferDeclined(ctx),
    quick: NEXT_STEPS,
  },
  {
    id: "cbt_turn",
    intent: null,
    when: (turn) =>
      inCbt(turn) &&
      !changesSubject(
        turn.cbt as CbtFlowState,
        turn.ctx.intents.wordCount,
        turn.ctx.intents.distress || turn.ctx.detail.emotions.length > 1,
        turn.ctx.detail.distortions.length,
      ),
    reply: ({ ctx, cbt }) => composeCbtTurn(ctx, cbt as CbtFlowState),
  },
  {
    id: "flow_turn",
    intent: null,
    when: ({ flow }) => flow !== null,
    reply: ({ ctx, flow }) => composeFlowTurn(ctx, flow as FlowState),
  },
  { id: "flow_start", intent: "thoughtRecordRequest", reply: ({ ctx }) => composeFlowStart(ctx) },
  { id: "offer_accepted", intent: "yes", when: offeredRecord, reply: ({ ctx }) => composeFlowStart(ctx) },
  { id: "offer_declined", intent: "no", when: offeredRecord, reply: ({ ctx }) => composeOfferDeclined(ctx), quick: NEXT_STEPS },
  {
    id: "suggestion_accepted",
    intent: "yes",
    when: (turn) => !hasSignals(turn.ctx.detail) && suggestedBefore(turn).length > 0,
    reply: (turn) => composeSuggestionAccepted(turn.ctx, suggestedBefore(turn)[0]),
  },
  { id: "mood_check", intent: "moodCheck", reply: ({ ctx }) => composeMoodCheck(ctx) },
  { id: "exercise", intent: "exerciseRequest", reply: ({ ctx }) => composeExercise(ctx) },
  { id: "talk_specific", intent: "talkSpecific", reply: ({ ctx }) => composeTalkSpecific(ctx) },
  { id: "how_to_tell", intent: "askHowToTell", reply: (turn) => offerFitting(turn, composeHowToTell(turn.ctx), turn.ctx.detail.norm.text) },
  { id: "bad_idea", intent: "askBadIdea", reply: (turn) => offerFitting(turn, composeBadIdea(turn.ctx), turn.ctx.detail.norm.text) },
  { id: "advice", intent: "askAdvice", reply: (turn) => offerFitting(turn, composeAdvice(turn.ctx), turn.recentText, true) },
  // Good news about a topic ("ho finito la tesi e sono contenta") is celebrated, not problem-solved;
  // good news that carries an emotion or a distortion goes to "supportive" below.
  {
    id: "good_news",
    intent: "positive",
    when: ({ ctx }) => ctx.detail.emotions.length === 0 && ctx.detail.distortions.length === 0,
    reply: (turn) => offerFitting(turn, composePositive(turn.ctx), turn.ctx.detail.norm.text),
  },
  {
    id: "supportive",
    intent: null,
    when: ({ ctx }) => hasSignals(ctx.detail),
    reply: (turn) => {
      // A situation a flow is for, with no distortion to name: offer the flow instead of an exercise.
      const id = fittingFlow(turn, turn.ctx.detail.norm.text);
      return id ? withFlowOffer(turn.ctx, composeSupportive(turn.ctx, { withoutSuggestion: true }), id) : composeSupportive(turn.ctx);
    },
    quick: NEXT_STEPS,
  },
  {
    id: "distress",
    intent: "distress",
    reply: (turn) => offerFitting(turn, composeDistress(turn.ctx), turn.ctx.detail.norm.text),
    quick: [...NEXT_STEPS, "talk_specific"],
  },
  { id: "goodbye", intent: "goodbye", reply: ({ ctx }) => composeGoodbye(ctx) },
  { id: "thanks", intent: "thanks", reply: ({ ctx }) => composeThanks(ctx), quick: ["short_exercise", "talk_specific"] },
  { id: "greeting", intent: "greeting", reply: ({ ctx }) => composeGreeting(ctx), quick: WAYS_IN },
  { id: "dont_know", intent: "dontKnow", reply: ({ ctx }) => composeDontKnow(ctx), quick: WAYS_IN },
  { id: "bare_yes", intent: "yes", reply: ({ ctx }) => composeAcknowledge(ctx), quick: WAYS_IN },
  { id: "bare_no", intent: "no", reply: ({ ctx }) => composeAcknowledge(ctx), quick: WAYS_IN },
  { id: "unclear", intent: null, when: ({ ctx }) => ctx.intents.wordCount <= 3, reply: ({ ctx }) => composeUnclear(ctx), quick: WAYS_IN },
  { id: "generic", intent: null, reply: (turn) => offerFitting(turn, composeGeneric(turn.ctx), turn.ctx.detail.norm.text), quick: NEXT_STEPS },
];

function route(
  ctx: ReplyContext,
  flow: FlowState | null,
  cbt: CbtFlowState | null,
  previous: string | null,
  recentText: string,
): ComposedReply & { route: string } {
  const turn: Turn = { ctx, flow, cbt, previous, recentText };
  for (const candidate of ROUTES) {
    if (candidate.intent !== null && !ctx.intents[candidate.intent]) continue;
    if (candidate.when && !candidate.when(turn)) continue;
    const composed = candidate.reply(turn);
    return { ...composed, quick: composed.quick ?? candidate.quick ?? [], route: candidate.id };
  }
  // ROUTES ends with "generic", which always applies.
  return { ...composeGeneric(ctx), route: "generic" };
}

/** Routes whose reply may refer back to something remembered ("You mentioned …"): the listening ones. */
const RECALL_ROUTES = new Set(["generic", "dont_know", "unclear", "distress", "advice", "bare_yes", "bare_no", "offer_declined", "supportive"]);

/** One thing from earlier turns not referred back to yet: a plan first, then a person, then the hot thought. */
function recallLine(ctx: ReplyContext, routeId: string): { key: string; line: string } | null {
  if (!RECALL_ROUTES.has(routeId)) return null;
  const { memory, picker, phrases } = ctx;
  const done = new Set(memory.recalled);
  const plan = [...memory.plans].reverse().find((p) => !done.has(`plan:${p}`));
  if (plan) return { key: `plan:${plan}`, line: picker.pick("recall.plan", phrases.lead.recallPlan, { what: plan }) };
  // A person is recalled when the conversation has moved on from them (not named in this message).
  const person = memory.people.find((p) => !done.has(`person:${p}`) && !ctx.raw.toLowerCase().includes(p.split(" ").at(-1) ?? p));
  if (person && routeId !== "supportive") return { key: `person:${person}`, line: picker.pick("recall.person", phrases.lead.recallPerson, { what: person }) };
  const thought = memory.hotThought;
  if (thought && !done.has(`thought:${thought}`) && routeId !== "supportive" && routeId !== "advice")
    return { key: `thought:${thought}`, line: picker.pick("recall.thought", phrases.lead.recallThought, { what: thought }) };
  return null;
}

/**
 * Keeps the "never the same question twice" rule (decision record 0016): a question already
 * asked in the conversation is swapped for one not asked yet from the listening pools. The
 * thought record's step questions are exempt (re-asking a step is part of the flow).
 */
function unrepeatedQuestion(ctx: ReplyContext, question: string): string {
  const said = new Set(ctx.memory.said);
  if (!question || !said.has(sentenceKey(question))) return question;
  const { phrases } = ctx;
  const pool = [
    ...(ctx.recentEmotion ? phrases.emotionQuestions[ctx.recentEmotion] : []),
    ...phrases.genericQuestions,
    ...phrases.dontKnow.questions,
    ...phrases.lead.talkSpecific.questions,
    ...phrases.unclear.questions,
  ];
  const start = ctx.picker.index("question.fresh", pool.length);
  for (let k = 0; k < pool.length; k += 1) {
    const candidate = pool[(start + k) % pool.length];
    if (!said.has(sentenceKey(candidate))) return candidate;
  }
  return question;
}

/** The advice steps a reply proposed, remembered so that none is proposed twice. */
function proposedSteps(text: string, locale: Locale): string[] {
  return Object.values(PHRASES[locale].lead.advice.steps)
    .flat()
    .filter((step) => text.includes(step));
}

/**
 * The texts of the quick replies, minus the one the person just sent; fewer than two are not
 * worth a group of chips, so then none (decision record 0016: 2–4 per reply, or none).
 */
function quickReplyTexts(ids: readonly QuickReplyId[], locale: Locale, raw: string, chips?: readonly string[]): string[] {
  const sent = raw.trim().toLowerCase();
  const own = chips && chips.length >= 2 ? chips : null;
  const texts = (own ?? ids.map((id) => PHRASES[locale].lead.quickReplies[id])).filter((text) => text.toLowerCase() !== sent);
  return texts.length >= 2 ? texts.slice(0, 4) : [];
}

/** Minimal answers in a row, ending with the message at `userIndex` (0 when it says something). */
function minimalStreakAt(history: readonly ChatMessage[], userIndex: number, locale: Locale): number {
  let streak = 0;
  for (let i = userIndex; i >= 0; i -= 1) {
    if (history[i].role !== "user") continue;
    if (!isMinimalAnswer(normalise(history[i].content, locale).text, locale)) break;
    streak += 1;
  }
  return streak;
}

/** How many earlier user messages are searched for the emotion of "what can I do?" and "a short exercise". */
const EMOTION_LOOKBACK = 6;

function recentEmotionAt(history: readonly ChatMessage[], userIndex: number, own: DetailedAnalysis, locale: Locale): EmotionId | null {
  if (own.primaryEmotion) return own.primaryEmotion;
  for (let i = userIndex - 1, seen = 0; i >= 0 && seen < EMOTION_LOOKBACK; i -= 1) {
    if (history[i].role !== "user") continue;
    seen += 1;
    const emotion = analyseDetailed(history[i].content, locale).primaryEmotion;
    if (emotion) return emotion;
  }
  return null;
}

/** A user writing in the other language is still understood; the reply stays in `locale`. */
function withLanguageFallback(own: DetailedAnalysis, raw: string, locale: Locale): DetailedAnalysis {
  if (hasSignals(own)) return own;
  const fallback = analyseDetailed(raw, locale === "it" ? "en" : "it");
  return hasSignals(fallback) ? fallback : own;
}

/** How many user messages "what can I do?" looks back on for a fitting flow. */
const FLOW_LOOKBACK = 3;

function recentUserText(history: readonly ChatMessage[], userIndex: number, locale: Locale): string {
  const texts: string[] = [];
  for (let i = userIndex; i >= 0 && texts.length < FLOW_LOOKBACK; i -= 1)
    if (history[i].role === "user") texts.push(normalise(history[i].content, locale).text);
  return texts.join(" . ");
}

function lastUserIndex(history: readonly ChatMessage[]): number {
  for (let i = history.length - 1; i >= 0; i -= 1) if (history[i].role === "user") return i;
  return -1;
}

/**
 * Reply to the newest user message of `history` (oldest first) in `locale`, with the
 * classifiers' `hints` on it when the server has them (types.ts `EngineHints`, analyse.ts `withHints`).
 * Same history and hints → same reply. Pure string work; well under a millisecond per call.
 */
export function replyTo(history: readonly ChatMessage[], locale: Locale, stored?: ConversationMemory | null, hints?: EngineHints | null): EngineReply {
  const userIndex = lastUserIndex(history);
  const raw = userIndex >= 0 ? history[userIndex].content : "";
  const ownDetail = analyseDetailed(raw, locale);
  const detail = withHints(withLanguageFallback(ownDetail, raw, locale), hints);
  let intents: Intents = { ...detectIntents(raw, ownDetail.norm, locale), ...hints?.intents };
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

  const minimalStreak = userIndex >= 0 ? minimalStreakAt(history, userIndex, locale) : 0;
  // Looking back through earlier messages costs a few analyses: only the replies that use it pay for it.
  const needsRecentEmotion = intents.askAdvice || intents.exerciseRequest;
  const recentEmotion = userIndex >= 0 && needsRecentEmotion ? recentEmotionAt(history, userIndex, detail, locale) : detail.primaryEmotion;
  const memory = stored ?? deriveMemory(before, locale);
  const never = new Set(memory.said);
  // The CBT flow in progress or on offer (decision record 0020); a thought record in progress wins.
  const cbt = flow ? null : readFlow(memory.flow);
  // "What can I do?" refers to what was said in the last few messages.
  const recentText = intents.askAdvice && userIndex >= 0 ? recentUserText(history, userIndex, locale) : ownDetail.norm.text;

  const seed = (fnv1a(ownDetail.norm.text) ^ Math.imul(userIndex + 2, 0x9e3779b1)) >>> 0;
  let composed: ComposedReply | null = null;
  let nextMemory: ConversationMemory = memory;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const ctx: ReplyContext = {
      locale,
      phrases: PHRASES[locale],
      picker: new Picker((seed + attempt * 7919) >>> 0, recentAssistant.slice(0, 3), never, sentenceKey),
      detail,
      intents,
      raw,
      userTurns,
      recentAssistant,
      minimalStreak,
      recentEmotion,
      memory,
    };
    const routed = route(ctx, flow, cbt, previous, recentText);
    let text = routed.text;
    let recalled = memory.recalled;
    // A CBT flow's replies (and offers) keep their own question: step questions may be re-asked.
    if ((routed.step === null || routed.step === "done") && routed.cbt === undefined) {
      const [body, question] = splitQuestion(text);
      const recall = recallLine(ctx, routed.route);
      if (recall) recalled = [...recalled, recall.key];
      const fresh = unrepeatedQuestion(ctx, question);
      if (recall || fresh !== question) text = [body, recall?.line ?? "", fresh].filter(Boolean).join(" ");
    }
    composed = { ...routed, text };
    nextMemory = { ...memory, recalled };
    if (!earlierReplies.has(composed.text)) break;
  }
  const final = composed as ComposedReply;
  const flowChange = { next: final.cbt ?? null, done: final.cbtDone ?? null };
  const remembered = userIndex >= 0 ? rememberTurn(nextMemory, raw, final.text, locale, proposedSteps(final.text, locale), ownDetail, flowChange) : nextMemory;
  return {
    memory: remembered,
    text: final.text,
    analysis: publicAnalysis(ownDetail),
    suggestion: final.suggestion,
    thoughtRecordStep: final.step,
    quickReplies: quickReplyTexts(final.quick ?? [], locale, raw, final.chips),
    flow: final.cbt ? { id: final.cbt.id, step: final.cbt.step } : null,
  };
}
