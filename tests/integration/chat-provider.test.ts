/**
 * The chat over an OpenAI-compatible server (the loopback fake, through the real `openai` SDK):
 * configuration switches providers, the gate keeps crisis messages away from the model, a failing
 * model falls back to the embedded engine, and a browser that leaves stops the model.
 */
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { getAiUsage } from "~/models/ai-usage.server";
import * as apiChat from "~/routes/api.chat";
import * as apiRegister from "~/routes/api.auth.register";
import { useFakeModel } from "../support/fake-model";
import { call, CookieJar, jsonRequest, newRegistration } from "../support/requests";

const fake = useFakeModel(["Capisco. ", "Cosa ti preoccupa ", "di più?"]);

async function signedIn() {
  const jar = new CookieJar();
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true })));
  jar.store(res);
  return { jar, id: (await res.json()).user.id as number };
}

const chat = (jar: CookieJar, body: unknown, headers: Record<string, string> = {}) => call(apiChat.action, jsonRequest("/api/chat", body, { jar, headers }));

describe("chat over an OpenAI-compatible server", () => {
  it("answers with the configured model, sending the CBT system prompt and the history", async () => {
    const { jar } = await signedIn();
    const first = await (await chat(jar, { message: "Sono in ansia per l'esame" })).json();
    expect(first.reply).toBe("Capisco. Cosa ti preoccupa di più?");
    await chat(jar, { message: "Temo di non ricordare niente", conversationId: first.conversationId });
    expect(fake().requests).toHaveLength(2);
    const body = fake().requests[1].body;
    expect(body.model).toBe("fake-cbt-model");
    expect(body.stream).toBe(true);
    expect(body.messages[0].role).toBe("system");
    expect(body.messages.slice(1).map((m: { content: string }) => m.content)).toEqual([
      "Sono in ansia per l'esame",
      "Capisco. Cosa ti preoccupa di più?",
      "Temo di non ricordare niente",
    ]);
  });

  it("never sends a crisis message, its answer or the post-crisis turns to the model", async () => {
    const { jar } = await signedIn();
    const crisis = await (await chat(jar, { message: "voglio uccidermi" })).json();
    expect(crisis.crisis).toBe(true);
    expect(fake().requests).toHaveLength(0);
    // Post-crisis mode (decision record 0015): a check-in and the way back are fixed replies, not the model's.
    const talk = await (await chat(jar, { message: "Possiamo solo parlare?", conversationId: crisis.conversationId })).json();
    expect(talk.reply).toContain("adesso sei al sicuro?");
    const safe = await (await chat(jar, { message: "sto bene, sono al sicuro", conversationId: crisis.conversationId })).json();
    expect(safe.crisis).toBe(false);
    expect(fake().requests).toHaveLength(0);
    await chat(jar, { message: "Grazie, ora va un po' meglio", conversationId: crisis.conversationId });
    expect(fake().requests).toHaveLength(1);
    const sent = JSON.stringify(fake().requests[0].body.messages);
    expect(sent).not.toContain("uccidermi");
    expect(sent).not.toContain("02 2327 2327");
    expect(sent).not.toContain("Possiamo solo parlare");
    expect(sent).not.toContain("sono al sicuro");
    expect(sent).toContain("Grazie, ora va un po' meglio");
  });

  it("in post-crisis mode neither a check-in nor a new sign reaches the model, also with a model configured", async () => {
    const { jar, id } = await signedIn();
    const first = await (await chat(jar, { message: "work is so much lately, I'm exhausted" })).json();
    expect(first.crisis).toBe(false);
    expect(fake().requests).toHaveLength(1);
    // Despair, then a decided plan: the crisis answer both times, never the model.
    const despair = await (await chat(jar, { message: "I can't do this anymore, everything is pointless", conversationId: first.conversationId })).json();
    expect(despair.crisis).toBe(true);
    const plan = await (await chat(jar, { message: "I've decided. tonight.", conversationId: first.conversationId })).json();
    expect(plan.crisis).toBe(true);
    const talk = await (await chat(jar, { message: "Can we just talk?", conversationId: first.conversationId })).json();
    expect(talk.crisis).toBe(false);
    const no = await (await chat(jar, { message: "no", conversationId: first.conversationId })).json();
    expect(no.crisis).toBe(true);
    expect(fake().requests).toHaveLength(1);
    const usage = await getAiUsage({ userId: id, limit: null, now: new Date() });
    expect(usage.used).toBe(1);
  });

  it("falls back to the embedded engine on a 500, logging no message text", async () => {
    const { jar, id } = await signedIn();
    fake().setMode("error500");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const res = await chat(jar, { message: "Mi sento sola stasera" });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.reply).not.toContain("Capisco. Cosa ti preoccupa");
      expect(body.reply.length).toBeGreaterThan(20);
      expect(fake().requests).toHaveLength(2); // one retry at most
      expect(JSON.stringify(warn.mock.calls)).not.toContain("sola stasera");
      expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("streams a model's reply a sentence at a time; a browser that leaves part-way stops the model and keeps what was shown", async () => {
    const { jar, id } = await signedIn();
    fake().configure({ chunks: ["Primo pezzo. ", "Secondo pezzo. ", "Terzo pezzo."], chunkDelayMs: 150 });
    const res = await chat(jar, { message: "Raccontami qualcosa" }, { Accept: "text/event-stream" });
    // Each complete sentence is checked and sent at once (decision record 0021): the first arrives
    // while the model is still writing.
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(`event: delta\ndata: ${JSON.stringify({ text: "Primo pezzo." })}\n\n`);
    expect(fake().requests[0].chunkSentAt).toHaveLength(1);
    await reader.cancel();
    await fake().waitFor(() => fake().requests[0]?.closedEarly === true, 3000);
    expect(fake().requests[0].chunkSentAt.length).toBeLessThan(3);
    // The sentence the person saw is saved as the reply, and the turn counts.
    const db = await getDb();
    await vi.waitFor(async () => {
      const rows = await db
        .selectFrom("chat_messages")
        .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
        .select(["chat_messages.role", "chat_messages.content"])
        .where("chat_conversations.user_id", "=", id)
        .execute();
      expect(rows.filter((r) => r.role === "assistant").map((r) => r.content)).toEqual(["Primo pezzo."]);
    });
    expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(1);
  });

  it("gives the slot back when the browser leaves before any text", async () => {
    const { jar, id } = await signedIn();
    fake().setMode("hang");
    const res = await chat(jar, { message: "Ci sei?" }, { Accept: "text/event-stream" });
    await fake().waitFor(() => fake().requests.length === 1);
    await res.body!.cancel();
    await vi.waitFor(async () => expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(0));
  });
});
