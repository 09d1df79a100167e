/**
 * /admin/content (issue 14 item 5; decision record 0036): access on every page and action; a
 * resource created in both languages is listed and found by search in each; hiding a resource or
 * a quote takes it out of the lists, search, the resource page and the daily quote; each action
 * has its audit row in the same transaction; and admin-made items, hidden seeded items and edited
 * seeded items all survive re-running the seeders.
 */
import { describe, expect, it } from "vitest";
import { seedDatabase } from "#db/seed/index";
import { getDb } from "~/db.server";
import { QUOTES } from "~/content/quotes";
import { RESOURCES } from "~/content/resources";
import * as index from "~/routes/admin.content._index";
import * as resourceRoute from "~/routes/admin.content.resources.$slug";
import * as quoteRoute from "~/routes/admin.content.quotes.$id";
import { listAdminActions } from "~/models/admin-audit.server";
import { listQuotes } from "~/models/quote.server";
import { findResources, getResource, listResources } from "~/models/resource.server";
import { getDailyQuote } from "~/services/daily-quote.server";
import { saveResource } from "~/services/admin/content.server";
import { createUser, signedInJar, signedInAdmin } from "../support/factories";
import { call, formRequest, getRequest, type CookieJar } from "../support/requests";

const RESOURCE_FIELDS = {
  intent: "save",
  slug: "quiet-lighthouse",
  type: "article",
  topic: "stress",
  section: "guides",
  titleIt: "Il faro silenzioso",
  titleEn: "The quiet lighthouse",
  summaryIt: "Una guida breve per le sere agitate.",
  summaryEn: "A short guide for restless evenings.",
  bodyIt: "Immagina un faro zampillante sul mare.\n\nRespira piano <b>e</b> guarda la luce.",
  bodyEn: "Picture a glimmering lighthouse over the sea.\n\nBreathe slowly and watch the light.",
  tagsIt: "faro, sera",
  tagsEn: "lighthouse, evening",
  link: "",
};

const QUOTE_FIELDS = {
  intent: "save",
  id: "admin-harbour",
  textIt: "Ogni porto era un tempo mare aperto.",
  textEn: "Every harbour was once open sea.",
  authorIt: "",
  authorEn: "",
  category: "hope",
};

async function auditFor(label: string) {
  return (await listAdminActions({ pageSize: 2000 })).entries.filter((e) => e.targetLabel === label).map((e) => e.action);
}

function post(
  handler: typeof resourceRoute.action,
  path: string,
  params: Record<string, string>,
  fields: Record<string, string>,
  jar?: CookieJar,
  moods: string[] = [],
) {
  const request = formRequest(path, fields, { jar });
  if (moods.length === 0) return call(handler, request, params);
  const body = new URLSearchParams(fields);
  for (const m of moods) body.append("moods", m);
  return call(handler, new Request(request.url, { method: "POST", headers: request.headers, body: body.toString() }), params);
}

describe("/admin/content access", () => {
  it("sends visitors to sign in and refuses users with 403 on every page and action", async () => {
    const seeded = RESOURCES[0].slug;
    const pages = [
      [index.loader, "/admin/content", {}],
      [resourceRoute.loader, "/admin/content/resources/new", { slug: "new" }],
      [resourceRoute.loader, `/admin/content/resources/${seeded}`, { slug: seeded }],
      [quoteRoute.loader, "/admin/content/quotes/new", { id: "new" }],
      [quoteRoute.loader, `/admin/content/quotes/${QUOTES[0].id}`, { id: QUOTES[0].id }],
    ] as const;
    const actions = [
      [resourceRoute.action, "/admin/content/resources/new", { slug: "new" }, RESOURCE_FIELDS],
      [resourceRoute.action, `/admin/content/resources/${seeded}`, { slug: seeded }, { intent: "hide", confirm: "yes" }],
      [quoteRoute.action, "/admin/content/quotes/new", { id: "new" }, QUOTE_FIELDS],
      [quoteRoute.action, `/admin/content/quotes/${QUOTES[0].id}`, { id: QUOTES[0].id }, { intent: "hide", confirm: "yes" }],
    ] as const;
    for (const [loader, path, params] of pages) expect((await call(loader, getRequest(path), params)).status, path).toBe(302);
    for (const [action, path, params, fields] of actions) expect((await call(action, formRequest(path, fields), params)).status, path).toBe(302);
    const user = await createUser({ plan: "premium" });
    const jar = await signedInJar(user.id);
    for (const [loader, path, params] of pages) expect((await call(loader, getRequest(path, { jar }), params)).status, path).toBe(403);
    for (const [action, path, params, fields] of actions) expect((await call(action, formRequest(path, fields, { jar }), params)).status, path).toBe(403);
    expect(await getResource({ slug: seeded, locale: "it" })).toBeDefined();
    expect(await getResource({ slug: RESOURCE_FIELDS.slug, locale: "it" })).toBeUndefined();
    const { jar: admin } = await signedInAdmin();
    for (const [loader, path, params] of pages) expect((await call(loader, getRequest(path, { jar: admin }), params)).status, path).toBe(200);
    expect((await call(resourceRoute.loader, getRequest("/admin/content/resources/nope", { jar: admin }), { slug: "nope" })).status).toBe(404);
  });
});

