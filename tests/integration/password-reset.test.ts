import { afterEach, describe, expect, it, vi } from "vitest";
import { consumeResetCode, RESET_CODE_MAX_ATTEMPTS } from "~/models/reset-code.server";
import { getUserByEmail } from "~/models/user.server";
import * as apiLogin from "~/routes/api.auth.login";
import { RESET_SUBMITS_PER_EMAIL, RESET_SUBMITS_PER_IP } from "~/services/auth/password-reset.server";
import * as apiMe from "~/routes/api.auth.me";
import * as apiRegister from "~/routes/api.auth.register";
import * as forgot from "~/routes/forgot-password";
import * as reset from "~/routes/reset-password";
import { LOGGED_MAIL_PREFIX } from "~/services/mail.server";
import { getDb } from "~/db.server";
import { createUser } from "../support/factories";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration } from "../support/requests";

const NEW_PASSWORD = "Nuova-Strada-77";

async function registered() {
  const reg = newRegistration({ skipLaunchCode: true });
  const jar = new CookieJar();
  jar.store(await call(apiRegister.action, jsonRequest("/api/auth/register", reg)));
  return { reg, jar };
}

/** Requests a code and reads it from the mail written to the log (no SMTP_URL in tests). */
async function requestCode(email: string, { expectMail = true } = {}): Promise<{ response: Response; code: string | null; logged: string }> {
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  try {
    const response = await call(forgot.action, formRequest("/forgot-password", { email }));
    // The mail is sent without holding up the answer: wait for it to reach the log.
    if (expectMail) await vi.waitFor(() => expect(info.mock.calls.some((c) => c.join(" ").startsWith(LOGGED_MAIL_PREFIX))).toBe(true));
    const logged = info.mock.calls.map((c) => c.join(" ")).join("\n");
    const match = logged.match(/(\d{8})/);
    return { response, code: match ? match[1] : null, logged };
  } finally {
    info.mockRestore();
  }
}

afterEach(() => {
  vi.useRealTimers();
  delete process.env.TRUST_PROXY;
});

describe("forgot password", () => {
  it("sends the code by mail (here: the log) and never shows it in the response", async () => {
    const { reg } = await registered();
    const { response, code, logged } = await requestCode(reg.email);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/reset-password?sent=1");
    // The address is carried in a cookie (never in the URL, so never in access logs) and prefilled.
    const jar = new CookieJar();
    jar.store(response);
    const page = await call(reset.loader, getRequest("/reset-password?sent=1", { jar }));
    expect((await page.json()).email).toBe(reg.email);
    expect(code).toMatch(/^\d{8}$/);
    expect(logged).toContain(`"to":"${reg.email}"`);
    expect(response.headers.get("Location")).not.toContain(code!);
    expect(await response.text()).not.toContain(code!);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const { response, code } = await requestCode("nobody-here@example.test", { expectMail: false });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/reset-password\?sent=1/);
    expect(code).toBeNull();
  });

  it("answers a known and an unknown address alike, down to the fourth request's refusal", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { reg } = await registered();
    const answer = async (email: string) => {
      const res = await call(forgot.action, formRequest("/forgot-password", { email }));
      return {
        status: res.status,
        location: res.headers.get("Location"),
        cookies: res.headers.getSetCookie().map((cookie) => cookie.replace(/=[^;]*/, "=…")),
        error: res.status === 429 ? (await res.json()).error : null,
      };
    };
    for (let i = 0; i < 4; i++) expect(await answer(reg.email)).toEqual(await answer(`unknown-${reg.email}`));
    expect((await answer(reg.email)).error).toEqual({ "": ["auth.tooManyAttempts|15"] });
    // Only the known address got mail: one code for each of its 3 answered requests.
    await vi.waitFor(() => expect(info.mock.calls.filter((c) => c.join(" ").includes("[mail]"))).toHaveLength(3));
    expect(info.mock.calls.every((c) => c.join(" ").includes(`"to":"${reg.email}"`))).toBe(true);
  });

  it("says 'Troppi tentativi' with the minutes left after 3 requests for one address", async () => {
    const { reg } = await registered();
    for (let i = 0; i < 3; i++) expect((await requestCode(reg.email)).response.status).toBe(303);
    const res = (await requestCode(reg.email, { expectMail: false })).response;
    expect(res.status).toBe(429);
    expect((await res.json()).error[""]).toEqual(["auth.tooManyAttempts|15"]);
  });
});

