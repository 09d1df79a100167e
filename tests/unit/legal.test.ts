/**
 * /terms and /privacy (spec §2: 9 sections each; issue 15 item 6): the same sections in both
 * languages, the date the spec gives, and the facts of the whole product: Stripe, the wellbeing
 * consent, export and deletion in the app, the AI disclosure, the support form, every cookie.
 */
import { legal, LEGAL_UPDATED_AT } from "~/content/legal.server";
import { TIME_ZONE_CHECKED_KEY } from "~/utils/time-zone";

describe("legal texts", () => {
  it("have 9 sections each, with the same ids in Italian and English, last updated March 25, 2025", () => {
    expect(LEGAL_UPDATED_AT).toBe("2025-03-25");
    for (const doc of ["terms", "privacy"] as const) {
      expect(legal.it[doc].sections).toHaveLength(9);
      expect(legal.en[doc].sections.map((s) => s.id)).toEqual(legal.it[doc].sections.map((s) => s.id));
      for (const locale of ["it", "en"] as const) {
        expect(legal[locale][doc].sections.map((s) => s.paragraphs.length)).toEqual(legal.it[doc].sections.map((s) => s.paragraphs.length));
      }
    }
  });

  const text = (locale: "it" | "en") => JSON.stringify(legal[locale]);

  it("name what the product does with payments, consent, export and deletion, the AI and support, in both languages", () => {
    for (const locale of ["it", "en"] as const) {
      const all = text(locale);
      expect(all).toContain("Stripe");
      expect(all).toMatch(/art\. 9\(2\)\(a\)/);
      expect(all).toMatch(/AI Act|Artificial Intelligence Act/);
      expect(all).toContain("/support");
      expect(all).toMatch(locale === "it" ? /esportare i tuoi dati[^"]*profilo/ : /export your data[^"]*profile/);
    }
  });

  it("the privacy notice names every cookie the app sets and what it keeps in the browser's storage", () => {
    for (const locale of ["it", "en"] as const) {
      const cookies = JSON.stringify(legal[locale].privacy.sections.find((s) => s.id === "cookies"));
      for (const name of [
        "respiro_session",
        "__Host-respiro_session",
        "respiro_lang",
        "respiro_toast",
        "respiro_reset_email",
        "CH-time-zone",
        TIME_ZONE_CHECKED_KEY,
      ])
        expect(cookies).toContain(name);
    }
  });
});
