/**
 * The companion's memory of a conversation (decision record 0016): people named, the hot
 * thought, the person's own plans, the suggestions made and every question asked (as hashes, so
 * none is asked twice). Pure functions: `deriveMemory` rebuilds it from a history (used when no
 * stored memory exists yet), `rememberTurn` adds one turn. Lists are capped so the JSON stays small.
 */
import type { ChatMessage, ConversationMemory, FlowLogEntry, Locale } from "../types";
import { analyseDetailed } from "./analyse";
import { suggestionsMentioned } from "./catalogue";
import { flowAfterTurn, isFlowId, readFlow, toStored, withFlow, type CbtFlowState } from "./cbt-flows";
import { quoteUser } from "./compose-kit";
import { normalise } from "./normalise";
import { fnv1a } from "./variation";

const MAX_PEOPLE = 8;
const MAX_PLANS = 5;
const MAX_SAID = 200;
const MAX_RECALLED = 40;

export function emptyMemory(): ConversationMemory {
  return { people: [], hotThought: null, plans: [], suggested: [], said: [], recalled: [] };
}

/** Stable short key of a sentence (questions, steps): lower case, spaces folded, FNV-1a in hex. */
export function sentenceKey(sentence: string): string {
  return fnv1a(sentence.trim().toLowerCase().replace(/\s+/g, " ")).toString(16);
}

/**
 * Splits a reply into what comes before its question and the question itself (the last
 * sentence, which ends with "?"). Replies without a question give [text, ""].
 */
export function splitQuestion(text: string): [string, string] {
  const trimmed = text.trim();
  if (!trimmed.endsWith("?")) return [trimmed, ""];
  let cut = -1;
  for (const match of trimmed.matchAll(/[.!…»”] +/g)) {
    const index = (match.index ?? 0) + match[0].length;
    if (index < trimmed.length) cut = index;
  }
  return cut < 0 ? ["", trimmed] : [trimmed.slice(0, cut).trim(), trimmed.slice(cut)];
}

const IT_PEOPLE =
  /(?:^|[^\p{L}])(?:([Ll]a|[Ii]l) )?([Mm]ia|[Mm]io) (madre|padre|mamma|papà|papa|sorella|fratello|nonna|nonno|ragazza|ragazzo|fidanzata|fidanzato|moglie|marito|compagna|compagno|migliore amica|migliore amico|amica|amico|capo|capa|responsabile|collega|coinquilina|coinquilino|figlia|figlio|zia|zio|ex|psicologa|psicologo|prof|professoressa|professore)(?: ([A-ZÀ-Ý][\p{L}]+))?/gu;
const EN_PEOPLE =
  /\b[Mm]y (mum|mom|mother|dad|father|sister|brother|grandma|grandmother|grandpa|grandfather|girlfriend|boyfriend|wife|husband|partner|best friend|friend|boss|manager|colleague|coworker|flatmate|roommate|daughter|son|aunt|uncle|ex|therapist|teacher)(?: ([A-Z][a-z]+))?\b/g;

/** People named in one message, as the companion would refer back to them. */
export function peopleIn(raw: string, locale: Locale): string[] {
  const found: string[] = [];
  if (locale === "it") {
    for (const m of raw.matchAll(IT_PEOPLE)) {
      const article = m[1] ? `${m[1].toLowerCase()} ` : "";
      const possessive = m[2].toLowerCase() === "mia" ? "tua" : "tuo";
      found.push(`${article}${possessive} ${m[3].toLowerCase()}${m[4] ? ` ${m[4]}` : ""}`);
    }
  } else {
    for (const m of raw.matchAll(EN_PEOPLE)) found.push(`your ${m[1]}${m[2] && !/^(?:I|Is|Was|And|But|Said|Says)$/.test(m[2]) ? ` ${m[2]}` : ""}`);
  }
  return found;
}

const IT_PLAN =
  /(?:^|[^\p{L}])(?<!non )(?:voglio|vorrei|ho intenzione di|ho deciso di|proverò a|provero a|cercherò di|cerchero di|penso di|domani devo|domani vado a) (\p{L}+r(?:e|le|gli|lo|la|mi|ti|si|ci|ne|glielo|gliela)\b[^.!?;\n]{0,60})/u;
/** A plan is something the person means to do: "I will never be good enough" or "I will fail" is a prediction, not a plan. */
const EN_PLAN =
  /\bi (?:want|plan|am planning|am going|intend|decided|have decided|will try|would like|am gonna|need) to ([a-z][^.!?;\n]{2,60})|\bi will (?!(?:never|not|always|probably|just|fail|die|end up|be)\b)([a-z][^.!?;\n]{2,60})/;

function yourWords(plan: string, locale: Locale): string {
  const swaps: Record<string, string> =
    locale === "it" ? { mia: "tua", mio: "tuo", miei: "tuoi", mie: "tue" } : { my: "your", me: "you", myself: "yourself", mine: "yours", i: "you", am: "are" };
  return plan
    .split(" ")
    .map(
      (word) =>
        swaps[word] ?? (locale === "it" ? word.replace(/(?<=\p{L}{3})r(mi|ci)$/u, (_, clitic: string) => (clitic === "mi" ? "rti" : `r${clitic}`)) : word),
    )
    .join(" ")
    .replace(/[,\s]+$/, "")
    .trim();
}

