/**
 * `npm run bench:lighthouse` (issue 17 item 2): Lighthouse (the `lighthouse` npm package driving
 * Debian's Chromium, never a downloaded browser) with its default mobile preset — a Moto G
 * class screen, simulated slow 4G and a 4× slower CPU — on / (signed out) and on /chat,
 * /meditation, /exercises, /resources and /mood signed in as a premium person with a
 * 20-message conversation, against the built app (`npm run build` first) started as `npm start`.
 * Prints each page's four scores against the targets (performance ≥ 95, accessibility 100, best
 * practices ≥ 95, SEO ≥ 95) with the audits that cost points, and writes them to
 * bench/lighthouse-results.json. Throttling is Lighthouse's simulated one (`throttlingMethod:
 * "simulate"`), and each page is audited `--runs=N` times (3 by default) and scored by the median
 * of each category, since Total Blocking Time swings with the machine's load; every figure is
 * printed with its target and PASS or FAIL. A run Lighthouse could not finish (its
 * `runtimeError`, e.g. NO_NAVSTART when its trace is lost on a busy machine) is printed with
 * its code and run again (2 extra attempts at most) instead of being scored 0 silently; a page
 * that does not answer 200 (a signed-in page sending to /login) stops the bench. `--pages=/a,/b` audits only those pages; `--save-reports=<dir>` keeps
 * each run's full Lighthouse result there (<page>-<run>.json) for its audits' details. Scores on a busy machine are
 * lower than on a quiet one: read them with the load average printed beside them. `--strict`
 * exits 1 when a target is missed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { signedInUserWithHistory } from "./pages";
import { ROOT, startRemixServe, tempDir } from "./servers";
import { median } from "./stats";

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
  /** Median of the finished runs' scores, 0–100 (0 when no run finished). */
  scores: Record<Category, number>;
  /** Every run's scores, in order. */
  runs: Record<Category, number>[];
  /** Runtime errors Lighthouse reported (code and message), one per failed run. */
  errors: string[];
  /** Median Total Blocking Time (ms) and Largest Contentful Paint (ms) of the runs. */
  tbtMs: number;
  /**
   * Median of Lighthouse's CPU benchmark index of the machine during the runs (higher is faster).
   * Its 4× CPU slowdown assumes a fast desktop (an index around 1500); on a busy or slow machine
   * the index is lower and Total Blocking Time grows with it, whatever the page does.
   */
  benchmarkIndex: number;
  lcpMs: number;
  /** Audits scoring under 1 in a category that missed its target, in the last run: id, title, score. */
  shortfalls: { category: Category; id: string; title: string; score: number | null; displayValue?: string }[];
}

const CATEGORIES = Object.keys(TARGETS) as Category[];

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Empties the browser's cookie jar, then stores `cookieHeader` ("a=1; b=2") for `base`'s host. */
async function setCookies(tab: Page, base: string, cookieHeader: string) {
  const cdp = await tab.createCDPSession();
  await cdp.send("Network.clearBrowserCookies");
  for (const pair of cookieHeader.split("; ").filter(Boolean)) {
    const eq = pair.indexOf("=");
    await cdp.send("Network.setCookie", { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base, httpOnly: true, sameSite: "Lax" });
  }
  await cdp.detach();
}

