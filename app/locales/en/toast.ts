/** English strings of the "toast" namespace: the same keys as ../it/toast.ts. */
import type { Translation } from "../it";

export default {
  close: "Close notification",
  notifications: "Notifications",
} satisfies Translation["toast"];
