/**
 * /quotes and the daily quote through the real loaders and actions: visitors are sent to sign
 * in, preferences decide the day's quote, favourites and own quotes belong to their owner only,
 * bad input gets a translated 4xx, and the seeded quotes survive restarts (idempotent seeder).
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { quotesSeeder } from "#db/seed/quotes";
import { QUOTES } from "~/content/quotes";
import * as home from "~/routes/_index";
import * as apiDaily from "~/routes/api.quotes.daily";
import * as quotes from "~/routes/quotes";
import { getDailyQuote } from "~/services/daily-quote.server";
import { createUser, signedInJar } from "../support/factories";
import { call, CookieJar, getRequest, ORIGIN } from "../support/requests";

async function person() {
  const user = await createUser({ plan: "free" });
  return { id: user.id, jar: await signedInJar(user.id) };
}

/** A form post like the browser sends it: repeated fields (the category checkboxes) allowed. */
function post(jar: CookieJar, fields: [string, string][], lang = "en") {
  return call(
    quotes.action,
    new Request(`${ORIGIN}/quotes`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: jar.header() ?? "", "Accept-Language": lang },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

async function page(jar: CookieJar, path = "/quotes", lang = "en") {
  const res = await call(quotes.loader, getRequest(path, { jar, headers: { "Accept-Language": lang } }));
  expect(res.status).toBe(200);
  return res.json();
}

describe("/quotes", () => {
  it("sends visitors to sign in", async () => {
    const res = await call(quotes.loader, getRequest("/quotes"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
    const posted = await call(
      quotes.action,
      new Request(`${ORIGIN}/quotes`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: "intent=favourite&quoteId=x",
      }),
    );
    expect(posted.status).toBe(302);
  });

  it("shows the day's quote in the person's language, fitting the saved preferences", async () => {
    const { id, jar } = await person();
    const saved = await post(jar, [
      ["intent", "preferences"],
      ["categories", "hope"],
      ["categories", "courage"],
      ["mood", "sad"],
    ]);
    expect(saved.status).toBe(303);
    const data = await page(jar);
    expect(data.preferences).toEqual({ categories: ["hope", "courage"], mood: "sad" });
    const quote = QUOTES.find((q) => q.id === data.daily.quote.id)!;
    expect(["hope", "courage"]).toContain(quote.category);
    expect(quote.moods).toContain("sad");
    expect(data.daily.quote.text).toBe(quote.text.en);
    expect((await page(jar, "/quotes", "it")).daily.quote.text).toBe(quote.text.it);
    // The same quote all day: the home card and the API agree with the page.
    const homeData = await (await call(home.loader, getRequest("/", { jar, headers: { "Accept-Language": "en" } }))).json();
    expect(homeData.html).toContain(`name="quoteId" value="${quote.id}"`);
    const api = await call(apiDaily.loader, getRequest("/api/quotes/daily", { jar, headers: { "Accept-Language": "en" } }));
    expect(await api.json()).toMatchObject({ success: true, quote: { id: quote.id, text: quote.text.en } });
    // The next UTC day brings another quote.
    const tomorrow = await getDailyQuote({ userId: id, locale: "en", now: new Date(Date.now() + 86_400_000) });
    expect(tomorrow?.id).not.toBe(quote.id);
  });

  it("refuses an unknown category or mood with a 400 and keeps the old preferences", async () => {
    const { jar } = await person();
    const res = await post(jar, [
      ["intent", "preferences"],
      ["categories", "doom"],
    ]);
    expect(res.status).toBe(400);
    expect((await page(jar)).preferences).toEqual({ categories: [], mood: null });
  });

  it("adds and removes favourites, and answers 404 for a quote that does not exist", async () => {
    const { jar } = await person();
    const target = QUOTES[3].id;
    expect(
      (
        await post(jar, [
          ["intent", "favourite"],
          ["quoteId", target],
          ["back", "/"],
        ])
      ).headers.get("Location"),
    ).toBe("/");
    expect((await page(jar)).favourites.map((q: { id: string }) => q.id)).toEqual([target]);
    await post(jar, [
      ["intent", "favourite"],
      ["quoteId", target],
    ]); // idempotent
    expect((await page(jar)).favourites).toHaveLength(1);
    await post(jar, [
      ["intent", "unfavourite"],
      ["quoteId", target],
    ]);
    expect((await page(jar)).favourites).toEqual([]);
    expect(
      (
        await post(jar, [
          ["intent", "favourite"],
          ["quoteId", "no-such-quote"],
        ])
      ).status,
    ).toBe(404);
    // An outside address in `back` is not followed.
    expect(
      (
        await post(jar, [
          ["intent", "favourite"],
          ["quoteId", target],
          ["back", "https://evil.example/"],
        ])
      ).headers.get("Location"),
    ).toBe("/quotes");
  });

  it("adds, edits and deletes own quotes, validating them, and never touches another person's", async () => {
    const me = await person();
    const other = await person();
    expect(
      (
        await post(me.jar, [
          ["intent", "add"],
          ["text", "   "],
        ])
      ).status,
    ).toBe(400);
    const tooLong = await post(me.jar, [
      ["intent", "add"],
      ["text", "x".repeat(501)],
    ]);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors.text).toEqual(["quotes.textTooLong"]);
    expect(
      (
        await post(me.jar, [
          ["intent", "add"],
          ["text", "Keep going"],
          ["author", "Me\nyou"],
        ])
      ).status,
    ).toBe(400);

    expect(
      (
        await post(me.jar, [
          ["intent", "add"],
          ["text", " Keep going "],
          ["author", "Nonna"],
        ])
      ).status,
    ).toBe(303);
    const [mine] = (await page(me.jar)).own;
    expect(mine).toMatchObject({ text: "Keep going", author: "Nonna" });

    expect(
      (
        await post(other.jar, [
          ["intent", "edit"],
          ["id", String(mine.id)],
          ["text", "Hijacked"],
        ])
      ).status,
    ).toBe(404);
    expect(
      (
        await post(other.jar, [
          ["intent", "delete"],
          ["id", String(mine.id)],
        ])
      ).status,
    ).toBe(404);
    expect((await page(other.jar)).own).toEqual([]);

    expect(
      (
        await post(me.jar, [
          ["intent", "edit"],
          ["id", String(mine.id)],
          ["text", "Keep going, gently"],
          ["author", ""],
        ])
      ).status,
    ).toBe(303);
    const edited = await page(me.jar, `/quotes?delete=${mine.id}`);
    expect(edited.own[0]).toMatchObject({ text: "Keep going, gently", author: null });
    expect(edited.deleting.id).toBe(mine.id);
    expect((await page(other.jar, `/quotes?delete=${mine.id}`)).deleting).toBeNull();

    expect(
      (
        await post(me.jar, [
          ["intent", "delete"],
          ["id", String(mine.id)],
        ])
      ).status,
    ).toBe(303);
    expect((await page(me.jar)).own).toEqual([]);
  });

  it("filters the quotes to explore by theme", async () => {
    const { jar } = await person();
    const data = await page(jar, "/quotes?category=gratitude");
    expect(data.category).toBe("gratitude");
    expect(data.explore.length).toBe(QUOTES.filter((q) => q.category === "gratitude").length);
    expect((await page(jar, "/quotes?category=nonsense")).explore.length).toBe(QUOTES.length);
  });
});

describe("the quotes seeder", () => {
  it("is idempotent and keeps a quote an administrator hid", async () => {
    const db = await getDb();
    await db.updateTable("quotes").set({ hidden: 1 }).where("id", "=", QUOTES[0].id).execute();
    expect(await quotesSeeder.run(db)).toBe(QUOTES.length);
    const rows = await db.selectFrom("quotes").select(["id", "hidden"]).execute();
    expect(rows).toHaveLength(QUOTES.length);
    expect(rows.find((r) => r.id === QUOTES[0].id)?.hidden).toBe(1);
    await db.updateTable("quotes").set({ hidden: 0 }).where("id", "=", QUOTES[0].id).execute();
  });
});

describe("GET /api/quotes/daily", () => {
  it("answers 401 to a visitor", async () => {
    const res = await call(apiDaily.loader, getRequest("/api/quotes/daily"));
    expect(res.status).toBe(401);
  });
});
