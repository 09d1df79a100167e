/**
 * `npm run test:faults` (issue 17 item 4): the production server under faults — killed mid-write,
 * a model that is down or hangs, a database locked by another process, a full disk. Each test
 * starts the BUILT app (`npm run build` first) as `npm start` runs it, on loopback, with its own
 * database; files run one after the other.
 */
import { builtServerSuite } from "./vitest.shared";

export default builtServerSuite({ include: "tests/faults/**/*.test.ts", testTimeout: 120_000, hookTimeout: 90_000 });
