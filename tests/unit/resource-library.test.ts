/**
 * The resource library's content (app/content/resources.ts), its search terms
 * (app/utils/search-terms.ts) and the recommendation ranking (app/utils/resource-recommendations.ts).
 */
import { describe, expect, it } from "vitest";
import { readingMinutes, RESOURCES } from "~/content/resources";
import { RESOURCE_SECTIONS, RESOURCE_TOPICS, RESOURCE_TYPES } from "~/utils/resources";
import { NO_SIGNALS, rankRecommendations, type RankableResource } from "~/utils/resource-recommendations";
import { normaliseForSearch, searchTerms, stem } from "~/utils/search-terms";

describe("the library's content", () => {
  it("has at least 30 resources with unique slugs, complete in both languages", () => {
    expect(RESOURCES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(RESOURCES.map((r) => r.slug)).size).toBe(RESOURCES.length);
    for (const r of RESOURCES) {
      expect(r.slug).toMatch(/^[a-z0-9-]+$/);
      for (const locale of ["it", "en"] as const) {
        expect(r.title[locale].trim(), r.slug).not.toBe("");
        expect(r.summary[locale].trim(), r.slug).not.toBe("");
        expect(r.body[locale].length, r.slug).toBeGreaterThanOrEqual(3);
        expect(r.tags[locale].length, r.slug).toBeGreaterThanOrEqual(3);
      }
      expect(r.title.it).not.toBe(r.title.en);
      expect(r.body.it.length, `${r.slug}: the two languages have the same steps`).toBe(r.body.en.length);
    }
  });

  it("covers every type, topic and tab of spec §3", () => {
    for (const type of RESOURCE_TYPES)
      expect(
        RESOURCES.some((r) => r.type === type),
        type,
      ).toBe(true);
    for (const topic of RESOURCE_TOPICS) expect(RESOURCES.filter((r) => r.topic === topic).length, topic).toBeGreaterThanOrEqual(3);
    for (const section of RESOURCE_SECTIONS) expect(RESOURCES.filter((r) => r.section === section).length, section).toBeGreaterThanOrEqual(5);
  });

  it("counts reading time at about 200 words a minute, at least one", () => {
    expect(readingMinutes(["one two three"])).toBe(1);
    expect(readingMinutes([Array(610).fill("word").join(" ")])).toBe(3);
  });
});

describe("search terms", () => {
  it("lower-case the words and drop accents, as the full-text index does", () => {
    expect(normaliseForSearch("Ansietà, PERCHÉ?")).toBe("ansieta perche");
  });

  it("cut words to a light stem so a prefix finds their family", () => {
    expect(stem("sonno", "it")).toBe("sonn");
    expect("sonnolenza".startsWith(stem("sonno", "it"))).toBe(true);
    expect(stem("ansioso", "it")).toBe("ansi");
    expect(stem("sleeping", "en")).toBe("sleep");
    expect(stem("worries", "en")).toBe("worr");
    expect(stem("calm", "en")).toBe("calm");
  });

  it("leave out stopwords and short words, and repeat no stem", () => {
    expect(searchTerms("Non riesco a dormire, il sonno e il sonno", "it")).toEqual(["riesc", "dorm", "sonn"]);
    expect(searchTerms("I need help with my sleeping", "en")).toEqual(["sleep"]);
    expect(searchTerms("a e i o", "it")).toEqual([]);
  });
});

describe("rankRecommendations", () => {
  const r = (slug: string, topic: RankableResource["topic"], tags: string[] = [], section = "guides", helpfulNet = 0): RankableResource => ({
    slug,
    topic,
    tags,
    section,
    helpfulNet,
  });
  const library = [r("a", "anxiety", ["ansia"]), r("b", "sleep", ["sonno"]), r("c", "depression", ["umore"], "tools"), r("d", "stress", ["lavoro"])];

  it("keeps the text matches' order when nothing else is known", () => {
    expect(rankRecommendations([library[3], library[0]], library, NO_SIGNALS, "it").map((x) => x.slug)).toEqual(["d", "a"]);
  });

  it("moves up the resources that meet the person's interests", () => {
    const signals = { ...NO_SIGNALS, interests: ["Sonno"] };
    expect(rankRecommendations([library[0], library[1]], library, signals, "it").map((x) => x.slug)).toEqual(["b", "a"]);
  });

  it("favours low-mood quick tools after low moods, and the topics of recent feelings", () => {
    const low = { ...NO_SIGNALS, recentMoodAverage: 2 };
    expect(rankRecommendations([], library, low, "it")[0].slug).toBe("c");
    const anxious = { ...NO_SIGNALS, recentTopics: ["anxiety" as const] };
    expect(rankRecommendations([], library, anxious, "it")[0].slug).toBe("a");
  });

  it("nudges by helpful answers, and returns at most five", () => {
    const many = Array.from({ length: 8 }, (_, i) => r(`x${i}`, "stress", [], "guides", i === 7 ? 5 : 0));
    const ranked = rankRecommendations([], many, NO_SIGNALS, "en");
    expect(ranked).toHaveLength(5);
    expect(ranked[0].slug).toBe("x7");
  });
});
