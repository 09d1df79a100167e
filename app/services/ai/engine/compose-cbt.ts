/**
 * Replies of the structured CBT flows (decision record 0020): the offer added to a reply that
 * heard a fitting situation, the start, each step (acknowledge the answer, then the next step's
 * question and its chips, or the same step again with an example), the summary built from the
 * person's own answers, and leaving. Every reply keeps the one-question rule (`assemble`).
 */
import { splitQuestion } from "./memory";
import { assemble, type ComposedReply, type ReplyContext } from "./compose-kit";
import { answerSignals, answerStep, CBT, firstOpenStep, offerState, stepPhrases, templateVars, type CbtFlowState } from "./cbt-flows";
import type { CbtFlowId, CbtFlowStep } from "./ids";

const OFFER_QUICK = ["yes_try", "not_now"] as const;

function askStep(ctx: ReplyContext, state: CbtFlowState, step: CbtFlowStep, statements: string[]): ComposedReply {
  const phrases = stepPhrases(CBT[ctx.locale], state.id, step);
  // "flow.q." slots may repeat: re-asking a step is part of the flow (variation.ts).
  const question = ctx.picker.pick(`flow.q.cbt.${state.id}.${step}`, phrases.questions);
  return { text: assemble(statements, question), suggestion: null, step: null, chips: phrases.chips, quick: [], cbt: { ...state, step } };
}

/**
 * The reply `base` with its question replaced by the offer of flow `id` (a line on why it may
 * help, then the offer question; the chips are "yes, let's try" / "not now").
 */
export function withFlowOffer(ctx: ReplyContext, base: ComposedReply, id: CbtFlowId): ComposedReply {
  const flow = CBT[ctx.locale].flows[id];
  const [body] = splitQuestion(base.text);
  const statements = [body, ctx.picker.pick(`cbt.offer.${id}`, flow.offer)];
  const text = assemble(statements, ctx.picker.pick(`cbt.offer.q.${id}`, flow.offerQuestions));
  return { ...base, text, quick: OFFER_QUICK, chips: undefined, cbt: offerState(id, ctx.raw, ctx.intents.wordCount, ctx.intents.question) };
}

/** The offer accepted: how it works, how to stop, then the first open step (a seeded one is acknowledged). */
export function composeCbtStart(ctx: ReplyContext, offered: CbtFlowState): ComposedReply {
  const book = CBT[ctx.locale];
  const { picker } = ctx;
  const statements = [picker.pick(`cbt.start.${offered.id}`, book.flows[offered.id].start), picker.pick("cbt.stop", book.stopHint)];
  const step = firstOpenStep(offered);
  const seeded = Object.values(offered.answers)[0];
  if (seeded) statements.push(picker.pick("cbt.seeded", book.seeded, { answer: seeded }));
  return askStep(ctx, offered, step, statements);
}

/** One turn inside a flow: the answer kept and the next step asked, the step asked again, or the summary. */
export function composeCbtTurn(ctx: ReplyContext, state: CbtFlowState): ComposedReply {
  const book = CBT[ctx.locale];
  const { picker } = ctx;
  const step = state.step as CbtFlowStep;
  const outcome = answerStep(state, ctx.raw, answerSignals(ctx.raw, ctx.locale));
  switch (outcome.kind) {
    case "retry":
      return askStep(ctx, state, step, [picker.pick(`cbt.hint.${state.id}.${step}`, stepPhrases(book, state.id, step).hint)]);
    case "restart":
      return askStep(ctx, outcome.state, firstOpenStep(outcome.state), [picker.pick("cbt.again", book.again)]);
    case "next": {
      const next = outcome.state;
      const vars = templateVars(next, ctx.locale, next.answers[outcome.answered]);
      const ack = picker.pick(`cbt.ack.${state.id}.${outcome.answered}`, stepPhrases(book, state.id, outcome.answered).acks, vars);
      return askStep(ctx, next, next.step as CbtFlowStep, [ack]);
    }
    case "done": {
      const flow = book.flows[state.id];
      const vars = templateVars(outcome.state, ctx.locale);
      const text = assemble([picker.pick(`cbt.done.${state.id}`, flow.done, vars)], picker.pick(`cbt.done.q.${state.id}`, flow.doneQuestions));
      return { text, suggestion: null, step: null, quick: ["mood_check", "talk_specific"], cbt: null, cbtDone: outcome.state };
    }
  }
}

/** The person left the flow ("basta", "un'altra volta", another subject): no pressure, the door left open. */
export function composeCbtLeave(ctx: ReplyContext): ComposedReply {
  const book = CBT[ctx.locale];
  const { picker } = ctx;
  const text = assemble(
    [picker.pick("cbt.leave", book.leave), picker.pick("cbt.leave.extra", book.leaveExtra)],
    picker.pick("cbt.leave.q", book.leaveQuestions),
  );
  return { text, suggestion: null, step: null, quick: ["mood_check", "talk_specific"], cbt: null };
}