/** The person's own plan in one message ("voglio parlarle domani" → "parlarle domani"), or null. */
export function planIn(raw: string, locale: Locale): string | null {
  const text = locale === "it" ? raw.toLowerCase().replace(/[’‘]/g, "'") : normalise(raw, "en").text.replace(/ \. ?/g, ". ");
  const m = (locale === "it" ? IT_PLAN : EN_PLAN).exec(text);
  const plan = m ? (m[1] ?? m[2] ?? "") : "";
  if (!plan) return null;
  // Not a plan: wishes about feelings or the crisis words the safety gate handles.
  if (/\b(?:morire|die|kill|farla finita|sparire|disappear|non esserci|feel|sentirmi|stare meglio|be happy)\b/.test(plan)) return null;
  return quoteUser(yourWords(plan, locale), 60);
}

function pushCapped(list: string[], value: string, max: number): string[] {
  const next = list.filter((item) => item !== value);
  next.push(value);
  return next.slice(-max);
}

/** How a turn changed the CBT flow, when the caller knows it (the engine's own reply). */
export interface FlowChange {
  next: CbtFlowState | null;
  /** The flow this reply finished, if any. */
  done: CbtFlowState | null;
}

/**
 * The memory after one user message and the reply to it. The CBT flow (decision record 0020) is
 * `flowChange` when given (the engine composed the reply), else inferred from the reply's text and
 * the stored step (`flowAfterTurn`: a model's reply, or a memory rebuilt from the history).
 */
export function rememberTurn(
  memory: ConversationMemory,
  user: string,
  reply: string,
  locale: Locale,
  replySaid: readonly string[] = [],
  analysed?: { distortions: readonly string[] },
  flowChange?: FlowChange,
): ConversationMemory {
  let people = memory.people;
  for (const person of peopleIn(user, locale)) if (!people.includes(person)) people = [...people, person].slice(-MAX_PEOPLE);
  const plan = planIn(user, locale);
  const detail = analysed ?? analyseDetailed(user, locale);
  const hot = detail.distortions.length > 0 ? quoteUser(user, 100) : null;
  let said = memory.said;
  const [, question] = splitQuestion(reply);
  for (const sentence of [question, ...replySaid]) if (sentence) said = pushCapped(said, sentenceKey(sentence), MAX_SAID);
  let suggested = memory.suggested;
  for (const id of suggestionsMentioned(reply)) if (!suggested.includes(id)) suggested = [...suggested, id];
  const base: ConversationMemory = {
    ...memory,
    people,
    hotThought: hot || memory.hotThought,
    plans: plan ? pushCapped(memory.plans, plan, MAX_PLANS) : memory.plans,
    suggested,
    said,
    recalled: memory.recalled.slice(-MAX_RECALLED),
  };
  const prev = readFlow(memory.flow);
  const change = flowChange ?? flowAfterTurn(prev, user, reply, locale);
  return withFlow(base, prev, change.next, change.done, locale, (plans, value) => pushCapped(plans, value, MAX_PLANS));
}

/** Rebuilds the memory from a history (oldest first), e.g. for a conversation stored before memory existed. */
export function deriveMemory(history: readonly ChatMessage[], locale: Locale): ConversationMemory {
  let memory = emptyMemory();
  for (let i = 0; i < history.length; i += 1) {
    const message = history[i];
    if (message.role !== "user") continue;
    const next = history[i + 1];
    memory = rememberTurn(memory, message.content, next?.role === "assistant" ? next.content : "", locale);
  }
  return memory;
}

/** Drops what is not a memory: wrong types, too long lists (stored JSON is read with this). */
export function sanitiseMemory(value: unknown): ConversationMemory | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const strings = (x: unknown, max: number) => (Array.isArray(x) ? x.filter((s): s is string => typeof s === "string" && s.length <= 200).slice(-max) : []);
  return {
    people: strings(v.people, MAX_PEOPLE),
    hotThought: typeof v.hotThought === "string" ? v.hotThought.slice(0, 200) : null,
    plans: strings(v.plans, MAX_PLANS),
    suggested: strings(v.suggested, 20),
    said: strings(v.said, MAX_SAID),
    recalled: strings(v.recalled, MAX_RECALLED),
    ...sanitiseFlowPart(v),
  };
}

const FLOW_STATUSES: ReadonlySet<string> = new Set(["offered", "declined", "started", "left", "done"]);

/** The CBT flow fields of a stored memory (decision record 0020): a valid flow, the log, the positive data log. */
function sanitiseFlowPart(v: Record<string, unknown>): Pick<ConversationMemory, "flow" | "flows" | "positives"> {
  const raw = v.flow && typeof v.flow === "object" ? (v.flow as Record<string, unknown>) : null;
  const answers: Record<string, string> = {};
  if (raw?.answers && typeof raw.answers === "object")
    for (const [key, value] of Object.entries(raw.answers as Record<string, unknown>)) if (typeof value === "string") answers[key] = value;
  const flow = raw && typeof raw.id === "string" && typeof raw.step === "string" ? readFlow({ id: raw.id, step: raw.step, answers }) : null;
  const flows = Array.isArray(v.flows)
    ? v.flows
        .filter((e): e is FlowLogEntry => !!e && typeof e === "object" && isFlowId((e as FlowLogEntry).id) && FLOW_STATUSES.has((e as FlowLogEntry).status))
        .map((e) => ({ id: e.id, status: e.status }))
        .slice(-16)
    : [];
  const positives = Array.isArray(v.positives) ? v.positives.filter((s): s is string => typeof s === "string" && s.length <= 200).slice(-5) : [];
  return { flow: toStored(flow), flows, positives };
}
