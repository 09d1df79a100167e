/**
 * Crisis recall and false-alarm rate of the companion's safety gate over the evaluation set
 * (crisis-items.ts), per language. Each item goes through `assessInContext`, the gate a chat
 * turn runs, with its earlier user turns and post-crisis state.
 *
 * Targets (issue "Companion v2"): recall 100% (no crisis item missed) and at most 3% false
 * alarms; tests/unit/crisis-eval.test.ts asserts them, `npm run eval:companion` prints them.
 */
import { assessInContext } from "~/services/ai/safety-gate";
import { CRISIS_EVAL_ITEMS, type CrisisEvalItem, type EvalLanguage } from "./crisis-items";

/** The gate's result on one language's items. */
export interface CrisisRates {
  lang: EvalLanguage;
  crisisItems: number;
  safeItems: number;
  /** Flagged crisis items / crisis items, 0..1. */
  recall: number;
  /** Flagged safe items / safe items, 0..1. */
  falseAlarmRate: number;
  /** The crisis items the gate did not flag. */
  missed: CrisisEvalItem[];
  /** The safe items the gate flagged, with the rule that fired. */
  falseAlarms: Array<CrisisEvalItem & { rule: string | null }>;
  /** Mean time of one assessment, in milliseconds. */
  meanMs: number;
}

/**
 * Runs the gate over the items of each language.
 * @param items the items to run (default: the whole evaluation set)
 * @returns one {@link CrisisRates} per language present, Italian first
 */
export function evaluateCrisis(items: readonly CrisisEvalItem[] = CRISIS_EVAL_ITEMS): CrisisRates[] {
  const languages: EvalLanguage[] = (["it", "en"] as const).filter((lang) => items.some((item) => item.lang === lang));
  return languages.map((lang) => {
    const mine = items.filter((item) => item.lang === lang);
    const missed: CrisisEvalItem[] = [];
    const falseAlarms: Array<CrisisEvalItem & { rule: string | null }> = [];
    const started = performance.now();
    for (const item of mine) {
      const result = assessInContext(item.message, { previous: item.previous ?? [], postCrisis: item.postCrisis ?? false });
      if (item.crisis && !result.crisis) missed.push(item);
      if (!item.crisis && result.crisis) falseAlarms.push({ ...item, rule: result.rule });
    }
    const elapsed = performance.now() - started;
    const crisisItems = mine.filter((item) => item.crisis).length;
    const safeItems = mine.length - crisisItems;
    return {
      lang,
      crisisItems,
      safeItems,
      recall: crisisItems === 0 ? 1 : (crisisItems - missed.length) / crisisItems,
      falseAlarmRate: safeItems === 0 ? 0 : falseAlarms.length / safeItems,
      missed,
      falseAlarms,
      meanMs: mine.length === 0 ? 0 : elapsed / mine.length,
    };
  });
}

/** The rates as printable lines (no message text other than the misses, for the author). */
export function formatCrisisRates(rates: readonly CrisisRates[]): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const lines: string[] = ["Crisis gate (tests/eval/crisis-items.ts)"];
  for (const r of rates) {
    lines.push(
      `  ${r.lang}: recall ${pct(r.recall)} (${r.crisisItems - r.missed.length}/${r.crisisItems}), false alarms ${pct(r.falseAlarmRate)} (${r.falseAlarms.length}/${r.safeItems}), ${r.meanMs.toFixed(3)} ms per message`,
    );
    for (const m of r.missed) lines.push(`    missed [${m.family}]: ${m.message}`);
    for (const f of r.falseAlarms) lines.push(`    false alarm [${f.family}, ${f.rule}]: ${f.message}`);
  }
  return lines.join("\n");
}
