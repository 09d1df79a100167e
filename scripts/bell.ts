/**
 * The soft bell of the meditation player (decision record 0023), synthesised here so that no
 * sound is downloaded or licensed: a few inharmonic partials of a small singing bowl (ratios after
 * the modes of a struck bowl), each a sine with its own exponential decay, a 15 ms attack so the
 * strike does not click, and a fade to silence at the end. 16-bit mono PCM WAV at 16 kHz.
 */

/** Sample rate, Hz. */
export const BELL_SAMPLE_RATE = 16_000;
/** Length, seconds. */
export const BELL_SECONDS = 2.4;

const FUNDAMENTAL_HZ = 432;
/** [frequency ratio, amplitude, decay time constant in seconds] of each partial. */
const PARTIALS: ReadonlyArray<[number, number, number]> = [
  [1, 0.55, 1.1],
  [2.71, 0.25, 0.6],
  [5.12, 0.12, 0.3],
  [8.0, 0.05, 0.15],
];
/** Peak level (0..1): soft, well under full scale. */
const PEAK = 0.35;

/** The bell as a complete WAV file (RIFF header + 16-bit little-endian samples). Deterministic. */
export function bellWav(): Buffer {
  const count = Math.round(BELL_SAMPLE_RATE * BELL_SECONDS);
  const raw = new Float64Array(count);
  let max = 0;
  for (let i = 0; i < count; i += 1) {
    const t = i / BELL_SAMPLE_RATE;
    let v = 0;
    for (const [ratio, amplitude, decay] of PARTIALS) v += amplitude * Math.exp(-t / decay) * Math.sin(2 * Math.PI * FUNDAMENTAL_HZ * ratio * t);
    const attack = Math.min(1, t / 0.015);
    const release = Math.min(1, (BELL_SECONDS - t) / 0.3);
    raw[i] = v * attack * release;
    max = Math.max(max, Math.abs(raw[i]));
  }
  const data = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i += 1) data.writeInt16LE(Math.round((raw[i] / max) * PEAK * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(BELL_SAMPLE_RATE, 24);
  header.writeUInt32LE(BELL_SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
