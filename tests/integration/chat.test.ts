import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { reserveAiRequest, releaseAiRequest, getAiUsage } from "~/models/ai-usage.server";
import * as apiChat from "~/routes/api.chat";
import * as chatRoute from "~/routes/chat";
import * as safetyRoute from "~/routes/safety";
import { isPageAvailable } from "~/components/layout/nav-items";
import { loader as rootLoader } from "~/root";
import { createUser, giveSubscription, signedInJar } from "../support/factories";
import { call, CookieJar, formRequest, getRequest, jsonRequest } from "../support/requests";

/** A signed-in user whose trial has ended: the free plan, 3 AI requests a day. */
async function freeUser() {
  const user = await createUser({ plan: "free" });
  return { jar: await signedInJar(user.id), id: user.id };
}

async function premiumUser() {
  const { jar, id } = await freeUser();
  await giveSubscription({ userId: id });
  return { jar, id };
}

const chat = (jar: CookieJar | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(apiChat.action, jsonRequest("/api/chat", body, { jar, headers }));

describe("daily AI quota", () => {
  it("gives exactly 3 answers to 20 parallel requests from a free user at 0", async () => {
    const { jar, id } = await freeUser();
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => chat(jar, { message: `Mi sento un po' giù oggi (${i})` })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const refused = await responses.find((r) => r.status === 429)!.json();
    expect(refused).toMatchObject({ error: "limit_reached" });
    // The upgrade address is given only once the plan page exists (no link to a 404).
    expect(refused.upgradeUrl).toBe(isPageAvailable("/premium") ? "/premium" : undefined);
    expect(refused.message).toContain("Premium");
    const db = await getDb();
    const answers = await db
      .selectFrom("chat_messages")
      .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
      .select("chat_messages.role")
      .where("chat_conversations.user_id", "=", id)
      .where("chat_messages.role", "=", "assistant")
      .execute();
    expect(answers).toHaveLength(3);
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).remaining).toBe(0);
  });

  it("counts per UTC date and gives a slot back on release, never below zero", async () => {
    const { id } = await freeUser();
    const day1 = new Date("2026-11-21T23:59:59.999Z");
    const day2 = new Date("2026-11-22T00:00:00.000Z");
    for (let i = 0; i < 3; i++) expect((await reserveAiRequest({ userId: id, limit: 3, now: day1 })).ok).toBe(true);
    expect((await reserveAiRequest({ userId: id, limit: 3, now: day1 })).ok).toBe(false);
    expect(await reserveAiRequest({ userId: id, limit: 3, now: day2 })).toMatchObject({ ok: true, remaining: 2 });
    await releaseAiRequest({ userId: id, usageDate: "2026-11-21" });
    expect(await reserveAiRequest({ userId: id, limit: 3, now: day1 })).toMatchObject({ ok: true, remaining: 0 });
    for (let i = 0; i < 5; i++) await releaseAiRequest({ userId: id, usageDate: "2026-11-23" });
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date("2026-11-23T10:00:00Z") })).used).toBe(0);
  });

  it("locks after the third request without a toast on top of the limit card; reloading does not reset", async () => {
    const { jar } = await freeUser();
    for (let i = 1; i <= 3; i++) {
      const res = await chat(jar, { message: `Sono stressato per il lavoro ${i}` });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.remaining).toBe(3 - i);
      expect(res.headers.get("Set-Cookie")).toBeNull();
    }
    const root = await (await call(rootLoader, getRequest("/chat", { jar }))).json();
    expect(root.toast).toBeNull();
    const page = await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json();
    expect(page.remaining).toBe(0);
    expect((await chat(jar, { message: "ancora uno" })).status).toBe(429);
  });

  it("tells when requests come back: the next UTC midnight, in the time zone of the client hint when there is one", async () => {
    const { jar } = await freeUser();
    const before = await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json();
    const midnight = new Date(before.quotaResetsAt);
    expect(midnight.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(midnight.getTime() - Date.now()).toBeGreaterThan(0);
    expect(midnight.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(before.timeZone).toBeNull();
    jar.set("CH-time-zone", encodeURIComponent("Europe/Rome"));
    expect((await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json()).timeZone).toBe("Europe/Rome");
    jar.set("CH-time-zone", "Mars%2FOlympus");
    expect((await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json()).timeZone).toBeNull();
  });

  it("always answers a crisis message, even at the limit, and does not count it", async () => {
    const { jar, id } = await freeUser();
    for (let i = 0; i < 3; i++) await chat(jar, { message: `Mi sento stanco ${i}` });
    const res = await chat(jar, { message: "Non ce la faccio più a vivere, voglio farla finita" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.crisis).toBe(true);
    expect(body.reply).toContain("112");
    expect(body.reply).toContain("/safety");
    expect(body.remaining).toBe(0);
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(3);
  });

  it("does not count a crisis message for a user with requests left", async () => {
    const { jar, id } = await freeUser();
    const res = await chat(jar, { message: "everyone would be better off without me" }, { "Accept-Language": "en" });
    const body = await res.json();
    expect(body.crisis).toBe(true);
    expect(body.reply).toContain("988");
    expect((await getAiUsage({ userId: id, limit: 3, now: new Date() })).used).toBe(0);
  });

  it("lets unlimited plans through with remaining: null", async () => {
    const { jar } = await premiumUser();
    for (let i = 0; i < 5; i++) {
      const res = await chat(jar, { message: `Oggi mi sento in ansia ${i}` });
      expect(res.status).toBe(200);
      expect((await res.json()).remaining).toBeNull();
    }
  });
});

describe("POST /api/chat", () => {
  it("answers 401 when signed out", async () => {
    expect((await chat(undefined, { message: "ciao" })).status).toBe(401);
  });

  it("answers 400 with a translated error for empty and over-long messages", async () => {
    const { jar } = await freeUser();
    const empty = await chat(jar, { message: "   " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Per favore inserisci un prompt valido");
    const long = await chat(jar, { message: "a".repeat(2001) }, { "Accept-Language": "en" });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe("A message can be at most 2000 characters");
    expect((await chat(jar, "{bad json")).status).toBe(400);
    expect((await chat(jar, { message: 12 })).status).toBe(400);
  });

  it("answers JSON with the reply, the conversation and the distortions it recognised", async () => {
    const { jar } = await freeUser();
    const res = await chat(jar, { message: "Sbaglio sempre tutto, non combino mai niente di buono" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.reply.length).toBeGreaterThan(20);
    expect(body.crisis).toBe(false);
    expect(body.distortions).toContain("overgeneralisation");
    expect(typeof body.conversationId).toBe("number");
    const next = await (await chat(jar, { message: "Sì, succede spesso", conversationId: body.conversationId })).json();
    expect(next.conversationId).toBe(body.conversationId);
  });

  it("streams server-sent events that end with one done event carrying the same fields", async () => {
    const { jar } = await freeUser();
    const res = await chat(jar, { message: "Mi sento in ansia per l'esame di domani" }, { Accept: "text/event-stream" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const text = await res.text();
    const events = text
      .trim()
      .split("\n\n")
      .map((block) => {
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]);
        return { event, data };
      });
    const deltas = events.filter((e) => e.event === "delta");
    const done = events.filter((e) => e.event === "done");
    expect(deltas.length).toBeGreaterThan(1);
    expect(done).toHaveLength(1);
    expect(events.at(-1)!.event).toBe("done");
    expect(done[0].data.reply).toBe(deltas.map((d) => d.data.text).join(""));
    expect(Object.keys(done[0].data).sort()).toEqual(["conversationId", "crisis", "distortions", "remaining", "reply", "suggestions"]);
    expect(done[0].data.remaining).toBe(2);
  });

  it("offers quick replies with the answer (JSON and the done event) and stores them with it", async () => {
    const { jar, id } = await freeUser();
    const greeting = await (await chat(jar, { message: "ciao" })).json();
    expect(greeting.suggestions).toEqual(["Un check-in dell'umore", "Un esercizio breve", "Parlare di una cosa precisa"]);
    // A chip's text is understood as the next message: the mood check-in offers moods.
    const res = await chat(jar, { message: greeting.suggestions[0], conversationId: greeting.conversationId }, { Accept: "text/event-stream" });
    const done = JSON.parse(/event: done\ndata: (.*)/.exec(await res.text())![1]);
    expect(done.suggestions).toEqual(["Sto bene", "Sono in ansia", "Sono giù di morale", "Sono sotto stress"]);
    const db = await getDb();
    const stored = await db
      .selectFrom("chat_messages")
      .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
      .select(["chat_messages.role", "chat_messages.suggestions"])
      .where("chat_conversations.user_id", "=", id)
      .orderBy("chat_messages.id")
      .execute();
    expect(stored.map((row) => [row.role, JSON.parse(row.suggestions).length])).toEqual([
      ["user", 0],
      ["assistant", 3],
      ["user", 0],
      ["assistant", 4],
    ]);
  });

  it("keeps the companion's memory of the conversation on the server and refers back to it", async () => {
    const { jar } = await premiumUser();
    const first = await (await chat(jar, { message: "Ho litigato con mia sorella, voglio parlarle domani" })).json();
    const db = await getDb();
    const row = await db.selectFrom("chat_conversations").select("memory").where("id", "=", first.conversationId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.memory!)).toMatchObject({ people: ["tua sorella"], plans: ["parlarle domani"] });
    const next = await (await chat(jar, { message: "boh", conversationId: first.conversationId })).json();
    expect(next.reply).toContain("parlarle domani");
    // The stored memory is what the engine uses: the history alone would not know this plan.
    await db
      .updateTable("chat_conversations")
      .set({ memory: JSON.stringify({ ...JSON.parse(row.memory!), plans: ["andare a correre"], recalled: [] }) })
      .where("id", "=", first.conversationId)
      .execute();
    const third = await (await chat(jar, { message: "mah non so", conversationId: first.conversationId })).json();
    expect(third.reply).toContain("andare a correre");
    // Unreadable stored memory is rebuilt from the history instead of failing the turn.
    await db.updateTable("chat_conversations").set({ memory: "{not json" }).where("id", "=", first.conversationId).execute();
    expect((await chat(jar, { message: "ok", conversationId: first.conversationId })).status).toBe(200);
  });

  it("answers a crisis message without quick replies", async () => {
    const { jar } = await freeUser();
    const body = await (await chat(jar, { message: "voglio morire" })).json();
    expect(body.crisis).toBe(true);
    expect(body.suggestions).toEqual([]);
  });
});

describe("/chat page", () => {
  it("shows a preview to visitors", async () => {
    expect(await (await call(chatRoute.loader, getRequest("/chat"))).json()).toMatchObject({ signedIn: false });
  });

  it("posts without JavaScript, keeps history on the server and resets it", async () => {
    const { jar } = await freeUser();
    const sent = await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "Ho litigato con mia sorella e mi sento in colpa" }, { jar }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/chat#latest");
    const page = await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json();
    expect(page.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(page.remaining).toBe(2);
    const empty = await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "" }, { jar }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("chat.errors.empty");
    const reset = await call(chatRoute.action, formRequest("/chat", { intent: "reset" }, { jar }));
    expect(reset.status).toBe(303);
    const after = await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json();
    expect(after.messages).toEqual([]);
    expect(after.remaining).toBe(2); // resetting the conversation does not reset the counter
  });

  it("without JavaScript a quick reply posts its text and the reloaded page shows the new reply's quick replies", async () => {
    const { jar } = await freeUser();
    await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "boh" }, { jar }));
    await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "mah" }, { jar }));
    const page = await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json();
    // Two minimal answers: choices, not a third open question.
    expect(page.messages.at(-1).suggestions).toEqual(["Un check-in dell'umore", "Un esercizio breve", "Parlare di una cosa precisa"]);
    const sent = await call(
      chatRoute.action,
      formRequest("/chat", { intent: "send", message: "Un esercizio breve", conversationId: String(page.conversationId) }, { jar }),
    );
    expect(sent.status).toBe(303);
    const after = await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json();
    expect(after.messages.at(-2).content).toBe("Un esercizio breve");
    expect(after.messages.at(-1).content).toMatch(/«.+»/);
    expect(after.messages.at(-1).suggestions).toEqual(["Sì, proviamo", "Non ora"]);
    // Only assistant messages carry quick replies.
    expect(after.messages.filter((m: { role: string }) => m.role === "user").every((m: { suggestions: string[] }) => m.suggestions.length === 0)).toBe(true);
  });

  it("refuses an unknown intent with a 400 and keeps the history", async () => {
    const { jar } = await freeUser();
    await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "Mi sento agitato" }, { jar }));
    const res = await call(chatRoute.action, formRequest("/chat", { intent: "delete-everything" }, { jar }));
    expect(res.status).toBe(400);
    const page = await (await call(chatRoute.loader, getRequest("/chat", { jar }))).json();
    expect(page.messages).toHaveLength(2);
  });

  it("starts a fresh conversation when the language changes", async () => {
    const { jar } = await freeUser();
    await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "Mi sento solo" }, { jar }));
    const en = await (await call(chatRoute.loader, getRequest("/chat?lang=en", { jar }))).json();
    expect(en.messages).toEqual([]);
    const it = await (await call(chatRoute.loader, getRequest("/chat?lang=it", { jar }))).json();
    expect(it.messages).toHaveLength(2);
  });
});

