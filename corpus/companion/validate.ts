/**
 * `npx tsx corpus/companion/validate.ts FILE.jsonl [...]`: checks corpus files against LABELS.md
 * (format, keys, labels from the label sets of app/services/ai/classifiers/labels.ts, unique ids,
 * near-duplicates) and prints the counts per label. The writers' tool; `npm test` runs the same
 * checks on the whole corpus (tests/unit/companion-corpus.test.ts). Exits 1 on any problem.
 */
import { readFileSync } from "node:fs";
import { TASK_NAMES } from "~/services/ai/classifiers/labels";
import { itemProblems, nearDuplicates, type CorpusItem } from "../../scripts/companion-corpus";

const items: (CorpusItem & { where: string })[] = [];
let errors = 0;
const ids = new Set<string>();
for (const file of process.argv.slice(2)) {
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (!line.trim()) return;
      const where = `${file}:${index + 1}`;
      let item: CorpusItem;
      try {
        item = JSON.parse(line) as CorpusItem;
      } catch (error) {
        console.log(`${where}: not JSON: ${error instanceof Error ? error.message : String(error)}`);
        errors++;
        return;
      }
      for (const problem of itemProblems(item as unknown as Record<string, unknown>)) {
        console.log(`${where}: ${problem}`);
        errors++;
      }
      if (ids.has(item.id)) {
        console.log(`${where}: duplicate id ${item.id}`);
        errors++;
      }
      ids.add(item.id);
      items.push({ ...item, where });
    });
}
for (const [a, b] of nearDuplicates(items)) {
  console.log(`near-duplicate: ${items[a]!.where} ~ ${items[b]!.where}`);
  errors++;
}
console.log(`items ${items.length}, hard negatives ${items.filter((item) => item.hard_negative).length}, errors ${errors}`);
for (const task of TASK_NAMES) {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item[task]] = (counts[item[task]] ?? 0) + 1;
  console.log(task, JSON.stringify(counts));
}
process.exitCode = errors ? 1 : 0;
