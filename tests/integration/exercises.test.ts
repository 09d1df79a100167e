/**
 * /exercises and /exercises/<slug> (issue 10, items 1 and 4): tier locks on every plan in
 * loaders and actions, the list's filters, search, progress and empty state, notes (with the
 * wellbeing-data consent), completions (once per click), validation answered with a 4xx, and
 * "ask the companion", which is a counted, gated chat turn.
 */
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { EXERCISES } from "~/content/exercises";
import { getAiUsage } from "~/models/ai-usage.server";
import * as detail from "~/routes/exercises.$slug";
import * as list from "~/routes/exercises._index";
import { isPageAvailable } from "~/components/layout/nav-items";
import type { ContentTier } from "~/utils/entitlements";
import { EXERCISE_NOTE_MAX, EXERCISE_SEARCH_MAX } from "~/utils/exercises";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, CookieJar, formRequest, getRequest } from "../support/requests";

type Plan = PlanFixture | "visitor";

/** What each plan opens (spec §6; app/utils/entitlements.ts). */
const OPENS: Record<Plan, ContentTier[]> = {
  visitor: ["free"],
  free: ["free"],
  standard_trial: ["free", "trial"],
  launch_trial: ["free", "trial", "premium"],
  premium: ["free", "trial", "premium"],
  admin: ["free", "trial", "premium"],
};

async function signedIn(plan: PlanFixture = "free", options: { healthDataConsent?: boolean } = {}) {
  const user = await createUser({ plan, ...options });
  return { id: user.id, jar: await signedInJar(user.id) };
}

const slugOf = (tier: ContentTier) => EXERCISES.find((e) => e.tier === tier)!.slug;
const openDetail = (slug: string, jar?: CookieJar, lang = "it") => call(detail.loader, getRequest(`/exercises/${slug}?lang=${lang}`, { jar }), { slug });
const post = (slug: string, fields: Record<string, string>, jar?: CookieJar) =>
  call(detail.action, formRequest(`/exercises/${slug}`, fields, { jar }), { slug });
const openList = (query = "", jar?: CookieJar) => call(list.loader, getRequest(`/exercises${query}`, { jar }));

async function clickIdOf(slug: string, jar: CookieJar): Promise<string> {
  const data = await (await openDetail(slug, jar)).json();
  return data.clickId as string;
}

async function completions(userId: number) {
  const db = await getDb();
  return db.selectFrom("exercise_completions").select(["exercise_id", "completed_at"]).where("user_id", "=", userId).execute();
}

describe("tiers on every plan", () => {
  for (const plan of Object.keys(OPENS) as Plan[]) {
    it(`${plan}: opens exactly its tiers in the list, the page and the action`, async () => {
      const who = plan === "visitor" ? null : await signedIn(plan);
      const listed = await (await openList("", who?.jar)).json();
      expect(listed.exercises).toHaveLength(EXERCISES.length);
      for (const tier of ["free", "trial", "premium"] as const) {
        const open = OPENS[plan].includes(tier);
        const slug = slugOf(tier);
        const card = listed.exercises.find((e: { slug: string }) => e.slug === slug);
        expect(card.locked === null, `${tier} listed as ${open ? "open" : "locked"}`).toBe(open);

        const page = await openDetail(slug, who?.jar);
        expect(page.status, `${tier} page`).toBe(open ? 200 : 403);
        const data = await page.json();
        expect(data.locked).toBe(!open);
        if (open) {
          expect(data.exercise.steps.length).toBeGreaterThan(3);
        } else {
          // The locked page names the way in and never the steps.
          expect(data.exercise.steps).toBeUndefined();
          const expected = plan === "visitor" && tier === "trial" ? "/register" : isPageAvailable("/premium") ? "/premium" : "/launch";
          expect(data.lock.action.to).toBe(expected);
        }

        if (who) {
          const clickId = open ? data.clickId : crypto.randomUUID();
          const done = await post(slug, { intent: "complete", clickId }, who.jar);
          expect(done.status, `${tier} completion`).toBe(open ? 303 : 403);
        } else {
          const done = await post(slug, { intent: "complete", clickId: crypto.randomUUID() });
          expect(done.status).toBe(302);
          expect(done.headers.get("Location")).toMatch(/^\/login/);
        }
      }
      if (who) expect(await completions(who.id)).toHaveLength(OPENS[plan].length);
    });
  }

  it("refuses the note and the companion on a locked exercise without storing or counting anything", async () => {
    const { id, jar } = await signedIn("free");
    const slug = slugOf("premium");
    const note = await post(slug, { intent: "note", note: "mi è piaciuto" }, jar);
    expect(note.status).toBe(403);
    expect((await note.json()).error).toBe("exercises.errors.locked");
    expect((await post(slug, { intent: "ask", question: "come si fa?" }, jar)).status).toBe(403);
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(0);
    const db = await getDb();
    expect(await db.selectFrom("exercise_notes").select("body").where("user_id", "=", id).execute()).toEqual([]);
  });
});