describe("/safety", () => {
  it("shows the resources to everyone and saves a signed-in user's plan", async () => {
    const visitor = await (await call(safetyRoute.loader, getRequest("/safety"))).json();
    expect(visitor.signedIn).toBe(false);
    expect(visitor.resources.hotlines.map((h: { number: string }) => h.number)).toEqual(expect.arrayContaining(["112", "02 2327 2327", "19696"]));
    const en = await (await call(safetyRoute.loader, getRequest("/safety", { headers: { "Accept-Language": "en-GB" } }))).json();
    expect(en.resources.hotlines.map((h: { number: string }) => h.number)).toEqual(expect.arrayContaining(["988", "116 123"]));

    const { jar } = await freeUser();
    const fields = {
      warning_signs: "Non dormo",
      coping_strategies: "Camminare",
      people_and_places: "Marta",
      professionals: "Dott.ssa Bianchi",
      safe_environment: "Dare le chiavi a Marta",
    };
    const saved = await call(safetyRoute.action, formRequest("/safety", fields, { jar }));
    expect(saved.status).toBe(303);
    const mine = await (await call(safetyRoute.loader, getRequest("/safety", { jar }))).json();
    expect(mine.plan).toEqual(fields);
    const tooLong = await call(safetyRoute.action, formRequest("/safety", { ...fields, warning_signs: "x".repeat(2001) }, { jar }));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).values.coping_strategies).toBe("Camminare");
  });
});
