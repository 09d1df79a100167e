/**
 * The daily quote (app/utils/daily-quote.ts) and the quotes themselves (app/content/quotes.ts):
 * one quote per person per UTC day, another the next day, chosen among those that fit the
 * person's preferences; at least 60 quotes, complete in both languages.
 */
import { describe, expect, it } from "vitest";
import { QUOTES } from "~/content/quotes";
import { QUOTE_CATEGORIES, QUOTE_MOODS } from "~/utils/quotes";
import { pickDailyQuote, quotesForPreferences } from "~/utils/daily-quote";

const pool = [...QUOTES].sort((a, b) => a.id.localeCompare(b.id));

describe("the quotes", () => {
  it("are at least 60, with unique ids, text in both languages and a known category and moods", () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUOTES.map((q) => q.id)).size).toBe(QUOTES.length);
    for (const q of QUOTES) {
      expect(q.text.it.trim().length, q.id).toBeGreaterThan(0);
      expect(q.text.en.trim().length, q.id).toBeGreaterThan(0);
      expect(q.text.it, q.id).not.toBe(q.text.en);
      expect(QUOTE_CATEGORIES, q.id).toContain(q.category);
      expect(q.moods.length, q.id).toBeGreaterThan(0);
      for (const mood of q.moods) expect(QUOTE_MOODS, q.id).toContain(mood);
    }
  });

  it("offer every category with every mood it is asked for, or widen without running dry", () => {
    for (const category of QUOTE_CATEGORIES) {
      expect(QUOTES.filter((q) => q.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
    for (const mood of QUOTE_MOODS) expect(QUOTES.filter((q) => q.moods.includes(mood)).length, mood).toBeGreaterThanOrEqual(8);
  });
});

describe("quotesForPreferences", () => {
  it("keeps the chosen categories and mood", () => {
    const fit = quotesForPreferences(pool, { categories: ["hope", "calm"], mood: "sad" });
    expect(fit.length).toBeGreaterThan(0);
    for (const q of fit) {
      expect(["hope", "calm"]).toContain(q.category);
      expect(q.moods).toContain("sad");
    }
  });

  it("widens to any mood, then to every quote, when nothing fits", () => {
    const quotes = [
      { id: "a", category: "hope" as const, moods: ["sad" as const] },
      { id: "b", category: "calm" as const, moods: ["calm" as const] },
    ];
    expect(quotesForPreferences(quotes, { categories: ["hope"], mood: "happy" }).map((q) => q.id)).toEqual(["a"]);
    expect(quotesForPreferences(quotes, { categories: ["growth"], mood: null }).map((q) => q.id)).toEqual(["a", "b"]);
    expect(quotesForPreferences(quotes, { categories: [], mood: null }).map((q) => q.id)).toEqual(["a", "b"]);
  });
});

describe("pickDailyQuote", () => {
  it("gives the same quote all UTC day long and another one the next day", () => {
    const morning = pickDailyQuote(pool, 42, new Date("2026-11-22T00:00:00.000Z"));
    const night = pickDailyQuote(pool, 42, new Date("2026-11-22T23:59:59.999Z"));
    const tomorrow = pickDailyQuote(pool, 42, new Date("2026-11-23T00:00:00.000Z"));
    expect(night).toBe(morning);
    expect(tomorrow).not.toBe(morning);
  });

  it("does not repeat a quote before the whole pool has been shown", () => {
    const seen = new Set<string>();
    for (let day = 0; day < pool.length; day++) seen.add(pickDailyQuote(pool, 7, new Date(Date.UTC(2026, 0, 1 + day)))!.id);
    expect(seen.size).toBe(pool.length);
  });

  it("differs between people on most days", () => {
    const day = new Date("2026-11-22T12:00:00Z");
    const ids = new Set(Array.from({ length: 20 }, (_, i) => pickDailyQuote(pool, i + 1, day)!.id));
    expect(ids.size).toBeGreaterThan(10);
  });

  it("returns null for an empty pool", () => {
    expect(pickDailyQuote([], 1, new Date())).toBeNull();
  });
});
