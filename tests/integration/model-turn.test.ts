/**
 * With a model configured (the loopback fake through the real `openai` SDK), the companion keeps
 * the engine's guard rails (decision records 0018 and 0021): the model hears the conversation's
 * memory and the engine's view of the turn but no crisis text; its reply streams sentence by
 * sentence, each sentence shown once the reply so far passes the output check, and is replaced by
 * the engine's reply when its first sentence diagnoses or advises on medicines, or cut safely when
 * a later one does, asks a second question or runs long; the engine's quick replies and memory
 * come with the model's reply.
 */
import { describe, expect, it, vi } from "vitest";
import { performance } from "node:perf_hooks";
import { getConversationMemory, listMessages } from "~/models/chat.server";
import { getAiUsage } from "~/models/ai-usage.server";
import * as apiChat from "~/routes/api.chat";
import * as apiRegister from "~/routes/api.auth.register";
import { engineReply } from "~/services/ai/engine/index";
import { engineHints } from "~/services/ai/engine-hints.server";
import { MIDSTREAM_WARNING } from "~/services/ai/companion.server";
import { modelClosing } from "~/services/ai/model-closing";
import { OUTPUT_CHECK_WARNING, OUTPUT_CUT_WARNING } from "~/services/ai/model-turn.server";
import { MODEL_REPLY_MAX_CHARS } from "~/services/ai/output-check";
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

interface SseEvent {
  event: string;
  data: any;
  /** performance.now() when the event's bytes were read. */
  at: number;
}

/** POST /api/chat as server-sent events, read incrementally: every event with the time it arrived. */
async function chatEvents(jar: CookieJar, body: unknown, headers: Record<string, string> = {}): Promise<SseEvent[]> {
  const res = await chat(jar, body, { ...headers, Accept: "text/event-stream" });
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const at = performance.now();
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      events.push({ event, data: data ? JSON.parse(data) : undefined, at });
    }
  }
  return events;
}

const deltasOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text as string)
    .join("");

/** The last assistant message saved in the conversation. */
async function savedReply(conversationId: number): Promise<string | undefined> {
  return (await listMessages({ conversationId })).filter((m) => m.role === "assistant").at(-1)?.content;
}

