/**
 * The safety gate in context and post-crisis mode through the real routes (/chat without
 * JavaScript and POST /api/chat; decision record 0015): a decided plan right after a despairing
 * turn gets the crisis card, the turns after a flagged message are answered with fixed replies,
 * are never counted and (tests/integration/chat-provider.test.ts) never reach a model.
 */
import { describe, expect, it } from "vitest";
import { getAiUsage } from "~/models/ai-usage.server";
import * as apiChat from "~/routes/api.chat";
import * as chatRoute from "~/routes/chat";
import { crisisReply } from "~/services/ai/crisis-reply";
import { POST_CRISIS_TURNS } from "~/services/ai/post-crisis";
import { createUser, signedInJar } from "../support/factories";
import { call, CookieJar, formRequest, getRequest, jsonRequest } from "../support/requests";

/** A signed-in user whose trial has ended: the free plan, 3 AI requests a day. */
async function freeUser() {
  const user = await createUser({ plan: "free" });
  return { jar: await signedInJar(user.id), id: user.id };
}

type ChatBody = { reply: string; crisis: boolean; conversationId: number; remaining: number | null };

async function chat(jar: CookieJar, message: string, conversationId?: number, lang: "it" | "en" = "en"): Promise<ChatBody> {
  const res = await call(apiChat.action, jsonRequest("/api/chat", { message, conversationId }, { jar, headers: { "Accept-Language": lang } }));
  expect(res.status).toBe(200);
  return res.json();
}

const used = async (id: number) => (await getAiUsage({ userId: id, limit: 3, now: new Date() })).used;

describe("the crisis answer of the kind the message calls for (issue 26 item 4)", () => {
  it("someone else at risk, harm to others and abuse each get their own first step, in the chat's language", async () => {
    const { jar } = await freeUser();
    const friend = await chat(jar, "my friend wants to kill herself");
    expect(friend).toMatchObject({ crisis: true, reply: crisisReply("en", "other_at_risk") });
    const harm = await chat((await freeUser()).jar, "voglio fare del male a qualcuno", undefined, "it");
    expect(harm).toMatchObject({ crisis: true, reply: crisisReply("it", "harm_to_others") });
    const abuse = await chat((await freeUser()).jar, "someone is threatening to kill me");
    expect(abuse).toMatchObject({ crisis: true, reply: crisisReply("en", "abuse_violence") });
  });
});

describe("a decided plan after a despairing turn", () => {
  it("POST /api/chat answers both: the despair with the crisis classifier's card, the plan with the card again", async () => {
    // The rules alone needed the second turn; the classifier reads the hopelessness of the first
    // (issue 26 item 4). Neither turn is counted.
    const { jar, id } = await freeUser();
    const despair = await chat(jar, "I can't do this anymore, everything is pointless");
    expect(despair.crisis).toBe(true);
    const plan = await chat(jar, "I've decided. tonight.", despair.conversationId);
    expect(plan.crisis).toBe(true);
    expect(plan.reply).toBe(crisisReply("en"));
    expect(await used(id)).toBe(0);
  });

  it("the /chat form (no JavaScript) shows the crisis card after 'ho deciso, stasera'", async () => {
    const { jar, id } = await freeUser();
    const headers = { "Accept-Language": "it" };
    const first = await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "non ce la faccio più, è tutto inutile" }, { jar, headers }));
    expect(first.status).toBe(303);
    const page = await (await call(chatRoute.loader, getRequest("/chat", { jar, headers }))).json();
    const sent = await call(
      chatRoute.action,
      formRequest("/chat", { intent: "send", message: "ho deciso, stasera", conversationId: String(page.conversationId) }, { jar, headers }),
    );
    expect(sent.status).toBe(303);
    const after = await (await call(chatRoute.loader, getRequest("/chat", { jar, headers }))).json();
    const last = after.messages[after.messages.length - 1];
    // The chat renders an assistant message with crisis: true as the crisis card.
    expect(last).toMatchObject({ role: "assistant", crisis: true });
    expect(after.messages[after.messages.length - 2]).toMatchObject({ role: "user", content: "ho deciso, stasera", crisis: true });
    expect(await used(id)).toBe(0);
  });
});

