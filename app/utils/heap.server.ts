/**
 * How far the server's JavaScript heap may grow past what it holds (decision record 0043; issue 17:
 * peak memory under 200 MB after a minute of mixed load).
 *
 * After each full garbage collection V8 lets the old generation grow to its live size times a
 * factor of up to 4 before the next one, when collections are cheap compared with the work between
 * them, as they are here. Under load the server holds about 55 MB of live objects, so the heap grew
 * to 165 MB of mostly garbage and the process to 330 MB. With the factor fixed at 1.3 (V8's
 * `--heap-growing-percent`, read at every collection) the heap is collected at about 70 MB instead;
 * a full collection of a heap this size takes a few milliseconds, spread over incremental steps.
 *
 * An operator who starts Node with their own `--heap-growing-percent`
 * (`node --heap-growing-percent=50 node_modules/@remix-run/serve/dist/cli.js ./build/index.js`)
 * keeps it.
 */
import { setFlagsFromString } from "node:v8";

/** The old generation may grow to its live size × (1 + this / 100) before the next full collection. */
export const HEAP_GROWING_PERCENT = 30;

/**
 * Sets V8's heap growing factor for this process, unless Node was started with its own
 * `--heap-growing-percent` (Node does not accept it in NODE_OPTIONS, so only its arguments are
 * read). Safe to call more than once.
 * @returns the percent in force after the call, or null when the operator's own setting is kept.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): number | null {
  const own = execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg));
  if (own) return null;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return HEAP_GROWING_PERCENT;
}
