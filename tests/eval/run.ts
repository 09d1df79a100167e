/**
 * `npm run eval:companion`: plays the companion evaluation set (tests/eval/conversations.ts)
 * through the embedded engine and prints the rate of each criterion, per language and overall
 * (decision record 0016). `--verbose` also prints every turn that missed a criterion.
 */
import { CONVERSATIONS } from "./conversations";
import { CRITERIA, scoreConversations } from "./companion-score";

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
