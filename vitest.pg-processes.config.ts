/**
 * The several-processes suite (issue 16; decision record 0040), run by `npm run test:pg`: two BUILT
 * app servers (`npm run build` first) started as `npm start` starts them, sharing one PostgreSQL
 * database of the throwaway cluster (TEST_DATABASE_URL). Without TEST_DATABASE_URL it skips.
 */
import { builtServerSuite } from "./vitest.shared";

export default builtServerSuite({ include: "tests/pg-processes/**/*.test.ts", testTimeout: 180_000, hookTimeout: 120_000 });
