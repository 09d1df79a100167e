/**
 * Two app processes on one PostgreSQL database (issue 16 item 3; decision record 0040): the BUILT
 * server started twice as `npm start` starts it, on two loopback ports, with the same
 * DATABASE_URL (a fresh database in the cluster of TEST_DATABASE_URL), SESSION_SECRET and APP_URL,
 * behind a pretend proxy (`TRUST_PROXY`, each person's own X-Forwarded-For). Requests are spread
 * across both as a load balancer would. What an operator running several processes relies on:
 * - both starting together migrate the fresh database once, without an error;
 * - the 50 launch codes of spec §1 stay exactly 50, numbered 1..50;
 * - a trial's daily companion quota (5, `STANDARD_TRIAL_DAILY_AI_LIMIT`) holds across both;
 * - a session made by one is valid on the other, and a chat streamed (server-sent events) by one
 *   continues on the other;
 * - what an administrator changes (a hidden quote, the launch campaign switch) is seen by both at once.
 * Run by `npm run test:pg` (needs `npm run build`); skipped without TEST_DATABASE_URL.
 */
import { readdirSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STANDARD_TRIAL_DAILY_AI_LIMIT } from "~/utils/entitlements";
import { sessionCookieOf } from "../support/requests";
import { startProductionServer, type ProductionServer } from "../e2e/production-server";
import { createTestDatabase, dropTestDatabase } from "../support/postgres";

const baseUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "Calma-Mare-2026!";
/** The one public address both processes are served at (the proxy's). */
const APP_URL = "http://respiro.test:8080";
const LAUNCH_PARTICIPANTS = 50;

