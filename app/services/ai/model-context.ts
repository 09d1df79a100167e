/**
 * The notes a language model receives at the end of its system prompt (decision record 0018):
 * what the companion remembers of the conversation (decision record 0016) and the embedded
 * engine's view of the current turn, so a model answers with the same memory and the same lead
 * as the engine would. Bounded in size; never anything from a crisis or post-crisis turn (those
 * turns never update the memory and never reach a provider, and every remembered item is passed
 * through the safety gate again before it is written here).
 */
import type { EngineReply } from "./engine/index";
import { CBT } from "./engine/cbt-flows";
import { splitQuestion } from "./engine/memory";
import { assessMessage } from "./safety-gate";
import type { ConversationMemory, Locale } from "./types";

/** Upper bound of the notes, in characters (the whole system prompt stays under ~4,500). */
export const MODEL_CONTEXT_MAX_CHARS = 1_200;
const ITEM_MAX = 120;

const LABELS = {
  it: {
    title: "Appunti su questa conversazione (solo per te, non citarli alla lettera):",
    people: "Persone nominate",
    hot: "Pensiero ricorrente della persona",
    plans: "Intenzioni della persona",
    suggested: "Esercizi già proposti (non riproporli)",
    distortions: "Distorsioni cognitive che potresti notare nell'ultimo messaggio",
    step: "Passo del diario dei pensieri in corso",
    cbtFlow: "Esercizio guidato in corso (fai solo la domanda di questo passo, senza cambiare esercizio)",
    cbtOffer: "Esercizio guidato da proporre (chiedi se vuole provarlo)",
    cbtAnswers: "Risposte già date nell'esercizio",
    suggestion: "Esercizio che potresti proporre",
    question: "Una domanda che potresti fare (una sola)",
  },
  en: {
    title: "Notes on this conversation (for you only, do not quote them verbatim):",
    people: "People named",
    hot: "The person's recurring thought",
    plans: "The person's own plans",
    suggested: "Exercises already suggested (do not suggest them again)",
    distortions: "Cognitive distortions you may notice in the last message",
    step: "Thought record step in progress",
    cbtFlow: "Guided exercise in progress (ask only this step's question, do not switch exercise)",
    cbtOffer: "Guided exercise to offer (ask whether they would like to try it)",
    cbtAnswers: "Answers already given in the exercise",
    suggestion: "An exercise you could suggest",
    question: "A question you could ask (only one)",
  },
} as const;

function clip(text: string, max = ITEM_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Items that are safe to repeat to a model: not empty and not crisis language. */
function safe(items: readonly (string | null | undefined)[]): string[] {
  return items.filter((item): item is string => typeof item === "string" && item.trim() !== "" && !assessMessage(item).crisis).map((item) => clip(item));
}

/**
 * The notes for one turn, in `locale`: people named (newest 5), the hot thought, the person's
 * plans (newest 3), the exercises already suggested, and from `engine` (the embedded engine's
 * reply to the same turn) the distortions it recognised, the thought-record step, the exercise it
 * would suggest and its question. Empty lines are left out; "" when there is nothing to say.
 * Each item is at most 120 characters and the whole at most MODEL_CONTEXT_MAX_CHARS (lines that
 * do not fit are dropped, the engine's view first).
 */
export function modelContext(
  locale: Locale,
  memory: ConversationMemory | null | undefined,
  engine: (Pick<EngineReply, "analysis" | "thoughtRecordStep" | "suggestion" | "text"> & Partial<Pick<EngineReply, "flow">>) | null,
): string {
  const l = LABELS[locale] ?? LABELS.it;
  const lines: string[] = [];
  const add = (label: string, items: string[]) => {
    if (items.length > 0) lines.push(`- ${label}: ${items.join("; ")}`);
  };
  if (memory) {
    add(l.people, safe(memory.people.slice(-5)));
    add(
      l.hot,
      safe([memory.hotThought]).map((t) => `"${t}"`),
    );
    add(l.plans, safe(memory.plans.slice(-3)));
    add(l.suggested, safe(memory.suggested.slice(-6)));
  }
  if (engine) {
    add(
      l.distortions,
      engine.analysis.distortions.map((d) => d.replace(/_/g, " ")),
    );
    if (engine.thoughtRecordStep && engine.thoughtRecordStep !== "done") add(l.step, [engine.thoughtRecordStep.replace(/_/g, " ")]);
    // The CBT flow this turn leads to (decision record 0020): its name and step, and the answers so
    // far; put first, so that they are the last lines to be dropped when the notes are too long.
    if (engine.flow) {
      const before = lines.length;
      const name = CBT[locale]?.flows[engine.flow.id]?.name ?? engine.flow.id;
      if (engine.flow.step === "offer") add(l.cbtOffer, [name]);
      else {
        add(l.cbtFlow, [`${name}: ${engine.flow.step.replace(/_/g, " ")}`]);
        const answers = memory?.flow?.id === engine.flow.id ? Object.values(memory.flow.answers) : [];
        add(
          l.cbtAnswers,
          safe(answers.slice(-4)).map((a) => `"${clip(a, 60)}"`),
        );
      }
      lines.unshift(...lines.splice(before));
    }
    if (engine.suggestion) add(l.suggestion, safe([engine.suggestion.title]));
    add(l.question, safe([splitQuestion(engine.text)[1]]));
  }
  if (lines.length === 0) return "";
  let out = l.title;
  for (const line of lines) {
    if (out.length + 1 + line.length > MODEL_CONTEXT_MAX_CHARS) break;
    out += `\n${line}`;
  }
  return out;
}
