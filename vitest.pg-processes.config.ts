/**
 * The several-processes suite (issue 16; decision record 0040), run by `npm run test:pg`: two BUILT
 * app servers (`npm run build` first) started as `npm start` starts them, sharing one PostgreSQL
 * database of the throwaway cluster (TEST_DATABASE_URL). Without TEST_DATABASE_URL it skips.
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
    include: ["tests/pg-processes/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
