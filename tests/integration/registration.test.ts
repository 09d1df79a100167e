import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "~/models/rate-limit.server";
import { SIGNUPS_GLOBAL, SIGNUPS_PER_IP } from "~/services/auth/registration.server";
import * as apiRegister from "~/routes/api.auth.register";
import * as registerRoute from "~/routes/register";
import * as welcome from "~/routes/welcome";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration, registrationFormFields } from "../support/requests";

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

  it("answers a taken e-mail without saying it is registered, and tells its owner once a day", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const mails = () => info.mock.calls.map((c) => c.join(" ")).filter((line) => line.includes("[mail]"));
    const reg = newRegistration({ skipLaunchCode: true });
    await call(apiRegister.action, jsonRequest("/api/auth/register", reg));
    const res = await call(
      apiRegister.action,
      jsonRequest("/api/auth/register", newRegistration({ email: reg.email.toUpperCase() }), { headers: { "Accept-Language": "en" } }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({
      success: false,
      error: "registration_failed",
      message: "We could not complete the sign-up with this email. If you already have an account, sign in or reset your password.",
    });
    expect(JSON.stringify(body)).not.toMatch(/exist|taken|registered|già/i);
    await vi.waitFor(() => expect(mails()).toHaveLength(1));
    expect(mails()[0]).toContain(`"to":"${reg.email}"`);
    expect(mails()[0]).toContain(`nome utente ${reg.username}`);
    // The form gives the same answer, as a message about the whole form.
    const form = await call(registerRoute.action, formRequest("/register", registrationFormFields(newRegistration({ email: reg.email }))));
    expect(form.status).toBe(400);
    const formBody = await form.json();
    expect(formBody.error).toEqual({ "": ["auth.emailUnavailable"] });
    // The second try within the day mails nobody: once it has been counted, still one mail.
    const notices = async () => (await peekRateLimit({ key: `register:notice:${reg.email.toLowerCase()}`, now: new Date() }))?.count;
    await vi.waitFor(async () => expect(await notices()).toBe(2));
    expect(mails()).toHaveLength(1);
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

describe("sign-up throttle (decision record 0011)", () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it("lets 5 of 30 parallel sign-ups from one client address through, whatever the client adds to X-Forwarded-For", async () => {
    process.env.TRUST_PROXY = "true";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          apiRegister.action,
          jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true }), {
            headers: { "X-Forwarded-For": `10.0.0.${i}, 203.0.113.30`, "Accept-Language": "en" },
          }),
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SIGNUPS_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SIGNUPS_PER_IP);
    const refused = await answers[statuses.indexOf(429)].json();
    expect(refused).toEqual({
      success: false,
      error: "too_many_attempts",
      message: "Too many sign-ups from this connection. Try again in 60 minutes.",
      retryAfterMinutes: 60,
    });
    // The form is throttled by the same count, in Italian by default.
    const form = await call(
      registerRoute.action,
      formRequest("/register", registrationFormFields(newRegistration()), { headers: { "X-Forwarded-For": "203.0.113.30" } }),
    );
    expect(form.status).toBe(429);
    expect((await form.json()).error).toEqual({ "": ["auth.signupThrottled|60"] });
    // Another address is not affected.
    const other = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration(), { headers: { "X-Forwarded-For": "198.51.100.30" } }));
    expect(other.status).toBe(201);
  });

  it("counts an IPv6 client per /64, so taking a fresh address for each try does not help", async () => {
    process.env.TRUST_PROXY = "true";
    const statuses: number[] = [];
    for (let i = 1; i <= SIGNUPS_PER_IP + 1; i++) {
      const headers = { "X-Forwarded-For": `2001:db8:7:7::${i.toString(16)}` };
      statuses.push((await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true }), { headers }))).status);
    }
    expect(statuses).toEqual([...Array<number>(SIGNUPS_PER_IP).fill(201), 429]);
  });

  it("pauses every sign-up past the global ceiling, with or without a client address, and answers it translated", async () => {
    const now = new Date();
    const live = await hitRateLimit({ key: "register:all", windowMs: 10 * 60_000, now });
    try {
      for (let i = live.count; i < SIGNUPS_GLOBAL; i++) await hitRateLimit({ key: "register:all", windowMs: 10 * 60_000, now });
      const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration(), { headers: { "Accept-Language": "en" } }));
      expect(res.status).toBe(429);
      const body = await res.json();
      expect(body.error).toBe("registration_paused");
      expect(body.message).toMatch(/^Sign-ups are paused because of heavy traffic\. Try again in (10|9) minutes\.$/);
      const form = await call(registerRoute.action, formRequest("/register", registrationFormFields(newRegistration())));
      expect(form.status).toBe(429);
      expect((await form.json()).error[""][0]).toMatch(/^auth\.signupPaused\|(10|9)$/);
    } finally {
      await clearRateLimit({ key: "register:all" });
    }
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
    const res = await call(registerRoute.action, formRequest("/register", { ...registrationFormFields(reg), launchOffer: "on" }));
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