describe("a model's reply goes through the output check", () => {
  it("passes a good reply unchanged, streamed a sentence at a time, with the engine's quick replies", async () => {
    const { jar } = await signedIn();
    const message = "Sono in ansia per l'esame";
    const json = await (await chat(jar, { message })).json();
    expect(json.reply).toBe(GOOD.join(""));
    const engine = engineReply([{ role: "user", content: message }], "it", null, engineHints(message, null, null));
    expect(engine.quickReplies.length).toBeGreaterThan(1);
    expect(json.suggestions).toEqual(engine.quickReplies);

    // Streamed a sentence at a time: "Capisco, sembra pesante." then " Cosa ti preoccupa di più?".
    const events = await chatEvents(jar, { message: "Ho paura di bloccarmi", conversationId: json.conversationId });
    expect(events.filter((e) => e.event === "delta").map((e) => e.data.text)).toEqual(["Capisco, sembra pesante.", " Cosa ti preoccupa di più?"]);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { reply: GOOD.join("") } });
    expect(events.at(-1)?.data.suggestions.length).toBeGreaterThan(1);
  });

  it("shows the first sentence while the model is still writing the rest", async () => {
    const { jar } = await signedIn();
    const chunks = ["Ti ascolto. ", "Sembra una settimana ", "davvero pesante. ", "Cosa ti pesa di più adesso?"];
    fake().configure({ chunks, chunkDelayMs: 120 });
    const events = await chatEvents(jar, { message: "Sono stanco di tutto questo lavoro" });
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.map((e) => e.data.text)).toEqual(["Ti ascolto.", " Sembra una settimana davvero pesante.", " Cosa ti pesa di più adesso?"]);
    const sent = fake().requests[0].chunkSentAt;
    expect(sent).toHaveLength(chunks.length);
    // The first sentence reached the person before the model sent its second chunk, let alone its last.
    expect(deltas[0].at).toBeLessThan(sent[1]);
    expect(deltas[1].at).toBeLessThan(sent[3]);
    const done = events.at(-1);
    expect(done).toMatchObject({ event: "done", data: { reply: chunks.join("") } });
    expect(await savedReply(done?.data.conversationId)).toBe(chunks.join(""));
  });

  it.each([
    ["a diagnosis (it)", ["Da quello che dici, ", "hai la depressione. ", "Ne hai parlato con qualcuno?"], "diagnosis", "it"],
    ["a diagnosis (en)", ["It sounds like ", "you have ADHD. ", "Have you been tested?"], "diagnosis", "en"],
    ["a dose", ["Prova a prendere ", "50 mg di sertralina ", "la sera."], "medication", "it"],
    ["advice to stop a medicine", ["You could stop taking ", "your antidepressants ", "for a while."], "medication", "en"],
    ["two questions before the first sentence ends", ["Come stai?Hai ", "dormito? ", "Ti ascolto."], "questions", "it"],
    ["an over-long first sentence", ["Ti ascolto e ".repeat(80), "ci sono."], "too_long", "it"],
  ])("replaces %s in the first sentence with the engine's reply for the same turn, logging only the rule", async (_name, chunks, rule, locale) => {
    const { jar, headers } = await signedIn(locale as "it" | "en");
    fake().setChunks(chunks as string[]);
    const message = locale === "it" ? "Non riesco a concentrarmi sullo studio e sono di cattivo umore" : "I can't focus and I feel down";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const json = await (await chat(jar, { message }, headers)).json();
      const engine = engineReply([{ role: "user", content: message }], locale as "it" | "en", null, engineHints(message, null, null));
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

  it("a model reply that breaks off before its first full sentence is not shown: the engine answers and the turn is counted once", async () => {
    const { jar, id } = await signedIn();
    fake().configure({ mode: "drop-after-first-chunk", chunks: ["Primo pezzo ", "mai arrivato?"] });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const message = "Mi sento sopraffatto";
      const json = await (await chat(jar, { message })).json();
      expect(json.reply).toBe(engineReply([{ role: "user", content: message }], "it", null, engineHints(message, null, null)).text);
      expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("a model reply that breaks off after a shown sentence keeps it and says the reply was cut off", async () => {
    const { jar, id } = await signedIn();
    fake().configure({ mode: "drop-after-first-chunk", chunks: ["Ti ascolto, con calma. ", "mai arrivato?"] });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const events = await chatEvents(jar, { message: "Mi sento sopraffatto" });
      const reply = `Ti ascolto, con calma.${modelClosing("it", "interrupted")}`;
      expect(deltasOf(events)).toBe(reply);
      expect(events.at(-1)).toMatchObject({ event: "done", data: { reply } });
      expect(await savedReply(events.at(-1)?.data.conversationId)).toBe(reply);
      expect(warn).toHaveBeenCalledWith(MIDSTREAM_WARNING, expect.objectContaining({ provider: "openai" }));
      expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("a later sentence that fails the check stops the model and the reply is closed safely", () => {
  async function cutTurn(chunks: string[], locale: "it" | "en", message: string, chunkDelayMs = 40) {
    const { jar, headers } = await signedIn(locale);
    // Slow enough that the model is still writing when the failing sentence arrives.
    fake().configure({ chunks, chunkDelayMs });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const events = await chatEvents(jar, { message }, headers);
      const done = events.at(-1);
      expect(done?.event).toBe("done");
      expect(done?.data.reply).toBe(deltasOf(events));
      expect(await savedReply(done?.data.conversationId)).toBe(done?.data.reply);
      const engine = engineReply([{ role: "user", content: message }], locale, null, engineHints(message, null, null));
      expect(done?.data.suggestions).toEqual(engine.quickReplies);
      const logged = JSON.stringify(warn.mock.calls);
      expect(logged).not.toContain(message);
      return { reply: done?.data.reply as string, warn: warn.mock.calls, logged, conversationId: done?.data.conversationId as number };
    } finally {
      warn.mockRestore();
    }
  }

  it("a diagnosis in the second sentence: the first stays, the diagnosis never shows, a fixed closing follows", async () => {
    const chunks = ["Mi dispiace che tu stia così. ", "Da quello che dici, ", "hai la depressione. ", "Ne hai parlato con qualcuno?"];
    const { reply, warn, logged } = await cutTurn(chunks, "it", "Non riesco a concentrarmi sullo studio e sono di cattivo umore", 200);
    expect(reply).toBe(`Mi dispiace che tu stia così.${modelClosing("it", "diagnosis")}`);
    expect(warn).toContainEqual([OUTPUT_CUT_WARNING, { provider: "openai", rule: "diagnosis" }]);
    expect(logged).not.toContain("depressione");
    // The model's stream was closed as soon as the sentence failed: its last chunk was never sent.
    await fake().waitFor(() => fake().requests[0].closedEarly);
    expect(fake().requests[0].chunkSentAt.length).toBeLessThan(chunks.length);
  });

  it("medication advice in the second sentence (en): cut with the doctor-or-pharmacist closing", async () => {
    const chunks = ["That sounds exhausting. ", "You could stop taking your antidepressants for a while. ", "How does that sound?"];
    const { reply, warn } = await cutTurn(chunks, "en", "I can't focus and I feel down");
    expect(reply).toBe(`That sounds exhausting.${modelClosing("en", "medication")}`);
    expect(reply).not.toContain("antidepressants");
    expect(warn).toContainEqual([OUTPUT_CUT_WARNING, { provider: "openai", rule: "medication" }]);
  });

  it("a second question is cut: the reply ends with the sentences before it, nothing added", async () => {
    const chunks = ["Capisco. ", "Cosa ti pesa di più? ", "Io sono qui. ", "Hai dormito stanotte? ", "E hai mangiato?"];
    const { reply, warn, conversationId } = await cutTurn(chunks, "it", "Mi sento giù da giorni");
    expect(reply).toBe("Capisco. Cosa ti pesa di più? Io sono qui.");
    expect(reply.match(/\?/g)).toHaveLength(1);
    expect(warn).toContainEqual([OUTPUT_CUT_WARNING, { provider: "openai", rule: "questions" }]);
    // The memory is updated with what was shown, the model's question included.
    const memory = await getConversationMemory({ conversationId });
    expect(memory?.said.length).toBeGreaterThan(0);
  });

  it("an over-long reply is cut at the last sentence within the bound", async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => `Questa è la frase numero ${i + 1} della risposta. `);
    const { reply, warn } = await cutTurn(chunks, "it", "Raccontami qualcosa di lungo");
    expect(reply.length).toBeLessThanOrEqual(MODEL_REPLY_MAX_CHARS);
    expect(reply.length).toBeGreaterThan(MODEL_REPLY_MAX_CHARS - 60);
    expect(chunks.join("").startsWith(reply)).toBe(true);
    expect(reply.endsWith("della risposta.")).toBe(true);
    expect(warn).toContainEqual([OUTPUT_CUT_WARNING, { provider: "openai", rule: "too_long" }]);
  });
});

describe("the thinking-pattern invitation under a model's reply", () => {
  const message = "Sbaglio sempre tutto, non cambierà mai niente";

  it("is offered when the model answered without naming the pattern", async () => {
    const { jar } = await signedIn();
    const events = await chatEvents(jar, { message });
    const done = events.at(-1)?.data;
    expect(done.reply).toBe(GOOD.join(""));
    expect(done.distortions).toContain("overgeneralisation");
    const saved = (await listMessages({ conversationId: done.conversationId })).filter((m) => m.role === "assistant").at(-1);
    expect(saved?.distortions).toContain("overgeneralisation");
  });

  it("is not offered again for a pattern the model's reply already names", async () => {
    const { jar } = await signedIn();
    fake().setChunks(["Noto un po' di ipergeneralizzazione: ", "una volta diventa «sempre». ", "Ti viene in mente una volta andata diversamente?"]);
    const json = await (await chat(jar, { message })).json();
    expect(json.reply).toContain("ipergeneralizzazione");
    expect(json.distortions).not.toContain("overgeneralisation");
    const saved = (await listMessages({ conversationId: json.conversationId })).filter((m) => m.role === "assistant").at(-1);
    expect(saved?.distortions).not.toContain("overgeneralisation");
    // The person's own message keeps what the engine read in it.
    const mine = (await listMessages({ conversationId: json.conversationId })).filter((m) => m.role === "user").at(-1);
    expect(mine?.distortions).toContain("overgeneralisation");
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

describe("a CBT flow offered under a model's reply", () => {
  it("starts when the person says yes, though the model worded the reply itself (en)", async () => {
    const { jar } = await signedIn("en");
    const headers = { "Accept-Language": "en" };
    fake().setChunks(["That sounds painful. ", "Wanting her to understand makes sense."]);
    const offer = await (await chat(jar, { message: "how do I tell her that her words upset me?" }, headers)).json();
    expect(offer.suggestions.length).toBeGreaterThan(0);
    expect((await getConversationMemory({ conversationId: offer.conversationId }))?.flow).toMatchObject({ id: "assertive", step: "offer" });

    fake().setChunks(["Good, let's build it together. ", "What happened, in one sentence?"]);
    await chat(jar, { message: offer.suggestions[0], conversationId: offer.conversationId }, headers);
    const memory = await getConversationMemory({ conversationId: offer.conversationId });
    expect(memory?.flow?.id).toBe("assertive");
    expect(memory?.flow?.step).not.toBe("offer");
  });
});
