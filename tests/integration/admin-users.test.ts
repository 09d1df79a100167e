/**
 * /admin/users and /admin/users/$id (issue 14 item 3, decision record 0034): access for visitor,
 * user and administrator on every loader and action; each action's effect and its audit row in
 * the same transaction; the last-admin rule; complimentary premium in the entitlements; disabled
 * accounts refused at sign-in (web and API) and by the session lookup; the reset code shown once;
 * and no admin page's answer carrying a user's wellbeing content.
 */
import { describe, expect, it } from "vitest";
import * as adminIndex from "~/routes/admin._index";
import * as adminUsers from "~/routes/admin.users._index";
import * as adminUser from "~/routes/admin.users.$id";
import * as adminAudit from "~/routes/admin.audit";
import * as apiLogin from "~/routes/api.auth.login";
import * as apiMe from "~/routes/api.auth.me";
import * as login from "~/routes/login";
import { getDb } from "~/db.server";
import { listAdminActions } from "~/models/admin-audit.server";
import { addMoodEntry } from "~/models/mood.server";
import { likeContains } from "~/models/admin-users.server";
import { consumeResetCode } from "~/models/reset-code.server";
import { getSessionUser } from "~/models/session.server";
import { entitlementSubject, getUserById } from "~/models/user.server";
import { setAdminRole } from "~/services/admin-users.server";
import { getEntitlements } from "~/utils/entitlements";
import { hashPassword } from "~/utils/password.server";
import { DAY_MS, utcDate } from "~/utils/time";
import { createUser, signedInJar, signedInAdmin } from "../support/factories";
import { call, CookieJar, formRequest, getRequest, jsonRequest } from "../support/requests";

const inDays = (days: number) => utcDate(new Date(Date.now() + days * DAY_MS));

async function act(jar: CookieJar | undefined, userId: number, fields: Record<string, string>) {
  return call(adminUser.action, formRequest(`/admin/users/${userId}`, fields, { jar }), { id: String(userId) });
}

async function auditRows(userId: number) {
  return (await listAdminActions({ targetUserId: userId, pageSize: 100 })).entries;
}

const VALID_ACTIONS: Record<string, Record<string, string>> = {
  premium_grant: { intent: "premium_grant", until: inDays(30) },
  premium_revoke: { intent: "premium_revoke", confirm: "yes" },
  admin_grant: { intent: "admin_grant" },
  admin_revoke: { intent: "admin_revoke", confirm: "yes" },
  reset_code_issue: { intent: "reset_code_issue" },
  sign_in_disable: { intent: "sign_in_disable", confirm: "yes" },
  sign_in_enable: { intent: "sign_in_enable" },
};

describe("access to /admin/users", () => {
  it("sends a visitor to sign in and refuses a signed-in non-administrator, on every loader and action", async () => {
    const target = await createUser();
    const loaders = [
      [adminUsers.loader, `/admin/users?q=x`, {}],
      [adminUser.loader, `/admin/users/${target.id}`, { id: String(target.id) }],
    ] as const;
    for (const [loader, path, params] of loaders) {
      const visitor = await call(loader, getRequest(path), params);
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get("Location")).toMatch(/^\/login/);
      for (const plan of ["free", "premium"] as const) {
        const user = await createUser({ plan });
        expect((await call(loader, getRequest(path, { jar: await signedInJar(user.id) }), params)).status, `${path} ${plan}`).toBe(403);
      }
    }
    const premium = await createUser({ plan: "premium" });
    const userJar = await signedInJar(premium.id);
    for (const [intent, fields] of Object.entries(VALID_ACTIONS)) {
      const visitor = await act(undefined, target.id, fields);
      expect(visitor.status, intent).toBe(302);
      expect(visitor.headers.get("Location")).toMatch(/^\/login/);
      expect((await act(userJar, target.id, fields)).status, intent).toBe(403);
    }
    // Nothing happened: no row, no change.
    expect(await auditRows(target.id)).toEqual([]);
    const after = await getUserById({ id: target.id });
    expect(after?.isAdmin).toBe(false);
    expect(after?.complimentaryPremiumUntil).toBeNull();
  });

  it("lets an administrator in: list, detail and each action", async () => {
    const { jar } = await signedInAdmin();
    const target = await createUser();
    expect((await call(adminUsers.loader, getRequest("/admin/users", { jar }))).status).toBe(200);
    expect((await call(adminUser.loader, getRequest(`/admin/users/${target.id}`, { jar }), { id: String(target.id) })).status).toBe(200);
    for (const [intent, fields] of Object.entries(VALID_ACTIONS)) {
      const response = await act(jar, target.id, fields);
      expect([200, 302], intent).toContain(response.status);
    }
    expect((await auditRows(target.id)).map((e) => e.action).sort()).toEqual(Object.keys(VALID_ACTIONS).sort());
    expect((await call(adminUser.loader, getRequest("/admin/users/999999", { jar }), { id: "999999" })).status).toBe(404);
    expect((await call(adminUser.loader, getRequest("/admin/users/abc", { jar }), { id: "abc" })).status).toBe(404);
  });
});

