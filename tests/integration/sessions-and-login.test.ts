import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { listSignInEvents } from "~/models/sign-in-event.server";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/models/session.server";
import * as apiLogin from "~/routes/api.auth.login";
import * as apiLogout from "~/routes/api.auth.logout";
import * as apiMe from "~/routes/api.auth.me";
import * as apiRegister from "~/routes/api.auth.register";
import { LOGIN_MAX_FAILURES_PER_IP, LOGIN_MAX_FAILURES_PER_USERNAME } from "~/services/auth/sign-in.server";
import * as apiUser from "~/routes/api.auth.user.$id";
import * as loginRoute from "~/routes/login";
import * as logoutRoute from "~/routes/logout";
import { loader as rootLoader } from "~/root";
import { sha256 } from "~/utils/crypto.server";
import { call, CookieJar, formRequest, getRequest, jsonRequest, newRegistration } from "../support/requests";

async function registered(overrides: Record<string, unknown> = {}) {
  const reg = newRegistration({ skipLaunchCode: true, ...overrides });
  const jar = new CookieJar();
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", reg));
  jar.store(res);
  const body = await res.json();
  return { reg, jar, id: body.user.id as number };
}

async function me(jar: CookieJar) {
  return call(apiMe.loader, getRequest("/api/auth/me", { jar }));
}

afterEach(() => {
  vi.useRealTimers();
  delete process.env.TRUST_PROXY;
});

describe("sessions", () => {
  it("stores only a hash of a random token of at least 128 bits", async () => {
    const { jar, id } = await registered();
    const cookie = decodeURIComponent(jar.get("respiro_session")!);
    const token = JSON.parse(Buffer.from(cookie.split(".")[0], "base64").toString("utf8")) as string;
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    const db = await getDb();
    const rows = await db.selectFrom("sessions").select("id").where("user_id", "=", id).execute();
    expect(rows.map((r) => r.id)).toEqual([sha256(token)]);
  });

  it("sets HttpOnly, SameSite=Lax, and Secure with the __Host- prefix over HTTPS", async () => {
    const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration({ skipLaunchCode: true })));
    const plain = res.headers.get("Set-Cookie")!;
    expect(plain).toMatch(/^respiro_session=/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    process.env.APP_URL = "https://respiro.example";
    try {
      const req = new Request("https://respiro.example/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://respiro.example" },
        body: JSON.stringify(newRegistration({ skipLaunchCode: true })),
      });
      const secure = (await call(apiRegister.action, req)).headers.get("Set-Cookie")!;
      expect(secure).toMatch(/^__Host-respiro_session=/);
      expect(secure).toMatch(/Secure/);
      expect(secure).toMatch(/Path=\//);
    } finally {
      delete process.env.APP_URL;
    }
  });

  it("issues a new session id on every login and logout kills it on the server", async () => {
    const { reg, jar } = await registered();
    const first = jar.get("respiro_session");
    const login = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password }, { jar }));
    expect(login.status).toBe(200);
    jar.store(login);
    expect(jar.get("respiro_session")).not.toBe(first);
    const stolen = jar.get("respiro_session")!;
    expect((await me(jar)).status).toBe(200);

    const out = await call(logoutRoute.action, formRequest("/logout", {}, { jar }));
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/");
    jar.store(out);
    expect(jar.get("respiro_session")).toBeUndefined();
    // Replaying the old cookie does not work: the row is gone.
    jar.set("respiro_session", stolen);
    expect((await me(jar)).status).toBe(401);
  });

  it("ends a session after the idle timeout and after the absolute lifetime", async () => {
    const { jar } = await registered();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000);
    expect((await me(jar)).status).toBe(200); // used just before the idle limit: still alive, and touched
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000);
    expect((await me(jar)).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1);
    expect((await me(jar)).status).toBe(401);

    const second = await registered();
    const start = Date.now();
    for (let t = start; t < start + SESSION_ABSOLUTE_MS; t += SESSION_IDLE_MS / 2) {
      vi.setSystemTime(t);
      expect((await me(second.jar)).status).toBe(200);
    }
    vi.setSystemTime(start + SESSION_ABSOLUTE_MS + 1);
    expect((await me(second.jar)).status).toBe(401);
  });

  it("ignores a tampered cookie", async () => {
    const { jar } = await registered();
    const value = jar.get("respiro_session")!;
    jar.set("respiro_session", value.slice(0, -3) + "abc");
    expect((await me(jar)).status).toBe(401);
  });

  it("API logout answers JSON and ends the session", async () => {
    const { jar } = await registered();
    const res = await call(apiLogout.action, jsonRequest("/api/auth/logout", {}, { jar }));
    expect(await res.json()).toEqual({ success: true });
    const old = jar.get("respiro_session")!;
    jar.store(res);
    jar.set("respiro_session", old);
    expect((await me(jar)).status).toBe(401);
  });
});

