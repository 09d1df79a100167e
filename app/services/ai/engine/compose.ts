/**
 * Composition of ordinary (non thought-record) replies, following the shape of a CBT
 * micro-intervention: reflect the feeling (reflective listening), gently name at most one
 * cognitive distortion, sometimes point to a fitting exercise, and close with exactly one
 * Socratic question (Padesky 1993, "Socratic questioning: changing minds or guiding discovery?").
 */
import { CATALOGUE, candidatesFor, suggestionFor, suggestionsMentioned, type SuggestionId } from "./catalogue";
import { assemble, type ComposedReply, type ReplyContext } from "./compose-kit";
import { DISTORTION_IDS, pickDistortion } from "./distortions";
import type { EngineSuggestion } from "./engine-types";
import type { LinesAndQuestions } from "./phrase-types";
import { offersThoughtRecord } from "./thought-record";
import type { DistortionId } from "../types";

/** Every few user turns a suggestion is offered even without strong emotion. */
const SUGGEST_EVERY = 3;

function simple(ctx: ReplyContext, slot: string, set: LinesAndQuestions, extra: readonly string[] = []): ComposedReply {
  const { picker } = ctx;
  const text = assemble([picker.pick(`${slot}.line`, set.lines), ...extra], picker.pick(`${slot}.question`, set.questions));
  return { text, suggestion: null, step: null };
}

/** Distortions whose explanation appeared in the previous reply: name a different one if possible. */
function namedRecently(ctx: ReplyContext): Set<DistortionId> {
  const previous = ctx.recentAssistant[0] ?? "";
  return new Set(DISTORTION_IDS.filter((id) => ctx.phrases.distortionLines[id].some((line) => previous.includes(line))));
}

function chooseSuggestion(ctx: ReplyContext, distortion: DistortionId | null): EngineSuggestion | null {
  const { detail, recentAssistant, userTurns } = ctx;
  if (suggestionsMentioned(recentAssistant[0] ?? "").length > 0) return null; // never two turns in a row
  const wanted = detail.strong || userTurns % SUGGEST_EVERY === 0 || detail.topics.includes("sleep");
  if (!wanted) return null;
  const candidates = candidatesFor(detail.primaryEmotion, detail.topics, distortion !== null, detail.primaryTopic);
  if (candidates.length === 0) return null;
  const used = new Set<string>([...recentAssistant.flatMap(suggestionsMentioned), ...ctx.memory.suggested]);
  const fresh = candidates.filter((id) => !used.has(id));
  const pool = fresh.length > 0 ? fresh : candidates;
  return suggestionFor(pool[ctx.picker.index("suggestion", pool.length)], ctx.locale);
}

/**
 * Reflect, name one distortion, maybe suggest, ask one question (or offer a thought record).
 * `withoutSuggestion`: no exercise, because the caller may offer a CBT flow instead (reply.ts).
 */
