/** English strings of the "language" namespace: the same keys as ../it/language.ts. */
import type { Translation } from "../it";

export default {
  label: "Language",
  switchTo: "Switch to {{language}}",
  it: "Italiano",
  en: "English",
  error: "Could not change the language",
} satisfies Translation["language"];
