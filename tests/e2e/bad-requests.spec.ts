/**
 * Bad requests against the BUILT server, exactly as `npm start` runs it (remix-serve, whose
 * runtime decides what a bad request turns into): every one is a 4xx with a translated answer,
 * never a 5xx, and the server logs no stack trace for it; sign-in and the language switch never
 * redirect off the site; every /api path answers JSON; the specification's bodiless logout signs
 * out; and a 64 MB body is refused with 413 without the server's memory growing by its size
 * (docs/decisions/0013-request-bodies-and-bad-requests.md).
 *
 * The spec starts its own production server on a free loopback port with its own database, so
 * its log holds only these requests and its process's memory (/proc/<pid>/status) only this
 * load. Requests go through node:http, which sends exactly the headers given (fetch would add a
 * content type). No browser: it runs in the "js" project only. The error page as a browser
 * shows it: tests/e2e/errors.spec.ts.
 */
import { expect, test, type TestInfo } from "@playwright/test";
import { startProductionServer, type ProductionServer } from "./production-server";
import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

const PASSWORD = "Calma-Mare-2026!";
/** The body a hostile client sends, in bytes. */
const HUGE_BYTES = 64 * 1024 * 1024;
/**
 * How much the server's memory may grow while refusing it, in bytes: a quarter of the body.
 * Before the limit, one 64 MB JSON body grew the resident memory by 127 MB, one 64 MB form by 415 MB.
 */
const MAX_GROWTH_BYTES = 16 * 1024 * 1024;
/** A stack frame line, as Node prints an error's stack. */
const STACK_FRAME = /^\s+at\s/m;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with exactly these headers (none added) and this body. */
function send(server: ProductionServer, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.origin}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const FORM = "application/x-www-form-urlencoded";

/** The <h1> and the paragraph after it of an error page. */
function errorPageText(html: string): { title: string; text: string } {
  const match = /<h1 id="error-title">([^<]*)<\/h1><p>([^<]*)<\/p>/.exec(html);
  return { title: match?.[1] ?? "", text: match?.[2] ?? "" };
}

