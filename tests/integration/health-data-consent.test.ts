/**
 * Registration for clients of the spec §7 API (security review finding 10b): an account made
 * without `acceptHealthData` exists with the wellbeing-data consent pending; chat and the safety
 * plan answer 403 `consent_required` until the person consents (POST /api/auth/consent or the
 * /consent screen), except that a crisis message is always answered, and then stored nowhere
 * (docs/decisions/0014-health-data-consent-pending.md).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "#db/connection";
import { migrations } from "#db/migrations/index";
import { getDb } from "~/db.server";
import enStrings from "~/locales/en";
import itStrings from "~/locales/it";
import { getAiUsage } from "~/models/ai-usage.server";
import * as apiChat from "~/routes/api.chat";
import * as apiConsent from "~/routes/api.auth.consent";
import * as apiMe from "~/routes/api.auth.me";
import * as apiRegister from "~/routes/api.auth.register";
import * as chatRoute from "~/routes/chat";
import * as consentRoute from "~/routes/consent";
import * as registerRoute from "~/routes/register";
import * as safetyRoute from "~/routes/safety";
import { loader as rootLoader } from "~/root";
import { createOrPromoteAdmin } from "~/services/auth/admin-account.server";
import { crisisReply } from "~/services/ai/crisis-reply";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration, registrationFormFields } from "../support/requests";

const CRISIS_IT = "Non ce la faccio più a vivere, voglio farla finita";
const CRISIS_EN = "everyone would be better off without me";

/** A person signed up through the JSON API the way a client of spec §7 does: no acceptHealthData. */
async function apiSignUpWithoutConsent() {
  const { acceptHealthData: _omitted, ...fields } = newRegistration({ skipLaunchCode: true });
  const jar = new CookieJar();
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", fields));
  jar.store(res);
  const body = await res.json();
  return { res, body, jar, id: body.user?.id as number, fields };
}

/** Everything stored for `userId` that is wellbeing data, and the AI requests counted today. */
async function storedFor(userId: number) {
  const db = await getDb();
  const conversations = await db.selectFrom("chat_conversations").select("id").where("user_id", "=", userId).execute();
  const messages = await db
    .selectFrom("chat_messages")
    .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
    .select("chat_messages.content")
    .where("chat_conversations.user_id", "=", userId)
    .execute();
  const plans = await db.selectFrom("safety_plans").select("user_id").where("user_id", "=", userId).execute();
  const used = (await getAiUsage({ userId, limit: 5, now: new Date() })).used;
  return { conversations: conversations.length, messages: messages.length, plans: plans.length, used };
}

const NOTHING = { conversations: 0, messages: 0, plans: 0, used: 0 };

describe("POST /api/auth/register without acceptHealthData", () => {
  it("creates the account (201) with the consent pending, and GET /api/auth/me says so", async () => {
    const { res, body, jar, id, fields } = await apiSignUpWithoutConsent();
    expect(res.status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.user.username).toBe(fields.username);
    expect(body.user.healthDataConsentPending).toBe(true);
    const db = await getDb();
    const row = await db
      .selectFrom("users")
      .select(["health_data_consent_at", "terms_accepted_at", "trial_kind"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.health_data_consent_at).toBeNull();
    expect(row.terms_accepted_at).toBeTruthy();
    expect(row.trial_kind).toBe("standard");
    const me = await (await call(apiMe.loader, getRequest("/api/auth/me", { jar }))).json();
    expect(me.user.healthDataConsentPending).toBe(true);
  });

  it("treats acceptHealthData: false as pending and true as given", async () => {
    const no = await (
      await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true, acceptHealthData: false })))
    ).json();
    expect(no.user.healthDataConsentPending).toBe(true);
    const yes = await (
      await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true, acceptHealthData: true })))
    ).json();
    expect(yes.user.healthDataConsentPending).toBe(false);
  });

  it("still needs the terms", async () => {
    const res = await call(
      apiRegister.action,
      jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true, acceptTerms: false, acceptHealthData: undefined })),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fieldErrors)).toEqual(["acceptTerms"]);
  });

  it("our own sign-up form still requires the consent checkbox", async () => {
    const { acceptHealthData: _ticked, ...withoutConsent } = registrationFormFields(newRegistration());
    const res = await call(registerRoute.action, formRequest("/register", withoutConsent));
    expect(res.status).toBe(400);
    expect((await res.json()).error.acceptHealthData).toEqual(["validation.health_consent_required"]);
  });
});

