/**
 * The trial banner's states on a controlled clock (spec §4 "Trial banner: launch trial, standard
 * trial, expiring in N days, expires tomorrow, expired"; issue 13) as the root loader decides them
 * for every page, and "remind me later": POST /trial-banner (a plain form) hides it for 24 hours.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as root from "~/root";
import * as trialBanner from "~/routes/trial-banner";
import { DAY_MS } from "~/utils/time";
import { createUser, signedInJar } from "../support/factories";
import { call, formRequest, getRequest, type CookieJar } from "../support/requests";

const HOUR_MS = 3_600_000;
const start = new Date("2026-12-01T09:00:00.000Z");

afterEach(() => {
  vi.useRealTimers();
});

/** The root loader's banner inputs at instant `at` for user `id` (a session made at that instant). */
async function bannerAt(id: number, at: Date, jar?: CookieJar) {
  vi.setSystemTime(at);
  const session = jar ?? (await signedInJar(id));
  const data = (await (await call(root.loader, getRequest("/", { jar: session }))).json()) as {
    entitlements: { state: string; trial: { kind: string; daysLeft: number; expiresTomorrow: boolean } | null; trialExpired: boolean };
    bannerSnoozed: boolean;
  };
  return { ...data.entitlements, snoozed: data.bannerSnoozed, jar: session };
}

describe("trial banner", () => {
  it("walks a standard trial through 'N days left', 'expires tomorrow' and 'expired'", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const user = await createUser({ plan: "standard_trial", now: start });
    expect(await bannerAt(user.id, new Date(start.getTime() + HOUR_MS))).toMatchObject({ trial: { kind: "standard", daysLeft: 7, expiresTomorrow: false } });
    expect(await bannerAt(user.id, new Date(start.getTime() + 4 * DAY_MS))).toMatchObject({ trial: { daysLeft: 3, expiresTomorrow: false } });
    expect(await bannerAt(user.id, new Date(start.getTime() + 6 * DAY_MS + HOUR_MS))).toMatchObject({ trial: { daysLeft: 1, expiresTomorrow: true } });
    expect(await bannerAt(user.id, new Date(start.getTime() + 7 * DAY_MS + 1))).toMatchObject({ state: "free", trial: null, trialExpired: true });
  });

  it("shows the launch trial with its days left", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const user = await createUser({ plan: "launch_trial", now: start });
    expect(await bannerAt(user.id, new Date(start.getTime() + 2 * DAY_MS))).toMatchObject({ state: "launch_trial", trial: { kind: "launch", daysLeft: 8 } });
  });

  it("'remind me later' hides it for 24 hours, then it comes back", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const user = await createUser({ plan: "standard_trial", now: start });
    const jar = await signedInJar(user.id);
    const pressed = await call(trialBanner.action, formRequest("/trial-banner", { redirectTo: "/chat?x=1" }, { jar }));
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get("Location")).toBe("/chat?x=1");
    jar.store(pressed);
    expect((await bannerAt(user.id, new Date(start.getTime() + 23 * HOUR_MS), jar)).snoozed).toBe(true);
    expect((await bannerAt(user.id, new Date(start.getTime() + 24 * HOUR_MS + 1), jar)).snoozed).toBe(false);
    const offSite = await call(trialBanner.action, formRequest("/trial-banner", { redirectTo: "//evil.example/" }, { jar }));
    expect(offSite.headers.get("Location")).toBe("/");
  });
});
