/**
 * Message analysis: emotions and topics from the lexicons (with negation handling),
 * distortions from distortions.ts, plus the extra signals the composer needs.
 */
import type { DistortionId, EmotionId, EngineHints, Locale, TopicId } from "../types";
import { detectDistortions } from "./distortions";
import type { EngineAnalysis } from "./engine-types";
import { EMOTION_IDS, TOPIC_IDS } from "./ids";
import { EN_LEXICON } from "./lexicon-en";
import { IT_LEXICON } from "./lexicon-it";
import type { ConceptSpec, LocaleLexicon } from "./lexicon-types";
import { normalise, type NormalisedText } from "./normalise";

export { EMOTION_IDS, TOPIC_IDS };

/** Everything the composer needs about one message; EngineAnalysis is its public subset. */
export interface DetailedAnalysis extends EngineAnalysis {
  norm: NormalisedText;
  /** The emotion mentioned first in the message. */
  primaryEmotion: EmotionId | null;
  primaryTopic: TopicId | null;
  /** Intensifiers, several emotions or "!!": worth suggesting an exercise right away. */
  strong: boolean;
  /** The user's own (correctly spelt) emotion word, e.g. "ansiosa", for reflective listening. */
  echoWord: string | null;
}

interface CompiledConcept {
  all: RegExp;
  /** Whole-word test used to validate an echoed word. */
  single: RegExp;
  /** Senses that are not this concept (ConceptSpec.exclude), or null. */
  exclude: RegExp | null;
}

interface CompiledLexicon {
  lexicon: LocaleLexicon;
  emotions: Record<EmotionId, CompiledConcept>;
  topics: Record<TopicId, CompiledConcept>;
  negators: ReadonlySet<string>;
  breakers: ReadonlySet<string>;
}

/** Words that end a negation window: "non riesco a smettere di preoccuparmi" is not negated. */
const NEGATION_BREAKERS = ["stop", "help", "smettere", "evitare", "perche", "se", "if", "why", "whether", "and"];

function compileConcept(spec: ConceptSpec): CompiledConcept {
  const alternatives = [...(spec.stems ?? []).map((stem) => `${stem}\\w*`), ...(spec.words ?? []), ...(spec.phrases ?? [])];
  const source = alternatives.join("|");
  const exclude = spec.exclude?.length ? new RegExp(`\\b(?:${spec.exclude.join("|")})\\b`, "g") : null;
  return { all: new RegExp(`\\b(?:${source})\\b`, "g"), single: new RegExp(`^(?:${source})$`), exclude };
}

function compileLexicon(lexicon: LocaleLexicon): CompiledLexicon {
  const emotions = {} as Record<EmotionId, CompiledConcept>;
  for (const id of EMOTION_IDS) emotions[id] = compileConcept(lexicon.emotions[id]);
  const topics = {} as Record<TopicId, CompiledConcept>;
  for (const id of TOPIC_IDS) topics[id] = compileConcept(lexicon.topics[id]);
  return {
    lexicon,
    emotions,
    topics,
    negators: new Set(lexicon.negators),
    breakers: new Set([...lexicon.clauseBreakers, ...NEGATION_BREAKERS]),
  };
}

const COMPILED: Record<Locale, CompiledLexicon> = { it: compileLexicon(IT_LEXICON), en: compileLexicon(EN_LEXICON) };
const NEGATION_WINDOW = 4;

/** True when a negator sits within the four tokens before `index`, in the same clause. */
export function isNegatedAt(text: string, index: number, locale: Locale): boolean {
  return isNegated(text, index, COMPILED[locale]);
}

function isNegated(text: string, index: number, compiled: CompiledLexicon): boolean {
  const before = text
    .slice(Math.max(0, index - 60), index)
    .trimEnd()
    .split(" ");
  for (let k = before.length - 1, seen = 0; k >= 0 && seen < NEGATION_WINDOW; k -= 1, seen += 1) {
    const token = before[k];
    if (compiled.breakers.has(token)) return false;
    if (compiled.negators.has(token)) return true;
  }
  return false;
}

/** Index of the first (non-negated, when asked; not inside an excluded sense) match of a concept, or -1. */
function firstMatch(text: string, concept: CompiledConcept, compiled: CompiledLexicon, negatable: boolean): number {
  const excluded: Array<[number, number]> = [];
  if (concept.exclude) for (const m of text.matchAll(concept.exclude)) excluded.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const match of text.matchAll(concept.all)) {
    const index = match.index ?? 0;
    if (excluded.some(([from, to]) => index >= from && index < to)) continue;
    if (!negatable || !isNegated(text, index, compiled)) return index;
  }
  return -1;
}

