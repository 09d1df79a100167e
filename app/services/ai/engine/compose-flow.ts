/**
 * Replies inside a thought record (Beck 1979; Greenberger & Padesky, "Mind over Mood"):
 * acknowledge the answer, then ask the next step's question — or re-ask gently when the
 * answer cannot be used (a missing 0–100 rating, "non so"). The closing summary compares the
 * first and the final rating and repeats the balanced thought.
 */
import { analyseDetailed } from "./analyse";
import { assemble, quoteUser, type ComposedReply, type ReplyContext } from "./compose-kit";
import { pickDistortion } from "./distortions";
import type { AskableStep } from "./engine-types";
import { parseIntensity } from "./numbers";
import { nextStep, type FlowState } from "./thought-record";

function ask(ctx: ReplyContext, statements: string[], step: AskableStep): ComposedReply {
  const question = ctx.picker.pick(`flow.q.${step}`, ctx.phrases.flow.questions[step]);
  return { text: assemble(statements, question), suggestion: null, step };
}

function ack(ctx: ReplyContext, step: AskableStep, vars?: Record<string, string | number>): string {
  return ctx.picker.pick(`flow.ack.${step}`, ctx.phrases.flow.acks[step], vars);
}

/** First reply of a thought record: how it works, how to stop, the situation question. */
export function composeFlowStart(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  return ask(ctx, [picker.pick("flow.start", phrases.flow.start), picker.pick("flow.stop", phrases.flow.stopHint)], "situation");
}

/** The user left the record ("basta", "let's stop"). */
export function composeFlowLeave(ctx: ReplyContext): ComposedReply {
  const { picker, phrases } = ctx;
  const text = assemble(
    [picker.pick("flow.leave", phrases.flow.leave), picker.pick("flow.leave.extra", phrases.flow.leaveExtra)],
    picker.pick("flow.leave.q", phrases.flow.leaveQuestions),
  );
  return { text, suggestion: null, step: null };
}

/** A short name for the emotion answer: the lexicon's noun if one is recognised, else the user's short answer. */
function emotionLabel(ctx: ReplyContext, answer: string | undefined): string | null {
  if (!answer) return null;
  const detail = analyseDetailed(answer, ctx.locale);
  if (detail.primaryEmotion) return ctx.phrases.emotionNouns[detail.primaryEmotion];
  const words = quoteUser(answer, 40);
  return words && words.split(" ").length <= 3 ? words.toLowerCase() : null;
}

function composeDone(ctx: ReplyContext, state: FlowState, after: number): ComposedReply {
  const { picker, phrases } = ctx;
  const flow = phrases.flow;
  const statements = [picker.pick("flow.done", flow.doneOpeners)];
  const before = state.memory.before;
  if (before !== undefined) {
    const label = emotionLabel(ctx, state.memory.emotion);
    statements.push(
      label
        ? picker.pick("flow.done.compare", flow.doneCompare, { emotion: label, before, after })
        : picker.pick("flow.done.compare", flow.doneCompareNoEmotion, { before, after }),
    );
    const delta = before - after;
    if (delta > 0) statements.push(picker.pick("flow.done.delta", flow.doneDown, { d: delta }));
    else if (delta === 0) statements.push(picker.pick("flow.done.delta", flow.doneSame));
    else statements.push(picker.pick("flow.done.delta", flow.doneUp));
  }
  const balanced = state.memory.balancedThought ? quoteUser(state.memory.balancedThought) : "";
  if (balanced) statements.push(picker.pick("flow.done.balanced", flow.doneBalanced, { thought: balanced }));
  return { text: assemble(statements, picker.pick("flow.done.q", flow.doneQuestions)), suggestion: null, step: "done" };
}

/** Answer the user's reply to the pending step of the record. */
export function composeFlowTurn(ctx: ReplyContext, state: FlowState): ComposedReply {
  const { picker, phrases, raw, intents } = ctx;
  const flow = phrases.flow;
  const quoted = quoteUser(raw);
  const vague = quoted.length === 0 || (intents.dontKnow && intents.wordCount <= 5);
  const step = state.pending;

  switch (step) {
    case "situation":
    case "automatic_thought":
      if (vague) return ask(ctx, [picker.pick("flow.vague", flow.vague)], step);
      if (step === "situation") return ask(ctx, [ack(ctx, step)], nextStep(step) as AskableStep);
      {
        const statements = [ack(ctx, step, { thought: quoted })];
        const distortion = pickDistortion(ctx.detail.distortions, new Set());
        if (distortion) statements.push(picker.pick("flow.distortion", flow.thoughtDistortion, { name: phrases.distortionNames[distortion] }));
        return ask(ctx, statements, "emotion");
      }
    case "emotion": {
      if (vague) return ask(ctx, [picker.pick("flow.vague", flow.vague)], step);
      const inline = /\d/.test(raw) ? parseIntensity(raw) : null;
      if (inline !== null) return ask(ctx, [ack(ctx, "emotion"), ack(ctx, "intensity", { n: inline })], "evidence_for");
      return ask(ctx, [ack(ctx, "emotion")], "intensity");
    }
    case "intensity":
    case "rerate": {
      const value = parseIntensity(raw);
      if (value === null) return ask(ctx, [picker.pick("flow.retry", flow.intensityRetry)], step);
      if (step === "rerate") return composeDone(ctx, state, value);
      return ask(ctx, [ack(ctx, step, { n: value })], "evidence_for");
    }
    case "evidence_for":
      return ask(ctx, [ack(ctx, step)], "evidence_against");
    case "evidence_against":
      return ask(ctx, [ack(ctx, step)], "balanced_thought");
    case "balanced_thought":
      if (vague) return ask(ctx, [picker.pick("flow.vague", flow.vague), picker.pick("flow.hint", flow.balancedHint)], step);
      return ask(ctx, [ack(ctx, step, { thought: quoted })], "rerate");
  }
}