describe("search", () => {
  it("finds by username or e-mail, case-insensitively, with wildcards taken literally, and pages", async () => {
    const { jar } = await signedInAdmin();
    const db = await getDb();
    const a = await createUser();
    const b = await createUser();
    await db.updateTable("users").set({ username: "Zeta_Search_Alpha", email: "alpha@percent.test" }).where("id", "=", a.id).execute();
    await db.updateTable("users").set({ username: "zetaXsearchXbeta", email: "beta%x@other.test" }).where("id", "=", b.id).execute();
    const search = async (q: string) => (await (await call(adminUsers.loader, getRequest(`/admin/users?q=${encodeURIComponent(q)}`, { jar }))).json()).users;
    expect((await search("zeta_search")).map((u: { username: string }) => u.username)).toEqual(["Zeta_Search_Alpha"]);
    expect((await search("ZETA")).length).toBe(2);
    expect((await search("PERCENT.TEST")).map((u: { id: number }) => u.id)).toEqual([a.id]);
    expect((await search("beta%x")).map((u: { id: number }) => u.id)).toEqual([b.id]);
    expect(await search("%")).toHaveLength(1);
    expect(likeContains("a_b%c\\")).toBe("%a\\_b\\%c\\\\%");

    for (let i = 0; i < 27; i += 1) {
      const u = await createUser();
      await db
        .updateTable("users")
        .set({ username: `pagedperson${i}` })
        .where("id", "=", u.id)
        .execute();
    }
    const first = await (await call(adminUsers.loader, getRequest("/admin/users?q=pagedperson", { jar }))).json();
    expect(first.total).toBe(27);
    expect(first.pages).toBe(2);
    expect(first.users).toHaveLength(25);
    const second = await (await call(adminUsers.loader, getRequest("/admin/users?q=pagedperson&page=2", { jar }))).json();
    expect(second.users).toHaveLength(2);
  });
});

describe("destructive actions need two-factor sign-in", () => {
  it("an administrator without it is sent to turn it on, and nothing changes", async () => {
    const admin = await createUser({ plan: "admin" });
    const jar = await signedInJar(admin.id);
    const target = await createUser({ plan: "free" });
    for (const intent of ["sign_in_disable", "admin_revoke", "premium_revoke"]) {
      const response = await act(jar, target.id, { intent, confirm: "yes" });
      expect(response.status, intent).toBe(303);
      expect(response.headers.get("Location")).toMatch(/^\/profile\/two-factor/);
    }
    const db = await getDb();
    const row = await db.selectFrom("users").select(["sign_in_disabled_at", "is_admin"]).where("id", "=", target.id).executeTakeFirstOrThrow();
    expect(row.sign_in_disabled_at).toBeNull();
    expect(await auditRows(target.id)).toEqual([]);
  });
});

