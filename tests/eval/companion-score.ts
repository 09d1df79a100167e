/**
 * Scorer of the companion evaluation set (./conversations.ts, decision record 0016). Plays each
 * conversation through the embedded engine the way the server does (the memory carried from
 * reply to reply) and checks every reply against its turn's expectations and two rules that hold
 * for every reply: no question asked twice in a conversation (thought-record steps aside), and
 * no content-free reply (a stock opener plus a stock question and nothing else).
 */
import { engineReply, type EngineReply } from "~/services/ai/engine";
import { splitQuestion } from "~/services/ai/engine/memory";
import { EN_PHRASES } from "~/services/ai/engine/phrases-en";
import { IT_PHRASES } from "~/services/ai/engine/phrases-it";
import type { Phrasebook } from "~/services/ai/engine/phrase-types";
import type { ChatMessage, ConversationMemory, Locale } from "~/services/ai/types";
import type { EvalConversation, TurnExpectation } from "./conversations";

const BOOKS: Record<Locale, Phrasebook> = { it: IT_PHRASES, en: EN_PHRASES };

export const CRITERIA = ["answered", "condolence", "gladness", "quickReplies", "choices", "recalls", "noMisread", "flow", "noRepeat", "contentFree"] as const;
export type Criterion = (typeof CRITERIA)[number];

export interface CriterionScore {
  met: number;
  total: number;
  /** met / total, 1 when there was nothing to check. */
  rate: number;
}

export interface TurnResult {
  conversation: string;
  turn: number;
  user: string;
  reply: string;
  quickReplies: string[];
  /** Criteria checked on this turn and whether each held (contentFree: true means the reply WAS content-free). */
  checks: Partial<Record<Criterion, boolean>>;
}

export interface EvalReport {
  scores: Record<Criterion, CriterionScore>;
  turns: TurnResult[];
  /** Engine CPU time per reply, ms. */
  timing: { p50: number; p99: number; max: number };
}

/** Sentences a reply says nothing specific with. */
function stockSets(book: Phrasebook): { openers: Set<string>; questions: Set<string> } {
  return {
    openers: new Set([...book.generic, ...book.acknowledge, ...book.unclear.lines, ...book.dontKnow.lines, ...book.neutralOpeners, ...book.offerDeclined]),
    questions: new Set([...book.genericQuestions, ...book.unclear.questions]),
  };
}

/** A stock opener (or none) plus a stock question, and nothing else. */
export function isContentFree(text: string, locale: Locale): boolean {
  const { openers, questions } = stockSets(BOOKS[locale]);
  const [body, question] = splitQuestion(text);
  return questions.has(question) && (body === "" || openers.has(body));
}

function startsWithAny(text: string, lines: readonly string[]): boolean {
  return lines.some((line) => text.startsWith(line));
}

function checkTurn(expect: TurnExpectation, reply: EngineReply, locale: Locale): Partial<Record<Criterion, boolean>> {
  const book = BOOKS[locale];
  const checks: Partial<Record<Criterion, boolean>> = {};
  if (expect.answers) checks.answered = expect.answers.test(reply.text);
  if (expect.condolence) checks.condolence = startsWithAny(reply.text, book.lead.grief.lines);
  if (expect.gladness) checks.gladness = startsWithAny(reply.text, [...book.positive.lines, ...book.lead.gladFirst]);
  if (expect.quickReplies) checks.quickReplies = reply.quickReplies.length >= 2;
  if (expect.choices) checks.choices = reply.quickReplies.includes(book.lead.quickReplies.mood_check) && !startsWithAny(reply.text, book.dontKnow.lines);
  if (expect.recalls) checks.recalls = expect.recalls.test(reply.text);
  if (expect.mustNot) checks.noMisread = !expect.mustNot.test(reply.text);
  if (expect.flow) checks.flow = followsFlow(expect.flow, reply);
  return checks;
}

/** The reply leads where the annotation says: offered, the step asked, the summary, or the flow left (decision record 0020). */
function followsFlow(expected: string, reply: EngineReply): boolean {
  const [id, step] = expected.split(":");
  if (step === "done" || step === "left") {
    const last = reply.memory.flows?.at(-1);
    const statuses = step === "done" ? ["done"] : ["left", "declined"];
    return reply.flow === null && last?.id === id && statuses.includes(last.status);
  }
  return reply.flow?.id === id && reply.flow.step === step;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Plays and scores the conversations. Deterministic apart from the timing, which is measured over
 * `timingPasses` further passes (the first pass compiles the regular expressions and warms the JIT up;
 * on a loaded machine single replies can stall on scheduling, hence several passes).
 */
export function scoreConversations(conversations: readonly EvalConversation[], timingPasses = 1): EvalReport {
  const report = play(conversations);
  const times: number[] = [];
  for (let pass = 0; pass < timingPasses; pass += 1) times.push(...play(conversations).times);
  const sorted = times.sort((a, b) => a - b);
  return { ...report, timing: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 } };
}

function play(conversations: readonly EvalConversation[]): Omit<EvalReport, "timing"> & { times: number[] } {
  const turns: TurnResult[] = [];
  const times: number[] = [];
  for (const conversation of conversations) {
    const history: ChatMessage[] = [];
    let memory: ConversationMemory | null = null;
    const asked = new Set<string>();
    conversation.turns.forEach((turn, index) => {
      history.push({ role: "user", content: turn.user });
      // CPU time of this process (µs → ms): wall time on a shared, loaded machine measures the scheduler.
      const started = process.cpuUsage();
      const reply = engineReply(history, conversation.locale, memory);
      const used = process.cpuUsage(started);
      times.push((used.user + used.system) / 1000);
      memory = reply.memory;
      history.push({ role: "assistant", content: reply.text });
      const checks = checkTurn(turn.expect ?? {}, reply, conversation.locale);
      const [, question] = splitQuestion(reply.text);
      // Step questions of the thought record and of the CBT flows may be asked again (a vague answer).
      const inStep = (reply.thoughtRecordStep !== null && reply.thoughtRecordStep !== "done") || (reply.flow !== null && reply.flow.step !== "offer");
      if (!inStep) {
        checks.noRepeat = !asked.has(question);
        asked.add(question);
      }
      checks.contentFree = isContentFree(reply.text, conversation.locale);
      turns.push({ conversation: conversation.id, turn: index + 1, user: turn.user, reply: reply.text, quickReplies: reply.quickReplies, checks });
    });
  }
  const scores = {} as Record<Criterion, CriterionScore>;
  for (const criterion of CRITERIA) {
    const results = turns.map((t) => t.checks[criterion]).filter((v): v is boolean => v !== undefined);
    const met = results.filter(Boolean).length;
    scores[criterion] = { met, total: results.length, rate: results.length === 0 ? 1 : met / results.length };
  }
  return { scores, turns, times };
}
