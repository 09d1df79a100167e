/**
 * A multinomial logistic regression (softmax) over hashed sparse features, the standard linear
 * baseline of text classification (Joulin et al. 2017, "Bag of Tricks for Efficient Text
 * Classification", which fastText is; decision record 0045 says why this and not fastText's
 * WebAssembly build): training, prediction and the artifact format.
 *
 * Training: AdaGrad (Duchi, Hazan & Singer 2011) on the log loss with a small L2 penalty, classes
 * weighted by (n / (k · n_class))^½ so rare families still count, examples visited in an order
 * drawn from a seeded generator: the same corpus and options give the same model, bit for bit.
 *
 * Artifact: one binary file per model: the ASCII magic "RSPLM1\n", a little-endian uint32 length
 * and that many bytes of JSON (labels, bits, per-label scales and biases, training facts), then
 * the weights as int8, `2^bits × labels` in feature-major order; a weight is `int8 × scale[label]`
 * (symmetric per-label quantisation: 4× smaller than float32, no measurable change in accuracy).
 */
import type { SparseVector } from "./features";

/** A trained model in memory. */
export interface LinearModel {
  labels: readonly string[];
  bits: number;
  /** int8 weights, feature-major: weight(f, k) = weights[f * labels.length + k] * scales[k] */
  weights: Int8Array;
  scales: Float32Array;
  biases: Float32Array;
  /** what the model was trained on, for the record (corpus hash, counts, options) */
  meta: Record<string, unknown>;
}

/** One labelled example: its features and the index of its label. */
export interface TrainingExample {
  features: SparseVector;
  label: number;
}

export interface TrainingOptions {
  bits: number;
  epochs: number;
  /** AdaGrad's base step */
  learningRate: number;
  l2: number;
  seed: number;
}

/** mulberry32: a small seeded generator, the same numbers on every platform. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Softmax of `scores` in place. */
function softmax(scores: Float64Array): void {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let k = 0; k < scores.length; k++) sum += scores[k] = Math.exp(scores[k]! - max);
  for (let k = 0; k < scores.length; k++) scores[k]! /= sum;
}

/**
 * Trains a model on `examples` over `labels`.
 * @throws Error when there are no examples or a label index is out of range.
 */
export function trainLinearModel(labels: readonly string[], examples: readonly TrainingExample[], options: TrainingOptions): LinearModel {
  if (examples.length === 0) throw new Error("no training examples");
  const k = labels.length;
  const size = (1 << options.bits) * k;
  const weights = new Float64Array(size);
  const squares = new Float64Array(size);
  const biases = new Float64Array(k);
  const biasSquares = new Float64Array(k);
  const counts = new Array<number>(k).fill(0);
  for (const example of examples) {
    if (!(example.label >= 0 && example.label < k)) throw new Error(`label index ${example.label} out of range`);
    counts[example.label]!++;
  }
  const classWeight = counts.map((n) => (n === 0 ? 0 : Math.sqrt(examples.length / (k * n))));
  const random = generator(options.seed);
  const order = examples.map((_, i) => i);
  const scores = new Float64Array(k);
  const { learningRate, l2 } = options;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const { features, label } = examples[index]!;
      const { indices, values } = features;
      for (let c = 0; c < k; c++) {
        let s = biases[c]!;
        for (let j = 0; j < indices.length; j++) s += weights[indices[j]! * k + c]! * values[j]!;
        scores[c] = s;
      }
      softmax(scores);
      const weight = classWeight[label]!;
      for (let c = 0; c < k; c++) {
        const g = (scores[c]! - (c === label ? 1 : 0)) * weight;
        biasSquares[c]! += g * g;
        biases[c]! -= (learningRate / Math.sqrt(biasSquares[c]! + 1e-8)) * g;
        for (let j = 0; j < indices.length; j++) {
          const w = indices[j]! * k + c;
          const gw = g * values[j]! + l2 * weights[w]!;
          squares[w]! += gw * gw;
          weights[w]! -= (learningRate / Math.sqrt(squares[w]! + 1e-8)) * gw;
        }
      }
    }
  }
  // Symmetric int8 quantisation per label.
  const scales = new Float32Array(k);
  for (let c = 0; c < k; c++) {
    let max = 0;
    for (let w = c; w < size; w += k) max = Math.max(max, Math.abs(weights[w]!));
    scales[c] = max > 0 ? max / 127 : 1;
  }
  const quantised = new Int8Array(size);
  for (let w = 0; w < size; w++) quantised[w] = Math.round(weights[w]! / scales[w % k]!);
  return {
    labels: [...labels],
    bits: options.bits,
    weights: quantised,
    scales,
    biases: Float32Array.from(biases),
    meta: { options, counts: Object.fromEntries(labels.map((label, i) => [label, counts[i]])) },
  };
}

/** The probability of each label of `model` for `features` (same order as `model.labels`). */
export function predictProbabilities(model: LinearModel, features: SparseVector): Float64Array {
  const k = model.labels.length;
  const scores = new Float64Array(k);
  const { indices, values } = features;
  const { weights, scales, biases } = model;
  for (let c = 0; c < k; c++) {
    let s = 0;
    for (let j = 0; j < indices.length; j++) s += weights[indices[j]! * k + c]! * values[j]!;
    scores[c] = biases[c]! + s * scales[c]!;
  }
  softmax(scores);
  return scores;
}

/** The index of the largest of `values`, skipping the indices in `skip` (-1 when none is left). */
export function argmax(values: ArrayLike<number>, skip: readonly number[] = []): number {
  let best = -1;
  for (let k = 0; k < values.length; k++) if (!skip.includes(k) && (best < 0 || values[k]! > values[best]!)) best = k;
  return best;
}

const MAGIC = "RSPLM1\n";

/** The artifact bytes of `model` (format in the module's comment). */
export function encodeLinearModel(model: LinearModel): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify({ labels: model.labels, bits: model.bits, scales: [...model.scales], biases: [...model.biases], meta: model.meta }),
  );
  const out = new Uint8Array(MAGIC.length + 4 + header.length + model.weights.length);
  out.set(new TextEncoder().encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, header.length, true);
  out.set(header, MAGIC.length + 4);
  out.set(new Uint8Array(model.weights.buffer, model.weights.byteOffset, model.weights.length), MAGIC.length + 4 + header.length);
  return out;
}

/**
 * Reads an artifact made by {@link encodeLinearModel}.
 * @throws Error when the bytes are not such an artifact or their size does not match the header.
 */
export function decodeLinearModel(bytes: Uint8Array): LinearModel {
  if (new TextDecoder().decode(bytes.subarray(0, MAGIC.length)) !== MAGIC) throw new Error("not a Respiro linear model");
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length))) as {
    labels: string[];
    bits: number;
    scales: number[];
    biases: number[];
    meta: Record<string, unknown>;
  };
  const start = MAGIC.length + 4 + length;
  const size = (1 << header.bits) * header.labels.length;
  if (bytes.length - start !== size) throw new Error(`model weights: expected ${size} bytes, found ${bytes.length - start}`);
  const weights = new Int8Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + start + size));
  return {
    labels: header.labels,
    bits: header.bits,
    weights,
    scales: Float32Array.from(header.scales),
    biases: Float32Array.from(header.biases),
    meta: header.meta,
  };
}
