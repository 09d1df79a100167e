/**
 * Child process for tests/unit/heap.test.ts: holds about 20 MB of live objects while making
 * garbage that lives long enough to reach the old generation (a ring of 100,000 recent objects,
 * like requests in flight), and prints the largest heap it saw in MB. `limit` as the first
 * argument applies limitHeapGrowth first, as the server does at start.
 */
import { limitHeapGrowth } from "../../app/utils/heap.server";

const applied = process.argv[2] === "limit" ? limitHeapGrowth() : null;
const live = Array.from({ length: 100 }, () => Array.from({ length: 5000 }, (_, i) => ({ i })));
const ring = new Array<unknown>(100_000);
let largest = 0;
for (let n = 0; n < 3_000_000; n++) {
  ring[n % ring.length] = { a: [n, n + 1, n + 2, n + 3], s: `x${n}` };
  if (n % 5000 === 0) largest = Math.max(largest, process.memoryUsage().heapUsed);
}
console.log(JSON.stringify({ applied, largestHeapMB: largest / 1048576, live: live.length }));
