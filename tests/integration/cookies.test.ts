/**
 * Every cookie the app sets carries `Secure` when the site is served over HTTPS, like the
 * session cookie does, and still works without it over plain HTTP (security review finding 9:
 * the toast, language and reset e-mail cookies lacked it). Both ways HTTPS is recognised are
 * covered: `APP_URL` with https, and `TRUST_PROXY` with X-Forwarded-Proto: https.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as apiRegister from "~/routes/api.auth.register";
import * as chat from "~/routes/chat";
import * as forgot from "~/routes/forgot-password";
import * as login from "~/routes/login";
import * as logout from "~/routes/logout";
import * as reset from "~/routes/reset-password";
import * as safety from "~/routes/safety";
import * as setLanguage from "~/routes/set-language";
import * as root from "~/root";
import itStrings from "~/locales/it";
import { call, CookieJar, newRegistration } from "../support/requests";

type Handler = Parameters<typeof call>[0];

interface Scheme {
  label: string;
  /** Where requests go (the URL remix-serve sees). */
  origin: string;
  env: Record<string, string>;
  headers: Record<string, string>;
  secure: boolean;
}

const SCHEMES: Scheme[] = [
  { label: "APP_URL https", origin: "https://respiro.example", env: { APP_URL: "https://respiro.example" }, headers: {}, secure: true },
  {
    label: "TRUST_PROXY and X-Forwarded-Proto: https",
    origin: "http://localhost:3000",
    env: { TRUST_PROXY: "1" },
    headers: { "X-Forwarded-Proto": "https" },
    secure: true,
  },
  { label: "plain http", origin: "http://localhost:3000", env: {}, headers: {}, secure: false },
];

const saved = { APP_URL: process.env.APP_URL, TRUST_PROXY: process.env.TRUST_PROXY };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** A browser on `scheme`: keeps cookies and records every Set-Cookie header it receives. */
function browser(scheme: Scheme) {
  const jar = new CookieJar();
  const setCookies: string[] = [];
  const headers = (extra: Record<string, string> = {}) => {
    const h = new Headers({ ...scheme.headers, ...extra });
    const cookie = jar.header();
    if (cookie) h.set("Cookie", cookie);
    return h;
  };
  const receive = (response: Response) => {
    setCookies.push(...response.headers.getSetCookie());
    jar.store(response);
    return response;
  };
  return {
    jar,
    setCookies,
    get: async (handler: Handler, path: string) => receive(await call(handler, new Request(scheme.origin + path, { headers: headers() }))),
    form: async (handler: Handler, path: string, fields: Record<string, string>) =>
      receive(
        await call(
          handler,
          new Request(scheme.origin + path, {
            method: "POST",
            headers: headers({ "Content-Type": "application/x-www-form-urlencoded", Origin: scheme.origin }),
            body: new URLSearchParams(fields).toString(),
          }),
        ),
      ),
    json: async (handler: Handler, path: string, body: unknown) =>
      receive(
        await call(
          handler,
          new Request(scheme.origin + path, {
            method: "POST",
            headers: headers({ "Content-Type": "application/json", Origin: scheme.origin }),
            body: JSON.stringify(body),
          }),
        ),
      ),
  };
}

const nameOf = (setCookie: string) => setCookie.split("=")[0];
const hasSecure = (setCookie: string) => setCookie.split(";").some((attribute) => attribute.trim().toLowerCase() === "secure");

describe.each(SCHEMES)("cookies over $label", (scheme) => {
  it(scheme.secure ? "every Set-Cookie carries Secure" : "no cookie is Secure, and each one still works", async () => {
    Object.assign(process.env, scheme.env);
    const b = browser(scheme);
    const reg = newRegistration({ skipLaunchCode: true });

    expect((await b.json(apiRegister.action, "/api/auth/register", reg)).status).toBe(201);
    // Language: ?lang= is remembered, and so is the EN / IT button.
    await b.get(root.loader, "/?lang=en");
    expect(b.jar.get("respiro_lang")).toBeTruthy();
    expect((await (await b.get(root.loader, "/")).json()).locale).toBe("en");
    expect((await b.form(setLanguage.action, "/set-language", { lang: "it", redirectTo: "/" })).status).toBe(303);
    expect((await (await b.get(root.loader, "/")).json()).locale).toBe("it");
    // A toast set by an action, shown (and cleared) by the next page.
    expect((await b.form(safety.action, "/safety", { warning_signs: "Insonnia" })).status).toBe(303);
    expect((await (await b.get(root.loader, "/safety")).json()).toast?.title).toBe(itStrings.safety.saved);
    expect((await b.form(chat.action, "/chat", { intent: "reset" })).status).toBe(303);
    expect((await b.form(setLanguage.action, "/set-language", { lang: "xx" })).status).toBe(303);
    // Sign out and in again: the session cookie and the toasts.
    await b.form(logout.action, "/logout", {});
    expect((await b.form(login.action, "/login", { username: reg.username, password: reg.password })).status).toBe(302);
    // The reset e-mail travels to /reset-password in its cookie.
    expect((await b.form(forgot.action, "/forgot-password", { email: reg.email })).status).toBe(303);
    expect((await (await b.get(reset.loader, "/reset-password?sent=1")).json()).email).toBe(reg.email);

    const names = new Set(b.setCookies.map(nameOf));
    for (const name of ["respiro_lang", "respiro_toast", "respiro_reset_email", scheme.secure ? "__Host-respiro_session" : "respiro_session"]) {
      expect(names, `a ${name} cookie was set`).toContain(name);
    }
    const wrong = b.setCookies.filter((c) => hasSecure(c) !== scheme.secure);
    expect(wrong, scheme.secure ? "cookies without Secure" : "Secure cookies over plain http").toEqual([]);
  });
});
