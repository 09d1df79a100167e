/**
 * Data rights (issue 12 item 3; GDPR art. 15, 17, 20; decision record 0032): person A has one row
 * of every kind the personal-data registry lists, person B some of their own. The export of A has
 * every section filled and nothing of B; deleting A leaves no row of A in any registry table
 * (checked through the registry's owner rules), B untouched and A's sessions gone. A wrong
 * password, the throttle and payments that cannot be reached delete nothing. With the fake Stripe
 * behind the real SDK, an active subscription is cancelled at Stripe before the deletion.
 */
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { addMessage, getOrCreateConversation, saveConversationMemory } from "~/models/chat.server";
import { recordExerciseCompletion, saveExerciseNote } from "~/models/exercise.server";
import { assignLaunchCode } from "~/models/launch-code.server";
import { reserveLaunchOffer } from "~/models/launch-offer.server";
import { recordMeditationSession } from "~/models/meditation.server";
import { addMoodEntry } from "~/models/mood.server";
import { countOwnedRows, PERSONAL_TABLES, type DataSubject } from "~/models/personal-data.server";
import { addFavouriteQuote, addUserQuote, saveQuotePreferences } from "~/models/quote.server";
import { addGoal } from "~/models/goal.server";
import { createPromoCode, redeemPromoCode } from "~/models/promo-code.server";
import { createChallenge, enableTwoFactor, savePendingSecret } from "~/models/two-factor.server";
import { saveProfile } from "~/models/profile.server";
import { createReflection } from "~/models/reflection.server";
import { issueResetCode } from "~/models/reset-code.server";
import { setResourceFeedback } from "~/models/resource.server";
import { saveSafetyPlan } from "~/models/safety-plan.server";
import { recordSignInEvent } from "~/models/sign-in-event.server";
import { getCurrentSubscription } from "~/models/subscription.server";
import { getUserById, updatePasswordHash } from "~/models/user.server";
import { addSupportMessage } from "~/models/support-message.server";
import { reserveAiRequest } from "~/models/ai-usage.server";
import * as checkoutApi from "~/routes/api.create-checkout-session";
import * as deleteRoute from "~/routes/profile_.delete";
import * as exportRoute from "~/routes/profile_.export";
import { deleteAccount } from "~/services/account-deletion.server";
import { emptyMemory } from "~/services/ai/engine/memory";
import { hashPassword } from "~/utils/password.server";
import { createUser, giveSubscription, signedInJar } from "../support/factories";
import { useFakeStripe } from "../support/fake-stripe";
import { call, formRequest, getRequest, jsonRequest, type CookieJar } from "../support/requests";

const PASSWORD = "a calm lake at dawn 42";

async function content() {
  const db = await getDb();
  const exercise = await db.selectFrom("exercises").select("id").orderBy("id").executeTakeFirstOrThrow();
  const meditation = await db.selectFrom("meditations").select("id").orderBy("id").executeTakeFirstOrThrow();
  const prompt = await db.selectFrom("reflection_prompts").select("id").orderBy("number").executeTakeFirstOrThrow();
  const quote = await db.selectFrom("quotes").select("id").orderBy("id").executeTakeFirstOrThrow();
  const resource = await db.selectFrom("resources").select("slug").orderBy("slug").executeTakeFirstOrThrow();
  return { exerciseId: exercise.id, meditationId: meditation.id, promptId: prompt.id, quoteId: quote.id, slug: resource.slug };
}

