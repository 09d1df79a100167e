/**
 * `npm run test:load` (issue 17 item 5): 200 simulated people use the BUILT app at once for 60 s on
 * loopback — signing in, browsing, talking to the companion, saving reflections, logging moods —
 * while a storm of Stripe webhook events (every event of 20 checkouts, each sent three times, in a
 * shuffled order, all at once) arrives through the fake Stripe. Passes when no answer is a 5xx, no
 * acknowledged write is missing from the database afterwards (and nothing unacknowledged is there),
 * every checkout ends as exactly one active subscription and every event is applied once. Prints
 * the latency percentiles of each kind of request. Needs `npm run build` first; exits 1 on failure.
 *
 * Setup (not timed): 200 sign-ups through the JSON API, each from its own address behind
 * `TRUST_PROXY` (as 200 people would be); the first 50 get a launch code (spec §1) and activate
 * it, so they have mood tracking; the others are on the 7-day trial (chat limited to 5 a day: their
 * 429s are expected answers, not failures).
 *
 * Options: `--users N` (default 200), `--seconds S` (default 60).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs, promisify } from "node:util";
import SQLite from "better-sqlite3";
import { Agent, setGlobalDispatcher } from "undici";
import { startFakeStripe } from "../fakes/stripe-server";
import { sessionCookieOf } from "../support/requests";
import { startProductionServer } from "../e2e/production-server";

const { values: options } = parseArgs({ options: { users: { type: "string" }, seconds: { type: "string" } } });
const USERS = Number(options.users ?? 200);
const SECONDS = Number(options.seconds ?? 60);
const LAUNCH_USERS = Math.min(50, USERS);
const CHECKOUTS = Math.min(20, Math.max(0, USERS - LAUNCH_USERS));
const PASSWORD = "Calma-Mare-2026!";
const PAGES = ["/", "/exercises", "/resources", "/meditation", "/quotes", "/reflections", "/chat", "/resources?q=sonno"];

setGlobalDispatcher(new Agent({ connections: USERS + 50, keepAliveTimeout: 10_000, headersTimeout: 120_000, bodyTimeout: 120_000 }));

interface Person {
  n: number;
  id: number;
  username: string;
  ip: string;
  cookie: string;
  launch: boolean;
  /** The person's queue of requests that must not overlap: signing in ends the session the old cookie names. */
  queue: Promise<unknown>;
}

/**
 * Runs `fn` after the person's previous exclusive request has finished. Signing in rotates the
 * session (the old token is deleted, OWASP session fixation), so a checkout sent with the old
 * cookie while the same person signs in would get a 401 that no real browser produces.
 */
function exclusive<T>(person: Person, fn: () => Promise<T>): Promise<T> {
  const run = person.queue.then(fn, fn);
  person.queue = run.catch(() => undefined);
  return run;
}

const latencies = new Map<string, number[]>();
const statuses = new Map<string, Map<number, number>>();
const serverErrors: string[] = [];
const acknowledged = { moods: new Set<string>(), reflections: new Set<string>() };
const attempted = { moods: new Set<string>(), reflections: new Set<string>() };

function record(kind: string, status: number, ms: number, detail = "") {
  (latencies.get(kind) ?? latencies.set(kind, []).get(kind)!).push(ms);
  const byStatus = statuses.get(kind) ?? statuses.set(kind, new Map()).get(kind)!;
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  if (status >= 500 || status === 0) serverErrors.push(`${kind} → ${status} ${detail}`.slice(0, 300));
}

async function timed(kind: string, origin: string, path: string, person: Person | null, init: RequestInit = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const headers = new Headers(init.headers);
    headers.set("Origin", origin);
    headers.set("Accept-Language", "it");
    if (person) {
      headers.set("X-Forwarded-For", person.ip);
      if (person.cookie) headers.set("Cookie", person.cookie);
    }
    const res = await fetch(`${origin}${path}`, { ...init, headers, redirect: "manual" });
    await res.clone().arrayBuffer();
    record(kind, res.status, performance.now() - started, res.status >= 500 ? await res.clone().text() : "");
    return res;
  } catch (error) {
    record(kind, 0, performance.now() - started, String(error));
    return null;
  }
}

