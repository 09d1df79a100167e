import { defineConfig } from "vitest/config";
import { aliases } from "./vitest.shared";

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    globals: true,
    pool: "forks",
    // PostgreSQL (npm run test:pg) adds a network round trip to every query.
    testTimeout: process.env.TEST_DATABASE_URL ? 60000 : 20000,
    setupFiles: ["tests/setup.ts"],
  },
});
