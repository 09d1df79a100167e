/// <reference types="vite/client" />
/**
 * Every route module of app/routes, for suites that go over all of them (bad requests, the
 * security suite): the file name, its URL with parameters filled in, and the module.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

export type RouteModule = {
  action?: (args: ActionFunctionArgs) => Promise<Response>;
  loader?: (args: LoaderFunctionArgs) => Promise<Response>;
};

const modules = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}", { eager: true });

export interface RouteEntry {
  /** The file name under app/routes, e.g. "mood_.$id.tsx". */
  name: string;
  module: RouteModule;
  /** The parameter names, e.g. ["id"]; "*" for a splat. */
  params: string[];
}

export const ROUTES: RouteEntry[] = Object.entries(modules).map(([file, module]) => {
  const name = file.split("/routes/")[1];
  const params = [...name.replace(/\.(tsx?)$/, "").matchAll(/\$(\w*)/g)].map((m) => m[1] || "*");
  return { name, module, params };
});

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
