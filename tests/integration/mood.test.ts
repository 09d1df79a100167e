/**
 * /mood and /mood/:id (decision record 0025): who sees the form and who the locked preview, the
 * consent, logging with validation (translated 400s), editing and deleting one's own entries
 * only, and the chart data per range in the person's time zone.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import enStrings from "~/locales/en";
import itStrings from "~/locales/it";
import { addMoodEntry } from "~/models/mood.server";
import { addDays, localDate, zonedLocalToUtc } from "~/utils/zoned-time";
import * as moodRoute from "~/routes/mood";
import * as entryRoute from "~/routes/mood_.$id";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, formRequest, getRequest, type CookieJar } from "../support/requests";

async function signedIn(plan: PlanFixture = "premium", options: { healthDataConsent?: boolean } = {}) {
  const user = await createUser({ plan, ...options });
  return { user, jar: await signedInJar(user.id) };
}

async function page(path: string, jar: CookieJar, params: Record<string, string> = {}) {
  const route = path.startsWith("/mood/") ? entryRoute : moodRoute;
  return call(route.loader, getRequest(path, { jar }), params);
}

async function entriesOf(userId: number) {
  const db = await getDb();
  return db.selectFrom("mood_entries").select(["id", "mood", "emotions", "note", "occurred_at"]).where("user_id", "=", userId).orderBy("id").execute();
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe("who may use /mood", () => {
  it("shows a visitor the locked preview with a call to sign up (issue 25 item 9), and refuses a visitor's post", async () => {
    const res = await call(moodRoute.loader, getRequest("/mood"));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ locked: true, visitor: true, dashboard: null });
    const post = await call(moodRoute.action, formRequest("/mood", { mood: "4" }));
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/login/);
  });

  it.each(["premium", "launch_trial", "admin"] as const)("%s gets the form and the dashboard", async (plan) => {
    const { jar } = await signedIn(plan);
    const data = await (await page("/mood", jar)).json();
    expect(data.locked).toBe(false);
    expect(data.dashboard.chart.days).toHaveLength(30);
    expect(data.i18n.bundle.meta.mood.title).toBe(itStrings.meta.mood.title);
  });

  it.each(["free", "standard_trial"] as const)("%s sees the locked preview with no data, and cannot post", async (plan) => {
    const { user, jar } = await signedIn(plan);
    const data = await (await page("/mood", jar)).json();
    expect(data.locked).toBe(true);
    expect(data.dashboard).toBeNull();
    const res = await call(moodRoute.action, formRequest("/mood", { mood: "4", when: "now" }, { jar }));
    expect(res.status).toBe(403);
    expect(await entriesOf(user.id)).toHaveLength(0);
    expect((await call(entryRoute.loader, getRequest("/mood/1", { jar }), { id: "1" })).status).toBe(403);
  });

  it("while the wellbeing-data consent is pending, the page goes to the consent screen and nothing is saved", async () => {
    const { user, jar } = await signedIn("premium", { healthDataConsent: false });
    const res = await page("/mood?range=7", jar);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/consent?redirectTo=%2Fmood%3Frange%3D7");
    const post = await call(moodRoute.action, formRequest("/mood", { mood: "4", when: "now" }, { jar }));
    expect(post.status).toBe(403);
    expect((await post.json()).error).toBe("consent_required");
    expect(await entriesOf(user.id)).toHaveLength(0);
  });
});

describe("logging a mood", () => {
  it("saves mood, emotions and note now, and says so with a toast", async () => {
    const { user, jar } = await signedIn();
    const before = Date.now();
    const res = await call(moodRoute.action, formRequest("/mood", { mood: "4", emotions: "calm", note: "  A walk by the sea  ", when: "now" }, { jar }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/mood");
    expect(res.headers.get("Set-Cookie")).toContain("respiro_toast");
    const [row] = await entriesOf(user.id);
    expect(row).toMatchObject({ mood: 4, emotions: '["calm"]', note: "A walk by the sea" });
    expect(new Date(row.occurred_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("takes several emotions and a chosen local time, stored in UTC from the time-zone hint", async () => {
    const { user, jar } = await signedIn();
    jar.set("CH-time-zone", encodeURIComponent("America/New_York"));
    const body = new URLSearchParams([
      ["mood", "2"],
      ["emotions", "tired"],
      ["emotions", "anxious"],
      ["when", "chosen"],
      ["occurredAt", "2026-07-01T00:30"],
    ]);
    const request = new Request("http://localhost:3000/mood", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000", Cookie: jar.header() },
      body,
    });
    expect((await call(moodRoute.action, request)).status).toBe(303);
    const [row] = await entriesOf(user.id);
    expect(row).toMatchObject({ mood: 2, emotions: '["tired","anxious"]', note: null, occurred_at: "2026-07-01T04:30:00.000Z" });
  });

  it("without a time-zone hint a chosen time is UTC", async () => {
    const { user, jar } = await signedIn();
    await call(moodRoute.action, formRequest("/mood", { mood: "3", when: "chosen", occurredAt: "2026-07-01T00:30" }, { jar }));
    expect((await entriesOf(user.id))[0].occurred_at).toBe("2026-07-01T00:30:00.000Z");
  });

  it.each([
    [{ when: "now" }, "mood", "moodRequired"],
    [{ mood: "6", when: "now" }, "mood", "moodRequired"],
    [{ mood: "two", when: "now" }, "mood", "moodRequired"],
    [{ mood: "3", emotions: "ecstatic", when: "now" }, "emotions", "emotionInvalid"],
    [{ mood: "3", note: "x".repeat(5001), when: "now" }, "note", "noteTooLong"],
    [{ mood: "3", when: "chosen", occurredAt: "" }, "occurredAt", "timeRequired"],
    [{ mood: "3", when: "chosen", occurredAt: "2026-02-30T10:00" }, "occurredAt", "timeInvalid"],
    [{ mood: "3", when: "chosen", occurredAt: "2999-01-01T10:00" }, "occurredAt", "timeFuture"],
    [{ mood: "3", when: "chosen", occurredAt: "1999-12-31T10:00" }, "occurredAt", "timeTooOld"],
  ] as const)("refuses %j with 400 and a translated error on %s", async (fields, field, key) => {
    const { user, jar } = await signedIn();
    const res = await call(moodRoute.action, formRequest("/mood", fields as Record<string, string>, { jar }));
    expect(res.status).toBe(400);
    const data = await res.json();
    expect(data.errors[field]).toEqual([`mood.errors.${key}`]);
    expect(itStrings.mood.errors[key]).toBeTruthy();
    expect(enStrings.mood.errors[key]).toBeTruthy();
    // The form comes back as it was typed.
    expect(data.values.mood).toBe((fields as Record<string, string>).mood ?? "");
    expect(await entriesOf(user.id)).toHaveLength(0);
  });
});

describe("editing and deleting", () => {
  it("edits one's own entry, in the person's time zone", async () => {
    const { user, jar } = await signedIn();
    jar.set("CH-time-zone", encodeURIComponent("Europe/Rome"));
    const id = await addMoodEntry({
      userId: user.id,
      entry: { mood: 2, emotions: ["sad"], note: "meh", occurredAt: new Date("2026-07-01T10:00:00Z") },
      now: new Date(),
    });
    const loaded = await (await call(entryRoute.loader, getRequest(`/mood/${id}`, { jar }), { id: String(id) })).json();
    expect(loaded.values).toEqual({ mood: "2", emotions: ["sad"], note: "meh", when: "chosen", occurredAt: "2026-07-01T12:00" });
    const res = await call(
      entryRoute.action,
      formRequest(`/mood/${id}`, { mood: "5", emotions: "proud", note: "", when: "chosen", occurredAt: "2026-07-01T13:15" }, { jar }),
      { id: String(id) },
    );
    expect(res.status).toBe(303);
    expect((await entriesOf(user.id))[0]).toMatchObject({ mood: 5, emotions: '["proud"]', note: null, occurred_at: "2026-07-01T11:15:00.000Z" });
  });

  it("refuses an invalid edit with 400 and leaves the entry as it was", async () => {
    const { user, jar } = await signedIn();
    const id = await addMoodEntry({ userId: user.id, entry: { mood: 2, emotions: [], note: null, occurredAt: minutesAgo(10) }, now: new Date() });
    const res = await call(entryRoute.action, formRequest(`/mood/${id}`, { mood: "9", when: "chosen", occurredAt: "2026-07-01T13:15" }, { jar }), {
      id: String(id),
    });
    expect(res.status).toBe(400);
    expect((await entriesOf(user.id))[0].mood).toBe(2);
  });

  it("deletes after the confirmation step", async () => {
    const { user, jar } = await signedIn();
    const id = await addMoodEntry({ userId: user.id, entry: { mood: 3, emotions: [], note: null, occurredAt: minutesAgo(5) }, now: new Date() });
    const confirm = await (await call(entryRoute.loader, getRequest(`/mood/${id}?confirm=delete`, { jar }), { id: String(id) })).json();
    expect(confirm.confirmDelete).toBe(true);
    const res = await call(entryRoute.action, formRequest(`/mood/${id}`, { intent: "delete" }, { jar }), { id: String(id) });
    expect(res.status).toBe(303);
    expect(await entriesOf(user.id)).toHaveLength(0);
  });

  it("answers 404 for another person's entry (an administrator's too) and changes nothing", async () => {
    const owner = await signedIn();
    const id = await addMoodEntry({ userId: owner.user.id, entry: { mood: 1, emotions: [], note: "private", occurredAt: minutesAgo(5) }, now: new Date() });
    for (const plan of ["premium", "admin"] as const) {
      const { jar } = await signedIn(plan);
      const params = { id: String(id) };
      expect((await call(entryRoute.loader, getRequest(`/mood/${id}`, { jar }), params)).status).toBe(404);
      expect(
        (await call(entryRoute.action, formRequest(`/mood/${id}`, { mood: "5", when: "chosen", occurredAt: "2026-07-01T13:15" }, { jar }), params)).status,
      ).toBe(404);
      expect((await call(entryRoute.action, formRequest(`/mood/${id}`, { intent: "delete" }, { jar }), params)).status).toBe(404);
      const mine = await (await page("/mood", jar)).json();
      expect(mine.dashboard.list.total).toBe(0);
    }
    expect(await entriesOf(owner.user.id)).toMatchObject([{ mood: 1, note: "private" }]);
    const { jar } = await signedIn();
    expect((await call(entryRoute.loader, getRequest("/mood/abc", { jar }), { id: "abc" })).status).toBe(404);
    expect((await call(entryRoute.loader, getRequest("/mood/99999999", { jar }), { id: "99999999" })).status).toBe(404);
  });
});

describe("history", () => {
  it("gives the chart data of 7, 30 and 90 days, with the statistics and the streak", async () => {
    const { user, jar } = await signedIn();
    jar.set("CH-time-zone", encodeURIComponent("Europe/Rome"));
    const now = new Date();
    // Noon in Rome, `d` calendar days ago there: never on the wrong side of a local midnight.
    const today = localDate(now, "Europe/Rome");
    const daysAgo = (d: number, mood: number) =>
      addMoodEntry({
        userId: user.id,
        entry: { mood, emotions: [], note: null, occurredAt: zonedLocalToUtc(`${addDays(today, -d)}T12:00`, "Europe/Rome")! },
        now,
      });
    await daysAgo(0, 5);
    await daysAgo(1, 3);
    await daysAgo(2, 4);
    await daysAgo(20, 1);
    await daysAgo(60, 2);
    await daysAgo(120, 5);
    const seven = (await (await page("/mood?range=7", jar)).json()).dashboard;
    expect(seven.chart.range).toBe(7);
    expect(seven.chart.days).toHaveLength(7);
    expect(seven.chart.count).toBe(3);
    expect(seven.chart.days.at(-1)).toMatchObject({ average: 5, averageText: "5,0", count: 1 });
    expect(seven.stats.averageText).toBe("4,0");
    expect(seven.stats.streak).toBe(3);
    const thirty = (await (await page("/mood", jar)).json()).dashboard;
    expect(thirty.chart.days).toHaveLength(30);
    expect(thirty.chart.count).toBe(4);
    const ninety = (await (await page("/mood?range=90", jar)).json()).dashboard;
    expect(ninety.chart.days).toHaveLength(90);
    expect(ninety.chart.count).toBe(5);
    expect(ninety.chart.days.filter((d: { average: number | null }) => d.average !== null)).toHaveLength(5);
    // Anything else is the default, 30 days.
    expect((await (await page("/mood?range=365", jar)).json()).dashboard.chart.days).toHaveLength(30);
    expect(ninety.list.total).toBe(6);
  });

  it("pages the entries, newest first, 20 a page", async () => {
    const { user, jar } = await signedIn();
    const now = new Date();
    for (let i = 0; i < 23; i++) {
      await addMoodEntry({
        userId: user.id,
        entry: { mood: (i % 5) + 1, emotions: [], note: `n${i}`, occurredAt: new Date(now.getTime() - i * 3_600_000) },
        now,
      });
    }
    const first = (await (await page("/mood", jar)).json()).dashboard.list;
    expect(first).toMatchObject({ page: 1, pages: 2, total: 23 });
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0].note).toBe("n0");
    const second = (await (await page("/mood?page=2", jar)).json()).dashboard.list;
    expect(second.entries.map((e: { note: string }) => e.note)).toEqual(["n20", "n21", "n22"]);
    expect((await (await page("/mood?page=9", jar)).json()).dashboard.list.page).toBe(2);
    expect((await (await page("/mood?page=-1", jar)).json()).dashboard.list.page).toBe(1);
  });
});
