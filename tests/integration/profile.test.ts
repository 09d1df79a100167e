/**
 * /profile (spec §3 "Profile", "Profile stats"; decision record 0031): who may see it, the
 * personal data validated field by field in both languages, the e-mail's uniqueness, the password
 * change, goals and their ownership, the statistics from seeded activity (sessions by the
 * 30-minute rule, preferred time of day, the streak in the person's time zone) and interests
 * feeding the resource recommendations.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import enStrings from "~/locales/en";
import itStrings from "~/locales/it";
import { getSessionUser } from "~/models/session.server";
import { getSignInCredentials, updatePasswordHash } from "~/models/user.server";
import * as profileRoute from "~/routes/profile";
import * as library from "~/routes/resources._index";
import { RESOURCES } from "~/content/resources";
import { recommendationSignals } from "~/services/resource-recommendations.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";
import { localDate, zonedLocalToUtc, addDays } from "~/utils/zoned-time";
import { readSessionToken } from "~/utils/session-cookie.server";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, formRequest, getRequest, type CookieJar } from "../support/requests";

async function signedIn(plan: PlanFixture = "standard_trial", options: { healthDataConsent?: boolean } = {}) {
  const user = await createUser({ plan, ...options });
  return { user, jar: await signedInJar(user.id) };
}

async function load(path: string, jar: CookieJar, lang?: "it" | "en") {
  const res = await call(profileRoute.loader, getRequest(path, { jar, headers: lang ? { "Accept-Language": lang } : {} }));
  expect(res.status).toBe(200);
  return (await res.json()).page;
}

const post = (fields: Record<string, string>, jar: CookieJar, path = "/profile?tab=personal") => call(profileRoute.action, formRequest(path, fields, { jar }));

/** The string at a dotted key of a bundle (`profile.errors.phoneInvalid`). */
function lookup(bundle: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

const validPersonal = (email: string) => ({
  intent: "personal",
  firstName: "Giulia",
  lastName: "Bianchi",
  email,
  phone: "+39 333 123 4567",
  birthDate: "1990-04-30",
  city: "Bologna",
  bio: "Amo camminare.",
  timeZone: "Europe/Rome",
});

describe("who may see /profile", () => {
  it("sends a visitor to sign in and back", async () => {
    const res = await call(profileRoute.loader, getRequest("/profile?tab=goals"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%3Ftab%3Dgoals");
  });

  it("shows each tab by its link, and the overview for an unknown tab, with its title in both languages", async () => {
    const { jar } = await signedIn();
    for (const tab of ["overview", "activity", "personal", "goals"]) expect((await load(`/profile?tab=${tab}`, jar)).tab).toBe(tab);
    expect((await load("/profile?tab=bogus", jar)).tab).toBe("overview");
    const res = await call(profileRoute.loader, getRequest("/profile", { jar, headers: { "Accept-Language": "en" } }));
    expect((await res.json()).i18n.bundle.meta.profile.title).toBe(enStrings.meta.profile.title);
  });

  it("shows the plan: a trial with its days left, or premium", async () => {
    const trial = await signedIn("standard_trial");
    expect((await load("/profile", trial.jar)).plan).toEqual({ state: "standard_trial", isPremium: false, trialDaysLeft: 7 });
    const premium = await signedIn("premium");
    expect((await load("/profile", premium.jar)).plan).toMatchObject({ state: "premium", isPremium: true, trialDaysLeft: null });
    const free = await signedIn("free");
    expect((await load("/profile", free.jar)).plan).toMatchObject({ state: "free", isPremium: false });
  });
});

describe("personal data", () => {
  it("saves every field, the full name and the time zone, and says so with a toast", async () => {
    const { user, jar } = await signedIn();
    const res = await post({ ...validPersonal(`giulia.${user.id}@example.test`), interests: "sleep" }, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/profile?tab=personal");
    expect(res.headers.get("Set-Cookie")).toContain("respiro_toast");
    const page = await load("/profile?tab=personal", jar);
    expect(page.personal).toEqual({
      firstName: "Giulia",
      lastName: "Bianchi",
      phone: "+39 333 123 4567",
      birthDate: "1990-04-30",
      city: "Bologna",
      bio: "Amo camminare.",
      interests: ["sleep"],
      email: `giulia.${user.id}@example.test`,
      timeZone: "Europe/Rome",
    });
    const db = await getDb();
    const row = await db.selectFrom("users").select(["full_name", "time_zone"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: "Giulia Bianchi", time_zone: "Europe/Rome" });
    // The chosen zone wins over the browser's hint wherever days are counted.
    const hinted = await call(profileRoute.loader, getRequest("/profile", { jar, headers: { Cookie: `${jar.header()}; CH-time-zone=Asia%2FTokyo` } }));
    expect((await hinted.json()).page.zone).toBe("Europe/Rome");
  });

  it("prefills first and last name from the account's full name before anything is saved", async () => {
    const { jar } = await signedIn();
    expect((await load("/profile?tab=personal", jar)).personal).toMatchObject({ firstName: "Test", lastName: "Person", interests: [], timeZone: null });
  });

  const cases: [string, Record<string, string>, string][] = [
    ["firstName", { firstName: "   " }, "profile.errors.firstNameRequired"],
    ["firstName", { firstName: "x".repeat(51) }, "profile.errors.nameTooLong"],
    ["firstName", { firstName: "Giu\u202Elia" }, "profile.errors.nameInvalid"],
    ["lastName", { lastName: "y".repeat(51) }, "profile.errors.lastNameInvalid"],
    ["email", { email: "not-an-email" }, "profile.errors.emailInvalid"],
    ["phone", { phone: "call me maybe" }, "profile.errors.phoneInvalid"],
    ["phone", { phone: "12345" }, "profile.errors.phoneInvalid"],
    ["birthDate", { birthDate: "2990-01-01" }, "profile.errors.birthDateInvalid"],
    ["birthDate", { birthDate: "1990-02-30" }, "profile.errors.birthDateInvalid"],
    ["city", { city: "c".repeat(81) }, "profile.errors.cityInvalid"],
    ["bio", { bio: "b".repeat(501) }, "profile.errors.bioTooLong"],
    ["interests", { interests: "astrology" }, "profile.errors.interestInvalid"],
    ["timeZone", { timeZone: "Mars/Olympus_Mons" }, "profile.errors.timeZoneInvalid"],
  ];
  it.each(cases)("refuses a bad %s with a 400, a translated error in both languages and 'unable to save profile'", async (field, bad, key) => {
    const { user, jar } = await signedIn();
    const res = await post({ ...validPersonal(`p${user.id}@example.test`), ...bad }, jar);
    expect(res.status).toBe(400);
    const data = await res.json();
    expect(data.errors[field]).toEqual([key]);
    expect(Object.keys(data.errors)).toEqual([field]);
    expect(data.formError).toBe("profile.saveFailed");
    expect(lookup(itStrings, "profile.saveFailed")).toBe("Impossibile salvare il profilo");
    expect(lookup(enStrings, "profile.saveFailed")).toBe("Unable to save profile");
    for (const bundle of [itStrings, enStrings]) expect(typeof lookup(bundle, key)).toBe("string");
    expect(lookup(itStrings, key)).not.toBe(lookup(enStrings, key));
    // What was typed comes back to fill the form again; nothing was saved.
    expect(data.values.firstName).toBe(bad.firstName ?? "Giulia");
    const db = await getDb();
    expect(await db.selectFrom("profiles").select("user_id").where("user_id", "=", user.id).executeTakeFirst()).toBeUndefined();
  });
});

describe("the e-mail stays unique", () => {
  it("refuses another account's address (any case) without saying whose it is, and saves nothing", async () => {
    const other = await createUser();
    const { user, jar } = await signedIn();
    const res = await post({ ...validPersonal(other.email.toUpperCase()), firstName: "Changed" }, jar);
    expect(res.status).toBe(400);
    const data = await res.json();
    expect(data.errors).toEqual({ email: ["profile.errors.emailUnavailable"] });
    expect(lookup(itStrings, "profile.errors.emailUnavailable")).not.toContain(other.username);
    const db = await getDb();
    const row = await db.selectFrom("users").select(["email", "full_name"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: user.email, full_name: "Test Person" });
  });

  it("accepts the person's own address in another case", async () => {
    const { user, jar } = await signedIn();
    expect((await post(validPersonal(user.email.toUpperCase()), jar)).status).toBe(303);
  });

  it("limits attempts to change the address: the sixth within an hour answers 429", async () => {
    const { jar } = await signedIn();
    const taken = await createUser();
    for (let i = 0; i < 5; i++) expect((await post(validPersonal(taken.email), jar)).status).toBe(400);
    const res = await post(validPersonal(`fresh${Date.now()}@example.test`), jar);
    expect(res.status).toBe(429);
    expect((await res.json()).errors).toEqual({ email: ["profile.errors.emailTooManyAttempts"] });
  });
});

describe("changing the password", () => {
  const CURRENT = "a calm river at dawn";
  async function withPassword() {
    const { user, jar } = await signedIn();
    await updatePasswordHash({ userId: user.id, passwordHash: await hashPassword(CURRENT), now: new Date() });
    return { user, jar, otherDevice: await signedInJar(user.id) };
  }
  const change = (jar: CookieJar, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
    post({ intent: "password", currentPassword, newPassword, confirmPassword }, jar);

  it("refuses a wrong current password", async () => {
    const { jar } = await withPassword();
    const res = await change(jar, "not my password", "a brand new long phrase");
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ currentPassword: ["profile.errors.currentPasswordWrong"] });
  });

  it.each([
    ["password1", "validation.password_common"],
    ["short", "validation.password_min"],
  ])("refuses a weak new password (%s) with the sign-up policy's message", async (weak, key) => {
    const { user, jar } = await withPassword();
    const res = await change(jar, CURRENT, weak);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ newPassword: [key] });
    const credentials = await getSignInCredentials({ login: user.username });
    expect(await verifyPassword(CURRENT, credentials!.passwordHash)).toBe(true);
  });

  it("refuses a confirmation that does not match", async () => {
    const { jar } = await withPassword();
    const res = await change(jar, CURRENT, "a brand new long phrase", "another phrase");
    expect((await res.json()).errors).toEqual({ confirmPassword: ["validation.passwords_mismatch"] });
  });

  it("changes it, keeps this session and ends the others", async () => {
    const { user, jar, otherDevice } = await withPassword();
    const res = await change(jar, CURRENT, "a brand new long phrase");
    expect(res.status).toBe(303);
    const credentials = await getSignInCredentials({ login: user.username });
    expect(await verifyPassword("a brand new long phrase", credentials!.passwordHash)).toBe(true);
    expect(await verifyPassword(CURRENT, credentials!.passwordHash)).toBe(false);
    const mine = await readSessionToken(getRequest("/", { jar }));
    const theirs = await readSessionToken(getRequest("/", { jar: otherDevice }));
    expect(await getSessionUser({ token: mine!, now: new Date() })).not.toBeNull();
    expect(await getSessionUser({ token: theirs!, now: new Date() })).toBeNull();
    expect((await call(profileRoute.loader, getRequest("/profile", { jar: otherDevice }))).status).toBe(302);
  });

  it("counts current-password checks: the sixth in 15 minutes answers 429", async () => {
    const { jar } = await withPassword();
    for (let i = 0; i < 5; i++) expect((await change(jar, "wrong guess", "a brand new long phrase")).status).toBe(400);
    const res = await change(jar, CURRENT, "a brand new long phrase");
    expect(res.status).toBe(429);
  });
});

describe("goals", () => {
  const goalsPost = (fields: Record<string, string>, jar: CookieJar) => post(fields, jar, "/profile?tab=goals");

  it("adds, ticks off, opens again and deletes after a confirmation", async () => {
    const { jar } = await signedIn();
    expect((await goalsPost({ intent: "addGoal", title: "  Camminare 20 minuti  ", targetDate: "2030-06-01" }, jar)).status).toBe(303);
    let page = await load("/profile?tab=goals", jar);
    expect(page.goals).toEqual([{ id: expect.any(Number), title: "Camminare 20 minuti", done: false, targetDate: "1 giugno 2030", doneOn: null }]);
    const id = String(page.goals[0].id);
    expect((await goalsPost({ intent: "tickGoal", goalId: id }, jar)).status).toBe(303);
    page = await load("/profile?tab=goals", jar);
    expect(page.goals[0].done).toBe(true);
    expect(page.goals[0].doneOn).toEqual(expect.any(String));
    expect((await goalsPost({ intent: "untickGoal", goalId: id }, jar)).status).toBe(303);
    expect((await load("/profile?tab=goals", jar)).goals[0].done).toBe(false);
    expect((await load(`/profile?tab=goals&delete=${id}`, jar)).deleting).toMatchObject({ title: "Camminare 20 minuti" });
    expect((await goalsPost({ intent: "deleteGoal", goalId: id }, jar)).status).toBe(303);
    expect((await load("/profile?tab=goals", jar)).goals).toEqual([]);
  });

  it("refuses a goal without a title or with a bad date, translated", async () => {
    const { jar } = await signedIn();
    const res = await goalsPost({ intent: "addGoal", title: " ", targetDate: "2030-13-01" }, jar);
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors).toEqual({ title: ["profile.errors.goalTitleRequired"], targetDate: ["profile.errors.goalDateInvalid"] });
    for (const key of [...errors.title, ...errors.targetDate]) for (const bundle of [itStrings, enStrings]) expect(typeof lookup(bundle, key)).toBe("string");
  });

  it("answers 404 for another person's goal and leaves it alone", async () => {
    const owner = await signedIn();
    await goalsPost({ intent: "addGoal", title: "Mine" }, owner.jar);
    const id = String((await load("/profile?tab=goals", owner.jar)).goals[0].id);
    const intruder = await signedIn();
    for (const intent of ["tickGoal", "untickGoal", "deleteGoal"]) {
      const res = await goalsPost({ intent, goalId: id }, intruder.jar);
      expect(res.status).toBe(404);
      expect((await res.json()).formError).toBe("profile.goalNotFound");
    }
    expect((await load(`/profile?tab=goals&delete=${id}`, intruder.jar)).deleting).toBeNull();
    expect((await load("/profile?tab=goals", owner.jar)).goals).toMatchObject([{ title: "Mine", done: false }]);
    expect((await goalsPost({ intent: "tickGoal", goalId: "abc" }, intruder.jar)).status).toBe(404);
  });

  it("waits for the wellbeing-data consent", async () => {
    const { user, jar } = await signedIn("standard_trial", { healthDataConsent: false });
    const res = await goalsPost({ intent: "addGoal", title: "Sleep earlier" }, jar);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("consent_required");
    const db = await getDb();
    expect(await db.selectFrom("goals").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect((await load("/profile?tab=goals", jar)).consentPending).toBe(true);
  });

  it("refuses an unknown intent with a 400", async () => {
    const { jar } = await signedIn();
    expect((await post({ intent: "bogus" }, jar)).status).toBe(400);
  });
});

describe("statistics from recorded activity", () => {
  async function seedActivity(userId: number, day: string) {
    const db = await getDb();
    const at = (time: string) => `${day}T${time}:00.000Z`;
    const conversation = await db
      .insertInto("chat_conversations")
      .values({ user_id: userId, locale: "it", created_at: at("08:00"), updated_at: at("08:00") })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Session 1 (08:00–08:35): three messages, each less than 30 minutes after the previous one,
    // and the companion's replies, which are not the person's activity.
    for (const time of ["08:00", "08:10", "08:35"]) {
      await db
        .insertInto("chat_messages")
        .values([
          { conversation_id: conversation.id, role: "user", content: "ciao", distortions: "[]", created_at: at(time) },
          { conversation_id: conversation.id, role: "assistant", content: "ciao!", distortions: "[]", created_at: at(time) },
        ])
        .execute();
    }
    const exercise = await db.selectFrom("exercises").select("id").orderBy("id").executeTakeFirstOrThrow();
    const meditation = await db.selectFrom("meditations").select("id").orderBy("id").executeTakeFirstOrThrow();
    // Session 2 (10:00): an exercise; session 3 (10:40–10:50): a 10-minute meditation, 40 minutes later.
    await db
      .insertInto("exercise_completions")
      .values({ user_id: userId, exercise_id: exercise.id, click_id: `c${userId}a`, completed_at: at("10:00") })
      .execute();
    await db
      .insertInto("meditation_sessions")
      .values({ user_id: userId, meditation_id: meditation.id, minutes: 10, completed_at: at("10:50") })
      .execute();
    // Sessions 4 and 5, in the evening (UTC).
    await db
      .insertInto("exercise_completions")
      .values({ user_id: userId, exercise_id: exercise.id, click_id: `c${userId}b`, completed_at: at("19:00") })
      .execute();
    await db
      .insertInto("mood_entries")
      .values({ user_id: userId, mood: 4, occurred_at: at("20:00"), created_at: at("20:00"), updated_at: at("20:00") })
      .execute();
  }

  async function setZone(userId: number, zone: string) {
    const db = await getDb();
    await db.updateTable("users").set({ time_zone: zone }).where("id", "=", userId).execute();
  }

  it("counts each kind, groups sessions by the 30-minute rule and finds the preferred time in the person's zone", async () => {
    const { user, jar } = await signedIn();
    await seedActivity(user.id, "2026-03-02");
    await setZone(user.id, "UTC");
    const { stats, lastActivity } = await load("/profile", jar);
    expect(stats).toMatchObject({
      chatMessages: 3,
      exercisesCompleted: 2,
      meditationMinutes: 10,
      moodEntries: 1,
      totalSessions: 5,
      // (35 + 1 + 10 + 1 + 1) / 5 minutes, a single event counting as one minute.
      averageSessionMinutes: 10,
      preferredTime: "morning",
      lastActivityAt: "2026-03-02T20:00:00.000Z",
    });
    expect(lastActivity).toBe("2 mar 2026, 20:00");
    // In Los Angeles (UTC−8) the three morning sessions were at night, the evening ones in the morning and afternoon.
    await setZone(user.id, "America/Los_Angeles");
    expect((await load("/profile", jar)).stats.preferredTime).toBe("night");
    // Points: 3 chat + 2×10 exercises + 10×2 meditation + 5 mood + 5 for the one active day (UTC).
    await setZone(user.id, "UTC");
    expect((await load("/profile", jar)).stats.level).toMatchObject({ points: 53, level: 1, nextLevelAt: 100, progressPercent: 53 });
  });

  it("lists the activity newest first in the person's zone, a chat session as one line", async () => {
    const { user, jar } = await signedIn();
    await seedActivity(user.id, "2026-03-02");
    await setZone(user.id, "Europe/Rome");
    const page = await load("/profile?tab=activity", jar, "en");
    expect(page.timeline.map((i: { kind: string; count: number }) => [i.kind, i.count])).toEqual([
      ["mood", 1],
      ["exercise", 1],
      ["meditation", 1],
      ["exercise", 1],
      ["chat", 3],
    ]);
    expect(page.timeline[0]).toMatchObject({ when: "2 Mar 2026, 21:00", mood: 4 });
  });

  it("leaves chat and mood out while the wellbeing-data consent is pending", async () => {
    const { user, jar } = await signedIn("standard_trial", { healthDataConsent: false });
    await seedActivity(user.id, "2026-03-02");
    const page = await load("/profile", jar);
    expect(page.consentPending).toBe(true);
    expect(page.stats).toMatchObject({ chatMessages: 0, moodEntries: 0, exercisesCompleted: 2, meditationMinutes: 10 });
  });

  it("counts consecutive days across midnight in the person's zone: two days in New York, one in Tokyo", async () => {
    const { user, jar } = await signedIn();
    const now = new Date();
    const zone = "America/New_York";
    // The latest midnight in New York at least 30 minutes ago; one exercise half an hour before it, one after.
    let midnight = zonedLocalToUtc(`${localDate(now, zone)}T00:00`, zone)!;
    if (now.getTime() - midnight.getTime() < 30 * 60_000) midnight = zonedLocalToUtc(`${addDays(localDate(now, zone), -1)}T00:00`, zone)!;
    const db = await getDb();
    const exercise = await db.selectFrom("exercises").select("id").orderBy("id").executeTakeFirstOrThrow();
    for (const [i, ms] of [-30 * 60_000, 30 * 60_000].entries()) {
      const completedAt = new Date(midnight.getTime() + ms).toISOString();
      await db
        .insertInto("exercise_completions")
        .values({ user_id: user.id, exercise_id: exercise.id, click_id: `s${user.id}${i}`, completed_at: completedAt })
        .execute();
    }
    await setZone(user.id, zone);
    expect((await load("/profile", jar)).stats.streakDays).toBe(2);
    // New York's midnight is early afternoon in Tokyo: both on one day there.
    await setZone(user.id, "Asia/Tokyo");
    expect((await load("/profile", jar)).stats.streakDays).toBe(1);
  });
});

describe("interests feed the resource recommendations", () => {
  it("are part of the signals, and put their topic first when the words match nothing, in both languages", async () => {
    const topicsOf = (resources: { slug: string }[]) => resources.map((r) => RESOURCES.find((x) => x.slug === r.slug)?.topic);
    for (const [lang, interest] of [
      ["it", "sleep"],
      ["en", "mindfulness"],
    ] as const) {
      const { user, jar } = await signedIn();
      const ask = async () =>
        (await (await call(library.action, formRequest("/resources", { need: "qualcosa xyzzy" }, { jar, headers: { "Accept-Language": lang } }))).json())
          .result;
      const before = await ask();
      expect(before.matchedText).toBe(false);
      expect(topicsOf(before.resources)[0]).not.toBe(interest);
      const saved = await post({ ...validPersonal(user.email), interests: interest }, jar);
      expect(saved.status).toBe(303);
      expect((await recommendationSignals({ userId: user.id, now: new Date() })).interests).toEqual([interest]);
      const after = await ask();
      expect(topicsOf(after.resources)[0]).toBe(interest);
    }
  });
});
