/**
 * The companion's corpus (corpus/companion/, issue 26 items 1-2; decision record 0046): every
 * item well formed and labelled from the guide's label sets, no near-duplicates anywhere (across
 * splits too, so no test item is a near-copy of a training item), the sizes the issue sets per
 * language, and at least 20% of every label's items in the test split.
 */
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { CORPUS_DIR, itemProblems, nearDuplicates, readFolder, type CorpusItem } from "../../scripts/companion-corpus";
import { TASK_NAMES, TASKS } from "~/services/ai/classifiers/labels";

const trainDev = readFolder(join(CORPUS_DIR, "train-dev"));
const test = readFolder(join(CORPUS_DIR, "test"));
const all = [...trainDev.map((item) => ({ ...item, split: "train-dev" })), ...test.map((item) => ({ ...item, split: "test" }))];
const where = (item: { file: string; line: number }) => `${item.file.slice(CORPUS_DIR.length + 1)}:${item.line}`;

describe("companion corpus", () => {
  it("holds only well-formed items labelled from the guide's sets, with unique ids", () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const item of all) {
      for (const problem of itemProblems(item as unknown as Record<string, unknown>)) problems.push(`${where(item)}: ${problem}`);
      if (ids.has(item.id)) problems.push(`${where(item)}: id ${item.id} twice`);
      ids.add(item.id);
    }
    expect(problems).toEqual([]);
  });

  it("has no near-duplicates: the same words, or word trigrams overlapping 60% or more (Jaccard)", () => {
    expect(nearDuplicates(all).map(([a, b]) => `${where(all[a]!)} ~ ${where(all[b]!)}`)).toEqual([]);
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
