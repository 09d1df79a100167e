/** English strings of the "app" namespace: the same keys as ../it/app.ts. */
import type { Translation } from "../it";

export default {
  name: "Respiro",
  skipToContent: "Skip to content",
  loading: "Loading…",
} satisfies Translation["app"];
