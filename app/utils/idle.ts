/**
 * Runs `work` in a task of its own once the browser is idle (`requestIdleCallback`, at most
 * `timeoutMs` later; a plain `setTimeout` where it is missing, as in Safari), rather than in the
 * task that called it: work after hydration that can wait then does not lengthen hydration's
 * commit, the task Lighthouse's Total Blocking Time counts past 50 ms (issue 17). Returns a
 * function that cancels it if it has not run.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
