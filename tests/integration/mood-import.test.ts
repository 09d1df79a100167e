/**
 * /mood/import (decision record 0025): a Daylio export is previewed (nothing saved), then imported
 * on confirmation; entries the person already has (same minute and mood) are never duplicated,
 * skipped rows come with their reasons, and the upload has a body limit of its own (2 MiB) that
 * a file of several thousand rows fits in.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import itStrings from "~/locales/it";
import { addMoodEntry } from "~/models/mood.server";
import * as importRoute from "~/routes/mood_.import";
import { MOOD_IMPORT_MAX_BYTES } from "~/services/mood/import.server";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, getRequest, ORIGIN, type CookieJar } from "../support/requests";

const HEADER = "full_date,date,weekday,time,mood,activities,note_title,note";
const DAYLIO = [
  HEADER,
  '2026-11-20,November 20,Friday,21:30,rad,"happy | friends",Dinner,"With Anna, at last"',
  "2026-11-20,November 20,Friday,08:00,meh,work,,",
  "2026-11-19,November 19,Thursday,22:15,awful,tired | anxious,,",
  "2026-11-19,November 19,Thursday,07:45,unicorn,,,",
  "2026-11-18,November 18,Wednesday,,good,,,",
].join("\n");

async function signedIn(plan: PlanFixture = "premium") {
  const user = await createUser({ plan });
  const jar = await signedInJar(user.id);
  jar.set("CH-time-zone", encodeURIComponent("Europe/Rome"));
  return { user, jar };
}

function multipart(fields: Record<string, string | File>, jar?: CookieJar): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = new Headers({ Origin: ORIGIN });
  if (jar) headers.set("Cookie", jar.header());
  return new Request(`${ORIGIN}/mood/import`, { method: "POST", headers, body: form });
}

const csvFile = (text: string, name = "daylio_export.csv") => new File([text], name, { type: "text/csv" });

async function moodsOf(userId: number) {
  const db = await getDb();
  return db
    .selectFrom("mood_entries")
    .select(["mood", "emotions", "tags", "note", "occurred_at", "source"])
    .where("user_id", "=", userId)
    .orderBy("occurred_at")
    .execute();
}

describe("/mood/import", () => {
  it("previews without saving: what would be imported, what is skipped and why", async () => {
    const { user, jar } = await signedIn();
    const res = await call(importRoute.action, multipart({ intent: "preview", file: csvFile(DAYLIO) }, jar));
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.preview).toMatchObject({ rows: 5, fresh: 3, duplicates: 0, skippedTotal: 2 });
    expect(data.preview.skipped).toEqual([
      { line: 5, reason: "unknown_mood", value: "unicorn" },
      { line: 6, reason: "invalid_date", value: "2026-11-18" },
    ]);
    expect(data.preview.unknownMoods).toEqual([{ name: "unicorn", count: 1 }]);
    expect(data.csv).toBe(DAYLIO);
    expect(await moodsOf(user.id)).toHaveLength(0);
  });

  it("imports on confirmation, in the person's zone, and a second import adds nothing", async () => {
    const { user, jar } = await signedIn();
    const res = await call(importRoute.action, multipart({ intent: "confirm", csv: DAYLIO }, jar));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/mood");
    expect(res.headers.get("Set-Cookie")).toContain("respiro_toast");
    const rows = await moodsOf(user.id);
    expect(rows).toEqual([
      { mood: 1, emotions: '["tired","anxious"]', tags: "[]", note: null, occurred_at: "2026-11-19T21:15:00.000Z", source: "daylio" },
      { mood: 3, emotions: "[]", tags: '["work"]', note: null, occurred_at: "2026-11-20T07:00:00.000Z", source: "daylio" },
      { mood: 5, emotions: '["happy"]', tags: '["friends"]', note: "Dinner\nWith Anna, at last", occurred_at: "2026-11-20T20:30:00.000Z", source: "daylio" },
    ]);
    const again = await (await call(importRoute.action, multipart({ intent: "preview", file: csvFile(DAYLIO) }, jar))).json();
    expect(again.preview).toMatchObject({ fresh: 0, duplicates: 3 });
    expect((await call(importRoute.action, multipart({ intent: "confirm", csv: DAYLIO }, jar))).status).toBe(303);
    expect(await moodsOf(user.id)).toHaveLength(3);
  });

  it("does not duplicate an entry logged in the app at the same minute with the same mood, but keeps a different mood", async () => {
    const { user, jar } = await signedIn();
    // 21:30 in Rome on 20 November is 20:30 UTC; logged here at 20:30:40 with mood 5.
    await addMoodEntry({ userId: user.id, entry: { mood: 5, emotions: [], note: null, occurredAt: new Date("2026-11-20T20:30:40Z") }, now: new Date() });
    await addMoodEntry({ userId: user.id, entry: { mood: 4, emotions: [], note: null, occurredAt: new Date("2026-11-20T07:00:00Z") }, now: new Date() });
    const preview = (await (await call(importRoute.action, multipart({ intent: "preview", file: csvFile(DAYLIO) }, jar))).json()).preview;
    expect(preview).toMatchObject({ fresh: 2, duplicates: 1 });
    await call(importRoute.action, multipart({ intent: "confirm", csv: DAYLIO }, jar));
    expect((await moodsOf(user.id)).map((r) => r.mood)).toEqual([1, 4, 3, 5]);
  });

  it("takes the person's own mood names by position", async () => {
    const { user, jar } = await signedIn();
    const res = await call(
      importRoute.action,
      multipart({ intent: "confirm", csv: DAYLIO, custom5: "", custom4: "Unicorn", custom3: "", custom2: "", custom1: "" }, jar),
    );
    expect(res.status).toBe(303);
    expect((await moodsOf(user.id)).map((r) => r.mood)).toEqual([4, 1, 3, 5]);
  });

  it.each([
    [{ intent: "preview" }, "fileRequired"],
    [{ intent: "preview", file: csvFile("") }, "fileRequired"],
    [{ intent: "confirm" }, "fileRequired"],
    [{ intent: "preview", file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff, 0xfe])], "photo.png", { type: "image/png" }) }, "notCsv"],
    [{ intent: "preview", file: csvFile("name,score\nanna,3") }, "missing_columns"],
    [{ intent: "preview", file: csvFile(HEADER) }, "empty"],
    [{ intent: "preview", file: csvFile(`${HEADER}\n2026-11-20,,,10:00,good,,"never closed`) }, "unreadable"],
    [{ intent: "confirm", csv: DAYLIO, custom5: "x".repeat(301) }, "customTooLong"],
  ] as const)("refuses %j with 400 and a translated message (%s)", async (fields, key) => {
    const { user, jar } = await signedIn();
    const res = await call(importRoute.action, multipart(fields as Record<string, string | File>, jar));
    expect(res.status).toBe(400);
    const data = await res.json();
    expect(data.error.key).toBe(`mood.import.errors.${key}`);
    expect(itStrings.mood.import.errors[key]).toBeTruthy();
    expect(await moodsOf(user.id)).toHaveLength(0);
  });

  it("is closed to plans without mood tracking, and sends visitors to sign in", async () => {
    const { user, jar } = await signedIn("free");
    expect((await call(importRoute.action, multipart({ intent: "confirm", csv: DAYLIO }, jar))).status).toBe(403);
    expect((await call(importRoute.loader, getRequest("/mood/import", { jar }))).status).toBe(403);
    expect(await moodsOf(user.id)).toHaveLength(0);
    const visitor = await call(importRoute.loader, getRequest("/mood/import"));
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fmood%2Fimport");
  });

  it("fits an export of 5,000 rows with notes in its 2 MiB limit and imports it; a bigger body is 413", async () => {
    const { user, jar } = await signedIn();
    const moods = ["rad", "good", "meh", "bad", "awful"];
    const lines = [HEADER];
    const start = Date.UTC(2012, 0, 1);
    for (let i = 0; i < 5000; i++) {
      const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      lines.push(
        `${day},January 1,Monday,20:${String(i % 60).padStart(2, "0")},${moods[i % 5]},work | family | sleep early,,"A day like many, note number ${i}"`,
      );
    }
    const csv = lines.join("\n");
    const bytes = new TextEncoder().encode(csv).byteLength;
    console.log(`[measured] Daylio export of 5000 rows: ${(bytes / 1024 / 1024).toFixed(2)} MB (limit ${MOOD_IMPORT_MAX_BYTES / 1024 / 1024} MB)`);
    expect(bytes).toBeLessThan(MOOD_IMPORT_MAX_BYTES / 2);
    const started = performance.now();
    const preview = (await (await call(importRoute.action, multipart({ intent: "preview", file: csvFile(csv) }, jar))).json()).preview;
    expect(preview).toMatchObject({ rows: 5000, fresh: 5000, skippedTotal: 0 });
    expect((await call(importRoute.action, multipart({ intent: "confirm", csv }, jar))).status).toBe(303);
    console.log(`[measured] preview and import of 5000 rows: ${Math.round(performance.now() - started)} ms`);
    expect(await moodsOf(user.id)).toHaveLength(5000);
    const tooBig = await call(importRoute.action, multipart({ intent: "preview", file: csvFile("x".repeat(MOOD_IMPORT_MAX_BYTES)) }, jar));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).limitKb).toBe(2048);
  });
});