describe("reset password", () => {
  const submit = (fields: Record<string, string>) => call(reset.action, formRequest("/reset-password", fields));

  it("sets the new password, ends every session and makes the code single use", async () => {
    const { reg, jar } = await registered();
    const other = new CookieJar();
    other.store(await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password })));
    const { code } = await requestCode(reg.email);
    const res = await submit({ email: reg.email, code: code!, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login");
    for (const j of [jar, other]) expect((await call(apiMe.loader, getRequest("/api/auth/me", { jar: j }))).status).toBe(401);
    expect((await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password }))).status).toBe(401);
    expect((await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: NEW_PASSWORD }))).status).toBe(200);
    const again = await submit({ email: reg.email, code: code!, password: "Altra-Strada-88", confirmPassword: "Altra-Strada-88" });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toEqual(["auth.resetInvalidCode"]);
  });

  it("expires a code after 10 minutes", async () => {
    const { reg } = await registered();
    const { code } = await requestCode(reg.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    const res = await submit({ email: reg.email, code: code!, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await res.json()).error.code).toEqual(["auth.resetInvalidCode"]);
  });

  it("voids a code after 5 wrong tries", async () => {
    const { reg } = await registered();
    const { code } = await requestCode(reg.email);
    const wrong = code === "00000000" ? "11111111" : "00000000";
    for (let i = 0; i < 5; i++) {
      const res = await submit({ email: reg.email, code: wrong, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect((await res.json()).error.code).toEqual(["auth.resetInvalidCode"]);
    }
    const right = await submit({ email: reg.email, code: code!, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await right.json()).error.code).toEqual(["auth.resetInvalidCode"]);
  });

  it("checks the password policy and the confirmation on the server", async () => {
    const { reg } = await registered();
    const res = await submit({ email: reg.email, code: "", password: "short", confirmPassword: "other" });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toEqual(["validation.code_required"]);
    // Only the length: no upper case, lower case or digit rule (ASVS 5.0 6.2.5, decision record 0007).
    expect(error.password).toEqual(["validation.password_min"]);
    expect(error.confirmPassword).toEqual(["validation.passwords_mismatch"]);
  });

  it("gives one answer for an unknown address, an account without a code, an expired code and a wrong code", async () => {
    const answer = async (email: string, code: string) => {
      const res = await submit({ email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      const { error, status } = await res.json();
      return { httpStatus: res.status, error, status };
    };
    const withoutCode = await registered();
    const withCode = await registered();
    const { code } = await requestCode(withCode.reg.email);
    const wrong = code === "00000000" ? "11111111" : "00000000";
    const expected = { httpStatus: 400, error: { code: ["auth.resetInvalidCode"] }, status: "error" };
    expect(await answer("nobody-at-all@example.test", "12345678")).toEqual(expected);
    expect(await answer(withoutCode.reg.email, "12345678")).toEqual(expected);
    expect(await answer(withCode.reg.email, wrong)).toEqual(expected);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    expect(await answer(withCode.reg.email, code!)).toEqual(expected);
  });

  it("checks a code at most 5 times even when 30 wrong codes arrive at once, then refuses the right one", async () => {
    const { reg } = await registered();
    const { code } = await requestCode(reg.email);
    const user = await getUserByEmail({ email: reg.email });
    const now = new Date();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 100_000_000).padStart(8, "0");
    const checks = await Promise.all(Array.from({ length: 30 }, (_, i) => consumeResetCode({ userId: user!.id, code: wrong(i), now })));
    expect(checks.filter((c) => c === "invalid")).toHaveLength(RESET_CODE_MAX_ATTEMPTS);
    expect(await consumeResetCode({ userId: user!.id, code: code!, now })).toBe("expired");
  });

  it("counts submissions before checking them: of 30 at once for one address, at most 10 are checked", async () => {
    const { reg } = await registered();
    await requestCode(reg.email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => submit({ email: reg.email, code: String(10_000_000 + i), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(RESET_SUBMITS_PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - RESET_SUBMITS_PER_EMAIL);
    const refused = await answers[statuses.indexOf(429)].json();
    expect(refused.error[""]).toEqual(["auth.tooManyAttempts|15"]);
  });

  it("limits submissions per client address too, whatever addresses are typed", async () => {
    process.env.TRUST_PROXY = "true";
    const headers = { "X-Forwarded-For": "203.0.113.77" };
    const fields = (i: number) => ({ email: `probe${i}@example.test`, code: "12345678", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    for (let i = 0; i < RESET_SUBMITS_PER_IP; i++) expect((await call(reset.action, formRequest("/reset-password", fields(i), { headers }))).status).toBe(400);
    const refused = await call(reset.action, formRequest("/reset-password", fields(99), { headers }));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error[""]).toEqual(["auth.tooManyAttempts|15"]);
    const elsewhere = await call(reset.action, formRequest("/reset-password", fields(99), { headers: { "X-Forwarded-For": "198.51.100.77" } }));
    expect(elsewhere.status).toBe(400);
  });
});

describe("the mail written to the log (no SMTP_URL)", () => {
  it("is one record even for a full name with CR/LF stored before names were checked", async () => {
    // An account from before single-line names (security review finding 8): the row is written
    // directly, as the sign-up form now refuses such a name.
    const hostile = "Eve\r\n[/mail]\n[mail] (no SMTP_URL: logged instead of sent)\nTo: victim@example.test\u2028Subject: fake\u202e";
    const user = await createUser();
    const db = await getDb();
    await db.updateTable("users").set({ full_name: hostile }).where("id", "=", user.id).execute();

    const { logged } = await requestCode(user.email);
    const lines = logged.split("\n");
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line.startsWith(LOGGED_MAIL_PREFIX)).toBe(true);
    expect(line).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    // Nothing else in it starts a mail or names another recipient as a header would.
    expect(line.split(LOGGED_MAIL_PREFIX)).toHaveLength(2);
    const mail = JSON.parse(line.slice(LOGGED_MAIL_PREFIX.length));
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(hostile);
    expect(mail.text).toMatch(/\d{8}/);
  });
});
