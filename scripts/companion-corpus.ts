/**
 * The companion's labelled corpus (corpus/companion/, its README and LABELS.md; issue 26 items
 * 1-2): reading the JSONL files and the three splits.
 * - train and dev: the items of corpus/companion/train-dev/, dev being those whose id hashes
 *   (FNV-1a) to 0 modulo 5 (about 20%), a fixed split that adding items never reshuffles;
 * - test: corpus/companion/test/, written apart by writers who never saw the rules, the training
 *   data or the other splits, and never used to choose anything (decision record 0046).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fnv1a } from "~/services/ai/classifiers/features";
import { TASKS, type Task } from "~/services/ai/classifiers/labels";

export const CORPUS_DIR = resolve("corpus/companion");

/** One corpus item (corpus/companion/LABELS.md). */
export interface CorpusItem {
  id: string;
  lang: "it" | "en";
  prev_bot: string | null;
  prev_user: string | null;
  text: string;
  crisis: (typeof TASKS.crisis)[number];
  hard_negative: boolean;
  type: (typeof TASKS.type)[number];
  topic: (typeof TASKS.topic)[number];
  emotion: (typeof TASKS.emotion)[number];
  distortion: (typeof TASKS.distortion)[number];
}

export type Split = "train" | "dev" | "test";

/** The items of every .jsonl file in `folder`, in file and line order, each with its file. */
export function readFolder(folder: string): (CorpusItem & { file: string; line: number })[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .flatMap((name) =>
      readFileSync(join(folder, name), "utf8")
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => line.trim())
        .map(({ line, index }) => ({ ...(JSON.parse(line) as CorpusItem), file: join(folder, name), line: index + 1 })),
    );
}

/** Whether an item of the train-dev pool belongs to dev. */
export function isDev(id: string): boolean {
  return fnv1a(id) % 5 === 0;
}

/** The items of `split`, optionally of one language. */
export function loadSplit(split: Split, lang?: "it" | "en"): CorpusItem[] {
  const items =
    split === "test" ? readFolder(join(CORPUS_DIR, "test")) : readFolder(join(CORPUS_DIR, "train-dev")).filter((item) => isDev(item.id) === (split === "dev"));
  return lang ? items.filter((item) => item.lang === lang) : items;
}

/** The label of `item` for `task`. */
export function labelOf(item: CorpusItem, task: Task): string {
  return item[task];
}

/** A short hash of the train-dev items (what the models were trained from; models/companion/manifest.json). */
export function corpusHash(): string {
  const hash = createHash("sha256");
  for (const { file: _file, line: _line, ...item } of readFolder(join(CORPUS_DIR, "train-dev"))) hash.update(JSON.stringify(item));
  return hash.digest("hex").slice(0, 16);
}

/** The keys of an item, in the order LABELS.md gives them. */
export const ITEM_KEYS = ["id", "lang", "prev_bot", "prev_user", "text", "crisis", "hard_negative", "type", "topic", "emotion", "distortion"] as const;

/** What is wrong with one parsed item against LABELS.md (empty when nothing is). */
export function itemProblems(item: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const keys = Object.keys(item).filter((k) => !["file", "line", "split"].includes(k));
  if (keys.join() !== ITEM_KEYS.join()) problems.push(`keys ${keys.join()}`);
  if (item.lang !== "it" && item.lang !== "en") problems.push("lang");
  if (typeof item.text !== "string" || !item.text.trim()) problems.push("empty text");
  for (const task of Object.keys(TASKS) as Task[])
    if (!(TASKS[task] as readonly unknown[]).includes(item[task])) problems.push(`${task} ${String(item[task])}`);
  if (typeof item.hard_negative !== "boolean") problems.push("hard_negative must be true or false");
  if (item.hard_negative === true && item.crisis !== "none") problems.push("a hard negative with a crisis family");
  for (const context of [item.prev_bot, item.prev_user]) if (context !== null && typeof context !== "string") problems.push("context must be null or text");
  return problems;
}

/** Lower case, no accents, letters and digits only: the words two near-copies share. */
function foldedWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(" ")
    .filter(Boolean);
}

/**
 * Pairs of near-duplicate items (indices into `items`, the earlier first): the same words (texts
 * of more than three words), or word trigrams overlapping 60% or more (Jaccard, texts of four
 * trigrams or more), each read with its previous user message. Candidates come from an index of
 * trigrams shared by at most 40 items, so it runs in about a second on the whole corpus.
 */
export function nearDuplicates(items: readonly Pick<CorpusItem, "text" | "prev_user">[]): [number, number][] {
  const entries = items.map((item) => {
    const words = foldedWords(`${item.prev_user ?? ""} ${item.text}`);
    const grams = new Set<string>();
    for (let i = 0; i + 3 <= words.length; i++) grams.add(words.slice(i, i + 3).join(" "));
    return { key: words.join(" "), words: words.length, grams };
  });
  const found: [number, number][] = [];
  const exact = new Map<string, number>();
  entries.forEach((entry, i) => {
    const earlier = exact.get(entry.key);
    if (earlier !== undefined && entry.words > 3) found.push([earlier, i]);
    else exact.set(entry.key, i);
  });
  const postings = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    for (const gram of entry.grams) (postings.get(gram) ?? postings.set(gram, []).get(gram)!).push(i);
  });
  entries.forEach((entry, i) => {
    if (entry.grams.size < 4) return;
    const shared = new Map<number, number>();
    for (const gram of entry.grams) {
      const list = postings.get(gram)!;
      if (list.length > 40) continue;
      for (const j of list) if (j > i) shared.set(j, (shared.get(j) ?? 0) + 1);
    }
    for (const [j, n] of shared) {
      const other = entries[j]!;
      if (other.grams.size >= 4 && n / (entry.grams.size + other.grams.size - n) >= 0.6) found.push([i, j]);
    }
  });
  return found;
}