/** A person with a password, a session, and one row of every kind marked with `marker`. */
async function personWithEverything(marker: string, { subscription = "canceled" as "canceled" | "none" } = {}) {
  const now = new Date();
  const user = await createUser({ plan: "standard_trial" });
  await updatePasswordHash({ userId: user.id, passwordHash: await hashPassword(PASSWORD), now });
  const jar = await signedInJar(user.id);
  const c = await content();
  await issueResetCode({ userId: user.id, now });
  await recordSignInEvent({ userId: user.id, usernameAttempted: user.username, outcome: "success", ip: "203.0.113.7", now });
  await assignLaunchCode({ userId: user.id, now });
  await reserveAiRequest({ userId: user.id, limit: 5, now });
  const conversation = await getOrCreateConversation({ userId: user.id, locale: "it", now });
  await addMessage({ conversationId: conversation.id, role: "user", content: `${marker} chat`, now });
  await addMessage({ conversationId: conversation.id, role: "assistant", content: "Ti ascolto.", suggestions: ["Sì"], now });
  await saveConversationMemory({ conversationId: conversation.id, memory: { ...emptyMemory(), people: [`${marker} mother`] } });
  await saveSafetyPlan({
    userId: user.id,
    plan: { warning_signs: `${marker} signs`, coping_strategies: "walk", people_and_places: "park", professionals: "GP", safe_environment: "lock" },
    now,
  });
  if (subscription === "canceled") await giveSubscription({ userId: user.id, now, status: "canceled" });
  await reserveLaunchOffer({ plan: "monthly", userId: user.id, now, expiresAt: new Date(now.getTime() + 3_600_000) });
  await addSupportMessage({ input: { name: "Pat", email: user.email.toUpperCase(), subject: "Help", message: `${marker} support` }, locale: "it", now });
  await addMoodEntry({ userId: user.id, entry: { mood: 4, emotions: ["calm"], note: `${marker} mood`, occurredAt: now }, now });
  await createReflection({ userId: user.id, promptId: c.promptId, text: `${marker} reflection`, now });
  await recordMeditationSession({ userId: user.id, meditationId: c.meditationId, minutes: 5, now });
  await saveExerciseNote({ userId: user.id, exerciseId: c.exerciseId, body: `${marker} note`, now });
  await recordExerciseCompletion({ userId: user.id, exerciseId: c.exerciseId, clickId: `click-${marker}`, now });
  await saveQuotePreferences({ userId: user.id, preferences: { categories: ["calm"], mood: "calm" }, now });
  await addFavouriteQuote({ userId: user.id, quoteId: c.quoteId, now });
  await addUserQuote({ userId: user.id, text: `${marker} quote`, author: null, now });
  await setResourceFeedback({ userId: user.id, slug: c.slug, helpful: true, now });
  await saveProfile({
    userId: user.id,
    profile: { firstName: "Pat", lastName: marker, phone: null, birthDate: "1990-01-01", city: "Roma", bio: `${marker} bio`, interests: ["sleep"] },
    now,
  });
  await addGoal({ userId: user.id, title: `${marker} goal`, targetDate: null, now });
  const promo = await createPromoCode({ input: { premiumDays: 10, maxUses: 5, expiresAt: new Date(now.getTime() + 86_400_000) }, createdBy: user.id, now });
  if (!promo.ok) throw new Error("promo code fixture");
  expect((await redeemPromoCode({ userId: user.id, code: promo.promo.code, now })).ok).toBe(true);
  await savePendingSecret({ userId: user.id, secret: `${marker}-encrypted-secret`, now });
  await enableTwoFactor({ userId: user.id, step: 1, codeHashes: [`${marker}-code-hash`], now });
  await createChallenge({ id: `challenge-${marker}`, userId: user.id, redirectTo: "/", now, expiresAt: new Date(now.getTime() + 300_000) });
  const subject: DataSubject = { userId: user.id, email: user.email };
  return { user, jar, subject, conversationId: conversation.id };
}

async function ownedCounts(subject: DataSubject): Promise<Record<string, number>> {
  const db = await getDb();
  const out: Record<string, number> = {};
  for (const entry of PERSONAL_TABLES) out[entry.table] = await countOwnedRows({ entry, subject, db });
  return out;
}

const deleteForm = (jar: CookieJar, fields: Record<string, string>) => call(deleteRoute.action, formRequest("/profile/delete", fields, { jar }));

