/**
 * What the vitest configurations share: the path aliases of tsconfig.json, and the shape of a
 * suite that drives the BUILT app (`npm run build` first) as `npm start` runs it, one file after
 * the other in forked processes (the fault suite, the several-processes suite).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** `~` → app/, `#db` → db/, as in tsconfig.json. */
export const aliases = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#db": fileURLToPath(new URL("./db", import.meta.url)),
};

/** A suite of `include` run against built servers: files one at a time, timeouts in ms. */
export function builtServerSuite({ include, testTimeout, hookTimeout }: { include: string; testTimeout: number; hookTimeout: number }) {
  return defineConfig({
    resolve: { alias: aliases },
    test: { include: [include], environment: "node", pool: "forks", fileParallelism: false, testTimeout, hookTimeout },
  });
}
