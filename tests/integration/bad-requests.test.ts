/// <reference types="vite/client" />
/**
 * Bad requests are refused by the guards before any handler runs (app/utils/guards.server.ts;
 * docs/decisions/0013-request-bodies-and-bad-requests.md): a wrong or missing content type, a
 * body over the limit (declared or streamed), an unreadable form; with the translated error
 * page's data for forms and a translated JSON error for the API, never a 500. Also the JSON
 * answers of /api paths that are not routes, or methods a route does not take, and the
 * bodiless logout of spec §7. The same over HTTP against the built server:
 * tests/e2e/bad-requests.spec.ts.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as apiSplat from "~/routes/api.$";
import * as apiLogout from "~/routes/api.auth.logout";
import * as apiMe from "~/routes/api.auth.me";
import * as apiUser from "~/routes/api.auth.user.$id";
import * as apiLogin from "~/routes/api.auth.login";
import * as setLanguage from "~/routes/set-language";
import itStrings from "~/locales/it";
import enStrings from "~/locales/en";
import { FORM_BODY_LIMIT_BYTES, formAction, JSON_BODY_LIMIT_BYTES, jsonAction } from "~/utils/guards.server";
import { MOOD_IMPORT_MAX_BYTES } from "~/services/mood/import.server";
import { createUser, signedInJar } from "../support/factories";
import { call, CookieJar, getRequest, ORIGIN } from "../support/requests";

type RouteModule = { action?: (args: ActionFunctionArgs) => Promise<Response> };

const routes = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}", { eager: true });
const named = Object.entries(routes)
  .filter(([, module]) => typeof module.action === "function")
  .map(([file, module]) => [file.split("/routes/")[1], module] as const);
/** Route modules whose action is an HTML form's (everything but the JSON API). */
const formRoutes = named.filter(([name]) => !name.startsWith("api."));
/** Form actions that take an upload and raise their own body limit (`formAction`'s maxBytes). */
const UPLOAD_LIMITS: Record<string, number> = { "mood_.import.tsx": MOOD_IMPORT_MAX_BYTES };
/** The JSON API routes that take a body. */
const jsonRoutes = named.filter(([name]) => ["api.auth.login.ts", "api.auth.register.ts", "api.chat.ts"].includes(name));

function pathOf(name: string): string {
  return (
    "/" +
    name
      .replace(/\.(tsx?)$/, "")
      .replace(/\./g, "/")
      .replace(/\$$/, "anything")
  );
}

function post(path: string, init: { type?: string; body?: BodyInit | null; headers?: Record<string, string>; method?: string } = {}): Request {
  const headers = new Headers({ Origin: ORIGIN, ...init.headers });
  if (init.type) headers.set("Content-Type", init.type);
  return new Request(ORIGIN + path, { method: init.method ?? "POST", headers, body: init.body ?? null, duplex: "half" } as RequestInit);
}

/**
 * A body of `total` bytes that is made only as it is read, without Content-Length (chunked, as
 * a client that does not announce its size sends it). `pulled()` says how much was read.
 */
function streamedBody(total: number, chunk = 16 * 1024) {
  let made = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made >= total) return controller.close();
      const size = Math.min(chunk, total - made);
      made += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => made };
}

async function data(response: Response): Promise<Record<string, any>> {
  return (await response.json()) as Record<string, any>;
}

