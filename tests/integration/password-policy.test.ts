/**
 * One password policy end to end (decision record 0007): a passphrase that sign-up accepts is
 * accepted by the reset form too, and the person can then sign in with it; a common password is
 * refused on both with the same translated 400, and a refused password never uses up the code.
 */
import { describe, expect, it, vi } from "vitest";
import * as apiMe from "~/routes/api.auth.me";
import * as apiRegister from "~/routes/api.auth.register";
import * as forgot from "~/routes/forgot-password";
import * as loginRoute from "~/routes/login";
import * as reset from "~/routes/reset-password";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration } from "../support/requests";

/** Lower case and spaces only: no upper case, no digit, no symbol. */
const PASSPHRASE = "tranquillo fiume blu sereno";

async function register(overrides: Record<string, unknown> = {}) {
  const reg = newRegistration({ skipLaunchCode: true, ...overrides });
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", reg, { headers: { "Accept-Language": "en" } }));
  return { reg, res };
}

/** Requests a reset code and reads it from the mail written to the log (no SMTP_URL in tests). */
async function resetCodeFor(email: string): Promise<string> {
  const info = vi.spyOn(console, "info").mockImplementation(() => {});
  try {
    await call(forgot.action, formRequest("/forgot-password", { email }));
    // The mail is written after the answer: wait for it (longer on PostgreSQL, a round trip away).
    let code: string | undefined;
    for (let waited = 0; !code && waited < 3000; waited += 20) {
      await new Promise((r) => setTimeout(r, 20));
      code = info.mock.calls
        .map((c) => c.join(" "))
        .join("\n")
        .match(/(\d{8})/)?.[1];
    }
    if (!code) throw new Error("no reset code in the log");
    return code;
  } finally {
    info.mockRestore();
  }
}

const submitReset = (fields: Record<string, string>) => call(reset.action, formRequest("/reset-password", fields));

async function signIn(username: string, password: string): Promise<{ status: number; jar: CookieJar }> {
  const jar = new CookieJar();
  const res = await call(loginRoute.action, formRequest("/login", { username, password }));
  jar.store(res);
  return { status: res.status, jar };
}

describe("one password policy for sign-up and reset", () => {
  it("accepts at reset a passphrase that sign-up accepts, and the person signs in with it", async () => {
    const signUp = await register({ password: PASSPHRASE, confirmPassword: PASSPHRASE });
    expect(signUp.res.status).toBe(201);

    const { reg } = await register();
    const code = await resetCodeFor(reg.email);
    const res = await submitReset({ email: reg.email, code, password: PASSPHRASE, confirmPassword: PASSPHRASE });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login");

    expect((await signIn(reg.username, reg.password)).status).toBe(401);
    const { status, jar } = await signIn(reg.username, PASSPHRASE);
    expect(status).toBe(302);
    const me = await call(apiMe.loader, getRequest("/api/auth/me", { jar }));
    expect(me.status).toBe(200);
    expect((await me.json()).user.username).toBe(reg.username);
  });

  it("refuses a common password on both with a translated 400, and the code stays usable", async () => {
    const signUp = await register({ password: "password1", confirmPassword: "password1" });
    expect(signUp.res.status).toBe(400);
    expect((await signUp.res.json()).fieldErrors.password).toEqual(["This password is one of the most common and easiest to guess: choose another one"]);

    const { reg } = await register();
    const code = await resetCodeFor(reg.email);
    const refused = await submitReset({ email: reg.email, code, password: "password1", confirmPassword: "password1" });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.error.password).toEqual(["validation.password_common"]);
    expect(body.initialValue?.password).toBeUndefined();

    const accepted = await submitReset({ email: reg.email, code, password: PASSPHRASE, confirmPassword: PASSPHRASE });
    expect(accepted.status).toBe(303);
  });
});