describe("complimentary premium", () => {
  it("makes the account premium until the end of the chosen day, audited; revoking ends it", async () => {
    const { admin, jar } = await signedInAdmin();
    const target = await createUser({ plan: "free" });
    const until = inDays(10);
    const granted = await act(jar, target.id, { intent: "premium_grant", until });
    expect(granted.status).toBe(302);
    expect(granted.headers.get("Location")).toBe(`/admin/users/${target.id}?done=premium_grant`);

    const account = await getUserById({ id: target.id });
    expect(account?.complimentaryPremiumUntil).toBe(`${until}T23:59:59.999Z`);
    const now = new Date();
    const entitlements = getEntitlements(entitlementSubject(account!), now);
    expect(entitlements.state).toBe("premium");
    expect(entitlements.features.moodTracking).toBe(true);
    expect(entitlements.contentTiers).toContain("premium");
    expect(entitlements.dailyAiLimit).toBeNull();
    expect(entitlements.trialExpired).toBe(false);
    // After the day ends, back to free.
    expect(getEntitlements(entitlementSubject(account!), new Date(`${inDays(11)}T00:00:00.000Z`)).state).toBe("free");

    const [row] = await auditRows(target.id);
    expect(row).toMatchObject({ action: "premium_grant", adminId: admin.id, adminUsername: admin.username, targetLabel: target.username, details: { until } });

    // The web session sees it too.
    const premiumPage = await call(adminUser.loader, getRequest(`/admin/users/${target.id}`, { jar }), { id: String(target.id) });
    expect((await premiumPage.json()).user.state).toBe("premium");

    const revoked = await act(jar, target.id, { intent: "premium_revoke", confirm: "yes" });
    expect(revoked.status).toBe(302);
    const after = await getUserById({ id: target.id });
    expect(after?.complimentaryPremiumUntil).toBeNull();
    expect(getEntitlements(entitlementSubject(after!), new Date()).state).toBe("free");
    expect((await auditRows(target.id))[0].action).toBe("premium_revoke");
  });

  it("refuses a past, malformed or too distant date and a revoke without confirmation, with a translated 400 and no row", async () => {
    const { jar } = await signedInAdmin();
    const target = await createUser();
    for (const until of [utcDate(new Date()), "2020-01-01", "2027-02-30", "domani", "", inDays(6 * 365)]) {
      const response = await act(jar, target.id, { intent: "premium_grant", until });
      expect(response.status, until).toBe(400);
      expect((await response.json()).error).toBe("Scegli una data da domani in poi, entro 5 anni.");
    }
    const english = await call(
      adminUser.action,
      formRequest(`/admin/users/${target.id}`, { intent: "premium_revoke" }, { jar, headers: { "Accept-Language": "en" } }),
      { id: String(target.id) },
    );
    expect(english.status).toBe(400);
    expect((await english.json()).error).toBe("Tick the confirmation box to go ahead.");
    const unknown = await act(jar, target.id, { intent: "delete_everything" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe("Questa richiesta non è valida. Ricarica la pagina e riprova.");
    expect((await act(jar, 999999, { intent: "admin_grant" })).status).toBe(404);
    expect(await auditRows(target.id)).toEqual([]);
  });
});

describe("administrator role", () => {
  it("makes and removes administrators, audited", async () => {
    const { jar } = await signedInAdmin();
    const target = await createUser();
    expect((await act(jar, target.id, { intent: "admin_grant" })).status).toBe(302);
    expect((await getUserById({ id: target.id }))?.isAdmin).toBe(true);
    expect((await act(jar, target.id, { intent: "admin_revoke" })).status).toBe(400); // not confirmed
    expect((await getUserById({ id: target.id }))?.isAdmin).toBe(true);
    expect((await act(jar, target.id, { intent: "admin_revoke", confirm: "yes" })).status).toBe(302);
    expect((await getUserById({ id: target.id }))?.isAdmin).toBe(false);
    expect((await auditRows(target.id)).map((e) => e.action)).toEqual(["admin_revoke", "admin_grant"]);
  });

  it("the last administrator cannot remove themselves or be removed", async () => {
    const db = await getDb();
    // Only one administrator in this database from here on.
    await db.updateTable("users").set({ is_admin: 0 }).execute();
    const { admin, jar } = await signedInAdmin();
    const response = await act(jar, admin.id, { intent: "admin_revoke", confirm: "yes" });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe("È l'ultimo amministratore: prima rendi amministratore qualcun altro.");
    expect((await getUserById({ id: admin.id }))?.isAdmin).toBe(true);
    expect(await auditRows(admin.id)).toEqual([]);

    // With a second administrator, one may go; then the other is the last again.
    const second = await createUser({ plan: "admin" });
    const results = await Promise.all([
      setAdminRole({ admin, userId: admin.id, makeAdmin: false, now: new Date() }),
      setAdminRole({ admin: second, userId: second.id, makeAdmin: false, now: new Date() }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "last_admin")).toHaveLength(1);
    const admins = await db.selectFrom("users").select("id").where("is_admin", "=", 1).execute();
    expect(admins).toHaveLength(1);
  });
});

describe("deleting an account", () => {
  it("deletes it with the person's own deletion (every personal row, sessions), audited in the same step; never oneself", async () => {
    const { admin, jar } = await signedInAdmin();
    const target = await createUser({ plan: "premium" });
    const targetJar = await signedInJar(target.id);
    await addMoodEntry({ userId: target.id, entry: { mood: 3, emotions: [], note: "private", occurredAt: new Date() }, now: new Date() });

    // A subscription on record and payments off: nothing can be cancelled, so nothing is deleted.
    const refused = await act(jar, target.id, { intent: "account_delete", confirm: "yes" });
    expect(refused.status).toBe(503);
    expect(await getUserById({ id: target.id })).toBeTruthy();
    expect(await auditRows(target.id)).toEqual([]);

    const db = await getDb();
    await db.updateTable("subscriptions").set({ status: "canceled" }).where("user_id", "=", target.id).execute();
    expect((await act(jar, target.id, { intent: "account_delete" })).status, "needs the confirmation box").toBe(400);
    const done = await act(jar, target.id, { intent: "account_delete", confirm: "yes" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/users");
    expect(await getUserById({ id: target.id })).toBeUndefined();
    expect(await db.selectFrom("mood_entries").select("id").where("user_id", "=", target.id).execute()).toEqual([]);
    expect((await call(apiMe.loader, getRequest("/api/auth/me", { jar: targetJar }))).status).toBe(401);
    const rows = (await listAdminActions({ pageSize: 1000 })).entries.filter((e) => e.action === "account_delete" && e.targetLabel === target.username);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminId: admin.id, targetUserId: null });

    const self = await act(jar, admin.id, { intent: "account_delete", confirm: "yes" });
    expect(self.status).toBe(400);
    expect(await getUserById({ id: admin.id })).toBeTruthy();
  });
});

describe("password reset code", () => {
  it("is shown once in the answer to the POST, stored hashed, works once, and the page never shows it again", async () => {
    const { jar } = await signedInAdmin();
    const target = await createUser();
    const response = await act(jar, target.id, { intent: "reset_code_issue" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body.code).toMatch(/^\d{8}$/);
    expect(body.username).toBe(target.username);

    const db = await getDb();
    const stored = await db.selectFrom("password_reset_codes").select(["code_hash"]).where("user_id", "=", target.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(body.code);

    const page = await call(adminUser.loader, getRequest(`/admin/users/${target.id}`, { jar }), { id: String(target.id) });
    expect(await page.text()).not.toContain(body.code);
    const audit = await auditRows(target.id);
    expect(audit[0].action).toBe("reset_code_issue");
    expect(JSON.stringify(audit)).not.toContain(body.code);

    expect(await consumeResetCode({ userId: target.id, code: body.code, now: new Date() })).toBe("ok");
    expect(await consumeResetCode({ userId: target.id, code: body.code, now: new Date() })).not.toBe("ok");
  });
});

describe("disabling sign-in", () => {
  it("ends every session in the same step, refuses sign-in on the web and the API like a wrong password, and enabling restores it", async () => {
    const { admin, jar } = await signedInAdmin();
    const target = await createUser();
    const db = await getDb();
    const password = "Sereno-Lago-2026!";
    await db
      .updateTable("users")
      .set({ password_hash: await hashPassword(password) })
      .where("id", "=", target.id)
      .execute();
    const userJar = await signedInJar(target.id);
    await signedInJar(target.id);
    expect((await db.selectFrom("sessions").select("id").where("user_id", "=", target.id).execute()).length).toBe(2);

    expect((await act(jar, admin.id, { intent: "sign_in_disable", confirm: "yes" })).status).toBe(400); // not oneself
    const disabled = await act(jar, target.id, { intent: "sign_in_disable", confirm: "yes" });
    expect(disabled.status).toBe(302);
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", target.id).execute()).toEqual([]);
    const [row] = await auditRows(target.id);
    expect(row).toMatchObject({ action: "sign_in_disable", details: { sessionsEnded: 2 } });

    // The old cookie no longer signs anybody in.
    const token = userJar.header();
    expect(token).not.toBe("");
    expect((await call(adminIndex.loader, getRequest("/admin", { jar: userJar }))).status).toBe(302);

    // The right password gets the same answer as a wrong one.
    const web = await call(login.action, formRequest("/login", { username: target.username, password }));
    expect(web.status).toBe(401);
    const wrongWeb = await call(login.action, formRequest("/login", { username: target.username, password: "Sbagliata-2026!" }));
    expect(wrongWeb.status).toBe(401);
    expect(JSON.stringify(await web.json())).toBe(JSON.stringify(await wrongWeb.json()));
    const api = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: target.username, password }));
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ success: false, error: "invalid_credentials", message: "Credenziali non valide" });

    // A session that somehow survives is refused by the lookup.
    const leftover = await signedInJar(target.id);
    const cookieToken = decodeURIComponent(leftover.header().split("=").slice(1).join("="));
    expect(cookieToken.length).toBeGreaterThan(0);
    const session = await db.selectFrom("sessions").select("id").where("user_id", "=", target.id).execute();
    expect(session).toHaveLength(1);
    expect((await call(adminUsers.loader, getRequest("/admin/users", { jar: leftover }))).status).toBe(302);
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", target.id).execute()).toEqual([]);

    const enabled = await act(jar, target.id, { intent: "sign_in_enable" });
    expect(enabled.status).toBe(302);
    expect((await auditRows(target.id))[0].action).toBe("sign_in_enable");
    const again = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: target.username, password }));
    expect(again.status).toBe(200);
  });

  it("getSessionUser returns null for a disabled account's session", async () => {
    const target = await createUser();
    const { createSession } = await import("~/models/session.server");
    const token = await createSession({ userId: target.id, now: new Date() });
    expect((await getSessionUser({ token, now: new Date() }))?.id).toBe(target.id);
    const db = await getDb();
    await db.updateTable("users").set({ sign_in_disabled_at: new Date().toISOString() }).where("id", "=", target.id).execute();
    expect(await getSessionUser({ token, now: new Date() })).toBeNull();
  });
});

