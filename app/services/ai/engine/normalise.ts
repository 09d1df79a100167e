/**
 * Text normalisation for the embedded engine: case folding, accent stripping (NFD),
 * contraction/slang expansion, collapsing of stretched letters ("ansiaaaa") and a
 * one-edit spelling tolerance for key lexicon words (Damerau-Levenshtein ≤ 1).
 */
import type { Locale } from "../types";
import { EN_LEXICON } from "./lexicon-en";
import { IT_LEXICON } from "./lexicon-it";
import type { LocaleLexicon } from "./lexicon-types";

export interface NormalisedText {
  /** Tokens joined by single spaces; sentence punctuation is the token ".". */
  text: string;
  tokens: string[];
  /** Words that were produced by spelling correction (never echoed back to the user). */
  corrected: ReadonlySet<string>;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const QUOTES = /[\u2018\u2019\u02bc`\u00b4]/g;
const SENTENCE_PUNCT = /[.!?;:,\u2026\n\r]+/g;
const OTHER_PUNCT = /[^a-z0-9.' ]+/g;
const STRETCHED = /([a-z])\1{2,}/g;
const WHITESPACE = /\s+/g;

/** Lowercase and strip accents: "Perché PIÙ" → "perche piu". */
export function foldCase(raw: string): string {
  return raw.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase();
}

/** Light normalisation used to compare the engine's own sentences: folded case, single spaces. */
export function normaliseLite(raw: string): string {
  return foldCase(raw).replace(QUOTES, "'").replace(WHITESPACE, " ").trim();
}

/**
 * True when a and b are at most one Damerau-Levenshtein edit apart
 * (one insertion, deletion, substitution or adjacent transposition). O(n).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

interface CompiledConfig {
  lexicon: LocaleLexicon;
  keySet: ReadonlySet<string>;
  protectedSet: ReadonlySet<string>;
  keysByLength: ReadonlyMap<number, readonly string[]>;
  cache: Map<string, string>;
}

function compile(lexicon: LocaleLexicon): CompiledConfig {
  const keysByLength = new Map<number, string[]>();
  for (const key of lexicon.fuzzyKeys) {
    const list = keysByLength.get(key.length) ?? [];
    list.push(key);
    keysByLength.set(key.length, list);
  }
  return {
    lexicon,
    keySet: new Set(lexicon.fuzzyKeys),
    protectedSet: new Set(lexicon.protectedWords),
    keysByLength,
    cache: new Map(),
  };
}

const CONFIGS: Record<Locale, CompiledConfig> = { it: compile(IT_LEXICON), en: compile(EN_LEXICON) };
const MIN_FUZZY_LENGTH = 5;
const CACHE_LIMIT = 5000;

/** The key word a misspelt token stands for, or the token itself. Same first letter required. */
function correct(token: string, config: CompiledConfig): string {
  if (token.length < MIN_FUZZY_LENGTH || config.keySet.has(token) || config.protectedSet.has(token)) return token;
  if (/[0-9]/.test(token)) return token;
  const cached = config.cache.get(token);
  if (cached !== undefined) return cached;
  let result = token;
  outer: for (const length of [token.length, token.length - 1, token.length + 1]) {
    for (const key of config.keysByLength.get(length) ?? []) {
      if (key[0] === token[0] && withinOneEdit(token, key)) {
        result = key;
        break outer;
      }
    }
  }
  if (config.cache.size >= CACHE_LIMIT) config.cache.clear();
  config.cache.set(token, result);
  return result;
}

function expandEnglishContractions(s: string): string {
  return s
    .replace(/\bcan't\b/g, "can not")
    .replace(/\bwon't\b/g, "will not")
    .replace(/\b'cause\b/g, "because")
    .replace(/n't\b/g, " not")
    .replace(/'m\b/g, " am")
    .replace(/'re\b/g, " are")
    .replace(/'ve\b/g, " have")
    .replace(/'ll\b/g, " will")
    .replace(/'d\b/g, " would")
    .replace(/\b(it|that|he|she|what|there|everything|nothing|who|this|life)'s\b/g, "$1 is")
    .replace(/'s\b/g, "s")
    .replace(/'/g, "");
}

/**
 * Normalise one message for matching. Italian apostrophes split words ("l'ansia" → "l ansia");
 * English contractions are expanded ("I'm" → "i am", "don't" → "do not").
 */
export function normalise(raw: string, locale: Locale): NormalisedText {
  const config = CONFIGS[locale];
  let s = foldCase(raw).replace(QUOTES, "'");
  s = locale === "en" ? expandEnglishContractions(s) : s.replace(/'/g, " ");
  s = s.replace(SENTENCE_PUNCT, " . ").replace(OTHER_PUNCT, " ").replace(/'/g, " ").replace(STRETCHED, "$1");
  const tokens: string[] = [];
  const corrected = new Set<string>();
  for (const rawToken of s.split(WHITESPACE)) {
    if (!rawToken) continue;
    if (rawToken === "." || /^\.+$/.test(rawToken)) {
      if (tokens.length > 0 && tokens[tokens.length - 1] !== ".") tokens.push(".");
      continue;
    }
    const token = rawToken.replace(/\./g, "");
    if (!token) continue;
    const slang = config.lexicon.slang[token];
    if (slang !== undefined) {
      for (const part of slang.split(" ")) tokens.push(part);
      continue;
    }
    const fixed = correct(token, config);
    if (fixed !== token) corrected.add(fixed);
    tokens.push(fixed);
  }
  return { text: tokens.join(" "), tokens, corrected };
}
