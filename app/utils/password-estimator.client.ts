/**
 * zxcvbn-ts with the common dictionaries and keyboard graphs plus the English and Italian
 * dictionaries: several MB, so this module is only ever loaded with `import()` by
 * app/components/password-strength.tsx when a password field is first focused or typed in, and
 * is never part of a page's first-load JavaScript. `.client` keeps it out of the server build
 * (the server's check is app/services/auth/password-policy.server.ts; this one only advises).
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as it from "@zxcvbn-ts/language-it";

/** language-it 3.x names its lists without a suffix; give them one so they cannot shadow others. */
const italian = Object.fromEntries(Object.entries(it.dictionary).map(([name, words]) => [`${name}-it`, words]));

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...italian },
  graphs: common.adjacencyGraphs,
  // Levenshtein matching against these dictionaries costs 0.3–2 s per check: too slow to follow typing.
  useLevenshteinDistance: false,
});

/** zxcvbn's score of `password`: 0 (too guessable) … 4 (very unguessable). */
export function estimateScore(password: string): 0 | 1 | 2 | 3 | 4 {
  return zxcvbn.check(password).score;
}
