/**
 * Time as the meditation player and script show it (spec §2 "/meditation": elapsed and remaining
 * time): whole seconds as `mm:ss`, minutes zero-padded to two digits (a meditation lasts at most
 * 20 minutes; longer times keep counting minutes, "75:00"). Negative or fractional input is
 * floored at 0 and to whole seconds.
 */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
