/**
 * /reflections (issue 10 item 3; spec §2, §3, §5, §8): the seeded prompts and categories, the
 * tier locks on every plan (loaders and actions), search, the "awareness" alias, the random
 * reflection, writing, editing and deleting with their validation, ownership (another person's
 * reflection is 404), the wellbeing-data consent, and "generate perspective" through the gate and
 * the daily limit: counted when answered, not counted in a crisis, spec §8's message on failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { seedDatabase } from "#db/seed/index";
import { REFLECTION_CATEGORY_IDS, REFLECTION_PROMPTS } from "~/content/reflections";
import enStrings from "~/locales/en";
import itStrings from "~/locales/it";
import { getAiUsage } from "~/models/ai-usage.server";
import { getReflection } from "~/models/reflection.server";
import * as indexRoute from "~/routes/reflections._index";
import * as randomRoute from "~/routes/reflections.random";
import * as promptRoute from "~/routes/reflections.prompts.$id";
import * as entryRoute from "~/routes/reflections.entries.$id";
import * as deleteRoute from "~/routes/reflections.entries.$id_.delete";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, CookieJar, formRequest, getRequest } from "../support/requests";

// The engine's perspective can be made to fail, to reach spec §8's "could not generate a reflection".
const engine = vi.hoisted(() => ({ fail: false }));
vi.mock("~/services/ai/perspective", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/services/ai/perspective")>();
  return {
    ...original,
    enginePerspective: (...args: Parameters<typeof original.enginePerspective>) => {
      if (engine.fail) throw new Error("engine failure");
      return original.enginePerspective(...args);
    },
  };
});

const FREE_PROMPT = REFLECTION_PROMPTS.find((p) => !p.premium)!;
const PREMIUM_PROMPT = REFLECTION_PROMPTS.find((p) => p.premium)!;
const PLANS: { plan: PlanFixture; allReflections: boolean }[] = [
  { plan: "free", allReflections: false },
  { plan: "standard_trial", allReflections: false },
  { plan: "launch_trial", allReflections: true },
  { plan: "premium", allReflections: true },
  { plan: "admin", allReflections: true },
];

async function member(plan: PlanFixture = "free", options: { healthDataConsent?: boolean } = {}) {
  const user = await createUser({ plan, ...options });
  return { user, jar: await signedInJar(user.id) };
}

async function save(jar: CookieJar, promptId: string, text: string) {
  return call(promptRoute.action, formRequest(`/reflections/prompts/${promptId}`, { text }, { jar }), { id: promptId });
}

async function saveOk(jar: CookieJar, text: string, promptId = FREE_PROMPT.id): Promise<number> {
  const res = await save(jar, promptId, text);
  expect(res.status).toBe(303);
  const id = Number(/^\/reflections\/entries\/(\d+)$/.exec(res.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const entry = (jar: CookieJar, id: number, fields: Record<string, string>) =>
  call(entryRoute.action, formRequest(`/reflections/entries/${id}`, fields, { jar }), { id: String(id) });

async function indexData(jar?: CookieJar, search = "") {
  const res = await call(indexRoute.loader, getRequest(`/reflections${search}`, { jar }));
  expect(res.status).toBe(200);
  return res.json();
}

describe("content", () => {
  it("seeds the 15 numbered prompts of the nine categories, idempotently, with free and premium ones", async () => {
    const db = await getDb();
    await seedDatabase(db);
    await seedDatabase(db);
    const rows = await db.selectFrom("reflection_prompts").select(["id", "number", "category", "premium"]).orderBy("number").execute();
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(REFLECTION_CATEGORY_IDS));
    expect(rows.filter((r) => r.premium === 1).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.premium === 0).length).toBeGreaterThan(0);
  });

  it("lists the nine categories in both languages and every prompt in the request's language", async () => {
    const it_ = await indexData();
    expect(it_.categories.map((c: { id: string }) => c.id)).toEqual([...REFLECTION_CATEGORY_IDS]);
    expect(it_.prompts).toHaveLength(15);
    expect(it_.prompts[0].text).toBe(REFLECTION_PROMPTS[0].text.it);
    const en = await indexData(undefined, "?lang=en");
    expect(en.prompts[0].text).toBe(REFLECTION_PROMPTS[0].text.en);
    expect(en.categories[0].name).toBe("Gratitude");
  });
});

describe("tier locks on every plan", () => {
  it("a visitor reads the list with premium prompts locked and gets 403 on a premium prompt's page", async () => {
    const data = await indexData();
    for (const p of data.prompts) expect(p.locked).toBe(p.premium);
    expect((await call(promptRoute.loader, getRequest(`/reflections/prompts/${PREMIUM_PROMPT.id}`), { id: PREMIUM_PROMPT.id })).status).toBe(403);
    const free = await call(promptRoute.loader, getRequest(`/reflections/prompts/${FREE_PROMPT.id}`), { id: FREE_PROMPT.id });
    expect(free.status).toBe(200);
    expect((await free.json()).signedIn).toBe(false);
  });

  for (const { plan, allReflections } of PLANS) {
    it(`${plan}: free prompts open, premium prompts ${allReflections ? "open" : "locked"} in the list, the page and the save action`, async () => {
      const { jar } = await member(plan);
      const data = await indexData(jar);
      for (const p of data.prompts) expect(p.locked).toBe(p.premium && !allReflections);

      const page = await call(promptRoute.loader, getRequest(`/reflections/prompts/${PREMIUM_PROMPT.id}`, { jar }), { id: PREMIUM_PROMPT.id });
      expect(page.status).toBe(allReflections ? 200 : 403);
      expect((await page.json()).locked).toBe(!allReflections);

      const saved = await save(jar, PREMIUM_PROMPT.id, "Una riflessione");
      expect(saved.status).toBe(allReflections ? 303 : 403);
      expect((await save(jar, FREE_PROMPT.id, "Una riflessione")).status).toBe(303);
    });
  }

  it("the random reflection only ever shows a prompt the person may open, falling back to any open one", async () => {
    const { jar } = await member("free");
    const open = new Set(REFLECTION_PROMPTS.filter((p) => !p.premium).map((p) => p.id));
    const drawn = async (search: string, who = jar) => {
      const res = await call(randomRoute.loader, getRequest(`/reflections/random${search}`, { jar: who }));
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const data = await res.json();
      expect(data.actionPath).toBe(`/reflections/prompts/${data.prompt.id}`);
      expect(data.locked).toBe(false);
      return data.prompt.id as string;
    };
    const seen = new Set<string>();
    for (let i = 0; i < 25; i++) seen.add(await drawn(""));
    for (const id of seen) expect(open.has(id)).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
    // "flow" has only premium prompts: a free person still gets an open one.
    expect(open.has(await drawn("?category=flow"))).toBe(true);
    // A premium person asking for "flow" gets the flow prompt.
    const premium = await member("premium");
    expect(await drawn("?category=flow", premium.jar)).toBe(REFLECTION_PROMPTS.find((p) => p.category === "flow")!.id);
  });
});

describe("filters", () => {
  it("accepts awareness as mindfulness, searches accent- and case-insensitively, and says when nothing matches", async () => {
    const alias = await indexData(undefined, "?category=awareness");
    expect(alias.category).toBe("mindfulness");
    expect(alias.prompts.length).toBeGreaterThan(0);
    expect(alias.prompts.every((p: { category: string }) => p.category === "mindfulness")).toBe(true);

    const search = await indexData(undefined, "?q=GRATITUDINE");
    expect(search.prompts.map((p: { category: string }) => p.category)).toEqual(["gratitude", "gratitude"]);
    const accents = await indexData(undefined, "?q=perche%20importante");
    expect(accents.prompts.map((p: { id: string }) => p.id)).toEqual(["growth-habit"]);
    const none = await indexData(undefined, "?q=zzzz");
    expect(none.prompts).toEqual([]);

    const unknown = await indexData(undefined, "?category=nope");
    expect(unknown.unknownCategory).toBe(true);
    expect(unknown.prompts).toHaveLength(15);
  });
});

describe("writing, editing and deleting", () => {
  it("refuses an empty reflection with the spec's message and 400, and a visitor is sent to sign in", async () => {
    const { jar } = await member("free");
    for (const text of ["", "   \n  "]) {
      const res = await save(jar, FREE_PROMPT.id, text);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("reflections.empty");
    }
    expect(itStrings.reflections.empty).toBe("Riflessione vuota, scrivi qualcosa prima di salvare");
    expect(enStrings.reflections.empty).toMatch(/^Empty reflection/);
    const tooLong = await save(jar, FREE_PROMPT.id, "x".repeat(4001));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toBe("reflections.tooLong");

    const visitor = await call(promptRoute.action, formRequest(`/reflections/prompts/${FREE_PROMPT.id}`, { text: "Ciao" }), { id: FREE_PROMPT.id });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    expect((await save(jar, "no-such-prompt", "Ciao")).status).toBe(404);
  });

  it("saves, shows in my reflections, edits (clearing an old perspective) and deletes after a confirmation page", async () => {
    const { user, jar } = await member("free");
    expect((await indexData(jar)).mine).toEqual([]);
    const id = await saveOk(jar, "  Oggi ho visto il mare.  ");
    expect((await getReflection({ id, userId: user.id }))?.text).toBe("Oggi ho visto il mare.");
    const mine = (await indexData(jar)).mine;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id, promptNumber: FREE_PROMPT.number, excerpt: "Oggi ho visto il mare.", hasPerspective: false });

    const page = await call(entryRoute.loader, getRequest(`/reflections/entries/${id}`, { jar }), { id: String(id) });
    expect(page.status).toBe(200);
    expect((await page.json()).reflection.text).toBe("Oggi ho visto il mare.");

    expect((await entry(jar, id, { intent: "perspective" })).status).toBe(303);
    expect((await getReflection({ id, userId: user.id }))?.perspective).toBeTruthy();

    const empty = await entry(jar, id, { intent: "update", text: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ intent: "update", error: "reflections.empty" });
    expect((await getReflection({ id, userId: user.id }))?.text).toBe("Oggi ho visto il mare.");

    const updated = await entry(jar, id, { intent: "update", text: "Oggi ho visto il mare e un'amica." });
    expect(updated.status).toBe(303);
    expect(await getReflection({ id, userId: user.id })).toMatchObject({ text: "Oggi ho visto il mare e un'amica.", perspective: null });

    const confirm = await call(deleteRoute.loader, getRequest(`/reflections/entries/${id}/delete`, { jar }), { id: String(id) });
    expect(confirm.status).toBe(200);
    expect((await confirm.json()).quote).toBe("Oggi ho visto il mare e un'amica.");
    expect(await getReflection({ id, userId: user.id })).toBeDefined();
    const deleted = await call(deleteRoute.action, formRequest(`/reflections/entries/${id}/delete`, {}, { jar }), { id: String(id) });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/reflections#mine");
    expect(await getReflection({ id, userId: user.id })).toBeUndefined();
    expect((await indexData(jar)).mine).toEqual([]);
  });

  it("another person's reflection is 404 for reading, editing, a perspective and deleting", async () => {
    const owner = await member("free");
    const other = await member("premium");
    const id = await saveOk(owner.jar, "Solo mia.");
    const params = { id: String(id) };
    expect((await call(entryRoute.loader, getRequest(`/reflections/entries/${id}`, { jar: other.jar }), params)).status).toBe(404);
    expect((await entry(other.jar, id, { intent: "update", text: "Presa!" })).status).toBe(404);
    expect((await entry(other.jar, id, { intent: "perspective" })).status).toBe(404);
    expect((await call(deleteRoute.loader, getRequest(`/reflections/entries/${id}/delete`, { jar: other.jar }), params)).status).toBe(404);
    expect((await call(deleteRoute.action, formRequest(`/reflections/entries/${id}/delete`, {}, { jar: other.jar }), params)).status).toBe(404);
    expect((await indexData(other.jar)).mine).toEqual([]);
    expect(await getReflection({ id, userId: owner.user.id })).toMatchObject({ text: "Solo mia.", perspective: null });
    expect((await getAiUsage({ userId: other.user.id, limit: null, now: new Date() })).used).toBe(0);
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      expect((await call(entryRoute.loader, getRequest(`/reflections/entries/${bad}`, { jar: owner.jar }), { id: bad })).status).toBe(404);
    }
  });

  it("needs the wellbeing-data consent: pages go to the consent screen, saving is refused 403", async () => {
    const { jar } = await member("free", { healthDataConsent: false });
    const page = await call(promptRoute.loader, getRequest(`/reflections/prompts/${FREE_PROMPT.id}`, { jar }), { id: FREE_PROMPT.id });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/consent\?redirectTo=/);
    const res = await save(jar, FREE_PROMPT.id, "Una riflessione");
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("consent_required");
    const data = await indexData(jar);
    expect(data.consentPending).toBe(true);
    expect(data.mine).toEqual([]);
  });

  it("logs nothing of what the person wrote", async () => {
    const spies = (["log", "info", "warn", "debug"] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    const { jar } = await member("free");
    const secret = "Segreto-riflessione-7f3a: mi sento un fallimento";
    const id = await saveOk(jar, secret);
    await entry(jar, id, { intent: "perspective" });
    await entry(jar, id, { intent: "update", text: `${secret} ancora` });
    const logged = spies.flatMap((s) => s.mock.calls.flat().map(String)).join("\n");
    expect(logged).not.toContain("Segreto-riflessione-7f3a");
  });
});

describe("generate perspective", () => {
  beforeEach(() => {
    engine.fail = false;
  });
  afterEach(() => {
    engine.fail = false;
  });

  it("stores a CBT reframe with the reflection and counts one AI request; the fourth of a free day is refused 429", async () => {
    const { user, jar } = await member("free");
    const id = await saveOk(jar, "Ho sbagliato una presentazione, sono un fallimento.");
    const res = await entry(jar, id, { intent: "perspective" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/reflections/entries/${id}#perspective`);
    const stored = await getReflection({ id, userId: user.id });
    expect(stored?.perspective).toContain("etichetta");
    expect((await getAiUsage({ userId: user.id, limit: 3, now: new Date() })).used).toBe(1);

    expect((await entry(jar, id, { intent: "perspective" })).status).toBe(303);
    expect((await entry(jar, id, { intent: "perspective" })).status).toBe(303);
    const limited = await entry(jar, id, { intent: "perspective" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ intent: "perspective", error: "reflections.limitReached" });
    expect((await getAiUsage({ userId: user.id, limit: 3, now: new Date() })).used).toBe(3);
  });

  it("answers a crisis with the crisis resources, stores nothing and counts nothing", async () => {
    const { user, jar } = await member("free");
    const id = await saveOk(jar, "Non ce la faccio più a vivere, voglio farla finita");
    const res = await entry(jar, id, { intent: "perspective" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ intent: "perspective", crisis: true });
    expect((await getReflection({ id, userId: user.id }))?.perspective).toBeNull();
    expect((await getAiUsage({ userId: user.id, limit: 3, now: new Date() })).used).toBe(0);
    // The page sends the crisis card's strings with its own.
    const page = await call(entryRoute.loader, getRequest(`/reflections/entries/${id}`, { jar }), { id: String(id) });
    expect(Object.keys((await page.json()).i18n.bundle)).toEqual(expect.arrayContaining(["reflections", "crisisCard"]));
  });

  it("says spec §8's 'could not generate a reflection' with 503 when no answer could be produced, and gives the slot back", async () => {
    const { user, jar } = await member("free");
    const id = await saveOk(jar, "Una giornata qualunque.");
    engine.fail = true;
    const res = await entry(jar, id, { intent: "perspective" });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ intent: "perspective", error: "reflections.perspectiveFailed" });
    expect(enStrings.reflections.perspectiveFailed).toMatch(/^Could not generate a reflection/);
    expect((await getReflection({ id, userId: user.id }))?.perspective).toBeNull();
    expect((await getAiUsage({ userId: user.id, limit: 3, now: new Date() })).used).toBe(0);
  });

  it("refuses an unknown button with 400", async () => {
    const { jar } = await member("free");
    const id = await saveOk(jar, "Una giornata qualunque.");
    expect((await entry(jar, id, { intent: "explode" })).status).toBe(400);
  });
});