describe("privacy: no admin page or answer carries a user's wellbeing content", () => {
  it("overview, list, detail, every action's answer and the audit log hold none of the markers", async () => {
    const { jar } = await signedInAdmin();
    const person = await createUser({ plan: "premium" });
    const db = await getDb();
    const now = new Date().toISOString();
    const MARKERS = {
      conversation: "MARKER-CHAT-7f3a",
      reflection: "MARKER-REFLECTION-2b9c",
      perspective: "MARKER-PERSPECTIVE-5d1e",
      exerciseNote: "MARKER-EXNOTE-8c4f",
      moodNote: "MARKER-MOODNOTE-1a6b",
      moodTag: "MARKER-MOODTAG-3e7d",
      safetyPlan: "MARKER-SAFETY-9f2a",
      quote: "MARKER-QUOTE-4b8c",
    };
    const conversation = await db
      .insertInto("chat_conversations")
      .values({ user_id: person.id, locale: "it", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("chat_messages")
      .values({ conversation_id: conversation.id, role: "user", content: MARKERS.conversation, distortions: "[]", created_at: now })
      .execute();
    const prompt = await db.selectFrom("reflection_prompts").select("id").executeTakeFirstOrThrow();
    await db
      .insertInto("reflections")
      .values({ user_id: person.id, prompt_id: prompt.id, text: MARKERS.reflection, perspective: MARKERS.perspective, created_at: now, updated_at: now })
      .execute();
    const exercise = await db.selectFrom("exercises").select("id").executeTakeFirstOrThrow();
    await db.insertInto("exercise_notes").values({ user_id: person.id, exercise_id: exercise.id, body: MARKERS.exerciseNote, updated_at: now }).execute();
    await db
      .insertInto("mood_entries")
      .values({
        user_id: person.id,
        mood: 2,
        note: MARKERS.moodNote,
        tags: JSON.stringify([MARKERS.moodTag]),
        occurred_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto("safety_plans")
      .values({
        user_id: person.id,
        warning_signs: MARKERS.safetyPlan,
        coping_strategies: MARKERS.safetyPlan,
        people_and_places: MARKERS.safetyPlan,
        professionals: MARKERS.safetyPlan,
        safe_environment: MARKERS.safetyPlan,
        updated_at: now,
      })
      .execute();
    await db.insertInto("user_quotes").values({ user_id: person.id, text: MARKERS.quote, author: MARKERS.quote, created_at: now, updated_at: now }).execute();

    const answers: string[] = [];
    const keep = async (response: Response) => {
      answers.push(`${response.status} ${JSON.stringify([...response.headers])} ${await response.text()}`);
      return response;
    };
    const params = { id: String(person.id) };
    await keep(await call(adminIndex.loader, getRequest("/admin", { jar })));
    await keep(await call(adminUsers.loader, getRequest("/admin/users", { jar })));
    await keep(await call(adminUsers.loader, getRequest(`/admin/users?q=${person.username}`, { jar })));
    const detail = await keep(await call(adminUser.loader, getRequest(`/admin/users/${person.id}`, { jar }), params));
    expect(detail.status).toBe(200);
    const steps: Record<string, string>[] = [
      { intent: "premium_grant", until: inDays(5) },
      { intent: "premium_grant", until: "nope" },
      { intent: "premium_revoke", confirm: "yes" },
      { intent: "admin_grant" },
      { intent: "admin_revoke", confirm: "yes" },
      { intent: "reset_code_issue" },
      { intent: "sign_in_disable", confirm: "yes" },
      { intent: "sign_in_enable" },
    ];
    for (const fields of steps) {
      await keep(await act(jar, person.id, fields));
      await keep(await call(adminUser.loader, getRequest(`/admin/users/${person.id}?done=${fields.intent}`, { jar }), params));
    }
    await keep(await call(adminAudit.loader, getRequest("/admin/audit", { jar })));
    await keep(await call(adminIndex.loader, getRequest("/admin", { jar })));

    const all = answers.join("\n");
    // The pages did show the person and their counts…
    expect(all).toContain(person.username);
    const activity = (await (await call(adminUser.loader, getRequest(`/admin/users/${person.id}`, { jar }), params)).json()).activity;
    expect(activity).toMatchObject({ conversations: 1, messages: 1, reflections: 1, exerciseNotes: 1, moodEntries: 1, userQuotes: 1, safetyPlan: 1 });
    // …and none of what they wrote.
    for (const marker of Object.values(MARKERS)) expect(all, marker).not.toContain(marker);
    expect(all).not.toContain("MARKER-");
  });
});
