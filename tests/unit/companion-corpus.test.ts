/**
 * The companion's corpus (corpus/companion/, issue 26 items 1-2; decision record 0046): every
 * item well formed and labelled from the guide's label sets, no near-duplicates anywhere (across
 * splits too, so no test item is a near-copy of a training item), the sizes the issue sets per
 * language, and at least 20% of every label's items in the test split.
 */
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { CORPUS_DIR, readFolder, type CorpusItem } from "../../scripts/companion-corpus";
import { TASK_NAMES, TASKS } from "~/services/ai/classifiers/labels";

const KEYS = ["id", "lang", "prev_bot", "prev_user", "text", "crisis", "hard_negative", "type", "topic", "emotion", "distortion"];
const trainDev = readFolder(join(CORPUS_DIR, "train-dev"));
const test = readFolder(join(CORPUS_DIR, "test"));
const all = [...trainDev.map((item) => ({ ...item, split: "train-dev" })), ...test.map((item) => ({ ...item, split: "test" }))];
const where = (item: { file: string; line: number }) => `${item.file.slice(CORPUS_DIR.length + 1)}:${item.line}`;

/** Lower case, no accents, letters and digits only: the text two near-copies share. */
function folded(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(" ")
    .filter(Boolean);
}

describe("companion corpus", () => {
  it("holds only well-formed items labelled from the guide's sets, with unique ids", () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const item of all) {
      const keys = Object.keys(item).filter((k) => !["file", "line", "split"].includes(k));
      if (keys.join() !== KEYS.join()) problems.push(`${where(item)}: keys ${keys.join()}`);
      if (item.lang !== "it" && item.lang !== "en") problems.push(`${where(item)}: lang`);
      if (typeof item.text !== "string" || !item.text.trim()) problems.push(`${where(item)}: empty text`);
      for (const task of TASK_NAMES) if (!(TASKS[task] as readonly string[]).includes(item[task])) problems.push(`${where(item)}: ${task} ${item[task]}`);
      if (item.hard_negative && item.crisis !== "none") problems.push(`${where(item)}: a hard negative with a crisis family`);
      for (const context of [item.prev_bot, item.prev_user]) if (context !== null && typeof context !== "string") problems.push(`${where(item)}: context`);
      if (ids.has(item.id)) problems.push(`${where(item)}: id ${item.id} twice`);
      ids.add(item.id);
    }
    expect(problems).toEqual([]);
  });

  it("has no near-duplicates: the same words, or word trigrams overlapping 60% or more (Jaccard)", () => {
    const entries = all.map((item) => {
      const words = folded(`${item.prev_user ?? ""} ${item.text}`);
      const grams = new Set<string>();
      for (let i = 0; i + 3 <= words.length; i++) grams.add(words.slice(i, i + 3).join(" "));
      return { item, key: words.join(" "), words: words.length, grams };
    });
    const found: string[] = [];
    const exact = new Map<string, (typeof entries)[number]>();
    for (const entry of entries) {
      const earlier = exact.get(entry.key);
      if (earlier && entry.words > 3) found.push(`${where(entry.item)} = ${where(earlier.item)}`);
      else exact.set(entry.key, entry);
    }
    // Candidates through an index of trigrams shared by few items (common ones say nothing).
    const postings = new Map<string, number[]>();
    entries.forEach((entry, i) => {
      for (const gram of entry.grams) (postings.get(gram) ?? postings.set(gram, []).get(gram)!).push(i);
    });
    const shared = new Map<number, number>();
    entries.forEach((entry, i) => {
      if (entry.grams.size < 4) return;
      shared.clear();
      for (const gram of entry.grams) {
        const list = postings.get(gram)!;
        if (list.length > 40) continue;
        for (const j of list) if (j > i) shared.set(j, (shared.get(j) ?? 0) + 1);
      }
      for (const [j, n] of shared) {
        const other = entries[j]!;
        if (other.grams.size < 4) continue;
        if (n / (entry.grams.size + other.grams.size - n) >= 0.6) found.push(`${where(entry.item)} ~ ${where(other.item)}`);
      }
    });
    expect(found).toEqual([]);
  });

  it("has per language at least 5,000 items, 1,500 in a crisis family and 1,500 hard negatives", () => {
    for (const lang of ["it", "en"] as const) {
      const items = all.filter((item) => item.lang === lang);
      expect(items.length, lang).toBeGreaterThanOrEqual(5000);
      expect(items.filter((item) => item.crisis !== "none").length, lang).toBeGreaterThanOrEqual(1500);
      expect(items.filter((item) => item.hard_negative).length, lang).toBeGreaterThanOrEqual(1500);
    }
  });

  it("keeps at least 20% of every label's items in the test split, per language, and at least 15 per crisis family", () => {
    const short: string[] = [];
    for (const lang of ["it", "en"] as const) {
      for (const task of TASK_NAMES) {
        for (const label of TASKS[task]) {
          const of = (items: CorpusItem[]) => items.filter((item) => item.lang === lang && item[task] === label).length;
          const inTest = of(test);
          const total = inTest + of(trainDev);
          if (total > 0 && inTest / total < 0.2) short.push(`${lang} ${task}=${label}: ${inTest} of ${total}`);
          if (task === "crisis" && inTest < 15) short.push(`${lang} crisis=${label}: only ${inTest} in test`);
        }
      }
    }
    expect(short).toEqual([]);
  });
});
