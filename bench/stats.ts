/**
 * The statistics every bench figure is made of (bench/run.ts, bench/pages.ts,
 * bench/companion.ts, bench/lighthouse.ts): medians of rounds and p50 / p99 of samples.
 */

/** The median of `values` (the mean of the two middle ones when their count is even). */
export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** p50 / p99 / n of samples (in their unit, ms throughout the bench). */
export const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: quantile(s, 0.5), p99: quantile(s, 0.99), n: s.length };
};
export type Summary = ReturnType<typeof summary>;

/** Each statistic (p50, p99) of several passes' summaries, as the median over them; n is one pass's. */
export const medianSummary = (passes: Summary[]): Summary => ({
  p50: median(passes.map((p) => p.p50)),
  p99: median(passes.map((p) => p.p99)),
  n: passes[0].n,
});
