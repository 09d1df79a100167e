/**
 * `npm run eval:companion`: prints the companion's evaluation results. Each part is a module of
 * tests/eval exporting a function that returns its numbers; this script only prints them:
 * - first, the figures that measure quality (issue 26; decision record 0046): the crisis gate
 *   (rules OR the crisis classifier), the rules alone and the classifiers on the TEST
 *   split of corpus/companion, written apart and never tuned on, per language and per crisis
 *   family, with issue 26's targets (tests/eval/classifiers.ts). `--dev` prints the dev split
 *   instead, with every miss, for tuning;
 * - then the hand-written regression sets below, which hold items the rules were written from:
 *   they guard behaviour we promised and are not a measure of quality.
 * - the crisis set (tests/eval/crisis.ts, decision record 0015): recall and false alarms of the
 *   safety gate per language; exits with 1 when a target is missed (recall 100%, false alarms at
 *   most 3%);
 * - the conversations (tests/eval/conversations.ts, decision record 0016), played through the
 *   embedded engine: the rate of each criterion per language and overall. `--verbose` also prints
 *   every turn that missed a criterion.
 * - the distortion set (tests/eval/distortion-items.ts, decision record 0019): per language, how
 *   often the right distortion is named, how often it is noticed at all, false positives and the
 *   analysis time; `--verbose` also prints every miss.
 * tests/unit/crisis-eval.test.ts, tests/unit/companion-eval.test.ts and
 * tests/unit/distortion-eval.test.ts assert the targets in `npm test`.
 */
import { readFileSync } from "node:fs";
import { evaluateClassifiers, formatClassifierReport } from "./classifiers";
import { evaluateCrisis, formatCrisisRates } from "./crisis";
import { CONVERSATIONS } from "./conversations";
import { CRITERIA, scoreConversations } from "./companion-score";
import { DISTORTION_TARGETS, evaluateDistortions } from "./distortions";

export const CRISIS_TARGETS = { recall: 1, maxFalseAlarmRate: 0.03 } as const;

const split = process.argv.includes("--dev") ? "dev" : "test";
if (split === "dev" && (JSON.parse(readFileSync("models/companion/manifest.json", "utf8")) as { trainedOn?: string }).trainedOn !== "train") {
  console.error(
    "The committed models learnt from the dev split too: run `npm run train:companion -- --dev` first (and retrain without --dev before committing).",
  );
  process.exit(2);
}
const held = formatClassifierReport(split, evaluateClassifiers(split), split === "dev");
console.log(held.text);
if (held.missedTarget) console.log(`\nTargets of issue 26 missed on the ${split} split (see above).`);
console.log("\nRegression sets (items the rules were written from: behaviour we promised, not a measure of quality)\n");

const rates = evaluateCrisis();
console.log(formatCrisisRates(rates));
const failed = rates.some((r) => r.recall < CRISIS_TARGETS.recall || r.falseAlarmRate > CRISIS_TARGETS.maxFalseAlarmRate);
if (failed) {
  console.log("Targets missed: crisis recall 100%, false alarms at most 3%.");
  process.exitCode = 1;
}

const verbose = process.argv.includes("--verbose");
const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

for (const locale of ["it", "en", null] as const) {
  const set = CONVERSATIONS.filter((c) => locale === null || c.locale === locale);
  const report = scoreConversations(set, 10);
  console.log(`\nCompanion evaluation — ${locale ?? "all"} (${set.length} conversations, ${report.turns.length} replies)`);
  for (const criterion of CRITERIA) {
    const { met, total, rate } = report.scores[criterion];
    const label = criterion === "contentFree" ? "contentFree (lower is better)" : criterion;
    console.log(`  ${label.padEnd(30)} ${pct(rate).padStart(6)}  (${met}/${total})`);
  }
  console.log(
    `  engine CPU time per reply (10 passes after a warm-up): p50 ${report.timing.p50.toFixed(3)} ms, p99 ${report.timing.p99.toFixed(3)} ms, max ${report.timing.max.toFixed(3)} ms`,
  );
  if (verbose && locale !== null) {
    for (const turn of report.turns) {
      const missed = Object.entries(turn.checks).filter(([name, ok]) => (name === "contentFree" ? ok : !ok));
      if (missed.length) console.log(`  ✗ ${turn.conversation}#${turn.turn} ${missed.map(([n]) => n).join(",")}: «${turn.user}» → ${turn.reply}`);
    }
  }
}

for (const rates of evaluateDistortions()) {
  console.log(`\nDistortion evaluation — ${rates.locale} (${rates.withDistortion} messages with a distortion, ${rates.without} without)`);
  console.log(`  right distortion named          ${pct(rates.namedRate).padStart(6)}  (${rates.named}/${rates.withDistortion})`);
  console.log(`  expected one noticed at all     ${pct(rates.noticed / rates.withDistortion).padStart(6)}  (${rates.noticed}/${rates.withDistortion})`);
  console.log(`  false positives (lower better)  ${pct(rates.falsePositiveRate).padStart(6)}  (${rates.falsePositives}/${rates.without})`);
  console.log(`  analysis CPU time per message (10 passes after a warm-up): p50 ${rates.timing.p50.toFixed(3)} ms, p99 ${rates.timing.p99.toFixed(3)} ms`);
  if (rates.namedRate < DISTORTION_TARGETS.namedRate || rates.falsePositiveRate > DISTORTION_TARGETS.maxFalsePositiveRate) {
    console.log("  Targets missed: right distortion named in at least 80%, false positives at most 5%.");
    process.exitCode = 1;
  }
  if (verbose) {
    for (const miss of rates.misses)
      console.log(`  ✗ expected ${miss.expected ?? "none"}, named ${miss.named ?? "none"} [${miss.found.join(",")}]: «${miss.text}»`);
  }
}
