/** English strings of the "api" namespace: the same keys as ../it/api.ts. */
import type { Translation } from "../it";

export default {
  unauthorized: "Sign-in required",
  forbidden: "You do not have permission for this resource",
  notFound: "Resource not found",
} satisfies Translation["api"];