describe("the list", () => {
  it("lets a visitor browse, with no progress and locked items described", async () => {
    const res = await openList();
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.signedIn).toBe(false);
    expect(data.progress).toBeNull();
    const locked = data.exercises.filter((e: { locked: unknown }) => e.locked);
    expect(locked.length).toBe(EXERCISES.filter((e) => e.tier !== "free").length);
  });

  it("filters by category and searches title, summary and steps in the person's language, accents and case aside", async () => {
    const byCategory = await (await openList("?category=sleep")).json();
    expect(byCategory.exercises.map((e: { slug: string }) => e.slug).sort()).toEqual(
      EXERCISES.filter((e) => e.category === "sleep")
        .map((e) => e.slug)
        .sort(),
    );
    // "PERCHE" finds the Italian "perché" (the content's accents and case aside), and only there.
    const withPerche = EXERCISES.filter((e) => [e.title.it, e.summary.it, ...e.steps.it].join(" ").toLowerCase().includes("perché")).map((e) => e.slug);
    expect(withPerche).toContain("three-good-things");
    const italian = await (await openList("?q=PERCHE")).json();
    expect(italian.exercises.map((e: { slug: string }) => e.slug)).toEqual(withPerche);
    const english = await (await openList("?q=worry&lang=en")).json();
    expect(english.exercises.map((e: { slug: string }) => e.slug)).toEqual(expect.arrayContaining(["worry-time", "worry-tree"]));
    const both = await (await openList("?category=worry-time&q=albero")).json();
    expect(both.exercises.map((e: { slug: string }) => e.slug)).toEqual(["worry-tree"]);
  });

  it("finds every exercise of a category by the category's name, in both languages (issue 25 item 8)", async () => {
    const sleep = EXERCISES.filter((e) => e.category === "sleep").map((e) => e.slug);
    expect(sleep.length).toBeGreaterThan(1);
    const italian = await (await openList("?q=sonno")).json();
    expect(italian.exercises.map((e: { slug: string }) => e.slug)).toEqual(expect.arrayContaining(sleep));
    const english = await (await openList("?q=Sleep&lang=en")).json();
    expect(english.exercises.map((e: { slug: string }) => e.slug)).toEqual(expect.arrayContaining(sleep));
  });

  it("answers a search with no match with an empty list (the page's empty state)", async () => {
    const res = await openList("?q=zzzz-nessun-risultato");
    expect(res.status).toBe(200);
    expect((await res.json()).exercises).toEqual([]);
  });

  it("answers a bad filter with 400, the reason, and the whole list", async () => {
    const unknown = await openList("?category=astrology");
    expect(unknown.status).toBe(400);
    const data = await unknown.json();
    expect(data.filterError).toBe("exercises.errors.unknownCategory");
    expect(data.exercises).toHaveLength(EXERCISES.length);
    const tooLong = await openList(`?q=${"a".repeat(EXERCISE_SEARCH_MAX + 1)}`);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).filterError).toBe("exercises.errors.queryTooLong");
  });

  it("shows the person's progress: distinct exercises completed of the total", async () => {
    const { jar } = await signedIn("free");
    for (const slug of ["box-breathing", "box-breathing", "thought-record"]) {
      expect((await post(slug, { intent: "complete", clickId: await clickIdOf(slug, jar) }, jar)).status).toBe(303);
    }
    const data = await (await openList("", jar)).json();
    expect(data.progress).toEqual({ done: 2, total: EXERCISES.length });
    expect(data.exercises.filter((e: { completed: boolean }) => e.completed).map((e: { slug: string }) => e.slug)).toEqual(["box-breathing", "thought-record"]);
  });

  it("says the exercises could not be loaded, with a 503, when the database fails (list and page)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const db = await getDb();
    await db.schema.alterTable("exercises").renameTo("exercises_away").execute();
    try {
      const res = await openList();
      expect(res.status).toBe(503);
      const data = await res.json();
      expect(data.loadError).toBe(true);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("[exercises] could not load the list"));
      const page = await openDetail("box-breathing");
      expect(page.status).toBe(503);
      expect(await page.json()).toMatchObject({ loadError: true });
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("[exercises] could not load an exercise"));
    } finally {
      await db.schema.alterTable("exercises_away").renameTo("exercises").execute();
    }
  });
});

