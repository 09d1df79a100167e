/**
 * Two-factor sign-in (issue 14 item 8; OWASP ASVS 5.0 6.3.3, V6.5; decision record 0035):
 * enrolment at /profile/two-factor, the code step of /login and of POST /api/auth/login, replay,
 * recovery codes, throttles, the pending sign-in's expiry, turning off, and the administrators'
 * rule for destructive actions (`requireAdminAction`).
 */
import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { listAdminActions } from "~/models/admin-audit.server";
import { listSignInEvents } from "~/models/sign-in-event.server";
import { listAdminTwoFactorStatus } from "~/models/two-factor.server";
import * as apiLogin from "~/routes/api.auth.login";
import * as apiMe from "~/routes/api.auth.me";
import * as apiRegister from "~/routes/api.auth.register";
import * as loginRoute from "~/routes/login";
import * as loginTwoFactor from "~/routes/login_.two-factor";
import * as profileTwoFactor from "~/routes/profile_.two-factor";
import { CHALLENGE_TTL_MS, CODE_TRIES_PER_ACCOUNT, CODE_TRIES_PER_CHALLENGE, RECOVERY_CODE_COUNT } from "~/services/auth/two-factor.server";
import { requireAdminAction } from "~/utils/guards.server";
import { createUser, signedInJar } from "../support/factories";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration } from "../support/requests";

const STEP_MS = 30_000;

// The clock stands still (5 s into a TOTP step) unless a test moves it, so "the same step" is certain.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + 5000);
});
afterEach(() => {
  vi.useRealTimers();
});

async function registered() {
  const reg = newRegistration({ skipLaunchCode: true });
  const jar = new CookieJar();
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", reg));
  expect(res.status).toBe(201);
  jar.store(res);
  const body = await res.json();
  return { reg, jar, id: body.user.id as number };
}

type ProfileView =
  { state: "off" } | { state: "pending"; secret: string; qrSvg: string; account: string } | { state: "on"; since: string; recoveryCodesLeft: number };

async function profile(jar: CookieJar): Promise<ProfileView> {
  const res = await call(profileTwoFactor.loader, getRequest("/profile/two-factor", { jar }));
  expect(res.status).toBe(200);
  return (await res.json()).view;
}

const totp = async (secret: string) => (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Turns two-factor on through the page; returns the secret and the recovery codes. */
async function enrol(jar: CookieJar): Promise<{ secret: string; recoveryCodes: string[] }> {
  expect((await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "start" }, { jar }))).status).toBe(303);
  const view = await profile(jar);
  if (view.state !== "pending") throw new Error("not pending");
  const secret = view.secret.replace(/\s/g, "");
  const res = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "confirm", code: await totp(secret) }, { jar }));
  expect(res.status).toBe(200);
  const body = await res.json();
  return { secret, recoveryCodes: body.recoveryCodes };
}

/** Password step of /login with a fresh browser: the answer and the jar holding the pending cookie. */
async function passwordStep(reg: { username: string; password: string }, redirectTo = "/chat") {
  const jar = new CookieJar();
  const res = await call(loginRoute.action, formRequest("/login", { username: reg.username, password: reg.password, redirectTo }, { jar }));
  jar.store(res);
  return { res, jar };
}

const codeStep = (jar: CookieJar, code: string) => call(loginTwoFactor.action, formRequest("/login/two-factor", { code }, { jar }));

