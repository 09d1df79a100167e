/**
 * With a model configured (the loopback fake through the real `openai` SDK), the companion keeps
 * the engine's guard rails (decision record 0018): the model hears the conversation's memory and
 * the engine's view of the turn but no crisis text, its reply is checked before the person sees
 * it and replaced by the engine's reply when it diagnoses, advises on medicines, asks several
 * questions or runs long, and the engine's quick replies and memory come with the model's reply.
 */
import { describe, expect, it, vi } from "vitest";
import { getConversationMemory } from "~/models/chat.server";
import { getAiUsage } from "~/models/ai-usage.server";
import * as apiChat from "~/routes/api.chat";
import * as apiRegister from "~/routes/api.auth.register";
import { engineReply } from "~/services/ai/engine/index";
import { OUTPUT_CHECK_WARNING } from "~/services/ai/model-turn.server";
import { systemPrompt } from "~/services/ai/system-prompt";
import { useFakeModel } from "../support/fake-model";
import { call, CookieJar, jsonRequest, newRegistration } from "../support/requests";

const GOOD = ["Capisco, ", "sembra pesante. ", "Cosa ti preoccupa di più?"];
const fake = useFakeModel(GOOD);

async function signedIn(locale: "it" | "en" = "it") {
  const jar = new CookieJar();
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true })));
  jar.store(res);
  return { jar, id: (await res.json()).user.id as number, headers: { "Accept-Language": locale } };
}

const chat = (jar: CookieJar, body: unknown, headers: Record<string, string> = {}) => call(apiChat.action, jsonRequest("/api/chat", body, { jar, headers }));
const systemPromptOf = (i: number): string => fake().requests[i].body.messages[0].content;

describe("a model's reply goes through the output check", () => {
  it("passes a good reply unchanged, streamed in the model's chunks, with the engine's quick replies", async () => {
    const { jar } = await signedIn();
    const message = "Sono in ansia per l'esame";
    const json = await (await chat(jar, { message })).json();
    expect(json.reply).toBe(GOOD.join(""));
    const engine = engineReply([{ role: "user", content: message }], "it", null);
    expect(engine.quickReplies.length).toBeGreaterThan(1);
    expect(json.suggestions).toEqual(engine.quickReplies);

    const sse = await (await chat(jar, { message: "Ho paura di bloccarmi", conversationId: json.conversationId }, { Accept: "text/event-stream" })).text();
    expect(sse.match(/event: delta/g)).toHaveLength(GOOD.length);
    expect(sse).toMatch(/event: done\ndata: .*"suggestions":\["/);
  });

  it.each([
    ["a diagnosis (it)", ["Da quello che dici, ", "hai la depressione. ", "Ne hai parlato con qualcuno?"], "diagnosis", "it"],
    ["a diagnosis (en)", ["It sounds like ", "you have ADHD. ", "Have you been tested?"], "diagnosis", "en"],
    ["a dose", ["Prova a prendere ", "50 mg di sertralina ", "la sera."], "medication", "it"],
    ["advice to stop a medicine", ["You could stop taking ", "your antidepressants ", "for a while."], "medication", "en"],
    ["three questions", ["Come stai? ", "Hai dormito? ", "Hai mangiato?"], "questions", "it"],
    ["an over-long text", ["Ti ascolto. ".repeat(50), "Davvero. ".repeat(50)], "too_long", "it"],
  ])("replaces %s with the engine's reply for the same turn, logging only the rule", async (_name, chunks, rule, locale) => {
    const { jar, headers } = await signedIn(locale as "it" | "en");
    fake().setChunks(chunks as string[]);
    const message = locale === "it" ? "Non riesco a concentrarmi e mi sento giù" : "I can't focus and I feel down";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const json = await (await chat(jar, { message }, headers)).json();
      const engine = engineReply([{ role: "user", content: message }], locale as "it" | "en", null);
      expect(json.reply).toBe(engine.text);
      expect(json.suggestions).toEqual(engine.quickReplies);
      expect(warn).toHaveBeenCalledWith(OUTPUT_CHECK_WARNING, { provider: "openai", rule });
      const logged = JSON.stringify(warn.mock.calls);
      expect(logged).not.toContain((chunks as string[])[1].trim());
      expect(logged).not.toContain(message);
    } finally {
      warn.mockRestore();
    }
  });

  it("a model reply that breaks off is not shown: the engine answers and the turn is counted once", async () => {
    const { jar, id } = await signedIn();
    fake().configure({ mode: "drop-after-first-chunk", chunks: ["Primo pezzo. ", "mai arrivato?"] });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const message = "Mi sento sopraffatto";
      const json = await (await chat(jar, { message })).json();
      expect(json.reply).toBe(engineReply([{ role: "user", content: message }], "it", null).text);
      expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the model hears the conversation's memory, never a crisis", () => {
  it("sends people, the hot thought and plans in the system prompt, and nothing of the crisis turns", async () => {
    const { jar } = await signedIn();
    const first = await (await chat(jar, { message: "Ieri mia madre mi ha detto che sono un fallimento totale, voglio parlarle domani" })).json();
    expect(first.reply).toBe(GOOD.join(""));
    const prompt = systemPromptOf(0);
    expect(prompt).toContain("tua madre");
    expect(prompt).toContain("parlarle domani");
    expect(prompt).toContain("sono un fallimento totale");
    expect(prompt).toContain("labelling");
    expect(prompt.length).toBeLessThan(6000);

    // A crisis turn and the post-crisis check-in never reach the model, now or later.
    const crisis = await (await chat(jar, { message: "voglio uccidermi", conversationId: first.conversationId })).json();
    expect(crisis.crisis).toBe(true);
    await chat(jar, { message: "Possiamo solo parlare?", conversationId: first.conversationId });
    await chat(jar, { message: "sto bene, sono al sicuro", conversationId: first.conversationId });
    expect(fake().requests).toHaveLength(1);
    await chat(jar, { message: "Grazie, ora va un po' meglio", conversationId: first.conversationId });
    expect(fake().requests).toHaveLength(2);
    const notes = systemPromptOf(1).slice(systemPrompt("it").length);
    expect(notes).toContain("tua madre");
    const sent = notes + JSON.stringify(fake().requests[1].body.messages.slice(1));
    for (const crisisText of ["uccidermi", "Possiamo solo parlare", "sono al sicuro", "02 2327 2327", "al sicuro?"]) {
      expect(sent).not.toContain(crisisText);
    }
  });

  it("updates the conversation's memory from the person's message when the model answers", async () => {
    const { jar } = await signedIn("en");
    const json = await (await chat(jar, { message: "My boss Anna ignored me again, I want to talk to her on Monday" }, { "Accept-Language": "en" })).json();
    expect(json.reply).toBe(GOOD.join(""));
    const memory = await getConversationMemory({ conversationId: json.conversationId });
    expect(memory?.people).toContain("your boss Anna");
    expect(memory?.plans).toContain("talk to her on monday");
    const next = await (await chat(jar, { message: "I don't know", conversationId: json.conversationId }, { "Accept-Language": "en" })).json();
    expect(next.reply).toBe(GOOD.join(""));
    expect(systemPromptOf(1)).toContain("your boss Anna");
    expect(systemPromptOf(1)).toContain("talk to her on monday");
  });
});
