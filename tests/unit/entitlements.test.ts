import { describe, expect, it } from "vitest";
import { getEntitlements, type EntitlementSubject } from "~/utils/entitlements";

const DAY = 86_400_000;
const base: EntitlementSubject = {
  isAdmin: false,
  trialKind: null,
  trialEndsAt: null,
  subscriptionPlan: null,
  subscriptionStatus: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
};
const now = new Date("2026-11-21T12:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe("getEntitlements", () => {
  it("gives a visitor no AI and only free content", () => {
    const e = getEntitlements(null, now);
    expect(e.state).toBe("visitor");
    expect(e.dailyAiLimit).toBe(0);
    expect(e.features.chat).toBe(false);
    expect(e.contentTiers).toEqual(["free"]);
  });

  it("gives a free user 3 AI requests a day and locks premium features", () => {
    const e = getEntitlements(base, now);
    expect(e.state).toBe("free");
    expect(e.dailyAiLimit).toBe(3);
    expect(e.isPremium).toBe(false);
    expect(e.features.moodTracking).toBe(false);
    expect(e.features.aiModules).toBe(false);
    expect(e.trialExpired).toBe(false);
  });

  it("keeps a standard trial until its last millisecond, with 5 chat messages a day", () => {
    const user = { ...base, trialKind: "standard" as const, trialEndsAt: at(0) };
    const lastMs = getEntitlements(user, new Date(now.getTime() - 1));
    expect(lastMs.state).toBe("standard_trial");
    expect(lastMs.dailyAiLimit).toBe(5);
    expect(lastMs.contentTiers).toEqual(["free", "trial"]);
    expect(lastMs.trial?.daysLeft).toBe(1);
    const ended = getEntitlements(user, now);
    expect(ended.state).toBe("free");
    expect(ended.trial).toBeNull();
    expect(ended.trialExpired).toBe(true);
    expect(ended.dailyAiLimit).toBe(3);
  });

  it("says 'expires tomorrow' only in the last 24 hours and counts started days", () => {
    const user = { ...base, trialKind: "standard" as const, trialEndsAt: at(7 * DAY) };
    expect(getEntitlements(user, now).trial).toMatchObject({ daysLeft: 7, expiresTomorrow: false });
    expect(getEntitlements(user, new Date(now.getTime() + 6 * DAY - 1)).trial).toMatchObject({ daysLeft: 2, expiresTomorrow: false });
    expect(getEntitlements(user, new Date(now.getTime() + 6 * DAY)).trial).toMatchObject({ daysLeft: 1, expiresTomorrow: true });
  });

  it("gives the launch trial full premium and unlimited AI", () => {
    const e = getEntitlements({ ...base, trialKind: "launch", trialEndsAt: at(10 * DAY) }, now);
    expect(e.state).toBe("launch_trial");
    expect(e.isPremium).toBe(true);
    expect(e.dailyAiLimit).toBeNull();
    expect(e.features.moodTracking).toBe(true);
    expect(e.contentTiers).toContain("premium");
  });

  it("keeps a cancelled subscription until its period end, then drops to free", () => {
    const user = { ...base, subscriptionPlan: "monthly" as const, subscriptionStatus: "canceled", subscriptionEnd: at(DAY), cancelAtPeriodEnd: true };
    const before = getEntitlements(user, new Date(now.getTime() + DAY - 1));
    expect(before.state).toBe("premium");
    expect(before.subscription).toMatchObject({ plan: "monthly", cancelAtPeriodEnd: true });
    const after = getEntitlements(user, new Date(now.getTime() + DAY));
    expect(after.state).toBe("free");
    expect(after.isPremium).toBe(false);
    expect(after.subscription).toBeNull();
  });

  it("does not grant premium for unpaid or incomplete subscriptions", () => {
    for (const status of ["incomplete", "incomplete_expired", "unpaid", "paused"]) {
      const e = getEntitlements({ ...base, subscriptionStatus: status, subscriptionEnd: at(30 * DAY) }, now);
      expect(e.isPremium, status).toBe(false);
    }
  });

  it("prefers premium over a running trial", () => {
    const e = getEntitlements(
      { ...base, trialKind: "standard", trialEndsAt: at(DAY), subscriptionStatus: "active", subscriptionEnd: at(30 * DAY), subscriptionPlan: "yearly" },
      now,
    );
    expect(e.state).toBe("premium");
    expect(e.dailyAiLimit).toBeNull();
  });

  it("gives an admin everything premium has plus the admin area", () => {
    const e = getEntitlements({ ...base, isAdmin: true }, now);
    expect(e.state).toBe("admin");
    expect(e.isPremium).toBe(true);
    expect(e.features.admin).toBe(true);
    expect(e.dailyAiLimit).toBeNull();
    expect(getEntitlements(base, now).features.admin).toBe(false);
  });

  it("ignores a malformed end date", () => {
    expect(getEntitlements({ ...base, trialKind: "launch", trialEndsAt: "not a date" }, now).state).toBe("free");
  });
});