describe("enrolment at /profile/two-factor", () => {
  it("sends a visitor to sign in", async () => {
    const res = await call(profileTwoFactor.loader, getRequest("/profile/two-factor"));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fprofile%2Ftwo-factor/);
  });

  it("refuses a wrong confirmation code, turns on with the right one, shows 10 recovery codes once and stores no secret in clear", async () => {
    const user = await createUser();
    const jar = await signedInJar(user.id);
    expect(await profile(jar)).toEqual({ state: "off" });
    await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "start" }, { jar }));
    const pending = await profile(jar);
    if (pending.state !== "pending") throw new Error("not pending");
    expect(pending.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    const secret = pending.secret.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "confirm", code: wrongCode(await totp(secret)) }, { jar }));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain("twoFactor.errors.wrongCode");
    const bad = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "confirm", code: "12ab" }, { jar }));
    expect(bad.status).toBe(400);
    expect((await profile(jar)).state).toBe("pending");

    const right = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "confirm", code: await totp(secret) }, { jar }));
    expect(right.status).toBe(200);
    const { recoveryCodes } = (await right.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    // Shown once: the page never has them again.
    const after = await call(profileTwoFactor.loader, getRequest("/profile/two-factor", { jar }));
    const text = await after.text();
    expect(JSON.parse(text).view).toMatchObject({ state: "on", recoveryCodesLeft: 10 });
    for (const code of recoveryCodes) expect(text).not.toContain(code);
    expect(text).not.toContain(secret);

    // At rest: the secret encrypted, the recovery codes hashed.
    const db = await getDb();
    const row = await db.selectFrom("two_factor_secrets").select(["secret", "enabled_at"]).where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^v1\./);
    const hashes = await db.selectFrom("two_factor_recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(hashes).toHaveLength(10);
    const stored = JSON.stringify(hashes);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace("-", ""));
    // A regular user's enrolment is not an admin action.
    expect((await listAdminActions({ targetUserId: user.id })).entries).toEqual([]);
  });

  it("records two_factor_enable and two_factor_disable in the audit log for an administrator", async () => {
    const admin = await createUser({ plan: "admin" });
    const jar = await signedInJar(admin.id);
    const { secret } = await enrol(jar);
    expect((await listAdminActions({ targetUserId: admin.id })).entries.map((e) => e.action)).toEqual(["two_factor_enable"]);
    vi.setSystemTime(Date.now() + STEP_MS);
    const off = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "disable", code: await totp(secret) }, { jar }));
    expect(off.status).toBe(303);
    expect((await listAdminActions({ targetUserId: admin.id })).entries.map((e) => e.action)).toEqual(["two_factor_disable", "two_factor_enable"]);
  });

  it("cancels a pending enrolment", async () => {
    const user = await createUser();
    const jar = await signedInJar(user.id);
    await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "start" }, { jar }));
    const res = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "cancel" }, { jar }));
    expect(res.status).toBe(303);
    expect(await profile(jar)).toEqual({ state: "off" });
    const late = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "confirm", code: "123456" }, { jar }));
    expect(late.status).toBe(409);
  });
});

