/**
 * An AI request outside the chat (app/services/ai/ai-request.server.ts) follows the chat's rules:
 * the safety gate answers a crisis first and never counts it, the daily quota is reserved before
 * the answer, a failure gives its slot back.
 */
import { describe, expect, it } from "vitest";
import { getAiUsage } from "~/models/ai-usage.server";
import { entitlementSubject, getUserById } from "~/models/user.server";
import { runAiRequest } from "~/services/ai/ai-request.server";
import { getEntitlements } from "~/utils/entitlements";
import { createUser } from "../support/factories";

const now = new Date("2026-11-22T10:00:00Z");

async function freeUser() {
  const user = await createUser({ plan: "free", now });
  const account = await getUserById({ id: user.id });
  return { userId: user.id, entitlements: getEntitlements(entitlementSubject(account!), now) };
}

const request = (who: Awaited<ReturnType<typeof freeUser>>, text: string, engineAnswer = (t: string) => `Engine: ${t.length}`) =>
  runAiRequest({ ...who, locale: "en", text, maxLength: 200, instructions: "Offer a kinder perspective.", engineAnswer, now });

describe("runAiRequest", () => {
  it("answers with the engine and counts one request of the free plan's three", async () => {
    const who = await freeUser();
    expect(who.entitlements.dailyAiLimit).toBe(3);
    const result = await request(who, "  I failed the exam, I'm useless  ");
    expect(result).toEqual({ kind: "answer", text: "Engine: 30", provider: "embedded", remaining: 2 });
    expect((await getAiUsage({ userId: who.userId, limit: 3, now })).used).toBe(1);
  });

  it("answers a crisis with the fixed crisis reply, before the quota, without counting it", async () => {
    const who = await freeUser();
    for (let i = 0; i < 3; i++) expect((await request(who, "a normal day")).kind).toBe("answer");
    const result = await request(who, "I want to kill myself");
    expect(result.kind).toBe("crisis");
    expect(result.kind === "crisis" && result.reply).toMatch(/988|116 123/);
    expect((await getAiUsage({ userId: who.userId, limit: 3, now })).used).toBe(3);
  });

  it("refuses empty and over-long text and the fourth request of the day, counting nothing more", async () => {
    const who = await freeUser();
    expect(await request(who, "   ")).toEqual({ kind: "refused", reason: "empty" });
    expect(await request(who, "x".repeat(201))).toEqual({ kind: "refused", reason: "too_long" });
    for (let i = 0; i < 3; i++) await request(who, "a normal day");
    expect(await request(who, "a normal day")).toEqual({ kind: "refused", reason: "limit_reached" });
    expect((await getAiUsage({ userId: who.userId, limit: 3, now })).used).toBe(3);
  });

  it("gives the slot back when no answer could be produced", async () => {
    const who = await freeUser();
    const failing = () => {
      throw new Error("engine bug");
    };
    expect(await request(who, "a normal day", failing)).toEqual({ kind: "failed" });
    expect(await request(who, "a normal day", () => "  ")).toEqual({ kind: "failed" });
    expect((await getAiUsage({ userId: who.userId, limit: 3, now })).used).toBe(0);
  });
});
