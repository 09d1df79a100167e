/**
 * Text normalisation for matching, the first step of the gate: Unicode NFKD, accents and other
 * marks stripped, lower case, zero-width characters removed, a few Cyrillic/Greek look-alike
 * letters mapped to Latin, typographic apostrophes unified, English contractions folded
 * ("don't" -> "dont", "i'm" -> "im"), light leetspeak inside words ("k1ll", "su1c1de"),
 * letters repeated 3+ times collapsed ("dieeee"), chat abbreviations expanded ("nn" -> "non",
 * "x" -> "per", "wanna" -> "want to"), misspelt key words corrected (fuzzy.ts), and sentence
 * punctuation kept as a clause marker " . " so that patterns never bridge two sentences.
 */
import { fuzzyCanonical } from "~/services/ai/safety/fuzzy";
import { ABBREVIATIONS, PHRASE_FIXES } from "~/services/ai/safety/rules";

/** Invisible characters (zero-width, soft hyphen, bidi controls) that can split a word unseen. */
// eslint-disable-next-line no-misleading-character-class -- the class lists invisible and combining code points one by one, on purpose
const ZERO_WIDTH = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const MARKS = /\p{M}+/gu;

/** Cyrillic and Greek letters that look like Latin ones (used to dodge filters). */
// prettier-ignore
const HOMOGLYPHS: Record<string, string> = {
  а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ј: "j", ѕ: "s", к: "k",
  ο: "o", α: "a", ι: "i", κ: "k", ν: "v", ρ: "p", ε: "e",
};
const HOMOGLYPH_RE = /[аеорсухіјѕкοαικνρε]/g;

/** Leetspeak digits and symbols, undone only inside tokens that also have letters ("k1ll"). */
// prettier-ignore
const LEET: Record<string, string> = {
  "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i",
};

/**
 * Normalises free text for matching: lower-case ASCII letters, digits, "*" and single spaces,
 * with " . " between clauses. "Non ce la faccio più!!" -> "non ce la faccio piu .".
 */
export function normalise(input: string): string {
  let s = input.replace(ZERO_WIDTH, "");
  s = s.toLowerCase().normalize("NFKD").replace(MARKS, "");
  s = s.replace(HOMOGLYPH_RE, (c) => HOMOGLYPHS[c] ?? c);
  // typographic apostrophes and the accent-as-apostrophe habit ("piu'", "piu`")
  s = s.replace(/[\u2018\u2019\u201b\u2032\u00b4`]/g, "'");
  // English contractions: "don't" -> "dont", "i'm" -> "im", "it's" -> "its"
  s = s.replace(/([a-z])'(t|m|s|re|ve|ll|d)(?![a-z])/g, "$1$2");
  // apostrophe before a letter is an Italian elision ("d'addio", "l'ho"): a word break
  s = s.replace(/'(?=[a-z])/g, " ");
  s = s.replace(/'/g, "");
  // "+" alone means "più" in Italian chat ("non voglio + vivere")
  s = s.replace(/(^|\s)\+(?=\s|$)/g, "$1 piu ");
  // ellipses are pauses inside a sentence, not clause breaks
  s = s.replace(/\.{2,}/g, " ");
  // leetspeak only inside tokens that mix letters and digits/symbols
  s = s.replace(/[a-z0-9@$!*]+/g, (tok) => {
    let t = tok.replace(/!+$/, "");
    const bang = t.length < tok.length ? " . " : "";
    if (/[a-z]/.test(t) && /[0-9@$!]/.test(t)) {
      t = t.replace(/[0-9@$!]/g, (c) => LEET[c] ?? c);
    }
    return t + bang;
  });
  // letters repeated three or more times: "dieeee" -> "die", "piuuu" -> "piu"
  s = s.replace(/([a-z])\1{2,}/g, "$1");
  // clause separators
  s = s.replace(/[.!?;\n\r\u2029\u2028]+/g, " . ");
  // everything else that is not a letter, digit, "*" (censoring) or clause marker is a space
  s = s.replace(/[^a-z0-9*. ]+/g, " ");

  const raw = s.split(" ");
  const out: string[] = [];
  let singles: string[] = [];
  const flushSingles = (): void => {
    // "k i l l m y s e l f": four or more single letters in a row are one spelled-out word
    if (singles.length >= 4) out.push(singles.join(""));
    else out.push(...singles);
    singles = [];
  };
  for (let tok of raw) {
    if (tok === "") continue;
    tok = tok.replace(/^\*+|\*+$/g, "");
    if (tok === "" || tok === "*") continue;
    if (tok.length === 1 && tok >= "a" && tok <= "z") {
      singles.push(tok);
      continue;
    }
    if (singles.length > 0) flushSingles();
    if (tok === "." && out[out.length - 1] === ".") continue;
    const mapped = ABBREVIATIONS[tok];
    if (mapped !== undefined) {
      out.push(mapped);
      continue;
    }
    out.push(fuzzyCanonical(tok));
  }
  if (singles.length > 0) flushSingles();
  // single-letter tokens that were not part of a spelled-out word still go through the map
  let joined = out.map((t) => (t.length === 1 ? (ABBREVIATIONS[t] ?? t) : t)).join(" ");
  for (const [re, to] of PHRASE_FIXES) joined = joined.replace(re, to);
  return joined;
}