/**
 * The topic the message is about: a person in a conflict ("ho litigato con mia madre") first,
 * else the topic named last — the newest clause weighs more than an incidental noun before it.
 */
function mainTopic(hits: Array<[TopicId, number]>, text: string, compiled: CompiledLexicon): TopicId | null {
  if (hits.length === 0) return null;
  if (compiled.lexicon.conflict.test(text)) {
    const person = hits.find(([id]) => id === "family" || id === "relationships");
    if (person) return person[0];
  }
  return hits.reduce((best, hit) => (hit[1] > best[1] ? hit : best))[0];
}

function findEchoWord(norm: NormalisedText, emotion: EmotionId, compiled: CompiledLexicon): string | null {
  for (const match of norm.text.matchAll(compiled.lexicon.echo)) {
    const word = match[1];
    if (!word || word === "giu" || norm.corrected.has(word)) continue;
    if (!compiled.emotions[emotion].single.test(word)) continue;
    if (isNegated(norm.text, match.index ?? 0, compiled)) continue;
    return word;
  }
  return null;
}

/** Detailed analysis of an already normalised message. */
export function analyseNormalised(norm: NormalisedText, raw: string, locale: Locale): DetailedAnalysis {
  const compiled = COMPILED[locale];
  const text = norm.text;
  const emotionHits: Array<[EmotionId, number]> = [];
  for (const id of EMOTION_IDS) {
    const at = firstMatch(text, compiled.emotions[id], compiled, true);
    if (at >= 0) emotionHits.push([id, at]);
  }
  const topicHits: Array<[TopicId, number]> = [];
  for (const id of TOPIC_IDS) {
    const at = firstMatch(text, compiled.topics[id], compiled, false);
    if (at >= 0) topicHits.push([id, at]);
  }
  const byPosition = <T>(hits: Array<[T, number]>): T | null => (hits.length === 0 ? null : hits.reduce((best, hit) => (hit[1] < best[1] ? hit : best))[0]);
  const emotions = emotionHits.map(([id]) => id);
  const primaryEmotion = byPosition(emotionHits);
  const strong = emotions.length > 0 && (compiled.lexicon.intensifiers.test(text) || emotions.length >= 2 || /!{2,}/.test(raw));
  return {
    emotions,
    topics: topicHits.map(([id]) => id),
    distortions: detectDistortions(text, locale),
    norm,
    primaryEmotion,
    primaryTopic: mainTopic(topicHits, text, compiled),
    strong,
    echoWord: primaryEmotion ? findEchoWord(norm, primaryEmotion, compiled) : null,
  };
}

/** Detailed analysis of a raw message. */
export function analyseDetailed(raw: string, locale: Locale): DetailedAnalysis {
  return analyseNormalised(normalise(raw, locale), raw, locale);
}

/** The keyword lists' `distortions` with the classifiers' hint applied (engine-hints.server.ts). */
export function hintedDistortions(distortions: readonly DistortionId[], hints: EngineHints | null | undefined): DistortionId[] {
  const hint = hints?.distortion;
  if (hint === undefined) return [...distortions];
  return hint === null ? [] : [hint, ...distortions.filter((d) => d !== hint)];
}

/** `detail` with the classifiers' hints in place of the keyword lists' topic and distortions. */
export function withHints(detail: DetailedAnalysis, hints: EngineHints | null | undefined): DetailedAnalysis {
  if (!hints) return detail;
  const next = { ...detail, distortions: hintedDistortions(detail.distortions, hints) };
  if (hints.topic) {
    next.primaryTopic = hints.topic;
    next.topics = [hints.topic];
  } else if (hints.unlikelyTopics?.length) {
    const unlikely = new Set(hints.unlikelyTopics);
    next.topics = detail.topics.filter((t) => !unlikely.has(t));
    if (detail.primaryTopic && unlikely.has(detail.primaryTopic)) next.primaryTopic = null;
  }
  return next;
}

/** Drops the internal fields, leaving the public EngineAnalysis shape. */
export function publicAnalysis(detail: DetailedAnalysis): EngineAnalysis {
  return { emotions: [...detail.emotions], topics: [...detail.topics], distortions: [...detail.distortions] };
}
