/**
 * The resource library through its real routes and the SQLite full-text index: search ranked in
 * each language with stems and prefixes, tabs and topics, recommendations from free text (with
 * "Messaggio mancante" and the safety gate), "Was this helpful?" stored per person and resource
 * and used to rank, and the seeder rebuilding everything idempotently.
 */
import { describe, expect, it } from "vitest";
import { resourcesSeeder } from "#db/seed/resources";
import { getDb } from "~/db.server";
import { RESOURCES } from "~/content/resources";
import { addMoodEntry } from "~/models/mood.server";
import { findResources, listResources } from "~/models/resource.server";
import { recommendationSignals } from "~/services/resource-recommendations.server";
import * as detail from "~/routes/resources.$slug";
import * as library from "~/routes/resources._index";
import { createUser, signedInJar } from "../support/factories";
import { call, formRequest, getRequest, type CookieJar } from "../support/requests";

const slugs = (list: { slug: string }[]) => list.map((r) => r.slug);

async function page(path: string, lang: "it" | "en" = "it") {
  const res = await call(library.loader, getRequest(path, { headers: { "Accept-Language": lang } }));
  expect(res.status).toBe(200);
  return res.json();
}

describe("full-text search", () => {
  it("finds Italian resources by stem and prefix, the title weighing most", async () => {
    const sonno = await findResources({ text: "sonno", locale: "it", mode: "all" });
    expect(slugs(sonno)[0]).toBe("sleep-guide");
    // "sonno" → "sonn*" also reaches a text that only says "sonnolenza" (the guide's tags).
    expect(slugs(await findResources({ text: "sonnolenza", locale: "it", mode: "all" }))).toContain("sleep-guide");
    expect(slugs(await findResources({ text: "ansioso", locale: "it", mode: "all" }))).toContain("understanding-anxiety");
    expect(slugs(await findResources({ text: "Attacchi di PÀNICO", locale: "it", mode: "all" }))[0]).toBe("panic-attacks-guide");
  });

  it("finds English resources by stem and prefix", async () => {
    const sleeping = await findResources({ text: "sleeping", locale: "en", mode: "all" });
    expect(slugs(sleeping).slice(0, 2)).toContain("sleep-guide");
    expect(slugs(await findResources({ text: "sleep", locale: "en", mode: "all" }))).toEqual(
      expect.arrayContaining(["sleep-guide", "two-weeks-better-sleep", "bedtime-wind-down"]),
    );
    expect(slugs(await findResources({ text: "worrying", locale: "en", mode: "all" }))[0]).toBe("worry-time");
  });

  it("searches the person's language only, and treats FTS syntax as plain words", async () => {
    expect(await findResources({ text: "sonno", locale: "en", mode: "all" })).toEqual([]);
    // Quotes, operators and column filters are words to look for, never a query syntax error.
    const tricky = 'sleep" OR body:* NEAR(';
    expect(await findResources({ text: tricky, locale: "en", mode: "all" })).toEqual([]);
    expect(slugs(await findResources({ text: tricky, locale: "en", mode: "any" }))).toContain("sleep-guide");
    expect(await findResources({ text: "the and of", locale: "en", mode: "all" })).toEqual([]);
  });

  it("answers ?q= on /resources, falling back to any word when no resource has them all", async () => {
    const data = await page("/resources?q=sonno", "it");
    expect(data.query).toBe("sonno");
    expect(slugs(data.resources)[0]).toBe("sleep-guide");
    const loose = await page("/resources?q=sonno%20xyzzy", "it");
    expect(slugs(loose.resources)).toContain("sleep-guide");
  });
});

describe("/resources tabs and topics", () => {
  it("lists a tab's resources, a topic's, and everything by default", async () => {
    expect((await page("/resources")).resources).toHaveLength(RESOURCES.length);
    const tools = await page("/resources?section=tools", "en");
    expect(tools.resources.length).toBe(RESOURCES.filter((r) => r.section === "tools").length);
    const sleepPrograms = await page("/resources?section=programs&topic=sleep", "en");
    expect(slugs(sleepPrograms.resources).sort()).toEqual(
      RESOURCES.filter((r) => r.section === "programs" && r.topic === "sleep")
        .map((r) => r.slug)
        .sort(),
    );
    expect((await page("/resources?section=bogus")).section).toBeNull();
  });
});

describe("recommendations", () => {
  const recommend = (need: string, lang: "it" | "en" = "it") =>
    call(library.action, formRequest("/resources", { need }, { headers: { "Accept-Language": lang } }));

  it("answers an empty message with 'Messaggio mancante' and a 400", async () => {
    const res = await recommend("   ");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("resources.needMissing");
  });

  it("recommends resources for what the person wrote", async () => {
    const it = await (await recommend("Non riesco a dormire, mi sveglio di notte e penso troppo")).json();
    expect(it.result.kind).toBe("resources");
    expect(it.result.resources.length).toBeGreaterThan(0);
    expect(it.result.resources.length).toBeLessThanOrEqual(5);
    expect(RESOURCES.find((r) => r.slug === it.result.resources[0].slug)?.topic).toBe("sleep");
    const en = await (await recommend("I'm stressed at work and can't switch off", "en")).json();
    expect(["stress", "anxiety"]).toContain(RESOURCES.find((r) => r.slug === en.result.resources[0].slug)?.topic);
  });

  it("answers crisis language with the crisis resources instead", async () => {
    const res = await recommend("non voglio più vivere");
    expect((await res.json()).result).toEqual({ kind: "crisis" });
  });
});

