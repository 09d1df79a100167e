/**
 * app/utils/heap.server.ts (decision record 0043): with the server's heap growing factor, a
 * process that holds a steady amount of live data and makes old garbage keeps a much smaller heap
 * than with V8's default, and an operator's own `--heap-growing-percent` is kept.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "~/utils/heap.server";

const CHILD = join(process.cwd(), "tests", "support", "heap-churn.ts");

function churnWith(mode: "limit" | "default", nodeArgs: string[] = []) {
  const run = spawnSync(process.execPath, [...nodeArgs, "--import", "tsx", CHILD, mode], { encoding: "utf8", timeout: 60_000 });
  if (run.status !== 0) throw new Error(`heap-churn exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { applied: number | null; largestHeapMB: number };
}

describe("limitHeapGrowth", () => {
  it("keeps the heap of a process making old garbage well under what V8's default lets it grow to", () => {
    const unlimited = churnWith("default");
    const limited = churnWith("limit");
    expect(limited.applied).toBe(HEAP_GROWING_PERCENT);
    expect(unlimited.largestHeapMB).toBeGreaterThan(120);
    expect(limited.largestHeapMB).toBeLessThan(unlimited.largestHeapMB * 0.6);
  }, 60_000);

  it("keeps an operator's own --heap-growing-percent", () => {
    expect(limitHeapGrowth(["--heap-growing-percent=300"])).toBeNull();
    expect(limitHeapGrowth(["--max-old-space-size=512", "--heap_growing_percent=80"])).toBeNull();
    const own = churnWith("limit", ["--heap-growing-percent=300"]);
    expect(own.applied).toBeNull();
    expect(own.largestHeapMB).toBeGreaterThan(120);
  }, 60_000);
});