describe("login", () => {
  it("answers the same for an unknown user and a wrong password, and audits both", async () => {
    const { reg } = await registered();
    const wrong = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: "Sbagliata-123" }));
    const unknown = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: "nessuno_qui", password: "Sbagliata-123" }));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a.message).toBe("Credenziali non valide");
    const events = await listSignInEvents({ username: reg.username });
    expect(events[0]).toMatchObject({ outcome: "bad_credentials" });
    expect(JSON.stringify(events)).not.toContain("Sbagliata-123");
  });

  it("accepts the username in any case", async () => {
    const { reg } = await registered();
    const res = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username.toUpperCase(), password: reg.password }));
    expect(res.status).toBe(200);
    expect((await res.json()).user.username).toBe(reg.username);
  });

  it("signs in with the e-mail instead of the username, in any case, by the API and the form", async () => {
    const { reg } = await registered();
    const api = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.email.toUpperCase(), password: reg.password }));
    expect(api.status).toBe(200);
    expect((await api.json()).user.username).toBe(reg.username);
    const form = await call(loginRoute.action, formRequest("/login", { username: ` ${reg.email} `, password: reg.password }));
    expect(form.status).toBe(302);
    const wrong = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.email, password: "Sbagliata-123" }));
    const unknown = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: "nessuno@example.test", password: "Sbagliata-123" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("counts failures per account whichever name is typed: 3 by username and 2 by e-mail throttle both", async () => {
    const { reg } = await registered();
    for (let i = 0; i < 5; i++) {
      const login = i < 3 ? reg.username : reg.email;
      expect((await call(apiLogin.action, jsonRequest("/api/auth/login", { username: login, password: `wrong-${i}` }))).status).toBe(401);
    }
    for (const login of [reg.username, reg.email]) {
      expect((await call(apiLogin.action, jsonRequest("/api/auth/login", { username: login, password: reg.password }))).status).toBe(429);
    }
  });

  it("throttles a username after 5 failures with the wait in minutes, even for the right password", async () => {
    const { reg } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: `wrong-${i}` }));
      expect(res.status).toBe(401);
    }
    const blocked = await call(
      apiLogin.action,
      jsonRequest("/api/auth/login", { username: reg.username, password: reg.password }, { headers: { "Accept-Language": "en" } }),
    );
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    expect(body.message).toBe("Too many attempts. Try again in 15 minutes.");
    expect(body.retryAfterMinutes).toBe(15);
    // The HTML form says the same thing in Italian.
    const form = await call(loginRoute.action, formRequest("/login", { username: reg.username, password: reg.password }));
    expect(form.status).toBe(429);
    expect((await form.json()).error[""]).toEqual(["auth.throttled|15"]);
    expect((await listSignInEvents({ username: reg.username }))[0].outcome).toBe("throttled");
  });

  it("throttles a client IP behind a trusted proxy after 20 failures across usernames", async () => {
    process.env.TRUST_PROXY = "true";
    const headers = { "X-Forwarded-For": "203.0.113.9" };
    for (let i = 0; i < 20; i++) {
      await call(apiLogin.action, jsonRequest("/api/auth/login", { username: `ghost${i}`, password: "nope-nope" }, { headers }));
    }
    const { reg } = await registered();
    const blocked = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password }, { headers }));
    expect(blocked.status).toBe(429);
    const elsewhere = await call(
      apiLogin.action,
      jsonRequest("/api/auth/login", { username: reg.username, password: reg.password }, { headers: { "X-Forwarded-For": "198.51.100.7" } }),
    );
    expect(elsewhere.status).toBe(200);
  });

  it("checks at most 5 passwords of a parallel burst of 60 for one account, then refuses even the right one", async () => {
    const { reg } = await registered();
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: i === 59 ? reg.password : `wrong-${i}` })),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_USERNAME);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LOGIN_MAX_FAILURES_PER_USERNAME);
    expect(statuses[59]).toBe(429);
    const events = await listSignInEvents({ username: reg.username, limit: 100 });
    expect(events.filter((e) => e.outcome === "bad_credentials")).toHaveLength(LOGIN_MAX_FAILURES_PER_USERNAME);
    const right = await call(apiLogin.action, jsonRequest("/api/auth/login", { username: reg.username, password: reg.password }));
    expect(right.status).toBe(429);
    expect((await right.json()).retryAfterMinutes).toBe(15);
  });

  it("checks at most 20 passwords of a parallel burst from one client address across accounts", async () => {
    process.env.TRUST_PROXY = "true";
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          apiLogin.action,
          // What the client writes to the left of the proxy's entry changes nothing (decision record 0012).
          jsonRequest(
            "/api/auth/login",
            { username: `ghost_burst${i}`, password: "nope-nope" },
            { headers: { "X-Forwarded-For": `10.9.8.${i}, 203.0.113.44` } },
          ),
        ),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LOGIN_MAX_FAILURES_PER_IP);
  });

  it("a successful sign-in clears the account's count and gives the client address its try back", async () => {
    process.env.TRUST_PROXY = "true";
    const headers = { "X-Forwarded-For": "203.0.113.45" };
    const { reg } = await registered();
    const login = (username: string, password: string) => call(apiLogin.action, jsonRequest("/api/auth/login", { username, password }, { headers }));
    for (let i = 0; i < 4; i++) expect((await login(reg.username, `wrong-${i}`)).status).toBe(401);
    expect((await login(reg.username, reg.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(reg.username, `wrong-again-${i}`)).status).toBe(401);
    expect((await login(reg.username, reg.password)).status).toBe(429);
    // The address holds 9 failures and 1 refused try, and no success: 10 more tries are checked, then none.
    for (let i = 0; i < 10; i++) expect((await login(`ghost_after${i}`, "nope-nope")).status).toBe(401);
    expect((await login("ghost_last", "nope-nope")).status).toBe(429);
  });

  it("the HTML form signs in, redirects to a safe path and shows a welcome toast", async () => {
    const { reg } = await registered();
    const jar = new CookieJar();
    const res = await call(loginRoute.action, formRequest("/login", { username: reg.username, password: reg.password, redirectTo: "https://evil.example/" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    jar.store(res);
    const root = await call(rootLoader, getRequest("/", { jar }));
    const data = await root.json();
    expect(data.user.username).toBe(reg.username);
    // Translated on the server: a toast may name a string of any namespace.
    expect(data.toast.title).toBe("Che bello rivederti!");
    expect(data.entitlements.state).toBe("standard_trial");
  });
});

describe("JSON API guards", () => {
  it("refuses non-JSON bodies with 415 and cross-site origins with 403", async () => {
    const form = new Request("http://localhost:3000/api/auth/login", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect((await call(apiLogin.action, form)).status).toBe(415);
    const cross = jsonRequest("/api/auth/login", { username: "a", password: "b" }, { headers: { Origin: "https://evil.example" } });
    expect((await call(apiLogin.action, cross)).status).toBe(403);
    const fetchMeta = jsonRequest("/api/auth/login", { username: "a", password: "b" }, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect((await call(apiLogin.action, fetchMeta)).status).toBe(403);
  });

  it("GET /api/auth/me: 401 signed out, the spec §3 user when signed in", async () => {
    expect((await me(new CookieJar())).status).toBe(401);
    const { jar, reg } = await registered();
    const body = await (await me(jar)).json();
    expect(body).toMatchObject({ success: true, user: { username: reg.username, isAdmin: false, isPremium: false, subscriptionPlan: null } });
  });

  it("GET /api/auth/user/{id}: own id only (401, 403, 200) and any id for an admin", async () => {
    const alice = await registered();
    const bob = await registered();
    const get = (id: number | string, jar?: CookieJar) => call(apiUser.loader, getRequest(`/api/auth/user/${id}`, { jar }), { id: String(id) });
    expect((await get(alice.id)).status).toBe(401);
    expect((await get(bob.id, alice.jar)).status).toBe(403);
    expect((await get("abc", alice.jar)).status).toBe(400);
    const own = await get(alice.id, alice.jar);
    expect(own.status).toBe(200);
    expect((await own.json()).user.id).toBe(alice.id);
    const db = await getDb();
    await db.updateTable("users").set({ is_admin: 1 }).where("id", "=", alice.id).execute();
    const asAdmin = await get(bob.id, alice.jar);
    expect(asAdmin.status).toBe(200);
    expect((await asAdmin.json()).user.username).toBe(bob.reg.username);
    expect((await get(999999, alice.jar)).status).toBe(404);
  });
});
