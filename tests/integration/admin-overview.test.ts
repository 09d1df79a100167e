/**
 * /admin's overview (issue 14 item 2, decision record 0034) against seeded data: users and new
 * ones, active subscriptions and the monthly recurring revenue, trials, launch codes and offers,
 * AI answers per provider and crisis answers (counted by the AI paths themselves, without text),
 * support messages waiting, and the per-day series of the charts. This file has its own
 * database (tests/setup.ts), so the totals are exact.
 */
import { describe, expect, it } from "vitest";
import * as adminIndex from "~/routes/admin._index";
import { getDb } from "~/db.server";
import { countAiEvent } from "~/models/ai-daily-stats.server";
import { getAdminOverview } from "~/models/admin-stats.server";
import { entitlementSubject, getUserById } from "~/models/user.server";
import { runAiRequest } from "~/services/ai/ai-request.server";
import { startChatTurn } from "~/services/ai/chat-turn.server";
import { getEntitlements } from "~/utils/entitlements";
import { DAY_MS } from "~/utils/time";
import { createUser, giveSubscription, signedInJar } from "../support/factories";
import { call, getRequest } from "../support/requests";

const now = new Date("2031-03-15T12:00:00.000Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe("admin overview figures", () => {
  it("counts users, plans, revenue, trials, codes, AI answers, crisis answers and support messages", async () => {
    const db = await getDb();
    // 3 people: one yearly premium (3999 cents), one in the launch trial, one free; created 2, 9 and 40 days ago.
    const yearly = await createUser({ plan: "free", now: ago(2) });
    await giveSubscription({ userId: yearly.id, plan: "yearly", now: ago(2), periodEnd: new Date(now.getTime() + 300 * DAY_MS) });
    const launch = await createUser({ plan: "launch_trial", now: ago(9) }); // 10-day trial: 1 day left
    const free = await createUser({ plan: "free", now: ago(40) });
    // An ended subscription counts for nothing.
    await giveSubscription({ userId: free.id, plan: "monthly", status: "canceled", now: ago(40), periodEnd: ago(5) });
    await db
      .insertInto("launch_codes")
      .values([
        {
          code: "RESPIRO-AAAA-BBBB-CCCC",
          participant_number: 1,
          user_id: launch.id,
          assigned_at: ago(10).toISOString(),
          expires_at: now.toISOString(),
          activated_at: ago(10).toISOString(),
        },
        {
          code: "RESPIRO-DDDD-EEEE-FFFF",
          participant_number: 2,
          user_id: free.id,
          assigned_at: ago(40).toISOString(),
          expires_at: ago(10).toISOString(),
          activated_at: null,
        },
      ])
      .execute();
    await db
      .insertInto("support_messages")
      .values([
        { name: "A", email: "a@example.test", subject: "s", message: "m", locale: "it", created_at: ago(1).toISOString(), handled_at: null },
        { name: "B", email: "b@example.test", subject: "s", message: "m", locale: "en", created_at: ago(1).toISOString(), handled_at: ago(0).toISOString() },
      ])
      .execute();

    // AI: two answers by the engine through runAiRequest, one crisis answer by the gate (not a model), older counts.
    const account = await getUserById({ id: yearly.id });
    const who = { userId: yearly.id, entitlements: getEntitlements(entitlementSubject(account!), now) };
    const ask = (text: string) => runAiRequest({ ...who, locale: "en", text, maxLength: 200, instructions: "x", engineAnswer: () => "ok", now });
    expect((await ask("a normal day")).kind).toBe("answer");
    expect((await ask("another day")).kind).toBe("answer");
    expect((await ask("I want to kill myself")).kind).toBe("crisis");
    await countAiEvent({ event: { kind: "answer", provider: "openai" }, now: ago(3) });
    await countAiEvent({ event: { kind: "answer", provider: "openai" }, now: ago(8) }); // outside the 7 days
    await countAiEvent({ event: { kind: "crisis" }, now: ago(30) }); // in the total only

    const o = await getAdminOverview({ now });
    expect(o.users).toMatchObject({ total: 3, new7: 1, new30: 2, admins: 0, complimentary: 0, disabled: 0 });
    expect(o.subscriptions).toEqual({ monthly: 0, yearly: 1 });
    expect(o.mrrCents).toBe(333); // 3999 / 12 = 333.25 cents → 3.33 EUR
    expect(o.trials).toEqual({ standard: 0, launch: 1 });
    expect(o.launchCodes).toEqual({ assigned: 2, activated: 1, cap: 50 });
    expect(o.launchOffersLeft).toEqual({ monthly: 10, yearly: 10 });
    expect(o.aiAnswers.today).toEqual({ embedded: 2 });
    expect(o.aiAnswers.week).toEqual({ embedded: 2, openai: 1 });
    expect(o.crisisAnswers).toEqual({ week: 1, total: 2 });
    expect(o.supportWaiting).toBe(1);
    expect(o.signupsPerDay).toHaveLength(30);
    expect(o.signupsPerDay.at(-1)?.date).toBe("2031-03-15");
    expect(o.signupsPerDay.reduce((s, d) => s + d.count, 0)).toBe(2);
    expect(o.signupsPerDay.find((d) => d.date === "2031-03-13")?.count).toBe(1);
    expect(o.aiAnswersPerDay.map((d) => d.count)).toEqual([0, 0, 0, 1, 0, 0, 2]);

    // Nothing of the texts is kept by the counters.
    const stats = await db.selectFrom("ai_daily_stats").select(["usage_date", "kind", "provider", "count"]).execute();
    expect(JSON.stringify(stats)).not.toMatch(/normal day|kill/);

    // Complimentary premium and a disabled account show in the people figures.
    await db
      .updateTable("users")
      .set({ complimentary_premium_until: new Date(now.getTime() + DAY_MS).toISOString(), sign_in_disabled_at: ago(1).toISOString() })
      .where("id", "=", free.id)
      .execute();
    expect((await getAdminOverview({ now })).users).toMatchObject({ complimentary: 1, disabled: 1 });
  });

  it("the page's loader gives the figures to an administrator", async () => {
    const admin = await createUser({ plan: "admin" });
    const response = await call(adminIndex.loader, getRequest("/admin", { jar: await signedInJar(admin.id) }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.overview.users.admins).toBe(1);
    expect(body.overview.mrrCents).toBeGreaterThanOrEqual(0);
  });

  it("the chat counts its answers by provider and its crisis answers, with or without the consent", async () => {
    const day = new Date("2031-06-01T10:00:00.000Z");
    const user = await createUser({ plan: "premium", now: day });
    const pending = await createUser({ plan: "premium", now: day, healthDataConsent: false });
    const turn = async (userId: number, message: string, healthDataConsent = true) => {
      const start = await startChatTurn({ userId, entitlements: { dailyAiLimit: null }, healthDataConsent, locale: "it", message, now: day });
      if (start.ok) {
        for await (const _chunk of start.chunks) void _chunk;
      }
      return start;
    };
    expect((await turn(user.id, "Oggi è stata una giornata pesante al lavoro")).ok).toBe(true);
    const crisis = await turn(user.id, "voglio uccidermi");
    expect(crisis.ok && crisis.meta.crisis).toBe(true);
    const crisisPending = await turn(pending.id, "voglio uccidermi", false);
    expect(crisisPending.ok && crisisPending.meta.crisis).toBe(true);
    const o = await getAdminOverview({ now: day });
    expect(o.aiAnswers.today).toEqual({ embedded: 1 });
    expect(o.crisisAnswers.week).toBe(2);
  });
});
