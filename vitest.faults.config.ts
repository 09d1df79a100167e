/**
 * `npm run test:faults` (issue 17 item 4): the production server under faults — killed mid-write,
 * a model that is down or hangs, a database locked by another process, a full disk. Each test
 * starts the BUILT app (`npm run build` first) as `npm start` runs it, on loopback, with its own
 * database; files run one after the other.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
