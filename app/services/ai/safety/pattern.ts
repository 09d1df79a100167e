/**
 * How rule sources are written: a string of regular-expression source with `_NAME_`
 * placeholders for fragments that recur in many rules (filler words, the end of a clause,
 * the people in an abuse pattern). Keeping the fragments named makes a rule readable and
 * one change of a fragment reaches every rule that uses it.
 */

/** End of a clause: the clause marker " . ", an idiom barrier " # " or the end of the text. */
export const END = "(?= \\.| #|$)";

/**
 * Compiles a rule source, replacing each `_NAME_` placeholder with `fragments[NAME]` (or `END`).
 * An unknown placeholder throws when the rule module loads, so a typo cannot ship silently.
 *
 * @param source regular-expression source written against the normalised text
 * @param fragments the language's named fragments, e.g. `{ FIS: "(?:(?:solo|proprio) )*" }`
 * @returns a RegExp without flags
 */
export function compileRule(source: string, fragments: Readonly<Record<string, string>>): RegExp {
  const expanded = source.replace(/_([A-Z]+)_/g, (_whole, name: string) => {
    if (name === "END") return END;
    const fragment = fragments[name];
    if (fragment === undefined) throw new Error(`safety rule: unknown placeholder _${name}_`);
    return fragment;
  });
  return new RegExp(expanded);
}
