/**
 * /meditation and /meditation/<slug> (issue 10 item 2, spec §2, §6; decision record 0023): the
 * seeded meditations and the companion's links to them, tier locks on every plan in loaders and
 * actions, recording the minutes (the one-minute rule, the cap, validation), and "suggest a
 * meditation for how I feel", gated and counted like a chat message.
 */
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { seedDatabase } from "#db/seed/index";
import { MEDITATIONS } from "~/content/meditations";
import { getDb } from "~/db.server";
import { getAiUsage } from "~/models/ai-usage.server";
import { getMeditation, getMeditationStats, listMeditationSessions, listMeditations } from "~/models/meditation.server";
import * as listRoute from "~/routes/meditation._index";
import * as detailRoute from "~/routes/meditation.$slug";
import * as pluralListRoute from "~/routes/meditations._index";
import * as pluralDetailRoute from "~/routes/meditations.$slug";
import { CATALOGUE, SUGGESTION_IDS } from "~/services/ai/engine/catalogue";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, CookieJar, formRequest, getRequest } from "../support/requests";

const PREMIUM_SLUG = "mountain-meditation";
const FREE_SLUG = "breath-awareness";
const EN = { "Accept-Language": "en" };

async function signedIn(plan: PlanFixture) {
  const user = await createUser({ plan });
  return { id: user.id, jar: await signedInJar(user.id) };
}

type ListItem = { slug: string; locked: boolean; tier: string; durationSeconds: number; category: string; title: string };

async function listAs(jar?: CookieJar) {
  const res = await call(listRoute.loader, getRequest("/meditation", { jar }));
  expect(res.status).toBe(200);
  return (await res.json()) as { meditations: ListItem[]; stats: { minutes: number; sessions: number } | null; canSuggest: boolean };
}

async function detailAs(slug: string, jar?: CookieJar, headers?: Record<string, string>) {
  return call(detailRoute.loader, getRequest(`/meditation/${slug}`, { jar, headers }), { slug });
}

function record(slug: string, fields: Record<string, string>, jar?: CookieJar) {
  return call(detailRoute.action, formRequest(`/meditation/${slug}`, { intent: "record", ...fields }, { jar }), { slug });
}

function suggest(feeling: string, jar?: CookieJar, headers?: Record<string, string>) {
  return call(listRoute.action, formRequest("/meditation?index", { intent: "suggest", feeling }, { jar, headers }));
}

describe("seeded meditations", () => {
  it("the database holds every meditation of the content, at least 12 of 3 to 20 minutes, both tiers", async () => {
    const rows = await listMeditations({ locale: "it" });
    expect(rows.map((m) => m.slug)).toEqual(MEDITATIONS.map((m) => m.slug));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const m of rows) {
      expect(m.durationSeconds).toBeGreaterThanOrEqual(180);
      expect(m.durationSeconds).toBeLessThanOrEqual(1200);
    }
    expect(new Set(rows.map((m) => m.tier))).toEqual(new Set(["free", "premium"]));
    expect((await listMeditations({ locale: "en" })).find((m) => m.slug === "body-scan")?.title).toBe("Body Scan");
  });

  it("seeding again changes nothing: one row per slug, the same ids", async () => {
    const db = await getDb();
    const before = await db.selectFrom("meditations").select(["id", "slug"]).orderBy("id").execute();
    const written = await seedDatabase(db);
    expect(written.meditations).toBe(MEDITATIONS.length);
    expect(await db.selectFrom("meditations").select(["id", "slug"]).orderBy("id").execute()).toEqual(before);
  });

  it("every meditation the companion can suggest resolves to a seeded, open-to-all meditation page", async () => {
    const meditationIds = SUGGESTION_IDS.filter((id) => CATALOGUE[id].kind === "meditation");
    expect(meditationIds).toEqual(expect.arrayContaining(["body-scan", "sleep-wind-down", "loving-kindness", "breath-awareness"]));
    for (const id of meditationIds) {
      const href = CATALOGUE[id].href;
      expect(href).toBe(`/meditation/${id}`);
      const seeded = await getMeditation({ slug: id, locale: "it" });
      expect(seeded, id).toBeDefined();
      // The companion suggests it to anybody, free plan included: it must not be locked.
      expect(seeded?.tier, id).toBe("free");
      expect(seeded?.title).toBe(CATALOGUE[id].title.it);
      expect((await detailAs(id)).status, id).toBe(200);
    }
  });

  it("an unknown or malformed slug is a 404, and /meditations redirects to /meditation", async () => {
    expect((await detailAs("no-such-meditation")).status).toBe(404);
    expect((await detailAs("../etc")).status).toBe(404);
    const plural = await call(pluralListRoute.loader, getRequest("/meditations?lang=en"));
    expect(plural.status).toBe(301);
    expect(plural.headers.get("Location")).toBe("/meditation?lang=en");
    const pluralDetail = await call(pluralDetailRoute.loader, getRequest("/meditations/body-scan"), { slug: "body-scan" });
    expect(pluralDetail.headers.get("Location")).toBe("/meditation/body-scan");
  });
});

