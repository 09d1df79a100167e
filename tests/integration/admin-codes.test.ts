/**
 * /admin/codes (issue 14 item 4; decision record 0036): access on the page and both actions; the
 * campaign switch (off → sign-up assigns no code, /launch, /register and the home say closed;
 * on → codes again) with its audit rows; the launch codes listed with their states; promo codes
 * created (validation, a taken code, the audit row in the same transaction) and redeemed at
 * /launch: translated errors, expiry, one per person, and exactly `max uses` under 20 parallel redemptions.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import * as route from "~/routes/admin.codes";
import * as launchRoute from "~/routes/launch";
import * as registerRoute from "~/routes/register";
import * as homeRoute from "~/routes/_index";
import { listAdminActions } from "~/models/admin-audit.server";
import { assignLaunchCode } from "~/models/launch-code.server";
import { createPromo } from "~/services/admin/codes.server";
import { registerUser } from "~/services/auth/new-account.server";
import { DAY_MS } from "~/utils/time";
import { createUser, signedInJar, signedInAdmin } from "../support/factories";
import { call, formRequest, getRequest, newRegistration, registrationFormFields, type CookieJar } from "../support/requests";

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function auditFor(label: string) {
  return (await listAdminActions({ pageSize: 1000 })).entries.filter((e) => e.targetLabel === label);
}

function redeem(jar: CookieJar, code: string) {
  return call(launchRoute.action, formRequest("/launch", { code }, { jar }));
}

describe("/admin/codes access", () => {
  const ACTIONS: Record<string, string>[] = [
    { intent: "campaign", enabled: "off", confirm: "yes" },
    { intent: "promo", days: "10", maxUses: "5", expires: day(10) },
  ];
  it("sends a visitor to sign in and refuses a user with 403 on the page and each action, changing nothing", async () => {
    expect((await call(route.loader, getRequest("/admin/codes"))).status).toBe(302);
    for (const fields of ACTIONS) expect((await call(route.action, formRequest("/admin/codes", fields))).status).toBe(302);
    const user = await createUser({ plan: "premium" });
    const jar = await signedInJar(user.id);
    expect((await call(route.loader, getRequest("/admin/codes", { jar }))).status).toBe(403);
    for (const fields of ACTIONS) expect((await call(route.action, formRequest("/admin/codes", fields, { jar }))).status).toBe(403);
    const db = await getDb();
    expect(await db.selectFrom("app_settings").selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom("promo_codes").selectAll().execute()).toHaveLength(0);
    const { jar: admin } = await signedInAdmin();
    expect((await call(route.loader, getRequest("/admin/codes", { jar: admin }))).status).toBe(200);
  });
});

describe("the launch campaign switch", () => {
  it("off: sign-up assigns no code and the pages say closed; on again: codes again; each change audited once", async () => {
    const { admin, jar } = await signedInAdmin();
    const before = (await listAdminActions({ pageSize: 1000 })).entries.length;

    // Turning it off must be confirmed.
    const unconfirmed = await call(route.action, formRequest("/admin/codes", { intent: "campaign", enabled: "off" }, { jar }));
    expect(unconfirmed.status).toBe(400);
    expect((await unconfirmed.json()).errors.confirm).toBe("adminCodes.errors.confirmOff");
    expect((await listAdminActions({ pageSize: 1000 })).entries.length).toBe(before);

    const off = await call(route.action, formRequest("/admin/codes", { intent: "campaign", enabled: "off", confirm: "yes" }, { jar }));
    expect(off.status).toBe(303);
    const page = await (await call(route.loader, getRequest("/admin/codes", { jar }))).json();
    expect(page.campaign).toMatchObject({ enabled: false, active: false });

    const closedSignUp = await registerUser({ ...newRegistration(), skipLaunchCode: false, acceptHealthData: true, locale: "it" }, new Date());
    expect(closedSignUp.ok && closedSignUp.launchCode).toBeNull();
    // The /register form with the offer ticked: still no code.
    const wanted = newRegistration();
    expect((await call(registerRoute.action, formRequest("/register", { ...registrationFormFields(wanted), launchOffer: "on" }))).status).toBe(302);
    const db = await getDb();
    const formUser = await db.selectFrom("users").select("id").where("username", "=", wanted.username).executeTakeFirstOrThrow();
    expect(await db.selectFrom("launch_codes").select("id").where("user_id", "=", formUser.id).execute()).toHaveLength(0);

    const launch = await (await call(launchRoute.loader, getRequest("/launch"))).json();
    expect(launch.campaign).toMatchObject({ enabled: false, active: false });
    const register = await (await call(registerRoute.loader, getRequest("/register"))).json();
    expect(register.launchActive).toBe(false);
    const home = (await (await call(homeRoute.loader, getRequest("/"))).json()) as { html: string };
    expect(home.html).toContain("L&#x27;offerta di lancio è terminata");

    // Turning it off again changes nothing and records nothing.
    await call(route.action, formRequest("/admin/codes", { intent: "campaign", enabled: "off", confirm: "yes" }, { jar }));
    const on = await call(route.action, formRequest("/admin/codes", { intent: "campaign", enabled: "on" }, { jar }));
    expect(on.status).toBe(303);
    const openSignUp = await registerUser({ ...newRegistration(), skipLaunchCode: false, acceptHealthData: true, locale: "it" }, new Date());
    expect(openSignUp.ok && openSignUp.launchCode?.code).toMatch(/^RESPIRO-/);
    expect((await (await call(launchRoute.loader, getRequest("/launch"))).json()).campaign.active).toBe(true);

    const rows = (await listAdminActions({ pageSize: 1000 })).entries.filter((e) => e.targetLabel === "launch_campaign" && e.adminId === admin.id);
    expect(rows.map((r) => r.action)).toEqual(["campaign_enable", "campaign_disable"]);
  });

  it("lists the launch codes with participant number, username and state", async () => {
    const { jar } = await signedInAdmin();
    const now = Date.now();
    const assigned = await createUser();
    const activated = await createUser();
    const expired = await createUser();
    await assignLaunchCode({ userId: assigned.id, now: new Date(now) });
    const a = await assignLaunchCode({ userId: activated.id, now: new Date(now) });
    await assignLaunchCode({ userId: expired.id, now: new Date(now - 31 * DAY_MS) });
    const db = await getDb();
    await db
      .updateTable("launch_codes")
      .set({ activated_at: new Date(now).toISOString() })
      .where("code", "=", a!.code)
      .execute();
    const page = await (await call(route.loader, getRequest("/admin/codes", { jar }))).json();
    const byUser = Object.fromEntries(page.codes.map((c: { username: string; state: string; participantNumber: number }) => [c.username, c]));
    expect(byUser[assigned.username].state).toBe("assigned");
    expect(byUser[activated.username].state).toBe("activated");
    expect(byUser[expired.username].state).toBe("expired");
    expect(byUser[activated.username].participantNumber).toBe(a!.participantNumber);
  });
});

describe("promo codes", () => {
  it("are created with validation, a taken code refused, and one audit row each", async () => {
    const { admin, jar } = await signedInAdmin();
    const bad = await call(route.action, formRequest("/admin/codes", { intent: "promo", code: "no", days: "0", maxUses: "x", expires: day(-2) }, { jar }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      code: "adminCodes.errors.code",
      days: "adminCodes.errors.days",
      maxUses: "adminCodes.errors.maxUses",
      expires: "adminCodes.errors.expires",
    });
    const ok = await call(
      route.action,
      formRequest("/admin/codes", { intent: "promo", code: "spring-2027", days: "14", maxUses: "3", expires: day(30) }, { jar }),
    );
    expect(ok.status).toBe(303);
    const page = await (await call(route.loader, getRequest("/admin/codes", { jar }))).json();
    expect(page.promos.find((p: { code: string }) => p.code === "SPRING-2027")).toMatchObject({ premiumDays: 14, maxUses: 3, uses: 0 });
    const taken = await call(
      route.action,
      formRequest("/admin/codes", { intent: "promo", code: "SPRING-2027", days: "5", maxUses: "1", expires: day(5) }, { jar }),
    );
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors.code).toBe("adminCodes.errors.taken");
    const rows = await auditFor("SPRING-2027");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "promo_code_create", adminId: admin.id, details: { days: 14, maxUses: 3 } });
    // A random code when none is given.
    await call(route.action, formRequest("/admin/codes", { intent: "promo", code: "", days: "10", maxUses: "1", expires: day(3) }, { jar }));
    const again = await (await call(route.loader, getRequest("/admin/codes", { jar }))).json();
    expect(again.promos[0].code).toMatch(/^PROMO-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it("a failing creation leaves neither the code nor an audit row", async () => {
    await expect(
      createPromo({
        admin: { id: 987_654, username: "ghost" },
        input: { code: "GHOST-CODE", premiumDays: 5, maxUses: 1, expiresAt: new Date(Date.now() + DAY_MS) },
        now: new Date(),
      }),
    ).rejects.toThrow();
    const db = await getDb();
    expect(await db.selectFrom("promo_codes").select("id").where("code", "=", "GHOST-CODE").execute()).toHaveLength(0);
    expect(await auditFor("GHOST-CODE")).toHaveLength(0);
  });

  it("are redeemed at /launch once per person for their days of premium; unknown, used and expired codes answered as launch codes are", async () => {
    const { admin } = await signedInAdmin();
    const now = new Date();
    await createPromo({ admin, input: { code: "WELCOME-BACK", premiumDays: 20, maxUses: 10, expiresAt: new Date(now.getTime() + 5 * DAY_MS) }, now });
    const user = await createUser({ plan: "free" });
    const jar = await signedInJar(user.id);
    const first = await redeem(jar, " welcome-back ");
    expect(first.status).toBe(303);
    const db = await getDb();
    const row = await db.selectFrom("users").select(["trial_kind", "trial_ends_at"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.trial_kind).toBe("launch");
    expect(new Date(row.trial_ends_at!).getTime() - Date.now()).toBeGreaterThan(19.9 * DAY_MS);
    const launch = await (await call(launchRoute.loader, getRequest("/launch", { jar }))).json();
    expect(launch.launchTrial.daysLeft).toBe(20);

    const twice = await redeem(jar, "WELCOME-BACK");
    expect(twice.status).toBe(400);
    expect((await twice.json()).error).toBe("launch.invalidCode");
    const unknown = await redeem(jar, "NOPE-NOPE");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe("launch.invalidCode");

    await createPromo({
      admin,
      input: { code: "OLD-CODE", premiumDays: 5, maxUses: 10, expiresAt: new Date(now.getTime() + 1000) },
      now: new Date(now.getTime() - DAY_MS),
    });
    await db
      .updateTable("promo_codes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("code", "=", "OLD-CODE")
      .execute();
    const other = await createUser({ plan: "free" });
    const expired = await redeem(await signedInJar(other.id), "OLD-CODE");
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toBe("launch.expiredPromo");
    const promo = await db.selectFrom("promo_codes").select("uses").where("code", "=", "OLD-CODE").executeTakeFirstOrThrow();
    expect(promo.uses).toBe(0);
  });

  it("never goes past its number of uses: 20 people at once, 5 uses, exactly 5 redeemed", async () => {
    const { admin } = await signedInAdmin();
    await createPromo({ admin, input: { code: "RUSH-FIVE", premiumDays: 7, maxUses: 5, expiresAt: new Date(Date.now() + DAY_MS) }, now: new Date() });
    const jars = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const u = await createUser({ plan: "free" });
        return { id: u.id, jar: await signedInJar(u.id) };
      }),
    );
    const responses = await Promise.all(jars.map(({ jar }) => redeem(jar, "RUSH-FIVE")));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    const db = await getDb();
    const promo = await db.selectFrom("promo_codes").select(["id", "uses"]).where("code", "=", "RUSH-FIVE").executeTakeFirstOrThrow();
    expect(promo.uses).toBe(5);
    expect(await db.selectFrom("promo_code_redemptions").select("user_id").where("promo_code_id", "=", promo.id).execute()).toHaveLength(5);
    const launched = await db
      .selectFrom("users")
      .select("id")
      .where(
        "id",
        "in",
        jars.map((j) => j.id),
      )
      .where("trial_kind", "=", "launch")
      .execute();
    expect(launched).toHaveLength(5);
  });
});