describe("while the consent is pending", () => {
  it("POST /api/chat answers 403 consent_required in the person's language and stores nothing", async () => {
    const { jar, id } = await apiSignUpWithoutConsent();
    const res = await call(apiChat.action, jsonRequest("/api/chat", { message: "Mi sento in ansia per l'esame" }, { jar }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, error: "consent_required", message: itStrings.consent.required });
    const en = await call(apiChat.action, jsonRequest("/api/chat", { message: "I feel anxious" }, { jar, headers: { "Accept-Language": "en" } }));
    expect((await en.json()).message).toBe(enStrings.consent.required);
    expect(await storedFor(id)).toEqual(NOTHING);
  });

  it("a crisis message is still answered by the safety gate, as JSON and as a stream, and not stored", async () => {
    const { jar, id } = await apiSignUpWithoutConsent();
    const res = await call(apiChat.action, jsonRequest("/api/chat", { message: CRISIS_IT }, { jar }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, crisis: true, conversationId: null, reply: crisisReply("it") });
    expect(body.reply).toContain("112");

    const stream = await call(
      apiChat.action,
      jsonRequest("/api/chat", { message: CRISIS_EN }, { jar, headers: { Accept: "text/event-stream", "Accept-Language": "en" } }),
    );
    expect(stream.status).toBe(200);
    const text = await stream.text();
    expect(text).toContain("event: done");
    expect(text).toContain("988");
    expect(await storedFor(id)).toEqual(NOTHING);
  });

  it("the /chat page sends the person to the consent screen first, and its form refuses with 403", async () => {
    const { jar, id } = await apiSignUpWithoutConsent();
    const page = await call(chatRoute.loader, getRequest("/chat", { jar }));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/consent?redirectTo=%2Fchat");

    const sent = await call(chatRoute.action, formRequest("/chat", { intent: "send", message: "Mi sento solo" }, { jar }));
    expect(sent.status).toBe(403);
    expect(await sent.json()).toMatchObject({ error: "consent_required", message: itStrings.consent.required });
    // Without JavaScript a crisis message leads to the urgent-help page (the crisis answer), storing nothing.
    const crisis = await call(chatRoute.action, formRequest("/chat", { intent: "send", message: CRISIS_IT }, { jar }));
    expect(crisis.status).toBe(303);
    expect(crisis.headers.get("Location")).toBe("/safety");
    expect(await storedFor(id)).toEqual(NOTHING);
  });

  it("/safety shows every resource and a way to consent instead of the plan; saving a plan is 403", async () => {
    const { jar, id } = await apiSignUpWithoutConsent();
    const page = await (await call(safetyRoute.loader, getRequest("/safety", { jar }))).json();
    expect(page).toMatchObject({ signedIn: true, consentPending: true, plan: null });
    expect(page.resources.hotlines.length).toBeGreaterThan(0);
    const save = await call(safetyRoute.action, formRequest("/safety", { warning_signs: "Insonnia" }, { jar }));
    expect(save.status).toBe(403);
    expect((await save.json()).error).toBe("consent_required");
    expect(await storedFor(id)).toEqual(NOTHING);
  });

  it("the root loader tells the page that the consent is pending", async () => {
    const { jar } = await apiSignUpWithoutConsent();
    expect((await (await call(rootLoader, getRequest("/", { jar }))).json()).user.healthDataConsentPending).toBe(true);
  });
});

describe("POST /api/auth/consent", () => {
  it("needs a session (401) and an explicit acceptHealthData: true (400)", async () => {
    expect((await call(apiConsent.action, jsonRequest("/api/auth/consent", { acceptHealthData: true }))).status).toBe(401);
    const { jar } = await apiSignUpWithoutConsent();
    for (const body of [{}, { acceptHealthData: false }, null]) {
      const res = await call(apiConsent.action, jsonRequest("/api/auth/consent", body, { jar }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: "validation_error", message: itStrings.validation.health_consent_required });
    }
  });

  it("records the consent; then chat and the safety plan work and are stored; a second consent keeps the first time", async () => {
    const { jar, id } = await apiSignUpWithoutConsent();
    const res = await call(apiConsent.action, jsonRequest("/api/auth/consent", { acceptHealthData: true }, { jar }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, user: { id, healthDataConsentPending: false } });
    expect((await (await call(apiMe.loader, getRequest("/api/auth/me", { jar }))).json()).user.healthDataConsentPending).toBe(false);
    const db = await getDb();
    const first = (await db.selectFrom("users").select("health_data_consent_at").where("id", "=", id).executeTakeFirstOrThrow()).health_data_consent_at;
    expect(first).toBeTruthy();

    const chat = await call(apiChat.action, jsonRequest("/api/chat", { message: "Mi sento in ansia per l'esame" }, { jar }));
    expect(chat.status).toBe(200);
    expect((await chat.json()).conversationId).toEqual(expect.any(Number));
    const saved = await call(safetyRoute.action, formRequest("/safety", { warning_signs: "Insonnia" }, { jar }));
    expect(saved.status).toBe(303);
    expect(await storedFor(id)).toEqual({ conversations: 1, messages: 2, plans: 1, used: 1 });

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call(apiConsent.action, jsonRequest("/api/auth/consent", { acceptHealthData: true }, { jar }))).status).toBe(200);
    const again = (await db.selectFrom("users").select("health_data_consent_at").where("id", "=", id).executeTakeFirstOrThrow()).health_data_consent_at;
    expect(again).toBe(first);
  });
});