describe("tiers (getEntitlements; spec §6: the standard trial gets the basic meditations)", () => {
  const cases: Array<[string, PlanFixture | null, boolean]> = [
    ["visitor", null, false],
    ["free", "free", false],
    ["standard trial", "standard_trial", false],
    ["launch trial", "launch_trial", true],
    ["premium", "premium", true],
    ["admin", "admin", true],
  ];
  for (const [name, plan, premiumOpen] of cases) {
    it(`${name}: basic meditations open, premium ones ${premiumOpen ? "open" : "locked"} in the list, the page and the action`, async () => {
      const who = plan ? await signedIn(plan) : null;
      const { meditations } = await listAs(who?.jar);
      for (const m of meditations) expect(m.locked, m.slug).toBe(m.tier === "premium" && !premiumOpen);

      const premium = await (await detailAs(PREMIUM_SLUG, who?.jar)).json();
      expect(premium.locked).toBe(!premiumOpen);
      // A locked script stays on the server.
      expect(premium.meditation.steps.length > 0).toBe(premiumOpen);
      const basic = await (await detailAs(FREE_SLUG, who?.jar)).json();
      expect(basic.locked).toBe(false);
      expect(basic.meditation.steps.length).toBeGreaterThan(3);

      const res = await record(PREMIUM_SLUG, { seconds: "600", via: "player" }, who?.jar);
      if (!who) {
        expect(res.status).toBe(302);
        expect(res.headers.get("Location")).toMatch(/^\/login/);
      } else if (premiumOpen) {
        expect(await res.json()).toEqual({ recorded: 10 });
      } else {
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: "meditation.errors.locked" });
        expect(await getMeditationStats({ userId: who.id })).toEqual({ sessions: 0, minutes: 0 });
      }
    });
  }
});

describe("recording the minutes", () => {
  it("records at least one minute, never under a minute, capped at the meditation's length", async () => {
    const { id, jar } = await signedIn("free");
    const tooShort = await record(FREE_SLUG, { seconds: "59", via: "player" }, jar);
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toEqual({ error: "meditation.errors.tooShort" });
    expect(await getMeditationStats({ userId: id })).toEqual({ sessions: 0, minutes: 0 });

    expect(await (await record(FREE_SLUG, { seconds: "60", via: "player" }, jar)).json()).toEqual({ recorded: 1 });
    expect(await (await record(FREE_SLUG, { seconds: "179", via: "player" }, jar)).json()).toEqual({ recorded: 2 });
    // Breath awareness lasts 5 minutes: a longer report counts 5.
    expect(await (await record(FREE_SLUG, { seconds: "3600", via: "player" }, jar)).json()).toEqual({ recorded: 5 });
    expect(await getMeditationStats({ userId: id })).toEqual({ sessions: 3, minutes: 8 });
    const sessions = await listMeditationSessions({ userId: id });
    expect(sessions.map((s) => s.minutes)).toEqual([5, 2, 1]);
    for (const s of sessions) expect(s.completedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await listAs(jar)).stats).toEqual({ sessions: 3, minutes: 8 });
  });

  it("the 'I finished' form (no JavaScript) records the whole meditation and comes back with a toast", async () => {
    const { id, jar } = await signedIn("standard_trial");
    const res = await record("body-scan", { seconds: "600" }, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/meditation/body-scan");
    expect(res.headers.get("Set-Cookie")).toContain("respiro_toast=");
    expect(await getMeditationStats({ userId: id })).toEqual({ sessions: 1, minutes: 10 });
  });

  it("refuses bad input with a 400 and records nothing", async () => {
    const { id, jar } = await signedIn("premium");
    const bad: Array<Record<string, string>> = [
      { seconds: "abc" },
      { seconds: "-5" },
      { seconds: "1.5" },
      { seconds: "99999999" },
      {},
      { seconds: "120", intent: "delete" },
    ];
    for (const fields of bad) {
      const res = await record(FREE_SLUG, fields, jar);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.json()).toEqual({ error: "meditation.errors.seconds" });
    }
    expect((await record("no-such-meditation", { seconds: "120" }, jar)).status).toBe(404);
    expect(await getMeditationStats({ userId: id })).toEqual({ sessions: 0, minutes: 0 });
  });
});

