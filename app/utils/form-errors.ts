/** Form-level error keys may carry a count after "|" (e.g. "auth.throttled|12"): translate them with it. */
export function translateFormError(t: (key: string, options?: Record<string, unknown>) => string, error: string): string {
  const [key, count] = error.split("|");
  return count ? t(key, { count: Number(count) }) : t(key);
}