describe("/admin/content", () => {
  it("creates a resource found in both languages, hides it from lists and search, shows it again; survives the seeders", async () => {
    const { jar } = await signedInAdmin();
    const invalid = await post(
      resourceRoute.action,
      "/admin/content/resources/new",
      { slug: "new" },
      { ...RESOURCE_FIELDS, slug: "Bad Slug", titleEn: "", tagsIt: "" },
      jar,
    );
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toMatchObject({
      slug: "adminContent.errors.slug",
      titleEn: "adminContent.errors.title",
      tagsIt: "adminContent.errors.tags",
    });

    const created = await post(resourceRoute.action, "/admin/content/resources/new", { slug: "new" }, RESOURCE_FIELDS, jar);
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/admin/content/resources/quiet-lighthouse");
    const again = await post(resourceRoute.action, "/admin/content/resources/new", { slug: "new" }, RESOURCE_FIELDS, jar);
    expect(again.status).toBe(409);

    expect((await findResources({ text: "zampillante", locale: "it", mode: "all" })).map((r) => r.slug)).toEqual(["quiet-lighthouse"]);
    expect((await findResources({ text: "glimmering", locale: "en", mode: "all" })).map((r) => r.slug)).toEqual(["quiet-lighthouse"]);
    const shown = await getResource({ slug: "quiet-lighthouse", locale: "it" });
    // Stored as typed: the page renders it escaped, like every paragraph.
    expect(shown?.body[1]).toBe("Respira piano <b>e</b> guarda la luce.");
    expect((await listResources({ locale: "en" })).some((r) => r.slug === "quiet-lighthouse")).toBe(true);

    // Hiding needs the confirmation.
    const params = { slug: "quiet-lighthouse" };
    expect((await post(resourceRoute.action, "/admin/content/resources/quiet-lighthouse", params, { intent: "hide" }, jar)).status).toBe(400);
    expect((await post(resourceRoute.action, "/admin/content/resources/quiet-lighthouse", params, { intent: "hide", confirm: "yes" }, jar)).status).toBe(303);
    expect(await findResources({ text: "glimmering", locale: "en", mode: "all" })).toEqual([]);
    expect((await findResources({ text: "lighthouse evening", locale: "en", mode: "any" })).some((r) => r.slug === "quiet-lighthouse")).toBe(false);
    expect((await listResources({ locale: "it" })).some((r) => r.slug === "quiet-lighthouse")).toBe(false);
    expect(await getResource({ slug: "quiet-lighthouse", locale: "it" })).toBeUndefined();

    const db = await getDb();
    await seedDatabase(db);
    const row = await db.selectFrom("resources").select(["hidden", "origin"]).where("slug", "=", "quiet-lighthouse").executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden: 1, origin: "admin" });

    expect((await post(resourceRoute.action, "/admin/content/resources/quiet-lighthouse", params, { intent: "show" }, jar)).status).toBe(303);
    await seedDatabase(db);
    // The index rebuilt by the seeder still holds the admin-made resource.
    expect((await findResources({ text: "glimmering", locale: "en", mode: "all" })).map((r) => r.slug)).toEqual(["quiet-lighthouse"]);
    expect(await auditFor("quiet-lighthouse")).toEqual(["resource_show", "resource_hide", "resource_create"]);
  });

  it("hides a seeded resource (kept hidden by the seeders) and keeps an admin's edit of a seeded one", async () => {
    const { jar } = await signedInAdmin();
    const [first, second] = RESOURCES;
    const db = await getDb();
    expect(
      (await post(resourceRoute.action, `/admin/content/resources/${first.slug}`, { slug: first.slug }, { intent: "hide", confirm: "yes" }, jar)).status,
    ).toBe(303);
    const edit = await post(
      resourceRoute.action,
      `/admin/content/resources/${second.slug}`,
      { slug: second.slug },
      { ...RESOURCE_FIELDS, slug: "ignored", titleEn: "An edited title", bodyEn: "Completely rewritten body about a marmalade sunrise." },
      jar,
    );
    expect(edit.status).toBe(303);
    expect(edit.headers.get("Location")).toBe(`/admin/content/resources/${second.slug}`);
    await seedDatabase(db);
    expect(await getResource({ slug: first.slug, locale: "en" })).toBeUndefined();
    expect((await findResources({ text: first.title.en, locale: "en", mode: "all" })).some((r) => r.slug === first.slug)).toBe(false);
    expect((await getResource({ slug: second.slug, locale: "en" }))?.title).toBe("An edited title");
    expect((await findResources({ text: "marmalade", locale: "en", mode: "all" })).map((r) => r.slug)).toEqual([second.slug]);
    expect(await auditFor(first.slug)).toContain("resource_hide");
    expect(await auditFor(second.slug)).toEqual(["resource_update"]);
  });

  it("creates a quote, hides a seeded quote from /quotes' list and the daily quote, and both survive the seeders", async () => {
    const { jar } = await signedInAdmin();
    const noMood = await post(quoteRoute.action, "/admin/content/quotes/new", { id: "new" }, { ...QUOTE_FIELDS, authorIt: "Qualcuno" }, jar);
    expect(noMood.status).toBe(400);
    expect((await noMood.json()).errors).toMatchObject({ moods: "adminContent.errors.moods", authorEn: "adminContent.errors.authorBoth" });
    const created = await post(quoteRoute.action, "/admin/content/quotes/new", { id: "new" }, QUOTE_FIELDS, jar, ["sad", "anxious"]);
    expect(created.status).toBe(303);
    expect((await listQuotes()).find((q) => q.id === "admin-harbour")).toMatchObject({
      text: { en: "Every harbour was once open sea." },
      moods: ["sad", "anxious"],
      author: null,
    });

    const reader = await createUser();
    const now = new Date();
    const daily = await getDailyQuote({ userId: reader.id, locale: "en", now });
    expect(daily).not.toBeNull();
    const hiddenId = daily!.id;
    expect((await post(quoteRoute.action, `/admin/content/quotes/${hiddenId}`, { id: hiddenId }, { intent: "hide", confirm: "yes" }, jar)).status).toBe(303);
    expect((await listQuotes()).some((q) => q.id === hiddenId)).toBe(false);
    expect((await getDailyQuote({ userId: reader.id, locale: "en", now }))?.id).not.toBe(hiddenId);

    await seedDatabase(await getDb());
    const ids = (await listQuotes()).map((q) => q.id);
    expect(ids).toContain("admin-harbour");
    expect(ids).not.toContain(hiddenId);
    const list = await (await call(index.loader, getRequest("/admin/content", { jar }))).json();
    expect(list.quotes.find((q: { id: string }) => q.id === hiddenId)).toMatchObject({ hidden: true, origin: "seed" });
    expect(list.quotes.find((q: { id: string }) => q.id === "admin-harbour")).toMatchObject({ hidden: false, origin: "admin" });
    expect(await auditFor("admin-harbour")).toEqual(["quote_create"]);
    expect(await auditFor(hiddenId)).toEqual(["quote_hide"]);
  });

  it("a failing save leaves neither the resource nor an audit row", async () => {
    const input = {
      ...RESOURCE_FIELDS,
      slug: "ghost-resource",
      type: "article" as const,
      topic: "stress" as const,
      section: "guides" as const,
      bodyIt: ["a"],
      bodyEn: ["b"],
      tagsIt: ["x"],
      tagsEn: ["y"],
      link: undefined,
    };
    await expect(saveResource({ admin: { id: 424_242, username: "ghost" }, input, mode: "create", now: new Date() })).rejects.toThrow();
    const db = await getDb();
    expect(await db.selectFrom("resources").select("slug").where("slug", "=", "ghost-resource").execute()).toHaveLength(0);
    expect(await auditFor("ghost-resource")).toEqual([]);
  });
});