describe("suggest a meditation for how I feel", () => {
  it("maps the feeling to 1-3 meditations through one counted AI request", async () => {
    const { id, jar } = await signedIn("free");
    const res = await suggest("Stanotte non riesco a dormire, continuo a pensare", jar);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.kind).toBe("answer");
    expect(body.text.length).toBeGreaterThan(10);
    expect(body.meditations.length).toBeGreaterThanOrEqual(1);
    expect(body.meditations.length).toBeLessThanOrEqual(3);
    expect(body.meditations[0]).toMatchObject({ slug: "sleep-wind-down", locked: false });
    expect(body.remaining).toBe(2);
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(1);

    const en = await (await suggest("I feel so lonely and ashamed lately", jar, EN)).json();
    expect(en.meditations.map((m: ListItem) => m.slug)).toContain("loving-kindness");
    expect(en.text).toMatch(/shame|loneliness/);
  });

  it("lists premium suggestions as locked for the free plan, open for premium", async () => {
    const free = await signedIn("free");
    const premium = await signedIn("premium");
    const text = "I'm exhausted, I can't sleep and I'm anxious about money";
    const forFree = await (await suggest(text, free.jar, EN)).json();
    const forPremium = await (await suggest(text, premium.jar, EN)).json();
    // Open ones come first for the free plan.
    expect(forFree.meditations[0].locked).toBe(false);
    for (const m of forPremium.meditations) expect(m.locked).toBe(false);
    expect(forPremium.remaining).toBeNull();
  });

  it("answers a crisis with the crisis resources, never counted, even at the daily limit", async () => {
    const { id, jar } = await signedIn("free");
    for (let i = 0; i < 3; i++) expect((await suggest("un po' di stress al lavoro", jar)).status).toBe(200);
    const limit = await suggest("un po' di stress al lavoro", jar);
    expect(limit.status).toBe(429);
    expect((await limit.json()).kind).toBe("limit_reached");
    const crisis = await suggest("Non ce la faccio più a vivere, voglio farla finita", jar);
    expect(crisis.status).toBe(200);
    expect((await crisis.json()).kind).toBe("crisis");
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(3);
  });

  it("refuses empty and over-long text with a 400 without counting, and sends visitors to sign in", async () => {
    const { id, jar } = await signedIn("standard_trial");
    const empty = await suggest("   ", jar);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ kind: "invalid", error: "meditation.errors.feelingEmpty" });
    const long = await suggest("a".repeat(501), jar);
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ kind: "invalid", error: "meditation.errors.feelingTooLong" });
    expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(0);
    const visitor = await suggest("ansia");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    expect((await listAs()).canSuggest).toBe(false);
  });
});

describe("errors loading meditations (spec §8)", () => {
  it("the list and a meditation page say so (503) instead of failing, and log one line without details of the person", async () => {
    const db = await getDb();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sql`ALTER TABLE meditations RENAME TO meditations_unavailable`.execute(db);
    try {
      const list = await call(listRoute.loader, getRequest("/meditation"));
      expect(list.status).toBe(503);
      expect(await list.json()).toMatchObject({ loadError: true, meditations: [] });
      const detail = await detailAs(FREE_SLUG);
      expect(detail.status).toBe(503);
      expect(await detail.json()).toMatchObject({ loadError: true, meditation: null });
    } finally {
      await sql`ALTER TABLE meditations_unavailable RENAME TO meditations`.execute(db);
    }
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[0][0])).toMatch(/^meditations: list failed: /);
    expect((await call(listRoute.loader, getRequest("/meditation"))).status).toBe(200);
  });
});