describe("the detail page", () => {
  it("is the not-found page for an unknown slug, in the loader and the action", async () => {
    expect((await openDetail("no-such-exercise")).status).toBe(404);
    const { jar } = await signedIn("premium");
    expect((await post("no-such-exercise", { intent: "complete", clickId: crypto.randomUUID() }, jar)).status).toBe(404);
  });

  it("speaks the person's language", async () => {
    const it_ = await (await openDetail("thought-record", undefined, "it")).json();
    const en = await (await openDetail("thought-record", undefined, "en")).json();
    expect(it_.exercise.title).toBe("Diario dei pensieri");
    expect(en.exercise.title).toBe("Thought Record");
    expect(en.i18n.bundle.exercises.timer.start).toBe("Start");
  });
});

describe("notes", () => {
  it("saves, shows, replaces and (when emptied) deletes the person's note, with a toast", async () => {
    const { jar } = await signedIn("free");
    const saved = await post("box-breathing", { intent: "note", note: "  Funziona meglio la sera.  " }, jar);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/exercises/box-breathing#note");
    expect(saved.headers.get("Set-Cookie")).toContain("toast");
    expect((await (await openDetail("box-breathing", jar)).json()).note.body).toBe("Funziona meglio la sera.");
    await post("box-breathing", { intent: "note", note: "Anche al lavoro." }, jar);
    expect((await (await openDetail("box-breathing", jar)).json()).note.body).toBe("Anche al lavoro.");
    await post("box-breathing", { intent: "note", note: "" }, jar);
    expect((await (await openDetail("box-breathing", jar)).json()).note).toBeNull();
  });

  it("keeps each person's note to themselves", async () => {
    const a = await signedIn("free");
    const b = await signedIn("free");
    await post("box-breathing", { intent: "note", note: "solo mia" }, a.jar);
    expect((await (await openDetail("box-breathing", b.jar)).json()).note).toBeNull();
  });

  it("refuses a note over the limit with 400 and the translated reason", async () => {
    const { jar } = await signedIn("free");
    const res = await post("box-breathing", { intent: "note", note: "x".repeat(EXERCISE_NOTE_MAX + 1) }, jar);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ intent: "note", error: "exercises.errors.noteTooLong", values: { max: EXERCISE_NOTE_MAX } });
  });

  it("needs the wellbeing-data consent (decision record 0014): 403 for the action, no note field for the page", async () => {
    const { id, jar } = await signedIn("free", { healthDataConsent: false });
    const res = await post("box-breathing", { intent: "note", note: "prova" }, jar);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "consent_required" });
    const page = await (await openDetail("box-breathing", jar)).json();
    expect(page.consentPending).toBe(true);
    const db = await getDb();
    expect(await db.selectFrom("exercise_notes").select("body").where("user_id", "=", id).execute()).toEqual([]);
  });
});

