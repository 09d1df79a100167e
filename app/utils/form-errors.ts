import { translateKey } from "./i18n";

/** Form-level error keys may carry a count after "|" (e.g. "auth.throttled|12"): translate them with it. */
export function translateFormError(t: Parameters<typeof translateKey>[0], error: string): string {
  const [key, count] = error.split("|");
  return count ? translateKey(t, key, { count: Number(count) }) : translateKey(t, key);
}
