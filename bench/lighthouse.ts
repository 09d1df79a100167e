/**
 * `npm run bench:lighthouse` (issue 17 item 2): Lighthouse (the `lighthouse` npm package driving
 * Debian's Chromium, never a downloaded browser) with its default mobile preset — a Moto G
 * class screen, simulated slow 4G and a 4× slower CPU — on / (signed out) and on /chat,
 * /meditation, /exercises, /resources and /mood signed in as a premium person with a
 * 20-message conversation, against the built app (`npm run build` first) started as `npm start`.
 * Prints each page's four scores against the targets (performance ≥ 95, accessibility 100, best
 * practices ≥ 95, SEO ≥ 95) with the audits that cost points, and writes them to
 * bench/lighthouse-results.json. Scores on a busy machine are lower than on a quiet one: read
 * them with the load average printed beside them. `--strict` exits 1 when a target is missed.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signedInUserWithHistory } from "./pages";
import { ROOT, startRemixServe, tempDir } from "./servers";

const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium";
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 95 } as const;
type Category = keyof typeof TARGETS;
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: "/", signedIn: false },
  { path: "/chat", signedIn: true },
  { path: "/meditation", signedIn: true },
  { path: "/exercises", signedIn: true },
  { path: "/resources", signedIn: true },
  { path: "/mood", signedIn: true },
];

interface PageResult {
  path: string;
  signedIn: boolean;
  scores: Record<Category, number>;
  /** Audits scoring under 1 in a category that missed its target: id, title, score. */
  shortfalls: { category: Category; id: string; title: string; score: number | null }[];
}

async function main() {
  const strict = process.argv.includes("--strict");
  const dir = tempDir("respiro-lighthouse-");
  const dbPath = join(dir, "lighthouse.sqlite");
  const server = await startRemixServe({
    cwd: ROOT,
    readyPath: "/healthz",
    env: { NODE_ENV: "production", DATABASE_PATH: dbPath, SESSION_SECRET: "lighthouse-secret-0123456789", AI_PROVIDER: "embedded" },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results: PageResult[] = [];
  try {
    const cookie = await signedInUserWithHistory(server, dbPath);
    for (const page of PAGES) {
      const url = `${server.base}${page.path}`;
      // One warm-up load, so the first page does not pay for the server's first render.
      await fetch(url, { headers: page.signedIn ? { Cookie: cookie } : {} });
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(TARGETS),
        extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = run.lhr;
      const scores = Object.fromEntries(Object.keys(TARGETS).map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
      const shortfalls: PageResult["shortfalls"] = [];
      for (const category of Object.keys(TARGETS) as Category[]) {
        if (scores[category] >= TARGETS[category]) continue;
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            shortfalls.push({ category, id: ref.id, title: audit.title, score: audit.score });
        }
      }
      results.push({ path: page.path, signedIn: page.signedIn, scores, shortfalls });
      console.log(
        `${page.path.padEnd(12)} ${page.signedIn ? "signed in " : "signed out"}  ` +
          (Object.keys(TARGETS) as Category[]).map((c) => `${c} ${scores[c]}${scores[c] >= TARGETS[c] ? "" : ` (FAIL, target ${TARGETS[c]})`}`).join("  "),
      );
      for (const s of shortfalls) console.log(`    ${s.category}: ${s.title} [${s.id}] score ${s.score}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  const missed = results.flatMap((r) => (Object.keys(TARGETS) as Category[]).filter((c) => r.scores[c] < TARGETS[c]).map((c) => `${r.path} ${c}`));
  console.log(`\nload average ${load}; ${missed.length === 0 ? "every target met" : `missed: ${missed.join(", ")}`}`);
  writeFileSync(
    join(ROOT, "bench", "lighthouse-results.json"),
    JSON.stringify({ date: new Date().toISOString(), loadAverage: load, targets: TARGETS, results }, null, 2),
  );
  process.exit(strict && missed.length > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