async function main() {
  const strict = process.argv.includes("--strict");
  const runs = Math.max(1, Number(option("runs")) || 3);
  const only = option("pages")?.split(",");
  const reportDir = option("save-reports");
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
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
  // Lighthouse drives this tab: the session cookie goes into the browser's cookie jar, as a signed-in
  // person's browser has it. A Cookie header (Lighthouse's extraHeaders) does not reach the requests
  // the service worker (public/sw.js) makes for navigations, which then land on /login.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  try {
    // A premium person (an active subscription row) with a 20-message conversation: /chat and /mood need premium or a trial.
    const cookie = await signedInUserWithHistory(server, dbPath);
    for (const page of pages) {
      const url = `${server.base}${page.path}`;
      // One warm-up load, so the first page does not pay for the server's first render; a
      // signed-in page that redirects (to /login, /premium) would audit the wrong page.
      const warm = await fetch(url, { headers: page.signedIn ? { Cookie: cookie } : {}, redirect: "manual" });
      if (warm.status !== 200) throw new Error(`GET ${page.path} answered ${warm.status}${page.signedIn ? " signed in" : ""}`);
      await setCookies(tab, server.base, page.signedIn ? cookie : "");
      const runScores: Record<Category, number>[] = [];
      const errors: string[] = [];
      const tbt: number[] = [];
      const lcp: number[] = [];
      const bench: number[] = [];
      let shortfalls: PageResult["shortfalls"] = [];
      // A run Lighthouse could not finish (a runtimeError such as NO_NAVSTART, its trace lost on a
      // busy machine) is reported and run again, up to 2 extra attempts, rather than scored 0.
      for (let i = 0, attempts = 0; i < runs && attempts < runs + 2; attempts++) {
        const run = await lighthouse(url, { output: "json", logLevel: "error", onlyCategories: CATEGORIES, throttlingMethod: "simulate" }, undefined, tab);
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (reportDir) writeFileSync(join(reportDir, `${page.path.replace(/\W+/g, "_") || "_"}-${attempts + 1}.json`), JSON.stringify(run.lhr));
        const { categories, audits, runtimeError, runWarnings } = run.lhr;
        for (const w of runWarnings ?? []) if (!errors.includes(w)) errors.push(w);
        if (runtimeError) {
          errors.push(`attempt ${attempts + 1}: ${runtimeError.code}: ${runtimeError.message}`);
          continue;
        }
        i++;
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
        runScores.push(scores);
        tbt.push(audits["total-blocking-time"]?.numericValue ?? NaN);
        lcp.push(audits["largest-contentful-paint"]?.numericValue ?? NaN);
        bench.push(run.lhr.environment.benchmarkIndex);
        shortfalls = [];
        for (const category of CATEGORIES) {
          if (scores[category] >= TARGETS[category]) continue;
          for (const ref of categories[category]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
              shortfalls.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
          }
        }
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, runScores.length ? median(runScores.map((r) => r[c])) : 0])) as Record<Category, number>;
      const result: PageResult = {
        path: page.path,
        signedIn: page.signedIn,
        scores,
        runs: runScores,
        errors,
        tbtMs: median(tbt),
        benchmarkIndex: median(bench),
        lcpMs: median(lcp),
        shortfalls,
      };
      results.push(result);
      console.log(
        `${page.path.padEnd(12)} ${page.signedIn ? "signed in " : "signed out"}  median of ${runScores.length}  TBT ${result.tbtMs.toFixed(0)} ms  LCP ${result.lcpMs.toFixed(0)} ms  CPU benchmark index ${result.benchmarkIndex.toFixed(0)}`,
      );
      for (const c of CATEGORIES)
        console.log(
          `    ${c.padEnd(15)} ${String(scores[c]).padStart(3)}  target ${c === "accessibility" ? "=" : "≥"} ${TARGETS[c]}  ${scores[c] >= TARGETS[c] ? "PASS" : "FAIL"}  (runs ${runScores.map((r) => r[c]).join(", ")})`,
        );
      for (const e of errors) console.log(`    Lighthouse: ${e}`);
      for (const s of shortfalls) console.log(`    ${s.category}: ${s.title} [${s.id}] score ${s.score}${s.displayValue ? ` (${s.displayValue})` : ""}`);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await server.stop();
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  const missed = results.flatMap((r) => CATEGORIES.filter((c) => r.scores[c] < TARGETS[c]).map((c) => `${r.path} ${c}`));
  console.log(`\nload average ${load}; ${missed.length === 0 ? "every target met (PASS)" : `FAIL, missed: ${missed.join(", ")}`}`);
  writeFileSync(
    join(ROOT, "bench", "lighthouse-results.json"),
    JSON.stringify({ date: new Date().toISOString(), loadAverage: load, runsPerPage: runs, throttling: "simulate", targets: TARGETS, results }, null, 2),
  );
  process.exit(strict && missed.length > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