describe("form actions refuse bad requests with the translated error page's data", () => {
  it.each(formRoutes)("%s: wrong or missing content type is 415, never a 500", async (name, module) => {
    for (const [type, body] of [
      ["text/plain", "username=a&password=b"],
      ["application/json", '{"username":"a"}'],
      [undefined, "username=a"],
      [undefined, null],
    ] as const) {
      const res = await call(module.action!, post(pathOf(name), { type, body }));
      expect(res.status, `${name} ${type}`).toBe(415);
      const json = await data(res);
      expect(json.error).toBe("unsupported_media_type");
      expect(json.message).toBe(itStrings.errors.unsupportedMediaType);
      // The layout's strings, for the error page of a document request (the root loader does not run).
      expect(json.i18n.bundle.errors.requestTitle).toBe(itStrings.errors.requestTitle);
    }
  });

  it.each(formRoutes)("%s: a body over 64 KiB (or its upload limit) is 413, declared or streamed", async (name, module) => {
    // Declared: refused from Content-Length, before reading (the stream itself reads one chunk ahead).
    const announced = streamedBody(64 * 1024 * 1024);
    const declared = await call(
      module.action!,
      post(pathOf(name), { type: "application/x-www-form-urlencoded", body: announced.stream, headers: { "Content-Length": String(64 * 1024 * 1024) } }),
    );
    expect(declared.status, name).toBe(413);
    expect((await data(declared)).error).toBe("payload_too_large");
    expect(announced.pulled()).toBeLessThanOrEqual(16 * 1024);

    // Streamed without Content-Length: refused once the count passes the limit.
    const { stream, pulled } = streamedBody(64 * 1024 * 1024);
    const streamed = await call(module.action!, post(pathOf(name), { type: "application/x-www-form-urlencoded", body: stream }));
    expect(streamed.status, name).toBe(413);
    // Refused after reading about the limit, not the 64 MB.
    expect(pulled()).toBeLessThan((UPLOAD_LIMITS[name] ?? FORM_BODY_LIMIT_BYTES) + 256 * 1024);
  });

  it("the 413 page says the limit, in the person's language", async () => {
    const { action } = setLanguage;
    const body = "lang=en&redirectTo=/" + "a".repeat(FORM_BODY_LIMIT_BYTES);
    const it = await call(action, post("/set-language", { type: "application/x-www-form-urlencoded", body }));
    const en = await call(action, post("/set-language?lang=en", { type: "application/x-www-form-urlencoded", body }));
    expect((await data(it)).message).toBe("I dati inviati superano il limite di 64 KB. Accorcia il testo e riprova.");
    const english = await data(en);
    expect(english).toMatchObject({
      error: "payload_too_large",
      limitKb: 64,
      message: "The data sent is over the limit of 64 KB. Shorten the text and try again.",
    });
    expect(english.i18n.locale).toBe("en");
  });

  it("a multipart body that does not parse is 400, not a 500", async () => {
    const res = await call(
      setLanguage.action,
      post("/set-language", { type: "multipart/form-data; boundary=abc", body: '--abc\r\nContent-Disposition: form-data; name="lang"\r\n\r\nen' }),
    );
    expect(res.status).toBe(400);
    expect((await data(res)).error).toBe("bad_request");
  });

  it("a method other than POST is 405 with Allow: POST", async () => {
    const res = await call(setLanguage.action, post("/set-language", { method: "PUT", type: "application/x-www-form-urlencoded", body: "lang=en" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect((await data(res)).message).toBe(itStrings.errors.methodNotAllowed);
  });

  it("the handler reads the form as usual, also a second time through clone()", async () => {
    const res = await call(
      (args: ActionFunctionArgs) =>
        formAction(args, async ({ request }) => {
          const first = await request.clone().formData();
          const second = await request.formData();
          return Response.json({ first: first.get("note"), second: second.get("note") });
        }),
      post("/anything", { type: "application/x-www-form-urlencoded; charset=UTF-8", body: "note=caff%C3%A8" }),
    );
    expect(await data(res)).toEqual({ first: "caffè", second: "caffè" });
  });

  it("an action may allow a larger body (an upload) through its maxBytes option", async () => {
    const upload = (args: ActionFunctionArgs) =>
      formAction(args, async ({ request }) => Response.json({ size: (await request.text()).length }), { maxBytes: 200 * 1024 });
    const body = "file=" + "a".repeat(150 * 1024);
    const ok = await call(upload, post("/upload", { type: "application/x-www-form-urlencoded", body }));
    expect(await data(ok)).toEqual({ size: body.length });
    const tooBig = await call(upload, post("/upload", { type: "application/x-www-form-urlencoded", body: body + "a".repeat(60 * 1024) }));
    expect(tooBig.status).toBe(413);
    expect((await data(tooBig)).limitKb).toBe(200);
  });
});

describe("JSON actions refuse bad requests with a translated JSON error", () => {
  it.each(jsonRoutes)("%s: a body over 64 KiB is 413, declared or streamed; other types 415", async (name, module) => {
    const big = JSON.stringify({ username: "a".repeat(JSON_BODY_LIMIT_BYTES), password: "x" });
    const declared = await call(module.action!, post(pathOf(name), { type: "application/json", body: big, headers: { "Content-Length": String(big.length) } }));
    expect(declared.status, name).toBe(413);
    expect(await data(declared)).toEqual({
      success: false,
      error: "payload_too_large",
      message: "I dati inviati superano il limite di 64 KB. Accorcia il testo e riprova.",
    });

    const { stream, pulled } = streamedBody(64 * 1024 * 1024);
    const streamed = await call(module.action!, post(pathOf(name), { type: "application/json", body: stream, headers: { "Accept-Language": "en" } }));
    expect(streamed.status, name).toBe(413);
    expect((await data(streamed)).message).toBe("The data sent is over the limit of 64 KB. Shorten the text and try again.");
    expect(pulled()).toBeLessThan(JSON_BODY_LIMIT_BYTES + 256 * 1024);

    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const res = await call(module.action!, post(pathOf(name), { type, body: "{}" }));
      expect(res.status, `${name} ${type}`).toBe(415);
      expect((await data(res)).error).toBe("unsupported_media_type");
    }
  });

  it("a body within the limit reaches the handler intact", async () => {
    const echo = (args: ActionFunctionArgs) => jsonAction(args, async ({ request }) => Response.json(await request.json()));
    const payload = { note: "è".repeat(1000) };
    expect(await data(await call(echo, post("/api/echo", { type: "application/json; charset=utf-8", body: JSON.stringify(payload) })))).toEqual(payload);
  });

  it("a wrong method on a POST route is 405 JSON, translated, with Allow", async () => {
    const res = await call(apiLogin.loader, getRequest("/api/auth/login", { headers: { "Accept-Language": "en" } }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await data(res)).toEqual({ success: false, error: "method_not_allowed", message: enStrings.errors.methodNotAllowed });
  });
});

describe("POST /api/auth/logout as the specification's client sends it (spec §7: no payload)", () => {
  async function signedIn() {
    const user = await createUser();
    return signedInJar(user.id);
  }
  async function isSignedIn(jar: CookieJar): Promise<boolean> {
    return (await call(apiMe.loader, getRequest("/api/auth/me", { jar }))).status === 200;
  }

  it("with no body and no content type: signed out on the server", async () => {
    const jar = await signedIn();
    const stolen = jar.header();
    const res = await call(apiLogout.action, new Request(ORIGIN + "/api/auth/logout", { method: "POST", headers: { Cookie: stolen } }));
    expect(res.status).toBe(200);
    expect(await data(res)).toEqual({ success: true });
    jar.store(res);
    expect(jar.header()).toBe("");
    // The old cookie is dead on the server too.
    const old = new CookieJar();
    for (const pair of stolen.split("; ")) old.set(pair.split("=")[0], pair.slice(pair.indexOf("=") + 1));
    expect(await isSignedIn(old)).toBe(false);
  });

  it("with a JSON body (or an empty JSON one) it still works", async () => {
    for (const body of ["{}", ""]) {
      const jar = await signedIn();
      const res = await call(apiLogout.action, post("/api/auth/logout", { type: "application/json", body, headers: { Cookie: jar.header() } }));
      expect(res.status).toBe(200);
      jar.store(res);
      expect(await isSignedIn(jar)).toBe(false);
    }
  });

  it("cross-site, or with a body that is not JSON, it is refused and the session lives on", async () => {
    const jar = await signedIn();
    const crossSite = await call(
      apiLogout.action,
      new Request(ORIGIN + "/api/auth/logout", { method: "POST", headers: { Cookie: jar.header(), Origin: "https://evil.example" } }),
    );
    expect(crossSite.status).toBe(403);
    const form = await call(
      apiLogout.action,
      post("/api/auth/logout", { type: "application/x-www-form-urlencoded", body: "", headers: { Cookie: jar.header() } }),
    );
    expect(form.status).toBe(415);
    const untyped = await call(apiLogout.action, post("/api/auth/logout", { body: "x", headers: { Cookie: jar.header() } }));
    expect(untyped.status).toBe(415);
    expect(await isSignedIn(jar)).toBe(true);
  });
});

describe("every /api path answers JSON", () => {
  it("an unknown path is 404 JSON for any method, translated", async () => {
    for (const request of [
      getRequest("/api/nope"),
      post("/api/nope", { type: "application/json", body: "{}" }),
      post("/api/auth/user/1/cancel-subscription"),
      post("/api/nope", { method: "DELETE" }),
    ]) {
      const res = await call(request.method === "GET" ? apiSplat.loader : apiSplat.action, request, { "*": "nope" });
      expect(res.status, request.method).toBe(404);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await data(res)).toEqual({ success: false, error: "not_found", message: itStrings.api.notFound });
    }
    const en = await call(apiSplat.loader, getRequest("/api/nope", { headers: { "Accept-Language": "en" } }));
    expect((await data(en)).message).toBe(enStrings.api.notFound);
  });

  it("a foreign Origin on an unknown path is 403 JSON", async () => {
    const res = await call(apiSplat.action, new Request(ORIGIN + "/api/nope", { method: "POST", headers: { Origin: "https://evil.example" } }));
    expect(res.status).toBe(403);
    expect(await data(res)).toEqual({ success: false, error: "forbidden", message: itStrings.validation.forbidden_origin });
  });

  it("a read-only API route answers another method with 405 JSON and Allow: GET", async () => {
    for (const module of [apiMe, apiUser]) {
      const res = await call(module.action, post("/api/auth/me", { method: "DELETE" }), { id: "1" });
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET");
      expect((await data(res)).error).toBe("method_not_allowed");
    }
  });
});

describe("the language switch goes back only to a page of this site", () => {
  async function back(referer: string | null): Promise<string | null> {
    const headers: Record<string, string> = {};
    if (referer !== null) headers.Referer = referer;
    const res = await call(setLanguage.action, post("/set-language", { type: "application/x-www-form-urlencoded", body: "lang=xx", headers }));
    expect(res.status).toBe(303);
    return res.headers.get("Location");
  }

  it("a Referer of this site, with its query; anything else, home", async () => {
    expect(await back(`${ORIGIN}/safety?x=1`)).toBe("/safety?x=1");
    for (const referer of [null, "not a url", "https://evil.example/safety", "javascript:alert(1)", `${ORIGIN}//evil.example`, "/safety"]) {
      expect(await back(referer), String(referer)).toBe("/");
    }
  });
});
