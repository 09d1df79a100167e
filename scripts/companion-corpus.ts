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
