/**
 * The companion's trained classifiers (issue 26 item 3; decision record 0045): crisis family,
 * message type, topic, emotion and cognitive distortion of a message read with the person's
 * previous message. The models are read once, on first use, from models/companion/ (about
 * 4 MB, about 10 ms), and each message costs about 0.3 ms for all five.
 *
 * Privacy: nothing here logs or keeps the text.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { featuresOf, type SparseVector } from "./features";
import { TASK_NAMES, TASKS, type CorpusDistortion, type CorpusEmotion, type CorpusTopic, type CrisisFamily, type MessageType, type Task } from "./labels";
import { argmax, decodeLinearModel, predictProbabilities, type LinearModel } from "./linear-model";
import { READS_COMPANION } from "./options";

/** Where the committed models are (relative to the app's folder, where `npm start` runs). */
export const MODELS_DIR = resolve("models/companion");

/** One task's answer: the most probable label, its probability, and every label's. */
export interface Prediction<L extends string> {
  label: L;
  probability: number;
  probabilities: Record<L, number>;
}

/** What the classifiers say of one message. */
export interface Classification {
  crisis: Prediction<CrisisFamily>;
  type: Prediction<MessageType>;
  topic: Prediction<CorpusTopic>;
  emotion: Prediction<CorpusEmotion>;
  distortion: Prediction<CorpusDistortion>;
}

let loaded: Record<Task, LinearModel> | null = null;

/**
 * The five models, read and checked once.
 * @throws Error when a model file is missing or was trained on other labels than labels.ts lists
 *   (retrain with `npm run train:companion`).
 */
export function loadClassifiers(dir: string = MODELS_DIR): Record<Task, LinearModel> {
  if (loaded && dir === MODELS_DIR) return loaded;
  const models = {} as Record<Task, LinearModel>;
  for (const task of TASK_NAMES) {
    const model = decodeLinearModel(readFileSync(join(dir, `${task}.bin`)));
    if (model.labels.join() !== TASKS[task].join()) throw new Error(`models/companion/${task}.bin was trained on other labels: run npm run train:companion`);
    models[task] = model;
  }
  if (dir === MODELS_DIR) loaded = models;
  return models;
}

function predict<L extends string>(
  model: LinearModel,
  text: string,
  previous: string | null | undefined,
  companion: string | null | undefined,
  shared?: Map<string, SparseVector>,
): Prediction<L> {
  // The models share one feature space when their `bits` and context agree: the features are computed once.
  const key = `${model.bits}:${companion ? 1 : 0}`;
  let features = shared?.get(key);
  if (!features) {
    features = featuresOf(text, previous, model.bits, companion);
    shared?.set(key, features);
  }
  const p = predictProbabilities(model, features);
  const best = argmax(p);
  const probabilities = Object.fromEntries(model.labels.map((label, k) => [label, p[k]!])) as Record<L, number>;
  return { label: model.labels[best] as L, probability: p[best]!, probabilities };
}

/**
 * Classifies `text` for the given `tasks` only (each model costs a dot product, and the crisis
 * model its own feature space), read with `previous` (the person's previous message in this
 * conversation, if any) and `companion` (the companion's last message, which every model but the
 * crisis model reads: options.ts `READS_COMPANION`). Synchronous; reads the models on the first call.
 * @throws Error as {@link loadClassifiers} when the models cannot be read.
 */
export function classifyTasks<T extends Task>(tasks: readonly T[], text: string, previous?: string | null, companion?: string | null): Pick<Classification, T> {
  const models = loadClassifiers();
  const shared = new Map<string, SparseVector>();
  const result = {} as Record<T, Prediction<string>>;
  for (const task of tasks) result[task] = predict(models[task], text, previous, READS_COMPANION[task] ? companion : null, shared);
  return result as unknown as Pick<Classification, T>;
}

/** All five classifiers on `text` ({@link classifyTasks} with every task). */
export function classifyMessage(text: string, previous?: string | null, companion?: string | null): Classification {
  return classifyTasks(TASK_NAMES, text, previous, companion);
}

/** Only the crisis model's answer (the safety gate's second opinion). */
export function classifyCrisis(text: string, previous?: string | null): Prediction<CrisisFamily> {
  return predict<CrisisFamily>(loadClassifiers().crisis, text, previous, null);
}