describe("signing in with two-factor on", () => {
  it("web: a right password starts no session but a pending sign-in; a wrong code is refused; the right one signs in", async () => {
    const { reg, jar: own } = await registered();
    const { secret } = await enrol(own);
    vi.setSystemTime(Date.now() + STEP_MS);

    const { res, jar } = await passwordStep(reg);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login/two-factor");
    expect(jar.get("respiro_session")).toBeUndefined();
    expect(jar.get("respiro_2fa")).toBeTruthy();
    expect((await call(apiMe.loader, getRequest("/api/auth/me", { jar }))).status).toBe(401);
    const page = await (await call(loginTwoFactor.loader, getRequest("/login/two-factor", { jar }))).json();
    expect(page.expired).toBe(false);

    const code = await totp(secret);
    const wrong = await codeStep(jar, wrongCode(code));
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).toContain("twoFactor.errors.wrongCode");
    const invalid = await codeStep(jar, "");
    expect(invalid.status).toBe(400);

    const right = await codeStep(jar, code);
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/chat");
    jar.store(right);
    expect(jar.get("respiro_2fa")).toBeUndefined();
    expect((await call(apiMe.loader, getRequest("/api/auth/me", { jar }))).status).toBe(200);
    const events = (await listSignInEvents({ username: reg.username })).map((e) => e.outcome);
    expect(events.slice(0, 3)).toEqual(["success", "second_factor_failed", "second_factor_required"]);
  });

  it("refuses a code already used (the enrolment's, then a sign-in's) until the next step", async () => {
    const { reg, jar: own } = await registered();
    const { secret } = await enrol(own);
    const { jar } = await passwordStep(reg);
    const enrolmentCode = await totp(secret);
    const reused = await codeStep(jar, enrolmentCode);
    expect(reused.status).toBe(401);
    expect(JSON.stringify(await reused.json())).toContain("twoFactor.errors.reusedCode");

    vi.setSystemTime(Date.now() + STEP_MS);
    const fresh = await totp(secret);
    expect((await codeStep(jar, fresh)).status).toBe(303);
    // Another sign-in within the same 30 seconds with the same code: refused.
    const second = await passwordStep(reg);
    expect((await codeStep(second.jar, fresh)).status).toBe(401);
  });

  it("a recovery code works once", async () => {
    const { reg, jar: own } = await registered();
    const { recoveryCodes } = await enrol(own);
    const first = await passwordStep(reg);
    // Typed in lower case without the dash: still the code.
    const ok = await codeStep(first.jar, recoveryCodes[3].toLowerCase().replace("-", " "));
    expect(ok.status).toBe(303);
    const second = await passwordStep(reg);
    const again = await codeStep(second.jar, recoveryCodes[3]);
    expect(again.status).toBe(401);
    expect((await codeStep(second.jar, recoveryCodes[4])).status).toBe(303);
    expect(await profile(own)).toMatchObject({ state: "on", recoveryCodesLeft: 8 });
  });

  it("ends a pending sign-in after 5 minutes", async () => {
    const { reg, jar: own } = await registered();
    const { secret } = await enrol(own);
    const { jar } = await passwordStep(reg);
    vi.setSystemTime(Date.now() + CHALLENGE_TTL_MS + 1000);
    const page = await (await call(loginTwoFactor.loader, getRequest("/login/two-factor", { jar }))).json();
    expect(page.expired).toBe(true);
    const late = await codeStep(jar, await totp(secret));
    expect(late.status).toBe(303);
    expect(late.headers.get("Location")).toBe("/login");
    jar.store(late);
    expect(jar.get("respiro_session")).toBeUndefined();
    expect(jar.get("respiro_2fa")).toBeUndefined();
  });

  it("a code page without a pending sign-in sends back to /login", async () => {
    const res = await codeStep(new CookieJar(), "123456");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login");
  });

  it("throttles code guesses: 5 per pending sign-in (then it ends), 10 per account in 15 minutes → 429", async () => {
    const { reg, jar: own } = await registered();
    const { secret } = await enrol(own);
    vi.setSystemTime(Date.now() + STEP_MS);
    const bad = wrongCode(await totp(secret));

    const first = await passwordStep(reg);
    for (let i = 0; i < CODE_TRIES_PER_CHALLENGE; i++) expect((await codeStep(first.jar, bad)).status).toBe(401);
    const ended = await codeStep(first.jar, await totp(secret));
    expect(ended.status).toBe(429);
    expect(JSON.stringify(await ended.json())).toContain("twoFactor.errors.challengeEnded");
    const page = await (await call(loginTwoFactor.loader, getRequest("/login/two-factor", { jar: first.jar }))).json();
    expect(page.expired).toBe(true);

    // The account's counter (5 used above) allows 5 more, then refuses even the right code.
    const second = await passwordStep(reg);
    for (let i = 0; i < CODE_TRIES_PER_ACCOUNT - CODE_TRIES_PER_CHALLENGE; i++) expect((await codeStep(second.jar, bad)).status).toBe(401);
    const third = await passwordStep(reg);
    const throttled = await codeStep(third.jar, await totp(secret));
    expect(throttled.status).toBe(429);
    expect(JSON.stringify(await throttled.json())).toMatch(/twoFactor\.errors\.throttled\|1[45]/);
    const api = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password, totp: await totp(secret) }));
    expect(api.status).toBe(429);
    expect((await api.json()).error).toBe("too_many_attempts");

    // After the window, the right code works again.
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const later = await passwordStep(reg);
    expect((await codeStep(later.jar, await totp(secret))).status).toBe(303);
  });

  it("API: asks for the code (401 two_factor_required, no cookie), refuses a wrong or reused one, accepts totp and recoveryCode", async () => {
    const { reg, jar: own } = await registered();
    const { secret, recoveryCodes } = await enrol(own);
    const login = (extra: Record<string, unknown>) =>
      call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password, ...extra }));

    const missing = await login({});
    expect(missing.status).toBe(401);
    expect(missing.headers.get("Set-Cookie")).toBeNull();
    expect(await missing.json()).toMatchObject({ success: false, error: "two_factor_required" });
    // A wrong password still says only "invalid credentials", never that a code is needed.
    const wrongPassword = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: "Wrong-Password-1", totp: "123456" }));
    expect(wrongPassword.status).toBe(401);
    expect((await wrongPassword.json()).error).toBe("invalid_credentials");

    expect((await login({ totp: "12x" })).status).toBe(400);
    expect((await (await login({ totp: await totp(secret) })).json()).error).toBe("two_factor_code_reused");
    vi.setSystemTime(Date.now() + STEP_MS);
    const wrong = await login({ totp: wrongCode(await totp(secret)) });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe("invalid_two_factor_code");

    const ok = await login({ totp: await totp(secret) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Set-Cookie")).toMatch(/^respiro_session=/);
    expect((await login({ recoveryCode: recoveryCodes[0] })).status).toBe(200);
    expect((await login({ recoveryCode: recoveryCodes[0] })).status).toBe(401);
  });
});

