/**
 * Spelling tolerance for the key crisis words: a token of 5+ letters within
 * Damerau-Levenshtein distance 1 of a key word ("ucidermi", "sucidarmi", "ammazarmi", "myslef",
 * "suicde"; a "*" in a censored word matches any letter: "s*icide") is replaced by that key
 * word. Close real words that would change the meaning ("ucciderti", "dormire", "tagliarla")
 * are protected. The key words and protected words are language data (rules-it.ts, rules-en.ts).
 */
import { FUZZY_KEYS, PROTECTED_WORDS } from "./rules";

const FUZZY_KEY_SET: ReadonlySet<string> = new Set(FUZZY_KEYS);

/** Clitic endings of Italian verbs: "uccider-mi" has "uccider-ti", "-si", "-lo"… which are other words. */
const CLITICS = ["ti", "si", "lo", "la", "li", "le", "ci", "vi", "ne"] as const;

/** The protected words, plus the other clitic forms and the imperative of every "-mi" key verb. */
const PROTECTED: ReadonlySet<string> = (() => {
  const words = new Set(PROTECTED_WORDS);
  for (const key of FUZZY_KEYS) {
    if (key.endsWith("mi")) {
      const stem = key.slice(0, -2);
      for (const clitic of CLITICS) {
        if (!FUZZY_KEY_SET.has(stem + clitic)) words.add(stem + clitic);
      }
      // imperative "ammazzami", "svegliami" ("kill me", "wake me up") is not "ammazzarmi"
      if (key.endsWith("rmi")) words.add(key.slice(0, -3) + "mi");
    }
  }
  return words;
})();

/** Squeezes double letters: "ammazzarmi" -> "amazarmi" (Italian double-consonant typos). */
function squeeze(s: string): string {
  return s.replace(/([a-z])\1+/g, "$1");
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance between `a` (a user's token; "*"
 * matches any letter) and `b` (a key word), capped: returns 0, 1 or 2 (meaning "more than 1").
 * Linear time.
 */
function editDistanceUpTo1(a: string, b: string): 0 | 1 | 2 {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return 2;
  const same = (x: string, y: string): boolean => x === y || x === "*";
  let i = 0;
  while (i < la && i < lb && same(a[i], b[i])) i++;
  if (i === la && i === lb) return 0;
  return withinOneAfter(a, b, i, same) ? 1 : 2;
}

function withinOneAfter(a: string, b: string, i: number, same: (x: string, y: string) => boolean): boolean {
  const la = a.length;
  const lb = b.length;
  const restEqual = (ai: number, bi: number): boolean => {
    if (la - ai !== lb - bi) return false;
    for (let k = 0; ai + k < la; k++) if (!same(a[ai + k], b[bi + k])) return false;
    return true;
  };
  if (la === lb) {
    if (restEqual(i + 1, i + 1)) return true; // substitution
    return i + 1 < la && same(a[i], b[i + 1]) && same(a[i + 1], b[i]) && restEqual(i + 2, i + 2); // transposition
  }
  if (la > lb) return restEqual(i + 1, i); // extra letter in the user's token
  return restEqual(i, i + 1); // missing letter in the user's token
}

const fuzzyCache = new Map<string, string>();
const FUZZY_CACHE_MAX = 5000;
const SQUEEZED_KEYS = FUZZY_KEYS.map((k) => ({ key: k, sq: squeeze(k) }));

/**
 * The key word that `tok` (a normalised token) misspells by one edit, or `tok` unchanged.
 * Only tokens of 5 to 16 letters are considered; results are cached (at most 5000 tokens).
 */
export function fuzzyCanonical(tok: string): string {
  if (tok.length < 5 || tok.length > 16) return tok;
  if (FUZZY_KEY_SET.has(tok) || PROTECTED.has(tok)) return tok;
  if (!/^[a-z*]+$/.test(tok)) return tok;
  // Italian subjunctives ("ammazzasse", "uccidessi") are never misspelt key words
  if (/(?:asse|assi|esse|essi|assero|essero)$/.test(tok)) return tok;
  const cached = fuzzyCache.get(tok);
  if (cached !== undefined) return cached;
  let result = tok;
  let best: number = 2;
  const sq = squeeze(tok);
  for (const { key, sq: keySq } of SQUEEZED_KEYS) {
    let d: number = editDistanceUpTo1(tok, key);
    if (d > 1 && (sq !== tok || keySq !== key)) d = Math.max(1, editDistanceUpTo1(sq, keySq));
    if (d < best) {
      best = d;
      result = key;
      if (d === 0) break;
    }
  }
  if (fuzzyCache.size >= FUZZY_CACHE_MAX) fuzzyCache.clear();
  fuzzyCache.set(tok, result);
  return result;
}