describe("export and deletion, payments off", () => {
  it("exports every kind of A's data and nothing of B, then deletes every row of A and nothing of B", async () => {
    const a = await personWithEverything("ALPHA");
    const b = await personWithEverything("BRAVO");
    const before = await ownedCounts(a.subject);
    const empty = Object.entries(before).filter(([, n]) => n === 0);
    expect(empty, "the fixture must hold a row of every registry table").toEqual([]);
    const bBefore = await ownedCounts(b.subject);

    const response = await call(exportRoute.loader, getRequest("/profile/export", { jar: a.jar }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="respiro-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    const text = await response.text();
    const file = JSON.parse(text) as { format: string; data: Record<string, unknown>; invoices: unknown };
    expect(file.format).toBe("respiro-export");
    for (const entry of PERSONAL_TABLES) {
      const section = file.data[entry.section];
      expect(section, `section ${entry.section}`).toBeTruthy();
      if (!entry.single) expect((section as unknown[]).length, `section ${entry.section}`).toBe(before[entry.table]);
    }
    expect(Object.keys(file.data)[0]).toBe("account");
    expect(file.data.account).toMatchObject({ id: a.user.id, email: a.user.email, username: a.user.username, isAdmin: false });
    expect(file.data.chatMessages).toEqual(expect.arrayContaining([expect.objectContaining({ content: "ALPHA chat", crisis: false })]));
    expect(file.data.conversations).toEqual([expect.objectContaining({ memory: expect.objectContaining({ people: ["ALPHA mother"] }) })]);
    expect(file.data.moodEntries).toEqual([expect.objectContaining({ mood: 4, emotions: ["calm"], note: "ALPHA mood" })]);
    expect(file.invoices).toEqual([]);
    // Nothing of B, and no secret.
    expect(text).not.toContain("BRAVO");
    expect(text).not.toContain(b.user.email);
    expect(text).not.toContain("passwordHash");
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain("codeHash");
    expect(text, "no two-factor secret or recovery-code hash").not.toMatch(/encrypted-secret|code-hash|challenge-/);
    const db = await getDb();
    const session = await db.selectFrom("sessions").select("id").where("user_id", "=", a.user.id).executeTakeFirstOrThrow();
    expect(text).not.toContain(session.id);

    const deleted = await deleteForm(a.jar, { password: PASSWORD, confirm: "yes" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/");
    const cookies = deleted.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(cookies).toMatch(/toast/i);

    const after = await ownedCounts(a.subject);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await db.selectFrom("chat_messages").select("id").where("conversation_id", "=", a.conversationId).execute()).toEqual([]);
    expect(await db.selectFrom("sign_in_events").select("id").where("username_attempted", "=", a.user.username).execute()).toEqual([]);
    expect(await getUserById({ id: a.user.id })).toBeUndefined();
    expect(await db.selectFrom("sessions").select("id").where("id", "=", session.id).execute()).toEqual([]);
    expect(await ownedCounts(b.subject)).toEqual(bBefore);
    // The old cookie no longer opens anything.
    const again = await call(exportRoute.loader, getRequest("/profile/export", { jar: a.jar }));
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toMatch(/^\/login/);
  });

  it("a wrong password or a missing confirmation is a translated 4xx and deletes nothing; the throttle stops guessing", async () => {
    const a = await personWithEverything("CHARLIE");
    const before = await ownedCounts(a.subject);
    const missing = await deleteForm(a.jar, { password: PASSWORD });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { confirm: ["dataRights.errors.confirmRequired"] } });

    const wrong = await deleteForm(a.jar, { password: "not my password", confirm: "yes" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ errors: { form: ["dataRights.errors.wrongPassword"] } });
    expect(await ownedCounts(a.subject)).toEqual(before);

    // The sign-in throttle's 5 checks per account: 4 more wrong tries, then even the right one waits.
    for (let i = 0; i < 4; i++) expect((await deleteForm(a.jar, { password: "guess", confirm: "yes" })).status).toBe(401);
    const throttled = await deleteForm(a.jar, { password: PASSWORD, confirm: "yes" });
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ errors: { form: [expect.stringMatching(/^dataRights\.errors\.throttled\|\d+$/)] } });
    expect(await ownedCounts(a.subject)).toEqual(before);
  });

  it("the page is for signed-in people and sends its strings", async () => {
    const visitor = await call(deleteRoute.loader, getRequest("/profile/delete"));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%2Fdelete");
    const { jar } = await personWithEverything("DELTA");
    const page = (await (await call(deleteRoute.loader, getRequest("/profile/delete", { jar }))).json()) as { i18n: { bundle: Record<string, unknown> } };
    expect(JSON.stringify(page)).toContain("dataRights");
  });

  it("an active subscription on record while payments are off: 503, nothing deleted", async () => {
    const user = await createUser({ plan: "premium" });
    await updatePasswordHash({ userId: user.id, passwordHash: await hashPassword(PASSWORD), now: new Date() });
    const jar = await signedInJar(user.id);
    const response = await deleteForm(jar, { password: PASSWORD, confirm: "yes" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errors: { form: ["dataRights.errors.paymentsUnreachable"] } });
    expect(await getUserById({ id: user.id })).toBeDefined();
  });

  it("the moods CSV escapes quotes, commas and line breaks and defuses formulas", async () => {
    const { user, jar } = await personWithEverything("ECHO");
    const now = new Date("2026-11-20T08:30:00.000Z");
    await addMoodEntry({
      userId: user.id,
      entry: { mood: 2, emotions: ["sad", "tired"], note: '=HYPERLINK("http://evil.example","x")', occurredAt: now },
      now,
    });
    await addMoodEntry({ userId: user.id, entry: { mood: 3, emotions: [], note: 'said "ok", then\nleft', occurredAt: new Date(now.getTime() + 60_000) }, now });
    await addMoodEntry({ userId: user.id, entry: { mood: 5, emotions: [], note: "@SUM(1)", occurredAt: new Date(now.getTime() + 120_000) }, now });
    const response = await call(exportRoute.loader, getRequest("/profile/export?format=csv", { jar }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="respiro-moods-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("occurred_at,mood,emotions,tags,note,source,created_at,updated_at");
    expect(lines[1]).toBe(
      `2026-11-20T08:30:00.000Z,2,sad; tired,,"'=HYPERLINK(""http://evil.example"",""x"")",app,2026-11-20T08:30:00.000Z,2026-11-20T08:30:00.000Z`,
    );
    expect(lines[2]).toContain(`"said ""ok"", then\nleft"`);
    expect(csv).toContain(",'@SUM(1),");
    expect(csv).not.toMatch(/,[=+@-]/);
    const bad = await call(exportRoute.loader, getRequest("/profile/export?format=xml", { jar }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, error: "bad_format", message: expect.stringContaining("json") });
  });
});

describe("deletion with a subscription, through the fake Stripe", () => {
  const fakeStripe = useFakeStripe();

  async function subscribedPerson() {
    const user = await createUser({ plan: "free" });
    await updatePasswordHash({ userId: user.id, passwordHash: await hashPassword(PASSWORD), now: new Date() });
    const jar = await signedInJar(user.id);
    const response = await call(
      checkoutApi.action,
      jsonRequest("/api/create-checkout-session", { priceId: "monthly", userId: user.id, language: "it" }, { jar }),
    );
    const sessionId = ((await response.json()) as { url: string }).url.split("/").pop()!;
    await fakeStripe().completeCheckout(sessionId, "pay");
    const subscription = await getCurrentSubscription({ userId: user.id });
    expect(subscription?.status).toBe("active");
    return { user, jar, subscriptionId: subscription!.stripeSubscriptionId };
  }

  it("cancels the active subscription at Stripe, then deletes the account; the export lists the invoices", async () => {
    const { user, jar, subscriptionId } = await subscribedPerson();
    const file = JSON.parse(await (await call(exportRoute.loader, getRequest("/profile/export", { jar }))).text()) as {
      data: { subscriptions: unknown[] };
      invoices: { id: string; total: number }[];
    };
    expect(file.data.subscriptions).toEqual([expect.objectContaining({ stripeSubscriptionId: subscriptionId, status: "active" })]);
    expect(file.invoices.length).toBeGreaterThan(0);

    const response = await deleteForm(jar, { password: PASSWORD, confirm: "yes" });
    expect(response.status).toBe(303);
    expect(fakeStripe().objects.get(subscriptionId)?.status).toBe("canceled");
    expect(fakeStripe().requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    expect(await getUserById({ id: user.id })).toBeUndefined();
    expect(await getCurrentSubscription({ userId: user.id })).toBeUndefined();

    // Stripe's copy of the cancellation arriving after the deletion belongs to nobody: 200, no row.
    const last = fakeStripe()
      .events.filter((e) => e.type === "customer.subscription.deleted")
      .pop()!;
    const late = await fakeStripe().send({ ...last, id: `evt_late_${user.id}` });
    expect(late).toBe(200);
    expect(await getCurrentSubscription({ userId: user.id })).toBeUndefined();
  });

  it("Stripe unreachable: a translated 503 and nothing deleted, the subscription still active", async () => {
    const { user, jar, subscriptionId } = await subscribedPerson();
    const subject = { userId: user.id, email: user.email };
    const before = await ownedCounts(subject);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const base = process.env.STRIPE_API_BASE;
    process.env.STRIPE_API_BASE = "http://127.0.0.1:9"; // nothing listens there
    try {
      const response = await deleteForm(jar, { password: PASSWORD, confirm: "yes" });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ errors: { form: ["dataRights.errors.paymentsUnreachable"] } });
    } finally {
      process.env.STRIPE_API_BASE = base;
    }
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^account deletion: subscription not cancelled: /));
    expect(await ownedCounts(subject)).toEqual(before);
    expect(fakeStripe().objects.get(subscriptionId)?.status).toBe("active");
    // Still signed in: the same session opens the export.
    expect((await call(exportRoute.loader, getRequest("/profile/export", { jar }))).status).toBe(200);
  });

  it("deleteAccount, the service an administrator will call, counts a subscription Stripe no longer knows as cancelled", async () => {
    const user = await createUser({ plan: "premium" }); // an active row whose id the fake has never seen
    const db = await getDb();
    const result = await deleteAccount(db, user.id);
    expect(result).toMatchObject({ ok: true, cancelledSubscriptions: [expect.stringMatching(/^sub_fixture_/)] });
    expect(result.ok && result.deleted).toEqual({ users: 1, subscriptions: 1 });
    expect(await getUserById({ id: user.id })).toBeUndefined();
    expect(await deleteAccount(db, user.id)).toEqual({ ok: false, reason: "not_found" });
  });
});
