import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import * as apiRegister from "~/routes/api.auth.register";
import * as registerRoute from "~/routes/register";
import * as welcome from "~/routes/welcome";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration } from "../support/requests";

const DAY = 86_400_000;

describe("POST /api/auth/register", () => {
  it("creates the user, signs them in and assigns a launch code with an expiry 30 days out", async () => {
    const jar = new CookieJar();
    const before = Date.now();
    const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration()));
    jar.store(res);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.promoCode).toMatch(/^RESPIRO-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(body.participantNumber).toBeGreaterThanOrEqual(1);
    expect(body.participantNumber).toBeLessThanOrEqual(50);
    expect(new Date(body.promoCodeExpiresAt).getTime() - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(Object.keys(body.user).sort()).toEqual(
      [
        "email",
        "fullName",
        "healthDataConsentPending",
        "id",
        "isAdmin",
        "isPremium",
        "stripeCustomerId",
        "stripeSubscriptionId",
        "subscriptionEnd",
        "subscriptionPlan",
        "subscriptionStart",
        "username",
      ].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
    expect(jar.get("respiro_session")).toBeTruthy();
  });

  it("records consent times and starts a 7-day trial for people who skip the launch code", async () => {
    const reg = newRegistration({ skipLaunchCode: true });
    const res = await call(apiRegister.action, jsonRequest("/api/auth/register", reg));
    const body = await res.json();
    expect(body.promoCode).toBeNull();
    expect(body.participantNumber).toBeNull();
    const db = await getDb();
    const row = await db.selectFrom("users").selectAll().where("username", "=", reg.username).executeTakeFirstOrThrow();
    expect(row.trial_kind).toBe("standard");
    expect(new Date(row.trial_ends_at!).getTime() - new Date(row.trial_started_at!).getTime()).toBe(7 * DAY);
    expect(row.terms_accepted_at).toBeTruthy();
    expect(row.health_data_consent_at).toBeTruthy();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("answers 409 username_exists for a taken username in another case", async () => {
    const reg = newRegistration({ skipLaunchCode: true });
    await call(apiRegister.action, jsonRequest("/api/auth/register", reg));
    const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ username: reg.username.toUpperCase() })));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ success: false, error: "username_exists", message: "Questo nome utente è già in uso" });
  });

  it("answers 409 for a taken e-mail", async () => {
    const reg = newRegistration({ skipLaunchCode: true });
    await call(apiRegister.action, jsonRequest("/api/auth/register", reg));
    const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ email: reg.email.toUpperCase() })));
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("email_exists");
  });

  it("refuses common passwords with a translated 400", async () => {
    const res = await call(
      apiRegister.action,
      jsonRequest("/api/auth/register", newRegistration({ password: "password1", confirmPassword: "password1" }), { headers: { "Accept-Language": "en" } }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors.password[0]).toMatch(/most common/);
  });

  it("answers malformed JSON and wrong fields with 400, never 500", async () => {
    const bad = await call(apiRegister.action, jsonRequest("/api/auth/register", "{not json"));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("invalid_json");
    const wrong = await call(apiRegister.action, jsonRequest("/api/auth/register", { username: 42, password: ["x"] }));
    expect(wrong.status).toBe(400);
    const body = await wrong.json();
    expect(body.error).toBe("validation_error");
    expect(body.fieldErrors.email).toBeDefined();
    const array = await call(apiRegister.action, jsonRequest("/api/auth/register", [1, 2]));
    expect(array.status).toBe(400);
  });
});

describe("/register form", () => {
  it("shows translated errors with status 400 and keeps what was typed, except passwords", async () => {
    const res = await call(
      registerRoute.action,
      formRequest("/register", {
        username: "anna",
        email: "anna@example.test",
        fullName: "Anna",
        password: "Calma-Mare-2026!",
        confirmPassword: "Other-Mare-2026!",
      }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.confirmPassword).toEqual(["validation.passwords_mismatch"]);
    expect(body.error.acceptTerms).toEqual(["validation.terms_required"]);
    expect(body.initialValue.username).toBe("anna");
    expect(body.initialValue.password).toBeUndefined();
  });

  it("registers, signs in and sends to /welcome, which shows the participant number and code", async () => {
    const reg = newRegistration();
    const jar = new CookieJar();
    const res = await call(
      registerRoute.action,
      formRequest("/register", {
        username: reg.username,
        email: reg.email,
        fullName: reg.fullName,
        password: reg.password,
        confirmPassword: reg.confirmPassword,
        acceptTerms: "on",
        acceptHealthData: "on",
        launchOffer: "on",
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/welcome");
    jar.store(res);
    const page = await call(welcome.loader, getRequest("/welcome", { jar }));
    const data = await page.json();
    expect(data.launchCode.code).toMatch(/^RESPIRO-/);
    expect(data.launchCode.participantNumber).toBeGreaterThanOrEqual(1);
    expect(new Date(data.trialEndsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("refuses a cross-site form post", async () => {
    const req = formRequest("/register", newRegistration() as unknown as Record<string, string>, { headers: { Origin: "https://evil.example" } });
    const res = await call(registerRoute.action, req);
    expect(res.status).toBe(403);
  });
});
