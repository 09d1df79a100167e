/** URL paths of route files, without Vite (usable from Playwright specs too). */

/**
 * The URL path of a flat route file name (Remix v2 flat routes): dots are slashes, `_index` and
 * pathless `_` prefixes or suffixes vanish, `[.]` is a literal dot, `$name` takes `values[name]`
 * and a splat `$` takes `values["*"]` ("anything" when absent).
 */
export function routePath(name: string, values: Record<string, string | number> = {}): string {
  const segments = name
    .replace(/\.(tsx?)$/, "")
    .replaceAll("[.]", "\u0000")
    .split(".")
    .map((segment) => segment.replaceAll("\u0000", "."))
    .filter((segment) => segment !== "_index" && !/^_[^.]*$/.test(segment) && segment !== "")
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) => {
      if (segment === "$") return String(values["*"] ?? "anything");
      if (segment.startsWith("$")) return String(values[segment.slice(1)] ?? "1");
      return segment;
    });
  return `/${segments.join("/")}`;
}