export function composeSupportive(ctx: ReplyContext, options: { withoutSuggestion?: boolean } = {}): ComposedReply {
  const { detail, phrases, picker } = ctx;
  const emotion = detail.primaryEmotion;
  const topic = detail.primaryTopic;
  const statements: string[] = [];
  // Good news told with a worry: gladness before anything else.
  if (ctx.intents.goodEvent) statements.push(picker.pick("glad", phrases.lead.gladFirst));

  if (emotion) {
    const secondEmotion = detail.emotions.find((e) => e !== emotion);
    const pool = [...phrases.reflections[emotion], ...(detail.echoWord ? phrases.reflectionEcho : []), ...(secondEmotion ? phrases.reflectionPair : [])];
    const vars = {
      word: detail.echoWord ?? "",
      a: phrases.emotionNouns[emotion],
      b: secondEmotion ? phrases.emotionNouns[secondEmotion] : "",
    };
    statements.push(picker.pick("reflection", pool, vars));
  } else if (topic) {
    statements.push(picker.pick("topic", phrases.topicLines[topic]));
  } else {
    statements.push(picker.pick("neutral", phrases.neutralOpeners));
  }

  const distortion = pickDistortion(detail.distortions, namedRecently(ctx));
  const offeredRecently = ctx.recentAssistant.slice(0, 3).some(offersThoughtRecord);
  const offer = distortion !== null && ctx.userTurns >= 2 && !offeredRecently && !detail.strong;
  const suggestion = offer || options.withoutSuggestion ? null : chooseSuggestion(ctx, distortion);

  if (emotion && topic && !(distortion && suggestion)) statements.push(picker.pick("topic", phrases.topicLines[topic]));
  if (distortion) statements.push(picker.pick("distortion", phrases.distortionLines[distortion]));
  if (suggestion) {
    const entry = CATALOGUE[suggestion.id as SuggestionId];
    statements.push(
      picker.pick("suggestion", phrases.suggestionLines, {
        kind: phrases.suggestionKinds[entry.kind],
        title: suggestion.title,
        benefit: entry.benefit[ctx.locale],
      }),
    );
  }

  let questions: readonly string[];
  if (offer) questions = phrases.offerQuestions;
  else if (distortion) questions = phrases.distortionQuestions[distortion];
  else if (emotion) questions = phrases.emotionQuestions[emotion];
  else if (topic) questions = [...phrases.topicQuestions[topic], ...phrases.genericQuestions];
  else questions = phrases.genericQuestions;

  return { text: assemble(statements, picker.pick("question", questions)), suggestion, step: null };
}

export function composeGreeting(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "greeting", ctx.phrases.greeting);
}

export function composeThanks(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "thanks", ctx.phrases.thanks);
}

export function composeGoodbye(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "goodbye", ctx.phrases.goodbye);
}

export function composePositive(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  return simple(ctx, "positive", phrases.positive, [picker.pick("positive.extra", phrases.positive.extras)]);
}

export function composeUnclear(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "unclear", ctx.phrases.unclear);
}

/** A bare "sì"/"no" with nothing to attach it to. */
export function composeAcknowledge(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "ack", { lines: ctx.phrases.acknowledge, questions: ctx.phrases.unclear.questions });
}

export function composeDontKnow(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "dontknow", ctx.phrases.dontKnow);
}

export function composeDistress(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "distress", { lines: ctx.phrases.distress, questions: ctx.phrases.genericQuestions });
}

export function composeGeneric(ctx: ReplyContext): ComposedReply {
  return simple(ctx, "generic", { lines: ctx.phrases.generic, questions: ctx.phrases.genericQuestions });
}

/** Kind refusal: no advice on medicines or amounts; points to the prescribing doctor, GP or psychiatrist. */
export function composeMedication(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  return simple(ctx, "medication", phrases.medication, [picker.pick("medication.body", phrases.medication.body)]);
}

/** Kind refusal to diagnose; points to a doctor or psychologist. Never names a condition. */
export function composeDiagnosis(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  return simple(ctx, "diagnosis", phrases.diagnosis, [picker.pick("diagnosis.body", phrases.diagnosis.body)]);
}

/** Self-harm language that slipped past the safety gate: listen, point to urgent help, no CBT techniques. */
export function composeHighRisk(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  return simple(ctx, "highrisk", phrases.highRisk, [picker.pick("highrisk.body", phrases.highRisk.body)]);
}

/** The user declined the offered thought record. */
export function composeOfferDeclined(ctx: ReplyContext): ComposedReply {
  const { detail, phrases } = ctx;
  const questions = detail.primaryEmotion ? phrases.emotionQuestions[detail.primaryEmotion] : phrases.genericQuestions;
  return simple(ctx, "declined", { lines: phrases.offerDeclined, questions });
}

/** The user said yes to a suggested exercise: point to it again. */
export function composeSuggestionAccepted(ctx: ReplyContext, id: SuggestionId): ComposedReply {
  const { picker, phrases, locale } = ctx;
  const suggestion = suggestionFor(id, locale);
  const vars = { title: suggestion.title, section: phrases.suggestionSections[suggestion.kind] };
  const text = assemble(
    [picker.pick("accepted.line", phrases.suggestionAccepted.lines, vars)],
    picker.pick("accepted.question", phrases.suggestionAccepted.questions),
  );
  return { text, suggestion, step: null };
}
