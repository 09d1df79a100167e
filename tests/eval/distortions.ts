/**
 * Scorer of the distortion evaluation set (./distortion-items.ts, decision record 0019). For each
 * message it runs the embedded engine's analysis and checks the distortion the companion would
 * name (`pickDistortion`, with nothing to avoid) against the annotation.
 * Targets (Companion v2, item 8): the right distortion named in at least 80% of the messages
 * that carry one, and a distortion noticed in at most 5% of the messages that carry none.
 */
import { analyseMessage } from "~/services/ai/engine";
import { pickDistortion } from "~/services/ai/engine/distortions";
import type { DistortionId, Locale } from "~/services/ai/types";
import { DISTORTION_ITEMS, type DistortionItem } from "./distortion-items";

export const DISTORTION_TARGETS = { namedRate: 0.8, maxFalsePositiveRate: 0.05 } as const;

export interface DistortionMiss {
  text: string;
  expected: DistortionId | null;
  /** Every distortion the engine noticed, canonical order. */
  found: DistortionId[];
  named: DistortionId | null;
}

export interface DistortionRates {
  locale: Locale;
  /** Messages carrying a distortion, and how many had exactly that one named. */
  withDistortion: number;
  named: number;
  /** named / withDistortion. */
  namedRate: number;
  /** Messages carrying one where the expected id was among those noticed (named or not). */
  noticed: number;
  /** Messages carrying none, and how many had any distortion noticed. */
  without: number;
  falsePositives: number;
  /** falsePositives / without. */
  falsePositiveRate: number;
  misses: DistortionMiss[];
  /** Analysis CPU time per message, ms (10 passes after a warm-up). */
  timing: { p50: number; p99: number };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Scores the set per language. Pure apart from the timing. */
export function evaluateDistortions(items: readonly DistortionItem[] = DISTORTION_ITEMS): DistortionRates[] {
  return (["it", "en"] as const).map((locale) => {
    const set = items.filter((i) => i.locale === locale);
    let named = 0;
    let noticed = 0;
    let falsePositives = 0;
    const misses: DistortionMiss[] = [];
    for (const item of set) {
      const found = analyseMessage(item.text, locale).distortions;
      const pick = pickDistortion(found, new Set());
      if (item.expected === null) {
        if (found.length > 0) {
          falsePositives += 1;
          misses.push({ text: item.text, expected: null, found, named: pick });
        }
        continue;
      }
      if (found.includes(item.expected)) noticed += 1;
      if (pick === item.expected) named += 1;
      else misses.push({ text: item.text, expected: item.expected, found, named: pick });
    }
    const times: number[] = [];
    for (const item of set) analyseMessage(item.text, locale);
    for (let pass = 0; pass < 10; pass += 1) {
      for (const item of set) {
        const start = performance.now();
        analyseMessage(item.text, locale);
        times.push(performance.now() - start);
      }
    }
    times.sort((a, b) => a - b);
    const withDistortion = set.filter((i) => i.expected !== null).length;
    const without = set.length - withDistortion;
    return {
      locale,
      withDistortion,
      named,
      namedRate: withDistortion ? named / withDistortion : 1,
      noticed,
      without,
      falsePositives,
      falsePositiveRate: without ? falsePositives / without : 0,
      misses,
      timing: { p50: quantile(times, 0.5), p99: quantile(times, 0.99) },
    };
  });
}
