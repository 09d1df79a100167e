/**
 * The companion's classifiers (issue 26 item 3; decision record 0045): training is
 * deterministic, an artifact reads back to the same predictions, the committed models match the
 * label lists and the corpus they were trained from and fit the size budget, and missing accents
 * or shouting change nothing (the features are normalised by construction).
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { featuresOf } from "~/services/ai/classifiers/features";
import { classifyMessage, loadClassifiers, MODELS_DIR } from "~/services/ai/classifiers/index.server";
import { CRISIS_FAMILIES, TASK_NAMES } from "~/services/ai/classifiers/labels";
import { decodeLinearModel, encodeLinearModel, predictProbabilities, trainLinearModel } from "~/services/ai/classifiers/linear-model";
import { corpusHash, loadSplit } from "../../scripts/companion-corpus";

const sample = loadSplit("train").slice(0, 400);
const options = { bits: 12, epochs: 2, learningRate: 0.5, l2: 1e-6, seed: 7 };
const examples = sample.map((item) => ({ features: featuresOf(item.text, item.prev_user, options.bits), label: CRISIS_FAMILIES.indexOf(item.crisis) }));

describe("companion classifiers", () => {
  it("train to the same bytes from the same items, and read back to the same predictions", () => {
    const first = encodeLinearModel(trainLinearModel(CRISIS_FAMILIES, examples, options));
    const second = encodeLinearModel(trainLinearModel(CRISIS_FAMILIES, examples, options));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const model = trainLinearModel(CRISIS_FAMILIES, examples, options);
    const read = decodeLinearModel(encodeLinearModel(model));
    for (const { features } of examples.slice(0, 50)) expect([...predictProbabilities(read, features)]).toEqual([...predictProbabilities(model, features)]);
    expect(() => decodeLinearModel(new Uint8Array([1, 2, 3]))).toThrow(/not a Respiro linear model/);
  });

  it("are committed for every task, trained from this corpus, 20 MB at most in all", () => {
    const models = loadClassifiers();
    expect(Object.keys(models).sort()).toEqual([...TASK_NAMES].sort());
    const manifest = JSON.parse(readFileSync(join(MODELS_DIR, "manifest.json"), "utf8")) as { corpus: string; trainedOn: string };
    expect(manifest.corpus, "the corpus changed since training: run npm run train:companion").toBe(corpusHash());
    // `train:companion -- --dev` models are for tuning only; the committed ones learn from train and dev.
    expect(manifest.trainedOn, "commit models trained without --dev").toBe("train+dev");
    const bytes = TASK_NAMES.reduce((sum, task) => sum + statSync(join(MODELS_DIR, `${task}.bin`)).size, 0);
    expect(bytes).toBeLessThanOrEqual(20 * 1024 * 1024);
  });

  it("read a message the same without accents, in capitals or with stretched letters", () => {
    const strip = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
    let same = 0;
    const items = loadSplit("dev").slice(0, 300);
    for (const item of items) {
      const plain = classifyMessage(item.text, item.prev_user);
      const variant = classifyMessage(strip(item.text).toUpperCase(), item.prev_user && strip(item.prev_user));
      if (TASK_NAMES.every((task) => plain[task].label === variant[task].label)) same++;
    }
    expect(same).toBe(items.length);
    expect(classifyMessage("non ce la faccio piuuuu").crisis.probabilities).toEqual(classifyMessage("non ce la faccio più").crisis.probabilities);
  });
});
