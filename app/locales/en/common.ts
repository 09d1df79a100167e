/** English strings of the "common" namespace: the same keys as ../it/common.ts. */
import type { Translation } from "../it";

export default {
  copied: "Copied.",
  copyFailed: "Couldn't copy: select the text and copy it by hand.",
} satisfies Translation["common"];
