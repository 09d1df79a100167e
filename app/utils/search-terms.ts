/**
 * Turns what a person typed into search terms for the resource library (spec §2 "/resources"):
 * lower case without accents (as SQLite FTS5's unicode61 tokenizer with remove_diacritics 2 stores
 * words), short and common words dropped, and each word cut to a light stem so a prefix search
 * finds its family: "sonno" → "sonn" finds "sonnolenza", "sleeping" → "sleep" finds "sleep" and
 * "sleepiness". Pure and dialect-free: the SQLite search and a future PostgreSQL one share it.
 */
import type { Locale } from "./i18n";

const STOPWORDS: Record<Locale, ReadonlySet<string>> = {
  it: new Set(
    "il lo la i gli le un uno una di da in con su per tra fra a e o ma che chi non mi ti si ci vi ne del della dei delle degli al alla ai alle nel nella nei nelle sul sulla come cosa sono sei ho hai ha abbiamo avete hanno essere avere mio mia miei mie tuo tua suo sua piu molto anche solo questo questa quello quella perche quando dove io tu lui lei noi voi loro me te se gia ancora sempre mai poi cosi qualcosa bisogno vorrei voglio posso aiuto aiutami".split(
      " ",
    ),
  ),
  en: new Set(
    "the a an of to in on at for with and or but not no is are was were be been am i me my you your he she it we they them this that these those what which who how when where why do does did have has had can could would should will just so very too some any more most about from by as into up out need want help please feel feeling".split(
      " ",
    ),
  ),
};

// Longest first; a stem keeps at least MIN_STEM letters.
const SUFFIXES: Record<Locale, readonly string[]> = {
  it: [
    "amente",
    "mente",
    "zione",
    "zioni",
    "mento",
    "menti",
    "ezza",
    "enza",
    "anza",
    "ismo",
    "ista",
    "ità",
    "ita",
    "oso",
    "osa",
    "osi",
    "ose",
    "are",
    "ere",
    "ire",
    "ato",
    "ata",
    "ati",
    "ate",
    "ito",
    "iti",
    "ite",
    "ando",
    "endo",
    "i",
    "e",
    "a",
    "o",
  ],
  en: ["ational", "fulness", "iveness", "ousness", "ations", "ation", "ness", "ment", "ings", "ing", "ies", "ied", "ers", "er", "ed", "ly", "es", "s", "y"],
};
const MIN_STEM = 4;
const MAX_TERMS = 12;

/** Lower case, accents removed, only letters and digits kept (others become spaces). */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The light stem of one normalised word in `locale` (the word itself when it is short). */
export function stem(word: string, locale: Locale): string {
  for (const suffix of SUFFIXES[locale].map((s) => normaliseForSearch(s))) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length);
  }
  return word;
}

/**
 * The distinct stems of `text` worth searching for, in order, at most 12: words of 3+ letters
 * (or digits) that are not stopwords of `locale`.
 */
export function searchTerms(text: string, locale: Locale): string[] {
  const terms: string[] = [];
  for (const word of normaliseForSearch(text).split(" ")) {
    if (word.length < 3 || STOPWORDS[locale].has(word)) continue;
    const s = stem(word, locale);
    if (!terms.includes(s)) terms.push(s);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}
