/**
 * The trial banner follows the entitlement state, not the trial row (issue 25 item 1): a person
 * who subscribed during a trial, or an administrator, is never told about a trial, and the
 * standard trial (which is not Premium) never offers to "keep" Premium.
 */
import { describe, expect, it } from "vitest";
import { trialBannerView } from "~/components/trial-banner";
import { getEntitlements, type EntitlementSubject } from "~/utils/entitlements";

const DAY = 86_400_000;
const now = new Date("2026-11-26T12:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const base: EntitlementSubject = {
  isAdmin: false,
  trialKind: null,
  trialEndsAt: null,
  subscriptionPlan: null,
  subscriptionStatus: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
};
const view = (user: EntitlementSubject) => trialBannerView(getEntitlements(user, now));

describe("trialBannerView", () => {
  it("says nothing of a trial to a subscriber whose trial row still runs", () => {
    for (const trialKind of ["standard", "launch"] as const) {
      const subscriber = {
        ...base,
        trialKind,
        trialEndsAt: at(7 * DAY - 1000),
        subscriptionPlan: "monthly" as const,
        subscriptionStatus: "active",
        subscriptionEnd: at(30 * DAY),
      };
      expect(view(subscriber)).toBeNull();
    }
  });

  it("says nothing to an administrator or a person with complimentary premium during a trial", () => {
    expect(view({ ...base, isAdmin: true, trialKind: "standard", trialEndsAt: at(3 * DAY) })).toBeNull();
    expect(view({ ...base, trialKind: "standard", trialEndsAt: at(3 * DAY), complimentaryPremiumUntil: at(20 * DAY) })).toBeNull();
  });

  it("offers to go Premium during the standard trial, and to keep it during the launch trial", () => {
    expect(view({ ...base, trialKind: "standard", trialEndsAt: at(7 * DAY - 1000) })).toEqual({
      message: { key: "trialBanner.standard", count: 7 },
      action: "trialBanner.upgrade",
    });
    expect(view({ ...base, trialKind: "launch", trialEndsAt: at(10 * DAY - 1000) })).toEqual({
      message: { key: "trialBanner.launch", count: 10 },
      action: "trialBanner.keepPremium",
    });
    expect(view({ ...base, trialKind: "standard", trialEndsAt: at(DAY - 1000) })).toEqual({
      message: { key: "trialBanner.tomorrow" },
      action: "trialBanner.upgrade",
    });
  });

  it("tells a free person that the trial ended, and nobody else", () => {
    expect(view({ ...base, trialKind: "standard", trialEndsAt: at(-DAY) })).toEqual({ message: { key: "trialBanner.expired" }, action: "trialBanner.upgrade" });
    expect(view(base)).toBeNull();
  });
});