describe("completions", () => {
  it("records each click once, with its UTC time, and shows the count", async () => {
    const { id, jar } = await signedIn("free");
    const clickId = await clickIdOf("box-breathing", jar);
    const before = Date.now();
    const [first, again] = await Promise.all([
      post("box-breathing", { intent: "complete", clickId }, jar),
      post("box-breathing", { intent: "complete", clickId }, jar),
    ]);
    expect([first.status, again.status]).toEqual([303, 303]);
    const rows = await completions(id);
    expect(rows).toHaveLength(1);
    expect(rows[0].completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(rows[0].completed_at)).toBeGreaterThanOrEqual(before - 1000);
    // A new page, a new click.
    await post("box-breathing", { intent: "complete", clickId: await clickIdOf("box-breathing", jar) }, jar);
    const page = await (await openDetail("box-breathing", jar)).json();
    expect(page.completions.count).toBe(2);
  });

  it("refuses a missing or malformed click id and an unknown intent with 400", async () => {
    const { id, jar } = await signedIn("free");
    const attempts: Record<string, string>[] = [{ intent: "complete" }, { intent: "complete", clickId: "1 OR 1=1" }, { intent: "delete-everything" }, {}];
    for (const fields of attempts) {
      const res = await post("box-breathing", fields, jar);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await res.json()).error).toBe("exercises.errors.invalidRequest");
    }
    expect(await completions(id)).toEqual([]);
  });
});

describe("ask the companion about this exercise", () => {
  it("starts a chat turn about the exercise, counted, and sends the person to /chat", async () => {
    const { id, jar } = await signedIn("free");
    const res = await post("thought-record", { intent: "ask", question: "Come trovo le prove contro?" }, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/chat#latest");
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(1);
    const db = await getDb();
    const messages = await db
      .selectFrom("chat_messages")
      .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
      .select(["chat_messages.role", "chat_messages.content"])
      .where("chat_conversations.user_id", "=", id)
      .orderBy("chat_messages.id")
      .execute();
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[0].content).toBe("Sto facendo l'esercizio «Diario dei pensieri». Come trovo le prove contro?");
    expect(messages[1].content.length).toBeGreaterThan(0);
  });

  it("asks a default question when the person writes none", async () => {
    const { id, jar } = await signedIn("free");
    expect((await post("box-breathing", { intent: "ask", question: "" }, jar)).status).toBe(303);
    const db = await getDb();
    const first = await db
      .selectFrom("chat_messages")
      .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
      .select("chat_messages.content")
      .where("chat_conversations.user_id", "=", id)
      .orderBy("chat_messages.id")
      .executeTakeFirstOrThrow();
    expect(first.content).toBe("Sto facendo l'esercizio «Respirazione quadrata». Mi spieghi come farlo al meglio?");
  });

  it("answers crisis text with the crisis reply, never counted, also at the daily limit", async () => {
    const { id, jar } = await signedIn("free");
    for (let i = 0; i < 3; i++) expect((await post("box-breathing", { intent: "ask", question: `domanda ${i}` }, jar)).status).toBe(303);
    const limited = await post("box-breathing", { intent: "ask", question: "ancora una" }, jar);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe("exercises.errors.limitReached");
    const crisis = await post("box-breathing", { intent: "ask", question: "Non ce la faccio più, voglio uccidermi" }, jar);
    expect(crisis.status).toBe(303);
    expect(crisis.headers.get("Location")).toBe("/chat#latest");
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(3);
    const db = await getDb();
    const last = await db
      .selectFrom("chat_messages")
      .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
      .select(["chat_messages.role", "chat_messages.crisis"])
      .where("chat_conversations.user_id", "=", id)
      .orderBy("chat_messages.id", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ role: "assistant", crisis: 1 });
  });

  it("refuses an over-long question with 400 before anything is counted", async () => {
    const { id, jar } = await signedIn("free");
    const res = await post("box-breathing", { intent: "ask", question: "x".repeat(501) }, jar);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("exercises.errors.questionTooLong");
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(0);
  });

  it("while the consent is pending, answers only a crisis (on /safety) and refuses the rest with 403", async () => {
    const { id, jar } = await signedIn("free", { healthDataConsent: false });
    expect((await post("box-breathing", { intent: "ask", question: "come si fa?" }, jar)).status).toBe(403);
    const crisis = await post("box-breathing", { intent: "ask", question: "voglio uccidermi" }, jar);
    expect(crisis.status).toBe(303);
    expect(crisis.headers.get("Location")).toBe("/safety");
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(0);
  });
});
