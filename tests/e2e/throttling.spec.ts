/**
 * Throttles and account privacy over HTTP against the built server, where parallel requests
 * really interleave (OWASP ASVS 5.0 6.3.1, 6.3.8; decision records 0011 and 0012):
 * - a parallel burst of wrong passwords reaches the password check at most 5 times per account,
 *   then even the right password is refused (the e2e web server, no trusted proxy);
 * - behind a trusted proxy (a server of this spec's own, `TRUST_PROXY=true`): 30 parallel
 *   sign-ups from one client address let 5 through, whatever the client writes to the left of
 *   the proxy's X-Forwarded-For entry; /reset-password answers an unknown and a known address
 *   alike and checks at most 10 submissions per address.
 * No browser is needed, so it runs once, in the "js" project.
 */
import { expect, test } from "./fixtures";
import { loggedMails, PASSWORD, uniqueId } from "./helpers";
import { startProductionServer, type ProductionServer } from "./production-server";
import type { TestInfo } from "@playwright/test";

/** LOGIN_MAX_FAILURES_PER_USERNAME of app/services/auth/sign-in.server.ts. */
const LOGIN_CHECKS_PER_ACCOUNT = 5;
/** SIGNUPS_PER_IP of app/services/auth/registration.server.ts. */
const SIGNUPS_PER_ADDRESS = 5;
/** RESET_SUBMITS_PER_EMAIL of app/services/auth/password-reset.server.ts. */
const RESET_CHECKS_PER_EMAIL = 10;
const NEW_PASSWORD = "Nuova-Strada-77";

function onlyInJsProject(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== "js", "server-side only: runs once, in the js project");
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function registration(id: string) {
  return {
    username: id,
    email: `${id}@example.test`,
    fullName: "Giulia Rossi",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: true,
    acceptHealthData: true,
    skipLaunchCode: true,
  };
}

test("a parallel burst of 60 sign-ins checks 5 passwords, then refuses even the right one", async ({ request }, testInfo) => {
  onlyInJsProject(testInfo);
  const id = uniqueId();
  expect((await request.post("/api/auth/register", { data: registration(id) })).status()).toBe(201);
  const burst = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      request.post("/api/auth/login", { data: { username: id, password: i === 59 ? PASSWORD : `sbagliata-${i}` } }).then((r) => r.status()),
    ),
  );
  expect(tally(burst)).toEqual({ 401: LOGIN_CHECKS_PER_ACCOUNT, 429: 60 - LOGIN_CHECKS_PER_ACCOUNT });
  expect(burst[59]).toBe(429);
  const right = await request.post("/api/auth/login", { data: { username: id, password: PASSWORD } });
  expect(right.status()).toBe(429);
  expect(await right.json()).toMatchObject({ success: false, error: "too_many_attempts", message: "Troppi tentativi. Riprova tra 15 minuti." });
});

test.describe("behind a trusted proxy", () => {
  test.describe.configure({ mode: "default" });
  let server: ProductionServer;

  test.beforeAll(async ({}, testInfo) => {
    onlyInJsProject(testInfo);
    testInfo.setTimeout(60_000);
    server = await startProductionServer({ TRUST_PROXY: "true" });
  });

  test.beforeEach(({}, testInfo) => onlyInJsProject(testInfo));

  test.afterEach(async ({}, testInfo) => {
    if (server) await testInfo.attach("server.log", { body: server.log(), contentType: "text/plain" });
  });

  test.afterAll(async () => {
    if (server) await server.stop();
  });

  const post = (path: string, body: string, type: string, forwardedFor: string) =>
    fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": type, Origin: server.origin, "X-Forwarded-For": forwardedFor },
      redirect: "manual",
      body,
    });
  const postJson = (path: string, data: unknown, forwardedFor: string) => post(path, JSON.stringify(data), "application/json", forwardedFor);
  const postForm = (path: string, fields: Record<string, string>, forwardedFor: string) =>
    post(path, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", forwardedFor);

  test("30 parallel sign-ups from one address: 5 get through, the rest wait an hour; another address signs up", async () => {
    const answers = await Promise.all(
      // The client writes a different address to the left each time; the proxy's entry is last.
      Array.from({ length: 30 }, (_, i) => postJson("/api/auth/register", registration(uniqueId()), `10.1.2.${i}, 203.0.113.61`)),
    );
    expect(tally(answers.map((r) => r.status))).toEqual({ 201: SIGNUPS_PER_ADDRESS, 429: 30 - SIGNUPS_PER_ADDRESS });
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toEqual({
      success: false,
      error: "too_many_attempts",
      message: "Troppe registrazioni da questa connessione. Riprova tra 60 minuti.",
      retryAfterMinutes: 60,
    });
    expect((await postJson("/api/auth/register", registration(uniqueId()), "203.0.113.62")).status).toBe(201);
  });

  test("/reset-password answers an unknown address and a known one alike, and checks at most 10 submissions per address", async () => {
    const id = uniqueId();
    const known = registration(id);
    expect((await postJson("/api/auth/register", known, "203.0.113.63")).status).toBe(201);
    const attempt = (email: string, code: string, from: string) =>
      postForm("/reset-password", { email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, from);
    // The page, apart from the typed address and the CSP nonce, is the same byte for byte.
    const page = async (email: string, from: string) => {
      const res = await attempt(email, "12345678", from);
      const html = (await res.text())
        .split(email)
        .join("EMAIL")
        .replace(/nonce="[^"]*"/g, 'nonce=""');
      return { status: res.status, html };
    };
    const unknown = await page(`nobody-${id}@example.test`, "203.0.113.64");
    const withoutCode = await page(known.email, "203.0.113.65");
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("Codice non valido o scaduto.");
    expect(withoutCode).toEqual(unknown);

    // With a live code: 30 wrong codes at once, from 30 addresses, are checked 10 times at most.
    const forgot = await postForm("/forgot-password", { email: known.email }, "203.0.113.66");
    expect(forgot.status).toBe(303);
    await expect.poll(() => loggedMails(server.log()).some((mail) => mail.to === known.email)).toBe(true);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(known.email, String(20_000_000 + i), `198.51.100.${i + 1}`)));
    // Already one submission for this address above (withoutCode).
    expect(tally(burst.map((r) => r.status))).toEqual({ 400: RESET_CHECKS_PER_EMAIL - 1, 429: 30 - RESET_CHECKS_PER_EMAIL + 1 });
  });
});