describe("a resource's page and 'Was this helpful?'", () => {
  const feedback = (jar: CookieJar | undefined, slug: string, helpful: string) =>
    call(detail.action, formRequest(`/resources/${slug}`, { helpful }, jar ? { jar } : {}), { slug });

  it("shows a resource to everyone in their language, and 404 for an unknown slug", async () => {
    const res = await call(detail.loader, getRequest("/resources/worry-time", { headers: { "Accept-Language": "en" } }), { slug: "worry-time" });
    const data = await res.json();
    expect(data.resource.title).toBe("Worry time");
    expect(data.resource.body.length).toBeGreaterThan(2);
    expect(data.signedIn).toBe(false);
    expect((await call(detail.loader, getRequest("/resources/nope"), { slug: "nope" })).status).toBe(404);
    expect((await call(detail.loader, getRequest("/resources/..%2Fx"), { slug: "../x" })).status).toBe(404);
  });

  it("asks visitors to sign in, refuses a bad answer, and keeps one answer per person", async () => {
    expect((await feedback(undefined, "worry-time", "yes")).status).toBe(302);
    const user = await createUser();
    const jar = await signedInJar(user.id);
    expect((await feedback(jar, "worry-time", "maybe")).status).toBe(400);
    expect((await feedback(jar, "no-such-resource", "yes")).status).toBe(404);
    expect((await feedback(jar, "worry-time", "yes")).status).toBe(303);
    expect((await feedback(jar, "worry-time", "no")).status).toBe(303);
    const db = await getDb();
    const rows = await db.selectFrom("resource_feedback").select(["helpful"]).where("user_id", "=", user.id).execute();
    expect(rows).toEqual([{ helpful: 0 }]);
    const data = await (await call(detail.loader, getRequest("/resources/worry-time", { jar }), { slug: "worry-time" })).json();
    expect(data.feedback).toBe(false);
  });

  it("ranks resources that people found helpful higher", async () => {
    const before = slugs(await findResources({ text: "respiro", locale: "it", mode: "all" }));
    const last = before.at(-1)!;
    expect(before.length).toBeGreaterThan(2);
    for (let i = 0; i < 5; i++) {
      const user = await createUser();
      await feedback(await signedInJar(user.id), last, "yes");
    }
    const after = slugs(await findResources({ text: "respiro", locale: "it", mode: "all" }));
    expect(after.indexOf(last)).toBeLessThan(before.indexOf(last));
    expect(slugs(await listResources({ locale: "it" }))[0]).toBe(last);
  });
});

describe("the resources seeder", () => {
  it("is idempotent: the same resources and one index row per resource and language", async () => {
    const db = await getDb();
    await resourcesSeeder.run(db);
    await resourcesSeeder.run(db);
    const count = await db
      .selectFrom("resources")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(RESOURCES.length);
    const { sql } = await import("kysely");
    const { isPostgres } = await import("#db/dialect");
    const index = isPostgres(db) ? sql.table("resources_search") : sql.table("resources_fts");
    const fts = await sql<{ n: number }>`SELECT count(*) AS n FROM ${index}`.execute(db);
    expect(Number(fts.rows[0].n)).toBe(RESOURCES.length * 2);
  });
});

describe("recommendations and the person's recent moods", () => {
  it("read the last two weeks' average mood and the topics of the emotions felt", async () => {
    const user = await createUser({ plan: "premium" });
    const now = new Date();
    const day = 86_400_000;
    await addMoodEntry({ userId: user.id, entry: { mood: 2, emotions: ["anxious"], note: null, occurredAt: new Date(now.getTime() - day) }, now });
    await addMoodEntry({ userId: user.id, entry: { mood: 1, emotions: ["sad", "tired"], note: null, occurredAt: new Date(now.getTime() - 2 * day) }, now });
    // Older than two weeks: not counted.
    await addMoodEntry({ userId: user.id, entry: { mood: 5, emotions: ["happy"], note: null, occurredAt: new Date(now.getTime() - 20 * day) }, now });
    const signals = await recommendationSignals({ userId: user.id, now });
    expect(signals.recentMoodAverage).toBe(1.5);
    expect([...signals.recentTopics].sort()).toEqual(["anxiety", "depression", "sleep"]);
    expect(await recommendationSignals({ userId: null, now })).toMatchObject({ recentMoodAverage: null, recentTopics: [] });
  });

  it("steer what a signed-in person is recommended when the words alone match nothing", async () => {
    const user = await createUser({ plan: "premium" });
    const now = new Date();
    for (let i = 1; i <= 3; i++) {
      await addMoodEntry({ userId: user.id, entry: { mood: 3, emotions: ["anxious"], note: null, occurredAt: new Date(now.getTime() - i * 3_600_000) }, now });
    }
    const jar = await signedInJar(user.id);
    const res = await call(library.action, formRequest("/resources", { need: "qualcosa xyzzy" }, { jar }));
    const { result } = await res.json();
    expect(result.matchedText).toBe(false);
    const topics = result.resources.map((r: { slug: string }) => RESOURCES.find((x) => x.slug === r.slug)?.topic);
    // Anxiety resources come first, after at most the one an earlier test gave five "helpful"
    // answers (which of them that is depends on the engine's ranking: SQLite's bm25 or PostgreSQL's ts_rank).
    expect(topics.slice(0, 2)).toContain("anxiety");
    const visitor = await (await call(library.action, formRequest("/resources", { need: "qualcosa xyzzy" }))).json();
    expect(visitor.result.resources.map((r: { slug: string }) => r.slug)).not.toEqual(result.resources.map((r: { slug: string }) => r.slug));
  });
});
