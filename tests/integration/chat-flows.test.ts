/**
 * The structured CBT flows through the real chat endpoint (decision record 0020): the flow state
 * is kept in the conversation's stored memory between requests, the chips of each step come back
 * as `suggestions`, and no flow resumes after a crisis.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import * as apiChat from "~/routes/api.chat";
import { createUser, signedInJar } from "../support/factories";
import { call, CookieJar, jsonRequest } from "../support/requests";

type ChatBody = { reply: string; crisis: boolean; conversationId: number; suggestions: string[] };

async function chat(jar: CookieJar, message: string, conversationId?: number, lang: "it" | "en" = "en"): Promise<ChatBody> {
  const res = await call(apiChat.action, jsonRequest("/api/chat", { message, conversationId }, { jar, headers: { "Accept-Language": lang } }));
  expect(res.status).toBe(200);
  return res.json();
}

async function storedFlow(conversationId: number): Promise<unknown> {
  const db = await getDb();
  const row = await db.selectFrom("chat_conversations").select("memory").where("id", "=", conversationId).executeTakeFirstOrThrow();
  return JSON.parse(row.memory ?? "{}").flow ?? null;
}

describe("CBT flows across requests", () => {
  it("offers behavioural activation, keeps the step on the server and ends with the plan remembered", async () => {
    const user = await createUser({ plan: "premium" });
    const jar = await signedInJar(user.id);
    const first = await chat(jar, "non ho voglia di fare niente, sto sempre sul divano", undefined, "it");
    expect(first.suggestions).toEqual(["Sì, proviamo", "Non ora"]);
    expect(await storedFlow(first.conversationId)).toMatchObject({ id: "activation", step: "offer" });
    const id = first.conversationId;
    const start = await chat(jar, first.suggestions[0], id, "it");
    expect(start.suggestions).toContain("Chiamare un'amica");
    await chat(jar, "Chiamare un'amica", id, "it");
    expect(await storedFlow(id)).toMatchObject({ id: "activation", step: "day", answers: { activity: "Chiamare un'amica" } });
    await chat(jar, "Sabato", id, "it");
    await chat(jar, "Dopo pranzo", id, "it");
    const done = await chat(jar, "Sì, confermo", id, "it");
    expect(done.reply).toContain("«chiamare un'amica», sabato, dopo pranzo");
    expect(await storedFlow(id)).toBeNull();
    const db = await getDb();
    const row = await db.selectFrom("chat_conversations").select("memory").where("id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.memory!).plans).toContain("chiamare un'amica, sabato, dopo pranzo");
  });

  it("does not pick a flow up again after a crisis turn", async () => {
    const user = await createUser({ plan: "premium" });
    const jar = await signedInJar(user.id);
    const first = await chat(jar, "I can't sleep, I lie awake every night");
    const id = first.conversationId;
    await chat(jar, "yes", id);
    expect(await storedFlow(id)).toMatchObject({ id: "sleep", step: "bed_habits" });
    expect((await chat(jar, "I want to die", id)).crisis).toBe(true);
    const safe = await chat(jar, "yes, I'm safe", id);
    expect(safe.crisis).toBe(false);
    const next = await chat(jar, "scrolling my phone", id);
    expect(next.reply).not.toMatch(/twenty minutes|wake-up|bed rules/i);
    expect(await storedFlow(id)).toBeNull();
  });
});
