/**
 * Parsing of 0–100 intensity ratings for the thought record ("70", "70%", "7/10",
 * "settanta", "seventy-five"). Returns null when no usable number is found.
 */
import { foldCase } from "./normalise";

const IT_UNITS = [
  "zero",
  "uno",
  "due",
  "tre",
  "quattro",
  "cinque",
  "sei",
  "sette",
  "otto",
  "nove",
  "dieci",
  "undici",
  "dodici",
  "tredici",
  "quattordici",
  "quindici",
  "sedici",
  "diciassette",
  "diciotto",
  "diciannove",
];
const IT_TENS = ["", "", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta"];
const EN_UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** Every number word from 0 to 100 in both languages ("ventotto", "settantacinque", "hundred"). */
const WORDS: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>();
  IT_UNITS.forEach((word, value) => map.set(word, value));
  EN_UNITS.forEach((word, value) => map.set(word, value));
  for (let tens = 2; tens <= 9; tens += 1) {
    const it = IT_TENS[tens];
    map.set(it, tens * 10);
    map.set(EN_TENS[tens], tens * 10);
    for (let unit = 1; unit <= 9; unit += 1) {
      const unitWord = IT_UNITS[unit];
      const elided = unitWord === "uno" || unitWord === "otto" ? it.slice(0, -1) : it;
      map.set(elided + unitWord, tens * 10 + unit);
    }
  }
  for (const word of ["cento", "hundred", "centinaio"]) map.set(word, 100);
  for (const word of ["meta", "half"]) map.set(word, 50);
  return map;
})();

const OUT_OF_TEN = /(\d{1,2}(?:[.,]\d)?)\s*(?:\/|su|out of|of|di)\s*10(?!\d)/;
const DIGITS = /(\d{1,3})(?:[.,]\d+)?/;

/** A 0–100 rating found in free text, or null. "7/10" counts as 70. */
export function parseIntensity(raw: string): number | null {
  const text = foldCase(raw);
  const outOfTen = OUT_OF_TEN.exec(text);
  if (outOfTen) {
    const value = Math.round(Number(outOfTen[1].replace(",", ".")) * 10);
    return value >= 0 && value <= 100 ? value : null;
  }
  const digits = DIGITS.exec(text);
  if (digits) {
    const value = Number(digits[1]);
    return value <= 100 ? value : null;
  }
  const tokens = text.split(/[^a-z]+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i += 1) {
    const value = WORDS.get(tokens[i]);
    if (value === undefined) continue;
    // "sei", "tre", "one" are also ordinary words: single digits count only in very short answers.
    if (value < 10 && tokens.length > 3) continue;
    const next = WORDS.get(tokens[i + 1] ?? "");
    if (value >= 20 && value % 10 === 0 && value < 100 && next !== undefined && next > 0 && next < 10) return value + next;
    return value;
  }
  return null;
}