describe("post-crisis mode", () => {
  it("enters after a flagged message: 'Can we just talk?' gets a check-in about safety, not a technique", async () => {
    const { jar, id } = await freeUser();
    const crisis = await chat(jar, "I want to die");
    expect(crisis.crisis).toBe(true);
    const talk = await chat(jar, "Can we just talk?", crisis.conversationId);
    expect(talk.crisis).toBe(false);
    expect(talk.reply).toContain("are you safe right now?");
    expect(talk.reply).toContain("/safety");
    expect(talk.reply).toContain("116 123");
    // exactly one question, and no thought record or exercise offered
    expect(talk.reply.match(/\?/g)).toHaveLength(1);
    expect(talk.reply).not.toMatch(/thought record|exercise|distortion/i);
    expect(await used(id)).toBe(0);
  });

  it("'I'm safe' leads back gently, and the next message is the companion's again (and counted)", async () => {
    const { jar, id } = await freeUser();
    const crisis = await chat(jar, "sometimes I wish I was dead");
    const safe = await chat(jar, "yes, I'm safe", crisis.conversationId);
    expect(safe.crisis).toBe(false);
    expect(safe.reply).toContain("I'm glad you're safe right now");
    expect(await used(id)).toBe(0);
    const next = await chat(jar, "I'm anxious about my exam tomorrow", crisis.conversationId);
    expect(next.crisis).toBe(false);
    expect(next.reply).not.toContain("are you safe right now?");
    expect(await used(id)).toBe(1);
  });

  it("'no' to the safety question repeats the crisis card, and so does another sign", async () => {
    const { jar, id } = await freeUser();
    const crisis = await chat(jar, "voglio morire", undefined, "it");
    const no = await chat(jar, "no", crisis.conversationId, "it");
    expect(no.crisis).toBe(true);
    expect(no.reply).toBe(crisisReply("it"));
    const talk = await chat(jar, "possiamo parlare d'altro?", crisis.conversationId, "it");
    expect(talk.crisis).toBe(false);
    expect(talk.reply).toContain("adesso sei al sicuro?");
    const sign = await chat(jar, "ho già regalato la chitarra, tanto non mi servirà più", crisis.conversationId, "it");
    expect(sign.crisis).toBe(true);
    const safe = await chat(jar, "sto bene, sono al sicuro", crisis.conversationId, "it");
    expect(safe.crisis).toBe(false);
    expect(safe.reply).toContain("adesso sei al sicuro");
    expect(await used(id)).toBe(0);
  });

  it("works at the daily limit and never counts: check-ins, the crisis card and the way back", async () => {
    const { jar, id } = await freeUser();
    let conversationId: number | undefined;
    for (let i = 0; i < 3; i++) conversationId = (await chat(jar, `I feel a bit low today ${i}`, conversationId)).conversationId;
    expect(await used(id)).toBe(3);
    const crisis = await chat(jar, "there's no reason for me to stay anymore", conversationId);
    expect(crisis).toMatchObject({ crisis: true, remaining: 0 });
    const talk = await chat(jar, "ok", conversationId);
    expect(talk).toMatchObject({ crisis: false, remaining: 0 });
    const safe = await chat(jar, "I'm safe now", conversationId);
    expect(safe).toMatchObject({ crisis: false, remaining: 0 });
    expect(await used(id)).toBe(3);
    // Back to normal: at the limit, an ordinary message is refused again.
    const res = await call(apiChat.action, jsonRequest("/api/chat", { message: "thanks, what can I do about stress?", conversationId }, { jar }));
    expect(res.status).toBe(429);
  });

  it(`ends by itself after ${POST_CRISIS_TURNS} check-ins, each phrased differently`, async () => {
    const { jar } = await freeUser();
    const crisis = await chat(jar, "I want to die");
    const replies: string[] = [];
    for (let i = 0; i < POST_CRISIS_TURNS; i++) replies.push((await chat(jar, `hmm ${i}`, crisis.conversationId)).reply);
    for (const reply of replies) expect(reply).toContain("are you safe right now?");
    expect(new Set(replies).size).toBe(POST_CRISIS_TURNS);
    const after = await chat(jar, "I'm worried about work", crisis.conversationId);
    expect(after.reply).not.toContain("are you safe right now?");
  });

  it("a change of language keeps the crisis state", async () => {
    const { jar } = await freeUser();
    const crisis = await chat(jar, "I want to die", undefined, "en");
    const italian = await chat(jar, "possiamo parlare?", crisis.conversationId, "it");
    expect(italian.conversationId).not.toBe(crisis.conversationId);
    expect(italian.reply).toContain("adesso sei al sicuro?");
  });
});