describe("turning two-factor off", () => {
  it("needs the password or a current code; then the password alone signs in again", async () => {
    const { reg, jar, id } = await registered();
    const { secret } = await enrol(jar);
    const none = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "disable" }, { jar }));
    expect(none.status).toBe(400);
    const wrong = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "disable", password: "Not-The-Password-9" }, { jar }));
    expect(wrong.status).toBe(401);
    vi.setSystemTime(Date.now() + STEP_MS);
    const wrongCodeRes = await call(
      profileTwoFactor.action,
      formRequest("/profile/two-factor", { intent: "disable", code: wrongCode(await totp(secret)) }, { jar }),
    );
    expect(wrongCodeRes.status).toBe(401);
    expect((await profile(jar)).state).toBe("on");

    const off = await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "disable", password: reg.password }, { jar }));
    expect(off.status).toBe(303);
    expect(await profile(jar)).toEqual({ state: "off" });
    const db = await getDb();
    expect(await db.selectFrom("two_factor_recovery_codes").select("id").where("user_id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("two_factor_secrets").select("user_id").where("user_id", "=", id).execute()).toEqual([]);
    const { res } = await passwordStep(reg);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/chat");
  });
});

describe("administrators and two-factor", () => {
  const fakeDestructiveAction = (jar: CookieJar) =>
    call(
      async ({ request }) => Response.json({ admin: (await requireAdminAction(request, { destructive: true })).id }),
      formRequest("/admin/fake", {}, { jar }),
    );
  const fakeAction = (jar: CookieJar) =>
    call(async ({ request }) => Response.json({ admin: (await requireAdminAction(request)).id }), formRequest("/admin/fake", {}, { jar }));

  it("refuses a destructive action of an administrator without two-factor (to /profile/two-factor with an explanation), allows it with it", async () => {
    const admin = await createUser({ plan: "admin" });
    const jar = await signedInJar(admin.id);
    expect((await fakeAction(jar)).status).toBe(200);
    const refused = await fakeDestructiveAction(jar);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe("/profile/two-factor");
    expect(refused.headers.get("Set-Cookie")).toMatch(/^respiro_toast=/);

    await enrol(jar);
    const allowed = await fakeDestructiveAction(jar);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ admin: admin.id });
  });

  it("still refuses visitors and non-administrators, whatever their two-factor", async () => {
    expect((await fakeDestructiveAction(new CookieJar())).status).toBe(302);
    const user = await createUser();
    const jar = await signedInJar(user.id);
    await enrol(jar);
    expect((await fakeDestructiveAction(jar)).status).toBe(403);
  });

  it("listAdminTwoFactorStatus lists every administrator, those without two-factor first", async () => {
    const withIt = await createUser({ plan: "admin" });
    const without = await createUser({ plan: "admin" });
    const pending = await createUser({ plan: "admin" });
    const notAdmin = await createUser();
    await enrol(await signedInJar(withIt.id));
    await enrol(await signedInJar(notAdmin.id));
    await call(profileTwoFactor.action, formRequest("/profile/two-factor", { intent: "start" }, { jar: await signedInJar(pending.id) }));
    const list = await listAdminTwoFactorStatus();
    const mine = list.filter((a) => [withIt.id, without.id, pending.id, notAdmin.id].includes(a.id));
    expect(mine.map((a) => a.id).includes(notAdmin.id)).toBe(false);
    expect(mine.find((a) => a.id === withIt.id)?.twoFactorEnabledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(mine.find((a) => a.id === without.id)?.twoFactorEnabledAt).toBeNull();
    expect(mine.find((a) => a.id === pending.id)?.twoFactorEnabledAt).toBeNull();
    const firstOn = list.findIndex((a) => a.twoFactorEnabledAt !== null);
    expect(list.slice(firstOn).every((a) => a.twoFactorEnabledAt !== null)).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/secret|v1\./);
  });
});

describe("the secret at rest", () => {
  it("encryptSecret is authenticated encryption with a fresh IV: altered or foreign values do not decrypt", async () => {
    const { decryptSecret, encryptSecret } = await import("~/utils/crypto.server");
    const a = encryptSecret("JBSWY3DPEHPK3PXP");
    const b = encryptSecret("JBSWY3DPEHPK3PXP");
    expect(a).not.toBe(b);
    expect(decryptSecret(a)).toBe("JBSWY3DPEHPK3PXP");
    const [v, iv, tag, data] = a.split(".");
    const flipped = data.slice(0, -2) + (data.at(-2) === "A" ? "B" : "A") + data.at(-1);
    expect(decryptSecret([v, iv, tag, flipped].join("."))).toBeNull();
    expect(decryptSecret("JBSWY3DPEHPK3PXP")).toBeNull();
  });
});
