/// <reference types="vite/client" />
/**
 * Every route module of app/routes, for suites that go over all of them (bad requests, the
 * security suite): the file name, its URL with parameters filled in, and the module.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { routePath } from "./route-path";

export { routePath };

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
  // A trailing "_" ends the parent's layout (`$id_.delete`), it is not part of the name.
  const params = [...name.replace(/\.(tsx?)$/, "").matchAll(/\$(\w*)/g)].map((m) => m[1].replace(/_$/, "") || "*");
  return { name, module, params };
});