/** Polls `origin`/healthz until it answers 200 (the process has migrated and seeded), at most `ms`. */
async function waitForHealth(origin: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await fetch(`${origin}/healthz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${origin}/healthz answered ${status} for ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!baseUrl)("two app processes on one PostgreSQL database", () => {
  let database: { name: string; url: string };
  let client: pg.Client;
  let servers: ProductionServer[] = [];
  let nextIp = 1;

  beforeAll(async () => {
    database = await createTestDatabase(baseUrl!);
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: "10",
      SESSION_SECRET: "two-processes-secret-not-for-production",
      APP_URL,
      TRUST_PROXY: "true",
    };
    // Both start at the same moment on the empty database: both migrate and seed at start.
    servers = await Promise.all([startProductionServer(env), startProductionServer(env)]);
    // A server answers before its database is ready (a signed-out /api/auth/me needs no query);
    // /healthz waits for the process's migration and seeding, so both are ready after this.
    await Promise.all(servers.map((server) => waitForHealth(server.origin)));
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((s) => s.stop()));
    if (database) await dropTestDatabase(baseUrl!, database.name);
  });

  /** The server the `i`-th request goes to: alternately the one and the other. */
  const serverFor = (i: number) => servers[i % 2];

  async function call(
    server: ProductionServer,
    path: string,
    { ip, cookie, json, accept }: { ip: string; cookie?: string; json?: unknown; accept?: string },
  ): Promise<Response> {
    const headers = new Headers({ Origin: APP_URL, "X-Forwarded-For": ip, "Accept-Language": "it", Accept: accept ?? "application/json" });
    if (cookie) headers.set("Cookie", cookie);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    return fetch(`${server.origin}${path}`, {
      method: json === undefined ? "GET" : "POST",
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: "manual",
    });
  }

  interface SignUp {
    status: number;
    body: { user?: { id: number | string; username: string }; promoCode?: string | null; participantNumber?: number | null };
    cookie: string;
    ip: string;
  }

  /** Signs a new person up through `server` from an address of their own. */
  async function signUp(server: ProductionServer, username: string, { launch }: { launch: boolean }): Promise<SignUp> {
    const n = nextIp++;
    const ip = `10.16.${(n >> 8) & 255}.${n & 255}`;
    const res = await call(server, "/api/auth/register", {
      ip,
      json: {
        username,
        email: `${username}@example.test`,
        fullName: `Persona ${username}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        acceptHealthData: true,
        skipLaunchCode: !launch,
      },
    });
    return { status: res.status, body: (await res.json()) as SignUp["body"], cookie: sessionCookieOf(res), ip };
  }

  it("both, started together on an empty database, migrate it once and start without an error", async () => {
    const files = readdirSync("db/migrations")
      .filter((f) => f.endsWith(".ts") && f !== "index.ts")
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    const { rows } = await client.query<{ name: string }>("select name from kysely_migration order by name");
    expect(rows.map((r) => r.name)).toEqual(files);
    for (const server of servers) {
      expect(server.exited()).toBe(false);
      expect(server.log()).not.toMatch(/error/i);
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    }
  });

  it("60 parallel sign-ups with the launch offer across both give exactly 50 launch codes, numbered 1..50", async () => {
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => signUp(serverFor(i), `launch${i}`, { launch: true })));
    expect(
      results.map((r) => r.status),
      JSON.stringify(results.find((r) => r.status !== 201)?.body),
    ).toEqual(Array(60).fill(201));
    const numbers = results
      .map((r) => r.body.participantNumber)
      .filter((n): n is number => typeof n === "number")
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: LAUNCH_PARTICIPANTS }, (_, i) => i + 1));
    expect(results.filter((r) => !r.body.promoCode)).toHaveLength(60 - LAUNCH_PARTICIPANTS);
    // Both processes gave codes.
    expect(new Set(results.flatMap((r, i) => (r.body.promoCode ? [i % 2] : []))).size).toBe(2);

    const { rows } = await client.query<{ participant_number: number; code: string }>(
      "select participant_number, code from launch_codes order by participant_number",
    );
    expect(rows.map((r) => Number(r.participant_number))).toEqual(Array.from({ length: LAUNCH_PARTICIPANTS }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.code)).size).toBe(LAUNCH_PARTICIPANTS);
  });

  it(`20 parallel chat messages of a trial across both get exactly ${STANDARD_TRIAL_DAILY_AI_LIMIT} answers and a 429 with the reason for the rest`, async () => {
    const person = await signUp(servers[0], "trialquota", { launch: false });
    expect(person.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await call(serverFor(i), "/api/chat", {
          ip: person.ip,
          cookie: person.cookie,
          json: { message: `Oggi mi sento un po' stanco, messaggio ${i}` },
        });
        return { status: res.status, body: (await res.json()) as { reply?: string; error?: string; message?: string } };
      }),
    );
    const answered = answers.filter((a) => a.status === 200);
    expect(answered).toHaveLength(STANDARD_TRIAL_DAILY_AI_LIMIT);
    for (const a of answered) expect(a.body.reply?.length).toBeGreaterThan(0);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(20 - STANDARD_TRIAL_DAILY_AI_LIMIT).fill(429));
    for (const a of refused) {
      expect(["limit_reached", "rate_limited"]).toContain(a.body.error);
      expect(a.body.message?.length).toBeGreaterThan(10);
    }
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from chat_messages m join chat_conversations c on c.id = m.conversation_id join users u on u.id = c.user_id where u.username = $1 and m.role = 'assistant'",
      ["trialquota"],
    );
    expect(rows[0].n).toBe(STANDARD_TRIAL_DAILY_AI_LIMIT);
  });

  it("a session made by one process is valid on the other, and signing out on one ends it on both", async () => {
    const person = await signUp(servers[0], "sharedsession", { launch: false });
    expect(person.status).toBe(201);
    for (const server of servers) {
      const me = await call(server, "/api/auth/me", { ip: person.ip, cookie: person.cookie });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { username: string } }).user.username).toBe("sharedsession");
    }
    const out = await call(servers[1], "/api/auth/logout", { ip: person.ip, cookie: person.cookie, json: {} });
    expect(out.status).toBeLessThan(400);
    for (const server of servers) expect((await call(server, "/api/auth/me", { ip: person.ip, cookie: person.cookie })).status).toBe(401);
  });

  it("a conversation streamed by one process continues on the other", async () => {
    const person = await signUp(servers[1], "streamer", { launch: false });
    expect(person.status).toBe(201);
    const stream = async (server: ProductionServer, body: unknown) => {
      const res = await call(server, "/api/chat", { ip: person.ip, cookie: person.cookie, json: body, accept: "text/event-stream" });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toContain("text/event-stream");
      const text = await res.text();
      const done = text.split("\n\n").find((e) => e.startsWith("event: done"));
      expect(done, text).toBeTruthy();
      expect(text).toContain("event: delta");
      return JSON.parse(done!.slice(done!.indexOf("data: ") + 6)) as { reply: string; conversationId: number };
    };
    const first = await stream(servers[0], { message: "Ultimamente dormo poco e mi sveglio spesso" });
    const second = await stream(servers[1], { message: "Sì, soprattutto verso le quattro", conversationId: first.conversationId });
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.reply.length).toBeGreaterThan(0);
    const { rows } = await client.query<{ role: string }>("select role from chat_messages where conversation_id = $1 order by id", [first.conversationId]);
    expect(rows.map((r) => r.role)).toEqual(["user", "assistant", "user", "assistant"]);
  });

  it("a quote hidden by an administrator disappears from both processes at once", async () => {
    const person = await signUp(servers[0], "quotereader", { launch: false });
    const { rows } = await client.query<{ id: string }>("select id from quotes where hidden = 0 order by id limit 1");
    const id = rows[0].id;
    const page = async (server: ProductionServer) => {
      const res = await call(server, "/quotes", { ip: person.ip, cookie: person.cookie, accept: "text/html" });
      expect(res.status).toBe(200);
      return res.text();
    };
    // Each process has rendered the page (and remembered the rendered document) before the change.
    for (const server of servers) for (let i = 0; i < 2; i += 1) expect(await page(server)).toContain(`value="${id}"`);
    // What /admin/content/quotes/<id> writes, here from outside both processes.
    await client.query("update quotes set hidden = 1 where id = $1", [id]);
    for (const server of servers) expect(await page(server)).not.toContain(`value="${id}"`);
  });

  it("the launch campaign switched off by an administrator stops launch codes on both processes at once", async () => {
    await client.query("delete from launch_codes where participant_number = 50");
    await client.query(
      "insert into app_settings (key, value, updated_at) values ('launch_campaign', 'off', $1) on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at",
      [new Date().toISOString()],
    );
    const results = await Promise.all([0, 1].map((i) => signUp(serverFor(i), `aftercampaign${i}`, { launch: true })));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results.map((r) => r.body.promoCode ?? null)).toEqual([null, null]);
  });
});
