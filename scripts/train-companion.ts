/**
 * `npm run train:companion`: trains the companion's five classifiers (crisis family, message
 * type, topic, emotion, distortion) on the corpus's train split and writes them to
 * models/companion/<task>.bin, with models/companion/manifest.json (issue 26 item 3; decision
 * record 0045). Deterministic: the same corpus gives the same bytes. The dev split is for
 * choosing options (`--dev` prints its accuracy); the test split is never read here.
 * About a minute per model on 2 cores.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { featuresOf } from "~/services/ai/classifiers/features";
import { TASK_NAMES, TASKS, type Task } from "~/services/ai/classifiers/labels";
import { argmax, encodeLinearModel, predictProbabilities, trainLinearModel, type TrainingOptions } from "~/services/ai/classifiers/linear-model";
import { MODEL_OPTIONS, READS_COMPANION } from "~/services/ai/classifiers/options";
import { corpusHash, loadSplit } from "./companion-corpus";

const OUT = resolve("models/companion");

function main() {
  const { values } = parseArgs({ options: { dev: { type: "boolean", default: false }, task: { type: "string" } } });
  const tasks = values.task ? [values.task as Task] : TASK_NAMES;
  const train = loadSplit("train");
  const dev = values.dev ? loadSplit("dev") : [];
  mkdirSync(OUT, { recursive: true });
  const manifest: Record<string, unknown> = { corpus: corpusHash(), trainItems: train.length, models: {} };
  for (const task of tasks) {
    const options: TrainingOptions = MODEL_OPTIONS[task];
    const labels = TASKS[task];
    const started = Date.now();
    const companion = (item: { prev_bot: string | null }) => (READS_COMPANION[task] ? item.prev_bot : null);
    const examples = train.map((item) => ({
      features: featuresOf(item.text, item.prev_user, options.bits, companion(item)),
      label: labels.indexOf(item[task] as never),
    }));
    const model = trainLinearModel(labels, examples, options);
    const bytes = encodeLinearModel(model);
    writeFileSync(join(OUT, `${task}.bin`), bytes);
    (manifest.models as Record<string, unknown>)[task] = { bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex").slice(0, 16) };
    let line = `${task}: ${train.length} items, ${bytes.length} bytes, ${Math.round((Date.now() - started) / 1000)} s`;
    if (dev.length) {
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