const jsonInit = (body: unknown): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const formInit = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const started = performance.now();
  const fake = await startFakeStripe({ deliver: "hold" });
  const stripeEnv = { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.url };
  await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/stripe-setup.ts"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", ...stripeEnv },
  });
  const dir = mkdtempSync(join(tmpdir(), "respiro-load-"));
  const databasePath = join(dir, "respiro.sqlite");
  const server = await startProductionServer({ ...stripeEnv, DATABASE_PATH: databasePath, TRUST_PROXY: "true" });
  fake.setWebhookTarget(`${server.origin}/api/stripe/webhook`);
  const origin = server.origin;
  let failed = false;
  try {
    // Setup: sign-ups, launch codes activated.
    const people: Person[] = [];
    for (let batch = 0; batch < USERS; batch += 20) {
      const made = await Promise.all(
        Array.from({ length: Math.min(20, USERS - batch) }, async (_, k) => {
          const n = batch + k;
          const username = `load${n}x${Date.now().toString(36)}`;
          const person: Person = {
            n,
            id: 0,
            username,
            ip: `10.${(n >> 8) & 255}.${n & 255}.7`,
            cookie: "",
            launch: n < LAUNCH_USERS,
            queue: Promise.resolve(),
          };
          const res = await timed(
            "setup: sign-up",
            origin,
            "/api/auth/register",
            person,
            jsonInit({
              username,
              email: `${username}@example.test`,
              fullName: `Persona ${n}`,
              password: PASSWORD,
              confirmPassword: PASSWORD,
              acceptTerms: true,
              acceptHealthData: true,
              skipLaunchCode: !person.launch,
            }),
          );
          if (!res || res.status !== 201) throw new Error(`sign-up ${n} answered ${res?.status}: ${await res?.text()}`);
          const body = (await res.json()) as { user: { id: number | string }; promoCode: string | null };
          person.id = Number(body.user.id);
          person.cookie = sessionCookieOf(res);
          if (person.launch) {
            const code = body.promoCode;
            if (!code) throw new Error(`sign-up ${n} got no launch code`);
            const activated = await timed("setup: activate launch code", origin, "/launch", person, formInit({ code }));
            if (activated?.status !== 303) throw new Error(`activation ${n} answered ${activated?.status}`);
          }
          return person;
        }),
      );
      people.push(...made);
    }
    const db = new SQLite(databasePath, { readonly: true });
    const prompts = (db.prepare("select id, premium from reflection_prompts").all() as { id: string; premium: number }[])
      .filter((p) => p.premium === 0)
      .map((p) => p.id);
    db.close();
    console.log(`setup: ${people.length} people signed up (${LAUNCH_USERS} with the launch trial) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The load.
    const deadline = performance.now() + SECONDS * 1000;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let writes = 0;
    const simulate = async (person: Person) => {
      await sleep(Math.random() * 2000);
      while (performance.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.4) {
          await timed("browse", origin, pick(PAGES), person);
        } else if (roll < 0.5) {
          await timed("GET /api/auth/me", origin, "/api/auth/me", person);
        } else if (roll < 0.62) {
          await timed(
            "chat (embedded engine)",
            origin,
            "/api/chat",
            person,
            jsonInit({ message: pick(["Oggi mi sento in ansia", "Non riesco a dormire", "Ho litigato con mia sorella", "Mi sento un po' meglio"]) }),
          );
        } else if (roll < 0.76) {
          const text = `riflessione ${person.n}-${(writes += 1)}`;
          attempted.reflections.add(text);
          const res = await timed("save a reflection", origin, `/reflections/prompts/${pick(prompts)}`, person, formInit({ text }));
          if (res?.status === 303) acknowledged.reflections.add(text);
        } else if (roll < 0.95) {
          if (!person.launch) {
            await timed("browse", origin, "/mood", person);
            continue;
          }
          const note = `umore ${person.n}-${(writes += 1)}`;
          attempted.moods.add(note);
          const res = await timed("log a mood", origin, "/mood", person, formInit({ mood: String(1 + Math.floor(Math.random() * 5)), note, when: "now" }));
          if (res?.status === 303) acknowledged.moods.add(note);
        } else {
          await exclusive(person, async () => {
            const res = await timed("sign in", origin, "/api/auth/login", person, jsonInit({ username: person.username, password: PASSWORD }));
            if (res?.status === 200) person.cookie = sessionCookieOf(res);
          });
        }
        await sleep(100 + Math.random() * 400);
      }
    };

    // The webhook storm, 20 s in: 20 checkouts paid, then every event they made sent three times, shuffled, at once.
    const storm = async () => {
      await sleep(Math.min(20_000, (SECONDS * 1000) / 3));
      const buyers = people.filter((p) => !p.launch).slice(0, CHECKOUTS);
      for (const buyer of buyers) {
        const res = await exclusive(buyer, () =>
          timed("checkout session", origin, "/api/create-checkout-session", buyer, jsonInit({ priceId: "monthly", userId: buyer.id, language: "it" })),
        );
        if (res?.status !== 200) throw new Error(`checkout for ${buyer.n} answered ${res?.status}`);
        const { url } = (await res.json()) as { url: string };
        await fake.completeCheckout(url.split("/").pop() as string, "pay");
      }
      const events = fake.pending.splice(0);
      const deliveries = events.flatMap((event) => [event, event, event]).sort(() => Math.random() - 0.5);
      const results = await Promise.all(
        deliveries.map(async (event) => {
          const t0 = performance.now();
          const status = await fake.send(event);
          record("Stripe webhook event", status, performance.now() - t0);
          return status;
        }),
      );
      return { buyers, events, results };
    };

    const [stormResult] = await Promise.all([storm(), ...people.map(simulate)]);
    await sleep(500);

    // Print the figures.
    const elapsed = SECONDS;
    let total = 0;
    console.log(`\n${"request".padEnd(32)} ${"count".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  statuses`);
    for (const [kind, values] of latencies) {
      const sorted = [...values].sort((a, b) => a - b);
      if (!kind.startsWith("setup")) total += values.length;
      const codes = [...(statuses.get(kind) ?? new Map())]
        .sort(([a], [b]) => a - b)
        .map(([code, count]) => `${code}×${count}`)
        .join(" ");
      console.log(
        `${kind.padEnd(32)} ${String(values.length).padStart(6)} ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 95).toFixed(0).padStart(8)} ${percentile(sorted, 99).toFixed(0).padStart(8)}  ${codes}`,
      );
    }
    console.log(`\n${total} requests in ${elapsed} s (${(total / elapsed).toFixed(0)}/s) from ${people.length} simulated people`);

    // Check the database.
    await server.stop();
    const check = new SQLite(databasePath, { readonly: true });
    const storedMoods = new Set((check.prepare("select note from mood_entries where note like 'umore %'").all() as { note: string }[]).map((r) => r.note));
    const storedReflections = new Set(
      (check.prepare("select text from reflections where text like 'riflessione %'").all() as { text: string }[]).map((r) => r.text),
    );
    const integrity = check.pragma("integrity_check", { simple: true });
    const applied = (check.prepare("select count(*) as n from stripe_events").get() as { n: number }).n;
    const buyerIds = stormResult.buyers.map((b) => b.id);
    const subscriptions = check
      .prepare(`select user_id, status from subscriptions where user_id in (${buyerIds.map(() => "?").join(",") || "null"})`)
      .all(...buyerIds) as { user_id: number; status: string }[];
    check.close();

    const problems: string[] = [];
    if (serverErrors.length) problems.push(`${serverErrors.length} answers were 5xx or failed:\n  ${serverErrors.slice(0, 10).join("\n  ")}`);
    const lostMoods = [...acknowledged.moods].filter((n) => !storedMoods.has(n));
    const lostReflections = [...acknowledged.reflections].filter((n) => !storedReflections.has(n));
    const phantomMoods = [...storedMoods].filter((n) => !acknowledged.moods.has(n));
    const phantomReflections = [...storedReflections].filter((n) => !acknowledged.reflections.has(n));
    console.log(
      `writes: ${acknowledged.moods.size} moods and ${acknowledged.reflections.size} reflections acknowledged; in the database ${storedMoods.size} and ${storedReflections.size}`,
    );
    if (lostMoods.length || lostReflections.length) problems.push(`lost writes: ${lostMoods.length} moods, ${lostReflections.length} reflections`);
    if (phantomMoods.length || phantomReflections.length)
      problems.push(`writes stored without an acknowledgement: ${phantomMoods.length} moods, ${phantomReflections.length} reflections`);
    if (integrity !== "ok") problems.push(`integrity_check: ${String(integrity)}`);
    const badDeliveries = stormResult.results.filter((s) => s < 200 || s >= 300);
    console.log(
      `webhook storm: ${stormResult.events.length} events × 3 deliveries, ${stormResult.results.length - badDeliveries.length} answered 2xx; ${applied} events applied`,
    );
    if (badDeliveries.length) problems.push(`${badDeliveries.length} webhook deliveries were not 2xx: ${badDeliveries.slice(0, 5).join(", ")}`);
    if (applied !== stormResult.events.length) problems.push(`stripe_events holds ${applied} events, ${stormResult.events.length} were made`);
    const active = subscriptions.filter((s) => s.status === "active");
    if (active.length !== buyerIds.length || subscriptions.length !== buyerIds.length)
      problems.push(`${active.length} active subscriptions (${subscriptions.length} rows) for ${buyerIds.length} checkouts`);
    if (problems.length) {
      failed = true;
      console.error(`\nLOAD TEST FAILED\n- ${problems.join("\n- ")}`);
    } else {
      console.log("\nLOAD TEST PASSED: no 5xx, no lost write, every webhook event applied once");
    }
  } finally {
    await server.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
