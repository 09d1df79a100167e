/**
 * House style of the Italian copy (issue 25 item 10): one word for artificial intelligence ("IA",
 * as the menu says; "AI Act" is the regulation's name), greetings that do not assume a gender, and
 * one name for the urgent-help link wherever it appears, in each language.
 */
import { describe, expect, it } from "vitest";
import { legal } from "~/content/legal.server";
import { intlTagFor } from "~/utils/i18n";
import en from "~/locales/en";
import it_ from "~/locales/it";

/** Every string of a nested object, with its dotted path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const italian = [...strings(it_), ...strings(legal.it, "legal.it")];

describe("Italian copy", () => {
  it('says "IA", never "AI", for artificial intelligence', () => {
    const found = italian.filter(([, text]) => /\bAI\b(?! Act)/.test(text)).map(([path]) => path);
    expect(found).toEqual([]);
  });

  it("greets without assuming a gender", () => {
    const found = italian
      .filter(([, text]) => /\b(Benvenut[oa]|Bentornat[oa]|Bentrovat[oa])\b|\bsei (il|la) benvenut[oa]\b/.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });

  it("gives the urgent-help link one name everywhere, in each language", () => {
    for (const strings of [it_, en]) {
      const names = new Set([strings.nav.urgentHelp, strings.home.urgentHelp, strings.footer.safety, strings.safety.title]);
      expect([...names]).toHaveLength(1);
    }
  });
});

describe("dates in English", () => {
  it("are written day month year, on the admin's pages as on every other (issue 25 item 10)", () => {
    const day = new Date("2026-11-26T12:00:00Z");
    expect(new Intl.DateTimeFormat(intlTagFor("en"), { dateStyle: "medium", timeZone: "UTC" }).format(day)).toBe("26 Nov 2026");
    expect(new Intl.DateTimeFormat(intlTagFor("it"), { dateStyle: "medium", timeZone: "UTC" }).format(day)).toBe("26 nov 2026");
    expect(intlTagFor("xx")).toBe("it-IT");
  });
});