describe("/consent", () => {
  it("asks a signed-in person with the consent pending, keeping only a local way back", async () => {
    const { jar } = await apiSignUpWithoutConsent();
    const page = await call(consentRoute.loader, getRequest("/consent?redirectTo=%2Fsafety%23plan", { jar }));
    expect(page.status).toBe(200);
    const data = await page.json();
    expect(data.redirectTo).toBe("/safety#plan");
    expect(Object.keys(data.i18n.bundle).sort()).toEqual(["consent", "meta", "validation"]);
    for (const evil of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const res = await call(consentRoute.loader, getRequest(`/consent?redirectTo=${encodeURIComponent(evil)}`, { jar }));
      expect((await res.json()).redirectTo).toBe("/");
    }
  });

  it("sends a visitor to sign in first", async () => {
    const res = await call(consentRoute.loader, getRequest("/consent?redirectTo=%2Fchat"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("refuses an unticked box with the translated reason, then records the consent and returns the person", async () => {
    const { jar, id } = await apiSignUpWithoutConsent();
    const refused = await call(consentRoute.action, formRequest("/consent", { redirectTo: "/chat" }, { jar }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.acceptHealthData).toEqual(["validation.health_consent_required"]);
    expect((await storedFor(id)).conversations).toBe(0);

    const given = await call(consentRoute.action, formRequest("/consent", { acceptHealthData: "on", redirectTo: "/chat" }, { jar }));
    expect(given.status).toBe(303);
    expect(given.headers.get("Location")).toBe("/chat");
    expect(given.headers.get("Set-Cookie")).toMatch(/respiro_toast=/);
    expect((await call(chatRoute.loader, getRequest("/chat", { jar }))).status).toBe(200);
    // Nothing left to ask: the screen goes straight on.
    const again = await call(consentRoute.loader, getRequest("/consent?redirectTo=%2Fchat", { jar }));
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/chat");
  });

  it("a posted off-site way back lands on the home page", async () => {
    const { jar } = await apiSignUpWithoutConsent();
    const res = await call(consentRoute.action, formRequest("/consent", { acceptHealthData: "on", redirectTo: "https://evil.example/" }, { jar }));
    expect(res.headers.get("Location")).toBe("/");
  });
});

describe("accounts from before, and administrators", () => {
  it("the migration keeps the consent time of every existing account and lets new ones be pending", async () => {
    const dir = mkdtempSync(join(tmpdir(), "respiro-consent-migration-"));
    const db = openDatabase(join(dir, "old.sqlite"));
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = await migrator.migrateTo("2026-11-21T1300_create_chat");
      expect(before.error).toBeUndefined();
      const at = "2026-11-25T10:00:00.000Z";
      await sql`insert into users (username, email, full_name, password_hash, terms_accepted_at, health_data_consent_at, created_at, updated_at)
                values ('old_user', 'old@example.test', 'Old User', 'x', ${at}, ${at}, ${at}, ${at})`.execute(db);
      expect(await migrateToLatest(db)).toContain("2026-11-22T1300_health_data_consent_pending");
      const row = await db.selectFrom("users").select(["username", "health_data_consent_at"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ username: "old_user", health_data_consent_at: at });
      await sql`insert into users (username, email, full_name, password_hash, terms_accepted_at, health_data_consent_at, created_at, updated_at)
                values ('new_user', 'new@example.test', 'New User', 'x', ${at}, null, ${at}, ${at})`.execute(db);
      // Going back is refused while a consent is pending: nobody is given a consent they never gave.
      const down = await migrator.migrateTo("2026-11-22T1200_chat_crisis_state");
      expect(String(down.error)).toMatch(/1 account\(s\) have no health-data consent yet/);
    } finally {
      await db.destroy();
    }
  });

  it("an administrator made by admin:create gives the consent themselves, at first use", async () => {
    const outcome = await createOrPromoteAdmin({
      username: `adm_${Date.now().toString(36)}`,
      email: `adm${Date.now()}@example.test`,
      password: "Calma-Mare-2026!",
      now: new Date(),
    });
    expect(outcome.ok && outcome.user.healthDataConsentAt).toBeNull();
  });
});
