/**
 * The launch offer (spec §1, §2 /launch and /promo, §4 promo code states, §5, §8; docs/architecture.md
 * "better than the specification" 10): every account starts the 7-day trial, and a launch
 * participant's code adds 10 days of full premium from its activation.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { activateLaunchCode, getLaunchCodeForUser } from "~/models/launch-code.server";
import { entitlementSubject, getUserById } from "~/models/user.server";
import * as apiChat from "~/routes/api.chat";
import * as apiRegister from "~/routes/api.auth.register";
import * as launchRoute from "~/routes/launch";
import * as promoRoute from "~/routes/promo";
import { getEntitlements } from "~/utils/entitlements";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration, registrationFormFields } from "../support/requests";

const DAY = 86_400_000;

/** A launch participant signed in through the API, with their code. */
async function participant() {
  const jar = new CookieJar();
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: false })));
  expect(res.status).toBe(201);
  jar.store(res);
  const body = await res.json();
  expect(body.promoCode).toBeTruthy();
  return { jar, id: body.user.id as number, code: body.promoCode as string };
}

async function entitlementsOf(id: number, now = new Date()) {
  const user = await getUserById({ id });
  return getEntitlements(entitlementSubject(user!), now);
}

const activate = (jar: CookieJar, code: string | undefined) => call(launchRoute.action, formRequest("/launch", code === undefined ? {} : { code }, { jar }));

describe("registration with the launch offer", () => {
  it("starts the standard 7-day trial at once and assigns the code as well", async () => {
    const before = Date.now();
    const { id } = await participant();
    const ent = await entitlementsOf(id);
    expect(ent.state).toBe("standard_trial");
    expect(ent.dailyAiLimit).toBe(5);
    expect(new Date(ent.trial!.endsAt).getTime() - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect((await getLaunchCodeForUser({ userId: id }))?.activatedAt).toBeNull();
  });

  it("lets a launch participant chat 5 times on day one, like any trial user", async () => {
    const { jar } = await participant();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(apiChat.action, jsonRequest("/api/chat", { message: `Oggi mi sento un po' giù (${i})` }, { jar }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("the /register form treats a ticked 'I want the launch offer' as taking the code, an unticked one as skipping it", async () => {
    const registerRoute = await import("~/routes/register");
    const wanted = newRegistration();
    const res1 = await call(registerRoute.action, formRequest("/register", { ...registrationFormFields(wanted), launchOffer: "on" }));
    expect(res1.status).toBe(302);
    const skipped = newRegistration();
    const res2 = await call(registerRoute.action, formRequest("/register", registrationFormFields(skipped)));
    expect(res2.status).toBe(302);
    const db = await getDb();
    const rows = await db
      .selectFrom("users")
      .leftJoin("launch_codes", "launch_codes.user_id", "users.id")
      .select(["users.username", "users.trial_kind", "launch_codes.code"])
      .where("users.username", "in", [wanted.username, skipped.username])
      .execute();
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName[wanted.username]).toMatchObject({ trial_kind: "standard" });
    expect(byName[wanted.username].code).toMatch(/^RESPIRO-/);
    expect(byName[skipped.username]).toMatchObject({ trial_kind: "standard", code: null });
  });
});

describe("/launch activation", () => {
  it("requires a code (spec §5)", async () => {
    const { jar } = await participant();
    for (const code of [undefined, "", "   "]) {
      const res = await activate(jar, code);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("launch.codeRequired");
    }
  });

  it("gives one answer for an unknown code, another person's code and an already used one", async () => {
    const a = await participant();
    const b = await participant();
    const unknown = await activate(a.jar, "RESPIRO-AAAA-BBBB-CCCC");
    const othersCode = await activate(a.jar, b.code);
    expect(unknown.status).toBe(400);
    expect(othersCode.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "launch.invalidCode" });
    expect(await othersCode.json()).toMatchObject({ error: "launch.invalidCode" });
    // B's code was not touched by A's attempt.
    expect((await getLaunchCodeForUser({ userId: b.id }))?.activatedAt).toBeNull();

    expect((await activate(a.jar, a.code)).status).toBe(303);
    const again = await activate(a.jar, a.code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "launch.invalidCode" });
  });

  it("refuses an expired code, 30 days after it was assigned (controlled clock)", async () => {
    const { jar, id, code } = await participant();
    const assigned = await getLaunchCodeForUser({ userId: id });
    const expiresAt = new Date(assigned!.expiresAt);
    expect(await activateLaunchCode({ userId: id, code, now: expiresAt })).toEqual({ ok: false, reason: "expired" });
    const db = await getDb();
    await db
      .updateTable("launch_codes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", id)
      .execute();
    const res = await activate(jar, code);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ error: "launch.expiredCode" });
    expect((await entitlementsOf(id)).state).toBe("standard_trial");
  });

  it("starts the launch trial: 10 days of full premium from activation, then it ends (controlled clock)", async () => {
    const { id, code } = await participant();
    const at = new Date(Date.now() + 2 * DAY); // two days into the standard trial
    const result = await activateLaunchCode({ userId: id, code: `  ${code.toLowerCase()} `, now: at });
    expect(result).toEqual({ ok: true, trialEndsAt: new Date(at.getTime() + 10 * DAY).toISOString() });
    const during = await entitlementsOf(id, at);
    expect(during).toMatchObject({ state: "launch_trial", isPremium: true, dailyAiLimit: null });
    expect(during.trial).toMatchObject({ kind: "launch", daysLeft: 10 });
    expect((await entitlementsOf(id, new Date(at.getTime() + 10 * DAY - 1))).state).toBe("launch_trial");
    const after = await entitlementsOf(id, new Date(at.getTime() + 10 * DAY));
    expect(after).toMatchObject({ state: "free", isPremium: false, trialExpired: true, dailyAiLimit: 3 });
    expect((await getLaunchCodeForUser({ userId: id }))?.activatedAt).toBe(at.toISOString());
  });

  it("activates once when the same code is sent in parallel", async () => {
    const { id, code } = await participant();
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 10 }, () => activateLaunchCode({ userId: id, code, now })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("through the form: success redirects with a toast and the page then shows the launch trial and the code as activated", async () => {
    const { jar, code } = await participant();
    const res = await activate(jar, code);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/launch");
    jar.store(res);
    const page = await (await call(launchRoute.loader, getRequest("/launch", { jar }))).json();
    expect(page.signedIn).toBe(true);
    expect(page.code).toMatchObject({ code, state: "activated" });
    expect(page.launchTrial.daysLeft).toBe(10);
  });

  it("shows visitors the campaign and asks them to sign in; the activation itself needs a session", async () => {
    const page = await (await call(launchRoute.loader, getRequest("/launch"))).json();
    expect(page).toMatchObject({ signedIn: false, code: null, campaign: { total: 50 } });
    expect(page.campaign.remaining).toBeGreaterThanOrEqual(0);
    const res = await call(launchRoute.action, formRequest("/launch", { code: "RESPIRO-AAAA-BBBB-CCCC" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("/promo is the same page", () => {
    expect(promoRoute.loader).toBe(launchRoute.loader);
    expect(promoRoute.action).toBe(launchRoute.action);
    expect(promoRoute.default).toBe(launchRoute.default);
  });
});
