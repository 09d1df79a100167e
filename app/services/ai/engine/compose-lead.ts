/**
 * Replies where the companion leads (decision record 0016): choices after minimal answers, a
 * mood check-in, a short exercise, a topic to pick, and a concrete small step when asked
 * "what can I do?" (behavioural experiments and activity scheduling, Beck 2011 ch. 6–7).
 */
import { CATALOGUE, candidatesFor, suggestionFor, suggestionsMentioned, type SuggestionId } from "./catalogue";
import { assemble, type ComposedReply, type ReplyContext } from "./compose-kit";

/** Used when nothing said so far points to a particular exercise: short and body-based. */
const DEFAULT_EXERCISES: readonly SuggestionId[] = ["breathing-4-7-8", "grounding-5-4-3-2-1", "breath-awareness"];

/** Two minimal answers in a row: three ways on, as chips, instead of another open question. */
export function composeChoices(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  const text = assemble([picker.pick("lead.choices", phrases.lead.choices.lines)], picker.pick("lead.choices.q", phrases.lead.choices.questions));
  return { text, suggestion: null, step: null, quick: ["mood_check", "short_exercise", "talk_specific"] };
}

export function composeMoodCheck(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  const text = assemble([picker.pick("lead.mood", phrases.lead.moodCheck.lines)], picker.pick("lead.mood.q", phrases.lead.moodCheck.questions));
  return { text, suggestion: null, step: null, quick: ["mood_ok", "mood_anxious", "mood_down", "mood_stressed"] };
}

export function composeTalkSpecific(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  const text = assemble([picker.pick("lead.talk", phrases.lead.talkSpecific.lines)], picker.pick("lead.talk.q", phrases.lead.talkSpecific.questions));
  return { text, suggestion: null, step: null, quick: ["topic_work", "topic_relationships", "topic_family", "topic_sleep"] };
}

/** A short exercise fitting the recent emotion, preferring one not suggested in the recent replies. */
export function composeExercise(ctx: ReplyContext): ComposedReply {
  const { picker, phrases, locale } = ctx;
  const fitting = candidatesFor(ctx.recentEmotion, ctx.detail.topics, false, ctx.detail.primaryTopic);
  const candidates = fitting.length > 0 ? fitting : [...DEFAULT_EXERCISES];
  const used = new Set<string>([...ctx.recentAssistant.flatMap(suggestionsMentioned), ...ctx.memory.suggested]);
  const fresh = candidates.filter((id) => !used.has(id));
  const pool = fresh.length > 0 ? fresh : candidates;
  const id = pool[picker.index("lead.exercise.id", pool.length)];
  const suggestion = suggestionFor(id, locale);
  const entry = CATALOGUE[id];
  const vars = {
    title: suggestion.title,
    kind: phrases.suggestionKinds[entry.kind],
    section: phrases.suggestionSections[entry.kind],
    benefit: entry.benefit[locale],
  };
  const text = assemble([picker.pick("lead.exercise", phrases.lead.exercise.lines, vars)], picker.pick("lead.exercise.q", phrases.lead.exercise.questions));
  return { text, suggestion, step: null, quick: ["yes_try", "not_now"] };
}

/** "What can I do?": one concrete small step for the recent emotion, then one question about doing it. */
export function composeAdvice(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  const steps = phrases.lead.advice.steps[ctx.recentEmotion ?? "general"];
  const text = assemble([picker.pick("lead.advice", steps)], picker.pick("lead.advice.q", phrases.lead.advice.questions));
  return { text, suggestion: null, step: null, quick: ["short_exercise", "talk_specific"] };
}

function withBody(ctx: ReplyContext, slot: "identity" | "badIdea" | "howToTell" | "grief"): string {
  const { picker } = ctx;
  const set = ctx.phrases.lead[slot];
  return assemble([picker.pick(`lead.${slot}`, set.lines), picker.pick(`lead.${slot}.body`, set.body)], picker.pick(`lead.${slot}.q`, set.questions));
}

/** "Are you a person?": honestly an AI, not a person and not a therapist, and what it can and cannot do. */
export function composeIdentity(ctx: ReplyContext): ComposedReply {
  return { text: withBody(ctx, "identity"), suggestion: null, step: null, quick: ["talk_specific", "short_exercise"] };
}

/** "Is it a bad idea?": pros and cons, not a verdict (decisional balance, Janis & Mann 1977). */
export function composeBadIdea(ctx: ReplyContext): ComposedReply {
  return { text: withBody(ctx, "badIdea"), suggestion: null, step: null };
}

/** "How do I tell her?": an assertive-communication step (DESC script, Bower & Bower 1976; "I" statements). */
export function composeHowToTell(ctx: ReplyContext): ComposedReply {
  return { text: withBody(ctx, "howToTell"), suggestion: null, step: null };
}

/** A bereavement: condolence first, no technique and no chips. */
export function composeGrief(ctx: ReplyContext): ComposedReply {
  return { text: withBody(ctx, "grief"), suggestion: null, step: null, quick: [] };
}