function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** Registers an account through the JSON API; returns its session cookie ("name=value"). */
async function register(server: ProductionServer): Promise<{ username: string; cookie: string }> {
  const username = `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const body = JSON.stringify({
    username,
    email: `${username}@example.test`,
    fullName: "Bad Requests",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    acceptHealthData: true,
    skipLaunchCode: true,
  });
  const res = await send(server, "POST", "/api/auth/register", { "Content-Type": "application/json", Origin: server.origin }, body);
  expect(res.status, res.body).toBe(201);
  const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0])[0];
  expect(cookie, "session cookie").toBeTruthy();
  return { username, cookie };
}

/** The redirect target stays on the site, and is a Location a browser reads as it is checked. */
function expectLocationStaysHome(server: ProductionServer, answer: Answer, label: string): void {
  expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(300);
  expect(answer.status, label).toBeLessThan(400);
  const location = String(answer.headers.location ?? "");
  expect(location.startsWith("/"), `${label} → ${JSON.stringify(location)}`).toBe(true);
  expect(location, label).not.toMatch(/[^!-~]|\\/);
  expect(new URL(location, server.origin).origin, label).toBe(server.origin);
}

/** Max VmRSS of `pid` while `work` runs, sampled every 10 ms, and VmRSS before, in bytes. */
async function rssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; before: number; peak: number; after: number }> {
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) * 1024;
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 10);
  try {
    const result = await work();
    await new Promise((resolve) => setTimeout(resolve, 300));
    peak = Math.max(peak, rss());
    return { result, before, peak, after: rss() };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Sends a 64 MB body in 64 KiB chunks, announced by Content-Length or chunked, and stops as
 * soon as the answer arrives, like a browser or curl. Returns the status, the answer, and how
 * many bytes had been written when it arrived.
 */
function sendHuge(
  server: ProductionServer,
  path: string,
  type: string,
  announced: boolean,
): Promise<{ status: number; body: string; sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": type, Origin: server.origin };
    if (announced) headers["Content-Length"] = String(HUGE_BYTES);
    const req = httpRequest(`${server.origin}${path}`, { method: "POST", headers });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (body += part));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered });
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < HUGE_BYTES) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

function onlyInJsProject(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== "js", "server-side only: runs once, in the js project");
}

test.describe("bad requests to the production server", () => {
  test.describe.configure({ mode: "default" });

  let server: ProductionServer;
  let logMark = 0;

  test.beforeAll(async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    testInfo.setTimeout(60_000);
    server = await startProductionServer();
  });

  test.beforeEach(async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    logMark = server.log().length;
  });

  test.afterEach(async ({}, testInfo) => {
    if (!server) return;
    const written = server.log().slice(logMark);
    await testInfo.attach("server.log", { body: server.log(), contentType: "text/plain" });
    // None of these requests is a server error: no stack trace, no error line, no 5xx in the access log.
    expect(written, "the server log shows no stack trace").not.toMatch(STACK_FRAME);
    expect(written, "the server log shows no error").not.toMatch(/\b[A-Z]\w*Error\b/);
    expect(written, "no request answered 5xx").not.toMatch(/^\w+ \S+ 5\d\d /m);
  });

  test.afterAll(async () => {
    if (server) await server.stop();
  });

  test("the server replaced Remix's own Origin check at start (no warning)", async () => {
    // The start prints what it runs on ("[startup] database: …", issue 25 item 12); the warning is another line.
    expect(server.log()).toContain("[startup] database:");
    expect(server.log()).not.toContain("Origin check was not found");
  });

  test("a 64 MB body is refused with 413 before it is all sent, and memory does not grow by its size", async ({}, testInfo) => {
    test.setTimeout(90_000);
    const pid = server.child.pid!;
    const cases = [
      { path: "/login", type: FORM, announced: true },
      { path: "/login", type: FORM, announced: false },
      { path: "/api/auth/login", type: "application/json", announced: true },
      { path: "/api/auth/login", type: "application/json", announced: false },
    ];
    for (const { path, type, announced } of cases) {
      const label = `${path} ${type} ${announced ? "Content-Length" : "chunked"}`;
      const { result, before, peak, after } = await rssDuring(pid, () => sendHuge(server, path, type, announced));
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      const note = `${label}: ${result.status} after ${mb(result.sentWhenAnswered)} MB written of 64; server RSS ${mb(before)} → peak ${mb(peak)} → ${mb(after)} MB`;
      testInfo.annotations.push({ type: "measured", description: note });
      console.log(`[measured] ${note}`);
      expect(result.status, label).toBe(413);
      expect(result.sentWhenAnswered, `${label}: answered before the whole body was sent`).toBeLessThan(HUGE_BYTES);
      expect(peak - before, `${label}: memory growth while refusing`).toBeLessThan(MAX_GROWTH_BYTES);
      if (type === FORM) expect(decode(errorPageText(result.body).text)).toBe("I dati inviati superano il limite di 64 KB. Accorcia il testo e riprova.");
      else expect(JSON.parse(result.body)).toMatchObject({ success: false, error: "payload_too_large" });
    }
    // The server still serves.
    expect((await send(server, "GET", "/api/auth/me")).status).toBe(401);
  });

  test("sign-in and the language switch never send anyone off the site, whatever redirectTo or Referer says", async () => {
    test.setTimeout(90_000);
    const { username } = await register(server);
    const hostile = [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\r\nSet-Cookie: x=1",
      "\t//evil.example",
      "/\u3000",
      "/\u3000/evil.example",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/.//evil.example",
      "/%09/evil.example",
      "/%2F%2Fevil.example",
      "%2F%2Fevil.example",
      "/%5Cevil.example",
      "javascript:alert(1)",
      "https://evil.example",
      "http:evil.example",
      "/" + "a".repeat(3000),
    ];
    for (const redirectTo of hostile) {
      const label = JSON.stringify(redirectTo.slice(0, 40));
      const body = new URLSearchParams({ username, password: PASSWORD, redirectTo }).toString();
      expectLocationStaysHome(server, await send(server, "POST", "/login", { "Content-Type": FORM, Origin: server.origin }, body), `login ${label}`);
      const lang = new URLSearchParams({ lang: "en", redirectTo }).toString();
      expectLocationStaysHome(
        server,
        await send(server, "POST", "/set-language", { "Content-Type": FORM, Origin: server.origin }, lang),
        `set-language ${label}`,
      );
    }
    // The language switch's way back when the choice is invalid: the Referer, only when it is a page of this site.
    for (const referer of ["not a url", "https://evil.example/x", "javascript:alert(1)", `${server.origin}//evil.example`, "/\\evil.example", "http://[::1"]) {
      const answer = await send(server, "POST", "/set-language", { "Content-Type": FORM, Origin: server.origin, Referer: referer }, "lang=xx");
      expectLocationStaysHome(server, answer, `Referer ${referer}`);
      expect(answer.headers.location).toBe("/");
    }
    const same = await send(
      server,
      "POST",
      "/set-language",
      { "Content-Type": FORM, Origin: server.origin, Referer: `${server.origin}/safety?a=1` },
      "lang=xx",
    );
    expect(same.headers.location).toBe("/safety?a=1");
  });

  test("a form page refuses a wrong content type, an unreadable form or another site's Origin with its error page, in the person's language", async () => {
    const own = { Origin: server.origin };
    const cases: { label: string; headers: Record<string, string>; body?: string; status: number; text: string }[] = [
      {
        label: "text/plain",
        headers: { ...own, "Content-Type": "text/plain" },
        body: "username=a&password=b",
        status: 415,
        text: "Il modulo è arrivato in un formato che non riconosciamo. Torna alla pagina e invialo di nuovo.",
      },
      {
        label: "application/json",
        headers: { ...own, "Content-Type": "application/json" },
        body: '{"username":"a"}',
        status: 415,
        text: "Il modulo è arrivato in un formato che non riconosciamo. Torna alla pagina e invialo di nuovo.",
      },
      {
        label: "no content type",
        headers: own,
        body: "username=a",
        status: 415,
        text: "Il modulo è arrivato in un formato che non riconosciamo. Torna alla pagina e invialo di nuovo.",
      },
      {
        label: "no body at all",
        headers: own,
        status: 415,
        text: "Il modulo è arrivato in un formato che non riconosciamo. Torna alla pagina e invialo di nuovo.",
      },
      {
        label: "foreign Origin",
        headers: { Origin: "https://evil.example", "Content-Type": FORM },
        body: "username=a",
        status: 403,
        text: "La richiesta arriva da un altro sito ed è stata rifiutata per proteggere il tuo account. Apri Respiro direttamente e riprova.",
      },
      {
        label: "Origin null",
        headers: { Origin: "null", "Content-Type": FORM },
        body: "username=a",
        status: 403,
        text: "La richiesta arriva da un altro sito ed è stata rifiutata per proteggere il tuo account. Apri Respiro direttamente e riprova.",
      },
      {
        label: "malformed Origin",
        headers: { Origin: "not a url", "Content-Type": FORM },
        body: "username=a",
        status: 403,
        text: "La richiesta arriva da un altro sito ed è stata rifiutata per proteggere il tuo account. Apri Respiro direttamente e riprova.",
      },
      {
        label: "cross-site Fetch Metadata",
        headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": FORM },
        body: "username=a",
        status: 403,
        text: "La richiesta arriva da un altro sito ed è stata rifiutata per proteggere il tuo account. Apri Respiro direttamente e riprova.",
      },
      {
        label: "unreadable multipart",
        headers: { ...own, "Content-Type": "multipart/form-data; boundary=abc" },
        body: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\ny',
        status: 400,
        text: "Il modulo inviato non è leggibile. Torna alla pagina e invialo di nuovo.",
      },
    ];
    for (const { label, headers, body, status, text } of cases) {
      // Form targets without a page of their own (resource routes) answer the same as JSON.
      for (const path of ["/set-language", "/logout"]) {
        const answer = await send(server, "POST", path, headers, body);
        expect(answer.status, `${path} ${label}`).toBe(status);
        expect(answer.headers["content-type"], `${path} ${label}`).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body).message, `${path} ${label}`).toBe(text);
      }
      for (const path of ["/login", "/register", "/safety"]) {
        const page = await send(server, "POST", path, headers, body);
        expect(page.status, `${path} ${label}`).toBe(status);
        expect(page.headers["content-type"], `${path} ${label}`).toMatch(/^text\/html/);
        expect(decode(errorPageText(page.body).title), `${path} ${label}`).toBe("Richiesta non accettata");
        expect(decode(errorPageText(page.body).text), `${path} ${label}`).toBe(text);
        // The same through Remix's data request (a form submitted with JavaScript): JSON with the same message.
        const data = await send(server, "POST", `${path}?_data=routes/${path.slice(1)}`, headers, body);
        expect(data.status, `${path}?_data ${label}`).toBe(status);
        expect(JSON.parse(data.body).message, `${path}?_data ${label}`).toBe(text);
      }
    }
    // In English for an English reader.
    const english = await send(
      server,
      "POST",
      "/login",
      { Origin: "https://evil.example", "Content-Type": FORM, "Accept-Language": "en-GB,en;q=0.9" },
      "username=a",
    );
    expect(english.status).toBe(403);
    expect(english.body).toContain('<html lang="en"');
    expect(decode(errorPageText(english.body).title)).toBe("Request not accepted");
    expect(decode(errorPageText(english.body).text)).toBe(
      "The request comes from another site and was refused to protect your account. Open Respiro directly and try again.",
    );
    // Routes without an action, and data requests for no route: a 4xx, not logged as an error.
    expect((await send(server, "POST", "/", { ...own, "Content-Type": FORM }, "a=b")).status).toBe(405);
    expect((await send(server, "POST", "/?_data=routes/_index", { ...own, "Content-Type": FORM }, "a=b")).status).toBe(405);
    expect((await send(server, "POST", "/?_data=routes/nope", { ...own, "Content-Type": FORM }, "a=b")).status).toBe(403);
  });

  test("every /api path answers JSON: 404 unknown, 403 another site's Origin, 405 a method the route does not take", async () => {
    const cases: { method: string; path: string; headers?: Record<string, string>; body?: string; status: number; error: string }[] = [
      { method: "GET", path: "/api/nope", status: 404, error: "not_found" },
      { method: "GET", path: "/api", status: 404, error: "not_found" },
      { method: "POST", path: "/api/nope", status: 404, error: "not_found" },
      {
        method: "POST",
        path: "/api/nope",
        headers: { Origin: server.origin, "Content-Type": "application/json" },
        body: "{}",
        status: 404,
        error: "not_found",
      },
      { method: "DELETE", path: "/api/auth/user/1/nope", status: 404, error: "not_found" },
      { method: "DELETE", path: "/api/auth/user/1/cancel-subscription", status: 405, error: "method_not_allowed" },
      { method: "GET", path: "/api/auth/user/1/cancel-subscription", status: 405, error: "method_not_allowed" },
      { method: "GET", path: "/api/create-checkout-session", status: 405, error: "method_not_allowed" },
      { method: "GET", path: "/api/stripe/webhook", status: 405, error: "method_not_allowed" },
      { method: "POST", path: "/api/quotes/daily", status: 405, error: "method_not_allowed" },
      { method: "GET", path: "/api/nope", headers: { Origin: "https://evil.example" }, status: 404, error: "not_found" },
      { method: "POST", path: "/api/nope", headers: { Origin: "https://evil.example" }, status: 403, error: "forbidden" },
      { method: "POST", path: "/api/nope", headers: { Origin: "null" }, status: 403, error: "forbidden" },
      { method: "PUT", path: "/api/nope/deeper", headers: { Origin: "https://evil.example" }, status: 403, error: "forbidden" },
      { method: "GET", path: "/api/auth/login", status: 405, error: "method_not_allowed" },
      { method: "GET", path: "/api/auth/register", status: 405, error: "method_not_allowed" },
      { method: "GET", path: "/api/auth/logout", status: 405, error: "method_not_allowed" },
      { method: "GET", path: "/api/chat", status: 405, error: "method_not_allowed" },
      { method: "DELETE", path: "/api/auth/login", status: 405, error: "method_not_allowed" },
      { method: "PUT", path: "/api/chat", headers: { Origin: server.origin }, status: 405, error: "method_not_allowed" },
      { method: "POST", path: "/api/auth/me", status: 405, error: "method_not_allowed" },
      { method: "DELETE", path: "/api/auth/me", status: 405, error: "method_not_allowed" },
      { method: "PATCH", path: "/api/auth/user/1", headers: { Origin: server.origin }, status: 405, error: "method_not_allowed" },
      { method: "POST", path: "/api/auth/me", headers: { Origin: "https://evil.example" }, status: 403, error: "forbidden" },
      {
        method: "POST",
        path: "/api/auth/login",
        headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
        body: "{}",
        status: 403,
        error: "forbidden",
      },
      {
        method: "POST",
        path: "/api/auth/login",
        headers: { Origin: server.origin, "Content-Type": "text/plain" },
        body: "{}",
        status: 415,
        error: "unsupported_media_type",
      },
      {
        method: "POST",
        path: "/api/auth/login",
        headers: { Origin: server.origin, "Content-Type": "application/json" },
        body: "{not json",
        status: 400,
        error: "invalid_json",
      },
    ];
    for (const { method, path, headers = {}, body, status, error } of cases) {
      const label = `${method} ${path} ${JSON.stringify(headers)}`;
      for (const language of ["it", "en"]) {
        const answer = await send(server, method, path, { ...headers, "Accept-Language": language }, body);
        expect(answer.status, label).toBe(status);
        expect(answer.headers["content-type"], label).toMatch(/^application\/json/);
        const json = JSON.parse(answer.body);
        expect(json, label).toMatchObject({ success: false, error });
        expect(typeof json.message, label).toBe("string");
        if (status === 404) expect(json.message).toBe(language === "it" ? "Risorsa non trovata" : "Resource not found");
        if (status === 405) {
          expect(json.message).toBe(
            language === "it" ? "Questo indirizzo non accetta richieste di questo tipo." : "This address does not accept this kind of request.",
          );
          expect(answer.headers.allow, label).toMatch(/^(GET|POST)$/);
        }
        if (status === 403)
          expect(json.message).toBe(language === "it" ? "Richiesta rifiutata: proviene da un altro sito" : "Request refused: it comes from another site");
      }
    }
  });

  test("POST /api/auth/logout with no body and no content type (the specification's client) signs out on the server", async () => {
    const me = (cookie: string) => send(server, "GET", "/api/auth/me", { Cookie: cookie });

    const bodiless = await register(server);
    const out = await send(server, "POST", "/api/auth/logout", { Cookie: bodiless.cookie });
    expect(out.status, out.body).toBe(200);
    expect(JSON.parse(out.body)).toEqual({ success: true });
    expect((await me(bodiless.cookie)).status, "the old cookie no longer signs anyone in").toBe(401);

    const withJson = await register(server);
    const outJson = await send(
      server,
      "POST",
      "/api/auth/logout",
      { Cookie: withJson.cookie, Origin: server.origin, "Content-Type": "application/json" },
      "{}",
    );
    expect(outJson.status).toBe(200);
    expect((await me(withJson.cookie)).status).toBe(401);

    // Another site cannot sign anyone out, with or without a body.
    const victim = await register(server);
    const crossSite = await send(server, "POST", "/api/auth/logout", { Cookie: victim.cookie, Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const crossSiteForm = await send(server, "POST", "/api/auth/logout", { Cookie: victim.cookie, "Sec-Fetch-Site": "cross-site", "Content-Type": FORM }, "");
    expect(crossSiteForm.status).toBe(403);
    expect((await me(victim.cookie)).status, "still signed in").toBe(200);
  });
});
