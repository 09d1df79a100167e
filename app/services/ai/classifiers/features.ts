/**
 * The features every companion classifier reads (issue 26 item 3; decision record 0045): the
 * message normalised as the safety gate normalises it (accents, case, look-alike letters,
 * stretched letters, chat abbreviations and one-edit misspellings of key words folded:
 * safety/normalise-message.ts), then hashed into `2^bits` buckets:
 * - character 3-, 4- and 5-grams of each word with its boundaries (" tired" → " ti", "tir", …),
 *   so a typo or a missing accent changes a few features, not the word's whole evidence;
 * - words and pairs of neighbouring words;
 * - the same, with a prefix of their own, for the person's previous message (a plan told across
 *   two turns; "yes" after "I can't go on"), and for the companion's last message (an answer to
 *   its question is an answer, not news).
 * Counts are damped (1 + ln n) and the vector scaled to unit length, so long rambling messages
 * and one-word replies weigh alike. Pure and deterministic: training and the server share it.
 */
import { normalise } from "~/services/ai/safety/normalise-message";
import { conceptsOf, type Concept } from "./concepts";

/** A sparse feature vector: bucket indices (ascending) and their values. */
export interface SparseVector {
  indices: Uint32Array;
  values: Float32Array;
}

/** FNV-1a, 32 bits, over UTF-16 code units: a fixed, platform-independent hash. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Words of a normalised text: letters and digits only (clause marks and symbols dropped). */
export function wordsOf(text: string): string[] {
  return normalise(text)
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(" ")
    .filter(Boolean);
}

/** Counts one occurrence of `feature` in its bucket. */
function bump(counts: Map<number, number>, feature: string, mask: number): void {
  const bucket = fnv1a(feature) & mask;
  counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
}

function addTextFeatures(counts: Map<number, number>, text: string, prefix: string, mask: number): Concept[] {
  const add = (feature: string) => bump(counts, prefix + feature, mask);
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    add(`w:${word}`);
    if (i + 1 < words.length) add(`b:${word} ${words[i + 1]}`);
  }
  // Character n-grams over the whole text, across word boundaries ("want to die" shares
  // "t to d" with "want to disappear"), as the first prototype on the dev split did best.
  const padded = ` ${words.join(" ")} `;
  for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= padded.length; j++) add(`c:${padded.slice(j, j + n)}`);
  if (words.length === 0) add("empty");
  // Concept classes (concepts.ts) and every pair of them in the message: "means" with "soon".
  const concepts = conceptsOf(words);
  for (let i = 0; i < concepts.length; i++) {
    add(`k:${concepts[i]}`);
    for (let j = i + 1; j < concepts.length; j++) add(`kk:${concepts[i]}+${concepts[j]}`);
  }
  return concepts;
}

/**
 * The feature vector of `text` (with `previous`, the person's previous message, and `companion`,
 * the companion's last message, when given) in `2^bits` buckets. Never throws; an empty text has
 * one "empty" feature.
 */
export function featuresOf(text: string, previous: string | null | undefined, bits: number, companion?: string | null): SparseVector {
  const mask = (1 << bits) - 1;
  const counts = new Map<number, number>();
  const here = addTextFeatures(counts, typeof text === "string" ? text : "", "m", mask);
  if (typeof previous === "string" && previous.trim()) {
    // A plan told across two turns: the classes of the previous message paired with this one's.
    const before = addTextFeatures(counts, previous, "p", mask);
    for (const a of before) for (const b of here) bump(counts, `x:${a}>${b}`, mask);
  }
  if (typeof companion === "string" && companion.trim()) addTextFeatures(counts, companion, "q", mask);
  const indices = Uint32Array.from(counts.keys()).sort();
  const values = new Float32Array(indices.length);
  let norm = 0;
  for (let i = 0; i < indices.length; i++) {
    const value = 1 + Math.log(counts.get(indices[i]!)!);
    values[i] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i]! *= scale;
  return { indices, values };
}
