/** English strings of the "legal" namespace: the same keys as ../it/legal.ts. */
import type { Translation } from "../it";

export default {
  updated: "Last updated: {{date}}",
  contents: "Contents",
} satisfies Translation["legal"];
