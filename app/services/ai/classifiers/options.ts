/**
 * The training options of each classifier, chosen on the dev split (never the test split;
 * decision record 0046). `bits` sets the hashed feature space (2^16 buckets); the artifact is
 * 2^bits × labels bytes.
 */
import type { Task } from "./labels";
import type { TrainingOptions } from "./linear-model";

const BASE: TrainingOptions = { bits: 16, epochs: 20, learningRate: 0.5, l2: 3e-4, seed: 2026 };

export const MODEL_OPTIONS: Record<Task, TrainingOptions> = {
  crisis: { ...BASE, bits: 18 },
  type: { ...BASE },
  topic: { ...BASE },
  emotion: { ...BASE },
  distortion: { ...BASE },
};

/**
 * Which models also read the companion's last message (an answer to its question is an
 * "answer"). The crisis model does not: the gate reads what the person wrote, and their
 * previous message, only.
 */
export const READS_COMPANION: Record<Task, boolean> = { crisis: false, type: true, topic: true, emotion: true, distortion: true };
