/**
 * `npm run train:companion`: trains the companion's five classifiers (crisis family, message
 * type, topic, emotion, distortion) and writes them to models/companion/<task>.bin, with
 * models/companion/manifest.json (issue 26 item 3; decision record 0045). Deterministic: the same
 * corpus gives the same bytes. The test split is never read here (decision record 0046).
 * - `-- --dev`: trains on the train split only and prints the dev split's accuracy: for choosing
 *   options and the gate's bands (then `npm run eval:companion -- --dev` shows every miss);
 * - without it: the options are chosen, so the committed models learn from train and dev
 *   together (a quarter more examples); the manifest says which.
 * About half a minute per model on 2 cores.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { conceptsOf, type Concept } from "~/services/ai/classifiers/concepts";
import { featuresOf, wordsOf } from "~/services/ai/classifiers/features";
import { TASK_NAMES, TASKS, type Task } from "~/services/ai/classifiers/labels";
import { argmax, encodeLinearModel, predictProbabilities, trainLinearModel, type TrainingOptions } from "~/services/ai/classifiers/linear-model";
import { MODEL_OPTIONS, READS_COMPANION } from "~/services/ai/classifiers/options";
import { corpusHash, loadSplit, type CorpusItem } from "./companion-corpus";

const OUT = resolve("models/companion");

/** Words at most of a reply read as leaning on the previous turn ("yes", "ho deciso. stasera"). */
const SHORT_REPLY_WORDS = 4;

/** Concept classes that carry risk by themselves (concepts.ts): a reply naming one keeps its label. */
const RISK_CONCEPTS = new Set<Concept>([
  "death",
  "vanish",
  "final",
  "pills",
  "height",
  "weapon",
  "preparing",
  "harmSelf",
  "hurtOthers",
  "abuse",
  "body",
  "panic",
  "hopeless",
]);

/**
 * A short crisis reply whose risk lies in its context (a "no", a "non lo so", "tonight. I've
 * decided" after "I can't go on") that names nothing risky by itself. Alone, those words carry no
 * risk; without this the crisis model learns "non lo so" as a crisis sign and flags it at the
 * start of a conversation.
 */
function leansOnContext(item: CorpusItem): boolean {
  if (item.crisis === "none" || (!item.prev_user && !item.prev_bot)) return false;
  const words = wordsOf(item.text);
  return words.length <= SHORT_REPLY_WORDS && !conceptsOf(words).some((c) => RISK_CONCEPTS.has(c));
}

/**
 * The crisis model's examples: as written, except that a short reply whose risk lies only in the
 * companion's question (the model does not read it; post-crisis.ts reads answers to safety
 * questions) is "none", and one that leans on the previous message is also given alone as "none".
 */
function crisisExamples(items: readonly CorpusItem[]): CorpusItem[] {
  const alone = (item: CorpusItem): CorpusItem => ({ ...item, prev_user: null, crisis: "none", hard_negative: false });
  return items.flatMap((item) => {
    if (!leansOnContext(item)) return [item];
    return item.prev_user ? [item, alone(item)] : [alone(item)];
  });
}

function main() {
  const { values } = parseArgs({ options: { dev: { type: "boolean", default: false }, task: { type: "string" } } });
  const tasks = values.task ? [values.task as Task] : TASK_NAMES;
  const dev = loadSplit("dev");
  const train = values.dev ? loadSplit("train") : [...loadSplit("train"), ...dev];
  mkdirSync(OUT, { recursive: true });
  const manifest: Record<string, unknown> = { corpus: corpusHash(), trainedOn: values.dev ? "train" : "train+dev", trainItems: train.length, models: {} };
  for (const task of tasks) {
    const options: TrainingOptions = MODEL_OPTIONS[task];
    const labels = TASKS[task];
    const started = Date.now();
    const companion = (item: { prev_bot: string | null }) => (READS_COMPANION[task] ? item.prev_bot : null);
    const examples = (task === "crisis" ? crisisExamples(train) : train).map((item) => ({
      features: featuresOf(item.text, item.prev_user, options.bits, companion(item)),
      label: labels.indexOf(item[task] as never),
    }));
    const model = trainLinearModel(labels, examples, options);
    const bytes = encodeLinearModel(model);
    writeFileSync(join(OUT, `${task}.bin`), bytes);
    (manifest.models as Record<string, unknown>)[task] = { bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex").slice(0, 16) };
    let line = `${task}: ${train.length} items, ${bytes.length} bytes, ${Math.round((Date.now() - started) / 1000)} s`;
    if (values.dev) {
      const right = dev.filter((item) => {
        const p = predictProbabilities(model, featuresOf(item.text, item.prev_user, options.bits, companion(item)));
        return labels[argmax(p)] === item[task];
      }).length;
      line += `, dev accuracy ${(right / dev.length).toFixed(3)} (${dev.length} items)`;
    }
    console.log(line);
  }
  const path = join(OUT, "manifest.json");
  const previous = (() => {
    try {
      return JSON.parse(readFileSync(path, "utf8")) as { models?: Record<string, unknown> };
    } catch {
      return {};
    }
  })();
  manifest.models = { ...(previous.models ?? {}), ...(manifest.models as object) };
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

main();
