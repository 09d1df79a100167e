/**
 * The security suite over every route (issue 17 item 3; OWASP ASVS 5.0 V4 access control, V3.5
 * CSRF, V2 validation): it goes over app/routes itself, so a route added later is covered without
 * touching this file.
 * - GET never changes state: every loader, for a visitor, the owner of the records and an
 *   administrator, leaves every table as it was (the session's idle-timeout touch aside);
 * - a cross-site POST to every action is refused and changes nothing, for each signal alone
 *   (foreign Origin, Origin null, Fetch Metadata, no Origin with a foreign or malformed Referer);
 * - another person's ids: every route with a `$` parameter is listed in PARAM_ROUTES (owned,
 *   admin-only or public); an owned one answers 403 or 404 (405 where the method is not served
 *   at all) to someone who does not own the record, for GET and POST, and changes nothing, while
 *   the owner sees it (the invoice's ownership with a real invoice: payments.test.ts); an
 *   admin-only one answers 403 to everybody but administrators (ids in bodies and queries, the
 *   other /admin pages: security-accounts.test.ts);
 * - fuzzing (fast-check): hostile values in every form field the app reads, and hostile JSON to
 *   every API action, never give a 5xx; a 4xx leaves the database as it was (throttle counters
 *   and failed sign-in records aside: they exist to count refusals).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { addMessage, getOrCreateConversation } from "~/models/chat.server";
import { addMoodEntry } from "~/models/mood.server";
import { addUserQuote } from "~/models/quote.server";
import { createReflection } from "~/models/reflection.server";
import { createUser, giveSubscription, signedInAdmin, signedInJar } from "../support/factories";
import { useFakeStripe } from "../support/fake-stripe";
import { call, CookieJar, ORIGIN } from "../support/requests";
import { ROUTES, routePath, type RouteEntry } from "../support/routes";

/** Tables whose rows change without being a state change of the request: the idle-timeout touch of sessions. */
const TOUCHED_COLUMNS: Record<string, string[]> = { sessions: ["last_seen_at"] };
/** Tables that count refusals on purpose (throttles, failed sign-ins): left out of "a 4xx changes nothing". */
const REFUSAL_COUNTERS = new Set(["rate_limits", "sign_in_events"]);

type Snapshot = Map<string, string>;

/** Every table's rows as text (ordered), for comparing the database before and after a request. */
async function snapshot({ ignore = new Set<string>() }: { ignore?: Set<string> } = {}): Promise<Snapshot> {
  const db = await getDb();
  const tables = (await db.introspection.getTables()).filter((t) => !t.name.startsWith("kysely_") && !ignore.has(t.name));
  const result: Snapshot = new Map();
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db)).rows;
    const skip = TOUCHED_COLUMNS[table.name] ?? [];
    const text = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([key]) => !skip.includes(key))))
      .sort()
      .join("\n");
    result.set(table.name, text);
  }
  return result;
}

/** The tables whose rows differ. */
function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}

interface World {
  owner: { id: number; jar: CookieJar };
  other: { id: number; jar: CookieJar };
  admin: { id: number; jar: CookieJar };
  /** A value for each route parameter: the owner's records for ids, a real slug for slugs. */
  params: Record<string, string>;
}

/**
 * Every route with a parameter, and whose its value is: a record one person owns (another person
 * must get 403/404 and see nothing), a record only administrators reach (everybody else gets 403
 * or the way to sign in), or public content (with the reason). A route file with a `$` parameter
 * that is missing here fails "lists every route with a parameter", so a new one cannot be forgotten.
 */
const PARAM_ROUTES: Record<string, { owned: "reflection" | "mood" | "user" | "invoice" } | { admin: "user" | "quote" | "resource" } | { public: string }> = {
  "$.tsx": { public: "the not-found page for any path" },
  "api.$.ts": { public: "the JSON not-found answer for any /api path" },
  "admin.content.quotes.$id.tsx": { admin: "quote" },
  "admin.content.resources.$slug.tsx": { admin: "resource" },
  "admin.users.$id.tsx": { admin: "user" },
  "ai-modules.$module.tsx": { public: "one of the four AI modules, the same for everybody" },
  "api.auth.user.$id.cancel-subscription.ts": { owned: "user" },
  "api.auth.user.$id.ts": { owned: "user" },
  "exercises.$slug.tsx": { public: "exercise content (the note on it is the signed-in person's own, no id)" },
  "invoices.$id.ts": { owned: "invoice" },
  "meditation.$slug.tsx": { public: "meditation content" },
  "meditations.$slug.tsx": { public: "the old address of meditation content" },
  "mood_.$id.tsx": { owned: "mood" },
  "reflections.entries.$id.tsx": { owned: "reflection" },
  "reflections.entries.$id_.delete.tsx": { owned: "reflection" },
  "reflections.prompts.$id.tsx": { public: "a reflection prompt, content the same for everybody" },
  "resources.$slug.tsx": { public: "resource content" },
};

let world: World;

// Payments on, through the loopback fake Stripe, so the payment routes run their real checks.
useFakeStripe();

beforeAll(async () => {
  const now = new Date();
  const [owner, other, { admin, jar: adminJar }] = await Promise.all([createUser({ plan: "premium" }), createUser({ plan: "premium" }), signedInAdmin()]);
  await giveSubscription({ userId: owner.id, now });
  const db = await getDb();
  const prompt = await db.selectFrom("reflection_prompts").select("id").where("premium", "=", 0).executeTakeFirstOrThrow();
  const reflection = await createReflection({ userId: owner.id, promptId: prompt.id, text: "owner's private reflection", now });
  const mood = await addMoodEntry({ userId: owner.id, entry: { mood: 2, emotions: ["sad"], note: "owner's private note", occurredAt: now }, now });
  await addUserQuote({ userId: owner.id, text: "owner's private quote", author: null, now });
  const conversation = await getOrCreateConversation({ userId: owner.id, locale: "it", now });
  await addMessage({ conversationId: conversation.id, role: "user", content: "owner's private message", now });
  const exercise = await db.selectFrom("exercises").select("slug").executeTakeFirstOrThrow();
  const meditation = await db.selectFrom("meditations").select("slug").executeTakeFirstOrThrow();
  const resource = await db.selectFrom("resources").select("slug").executeTakeFirstOrThrow();
  const quote = await db.selectFrom("quotes").select("id").executeTakeFirstOrThrow();
  world = {
    owner: { id: owner.id, jar: await signedInJar(owner.id) },
    other: { id: other.id, jar: await signedInJar(other.id) },
    admin: { id: admin.id, jar: adminJar },
    params: {
      id: String(reflection.id),
      moodId: String(mood),
      quoteId: String(quote.id),
      slug: exercise.slug,
      meditation: meditation.slug,
      resource: resource.slug,
    },
  };
});

/** The value of the route's `$id`: the owner's record of its kind (PARAM_ROUTES), a real content quote for the admin's quote editor. */
function ownedId(route: RouteEntry): string {
  const kind = PARAM_ROUTES[route.name];
  const record = kind && "owned" in kind ? kind.owned : kind && "admin" in kind ? kind.admin : null;
  if (record === "mood") return world.params.moodId;
  if (record === "user") return String(world.owner.id);
  if (record === "invoice") return "in_owner_invoice";
  if (record === "quote") return world.params.quoteId;
  return world.params.id;
}

function pathFor(route: RouteEntry): string {
  const slug = route.name.startsWith("meditation")
    ? world.params.meditation
    : route.name.startsWith("resources") || route.name.startsWith("admin.content.resources")
      ? world.params.resource
      : world.params.slug;
  return routePath(route.name, { id: ownedId(route), slug, module: "relaxation", "*": "no-such-page" });
}

function request(path: string, init: { jar?: CookieJar; method?: string; headers?: Record<string, string>; body?: string } = {}): Request {
  const headers = new Headers({ "Accept-Language": "en", ...init.headers });
  const cookie = init.jar?.header();
  if (cookie) headers.set("Cookie", cookie);
  return new Request(ORIGIN + path, { method: init.method ?? "GET", headers, body: init.body });
}

const loaders = ROUTES.filter((route) => typeof route.module.loader === "function");
const actions = ROUTES.filter((route) => typeof route.module.action === "function");

describe("GET never changes state", () => {
  it.each(loaders.map((route) => [route.name, route] as const))("%s", async (_name, route) => {
    const path = pathFor(route);
    for (const viewer of [undefined, world.owner.jar, world.admin.jar]) {
      const before = await snapshot();
      const response = await call(route.module.loader!, request(path, { jar: viewer }), paramsOf(route));
      expect(response.status, `${path} answered ${response.status}`).toBeLessThan(500);
      if (response.body) await response.arrayBuffer().catch(() => undefined);
      expect(changedTables(before, await snapshot()), `GET ${path} changed the database`).toEqual([]);
    }
  });
});

function paramsOf(route: RouteEntry): Record<string, string> {
  const path = pathFor(route);
  const values: Record<string, string> = {};
  const template = routePath(route.name, Object.fromEntries(route.params.map((p) => [p, `\u0001${p}`])));
  const templateParts = template.split("/");
  const parts = path.split("/");
  templateParts.forEach((part, i) => {
    if (part.startsWith("\u0001")) values[part.slice(1)] = parts[i];
  });
  return values;
}

/** Routes that are not protected by an Origin check on purpose, with the reason. */
const SIGNED_BY_OTHER_MEANS: Record<string, string> = {
  // Stripe calls it server to server; the Stripe-Signature header is its authentication (Stripe docs "Verify webhook signatures").
  "api.stripe.webhook.ts": "signature",
};

/**
 * The ways a browser marks a request from another site, each alone, so removing any one check
 * fails: a foreign Origin, an Origin of "null" (sandboxed frame, data: URL), Fetch Metadata
 * without Origin, and no Origin with a foreign Referer (OWASP CSRF Prevention Cheat Sheet).
 */
const CROSS_SITE_HEADERS: Record<string, Record<string, string>> = {
  "a foreign Origin": { Origin: "https://evil.example" },
  "Origin null": { Origin: "null" },
  "Sec-Fetch-Site: cross-site without Origin": { "Sec-Fetch-Site": "cross-site" },
  "no Origin, a foreign Referer": { Referer: "https://evil.example/form.html" },
  "no Origin, a malformed Referer": { Referer: "not a url" },
};

describe("a cross-site POST to every action is refused and changes nothing", () => {
  it("finds every route with an action", () => {
    expect(actions.map((r) => r.name)).toEqual(expect.arrayContaining(["login.tsx", "profile.tsx", "admin.users.$id.tsx", "api.chat.ts", "mood_.$id.tsx"]));
  });

  it.each(actions.map((route) => [route.name, route] as const))("%s", async (name, route) => {
    const path = pathFor(route);
    // An administrator's cookie for the admin pages, the owner's elsewhere: the refusal must come from the origin check, not the role.
    const jar = name.startsWith("admin") ? world.admin.jar : world.owner.jar;
    // One snapshot around all the attempts: any change by any of them shows.
    const before = await snapshot({ ignore: REFUSAL_COUNTERS });
    for (const [how, crossSite] of Object.entries(CROSS_SITE_HEADERS)) {
      for (const [type, body] of [
        ["application/x-www-form-urlencoded", "intent=delete&text=x&note=x&mood=3&confirm=yes"],
        ["application/json", JSON.stringify({ message: "x", priceId: "monthly", acceptHealthData: true })],
      ] as const) {
        const response = await call(
          route.module.action!,
          request(path, { jar, method: "POST", headers: { "Content-Type": type, ...crossSite }, body }),
          paramsOf(route),
        );
        if (SIGNED_BY_OTHER_MEANS[name]) expect(response.status).toBeGreaterThanOrEqual(400);
        else {
          expect(response.status, `${path} (${type}, ${how})`).toBe(403);
          const answer = (await response.json()) as { error?: string; message?: string };
          expect(answer.error, `${path} (${how}): refused as cross-site`).toMatch(/^(cross_site|forbidden)$/);
          expect(answer.message).toEqual(expect.any(String));
        }
      }
    }
    expect(changedTables(before, await snapshot({ ignore: REFUSAL_COUNTERS })), `cross-site POST ${path} changed the database`).toEqual([]);
  });

  it("a POST from this site (its Origin, or only its Referer) is not refused as cross-site", async () => {
    const route = actions.find((r) => r.name === "set-language.tsx")!;
    const sameSite: Record<string, string>[] = [{ Origin: ORIGIN }, { Referer: `${ORIGIN}/safety` }, {}];
    for (const headers of sameSite) {
      const response = await call(
        route.module.action!,
        request("/set-language", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "lang=en" }),
      );
      expect(response.status, JSON.stringify(headers)).toBe(303);
    }
  });
});

const paramRoutes = ROUTES.filter((route) => route.params.length > 0);
const ownedRoutes = paramRoutes.filter((route) => "owned" in (PARAM_ROUTES[route.name] ?? {}));
const adminParamRoutes = paramRoutes.filter((route) => "admin" in (PARAM_ROUTES[route.name] ?? {}));

describe("another person's ids are 403 or 404", () => {
  it("lists every route with a parameter, and only those", () => {
    expect(paramRoutes.map((r) => r.name).sort()).toEqual(Object.keys(PARAM_ROUTES).sort());
  });

  // Not here: the invoice (a real one of the owner's: payments.test.ts) and the POST-only cancellation API.
  it.each(
    ownedRoutes.filter((r) => r.module.loader && !/^(invoices\.|api\.auth\.user\.\$id\.cancel)/.test(r.name)).map((route) => [route.name, route] as const),
  )("%s shows its record to the owner (so the refusals below are about ownership)", async (_name, route) => {
    const response = await call(route.module.loader!, request(pathFor(route), { jar: world.owner.jar }), paramsOf(route));
    expect(response.status, pathFor(route)).toBeLessThan(400);
  });

  it.each(ownedRoutes.map((route) => [route.name, route] as const))("%s", async (_name, route) => {
    const path = pathFor(route);
    if (route.module.loader) {
      const response = await call(route.module.loader, request(path, { jar: world.other.jar }), paramsOf(route));
      // 405: the route does not take GET at all (a POST-only API), which shows nothing either.
      expect([403, 404, 405], `GET ${path} by another person`).toContain(response.status);
      const text = await response.text();
      expect(text).not.toContain("owner's private");
    }
    if (route.module.action) {
      const before = await snapshot({ ignore: REFUSAL_COUNTERS });
      const response = await call(
        route.module.action,
        request(path, {
          jar: world.other.jar,
          method: "POST",
          headers: { "Content-Type": route.name.startsWith("api.") ? "application/json" : "application/x-www-form-urlencoded", Origin: ORIGIN },
          body: route.name.startsWith("api.") ? "{}" : "intent=delete&mood=5&note=changed&text=changed&confirm=yes",
        }),
        paramsOf(route),
      );
      expect([403, 404, 405], `POST ${path} by another person`).toContain(response.status);
      expect(changedTables(before, await snapshot({ ignore: REFUSAL_COUNTERS }))).toEqual([]);
    }
  });

  it.each(adminParamRoutes.map((route) => [route.name, route] as const))("%s: only administrators", async (_name, route) => {
    const path = pathFor(route);
    expect((await call(route.module.loader!, request(path, { jar: world.admin.jar }), paramsOf(route))).status, `${path} for an administrator`).toBe(200);
    for (const jar of [world.owner.jar, world.other.jar]) {
      const page = await call(route.module.loader!, request(path, { jar }), paramsOf(route));
      expect(page.status, `GET ${path} by a non-administrator`).toBe(403);
      if (!route.module.action) continue;
      const before = await snapshot({ ignore: REFUSAL_COUNTERS });
      const response = await call(
        route.module.action,
        request(path, {
          jar,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
          body: "intent=sign_in_disable&confirm=yes&text=changed&title=changed",
        }),
        paramsOf(route),
      );
      expect(response.status, `POST ${path} by a non-administrator`).toBe(403);
      expect(changedTables(before, await snapshot({ ignore: REFUSAL_COUNTERS }))).toEqual([]);
    }
  });
});

/** Every form field name the app reads or renders, collected from its source. */
function fieldNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry)) {
        const source = readFileSync(file, "utf8");
        for (const m of source.matchAll(/\.get(?:All)?\("([\w.-]+)"\)|\bname="([\w.-]+)"/g)) names.add(m[1] ?? m[2]);
      }
    }
  };
  walk(join(process.cwd(), "app"));
  return [...names].sort();
}

const HOSTILE = [
  "",
  " ",
  "\u0000",
  "\u202Egnp.exe",
  "<script>alert(1)</script>",
  "\"'><img src=x onerror=alert(1)>",
  "' OR 1=1 --",
  "%00",
  "../../etc/passwd",
  "-1",
  "0",
  "1e309",
  "NaN",
  "9".repeat(40),
  "2026-13-45T99:99",
  "x".repeat(5000),
  "😀".repeat(300),
  '=HYPERLINK("http://evil")',
  "null",
  "[]",
  "{}",
  "true",
];

const formActions = actions.filter((route) => !route.name.startsWith("api."));
const jsonActions = actions.filter((route) => route.name.startsWith("api.") && route.name !== "api.stripe.webhook.ts");

describe("fuzzing: hostile input never gives a 5xx, and a refusal changes nothing", () => {
  const names = fieldNames();
  const hostileValue = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 100 }));
  const hostileForm = fc.dictionary(fc.constantFrom(...names, "intent"), hostileValue, { minKeys: 1, maxKeys: 8 });

  it("knows the form fields", () => {
    expect(names).toEqual(expect.arrayContaining(["mood", "note", "text", "intent", "emotions", "code"]));
  });

  it("fuzzes every action", () => {
    expect([...formActions, ...jsonActions].length + 1).toBe(actions.length);
    expect(formActions.map((r) => r.name)).toEqual(
      expect.arrayContaining(["admin.users.$id.tsx", "admin.content.quotes.$id.tsx", "profile.tsx", "quotes.tsx"]),
    );
  });

  it.each(formActions.map((route) => [route.name, route] as const))("form %s", async (_name, route) => {
    const path = pathFor(route);
    await fc.assert(
      // The admin pages' actions with a two-factor administrator's cookie, so the hostile values reach their validation.
      fc.asyncProperty(hostileForm, fc.constantFrom<"owner" | "visitor">("owner", "visitor"), async (fields, who) => {
        const before = await snapshot({ ignore: REFUSAL_COUNTERS });
        const signedIn = route.name.startsWith("admin") ? world.admin.jar : world.owner.jar;
        const response = await call(
          route.module.action!,
          request(path, {
            jar: who === "owner" ? signedIn : undefined,
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
            body: new URLSearchParams(fields).toString(),
          }),
          paramsOf(route),
        );
        expect(response.status, `${path} with ${JSON.stringify(fields).slice(0, 300)}`).toBeLessThan(500);
        if (response.status >= 400) {
          expect((await response.text()).length, `${path}: a refusal says why`).toBeGreaterThan(2);
          expect(changedTables(before, await snapshot({ ignore: REFUSAL_COUNTERS }))).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });

  it.each(jsonActions.map((route) => [route.name, route] as const))("JSON %s", async (_name, route) => {
    const path = pathFor(route);
    const hostileJson = fc.oneof(
      fc.dictionary(
        fc.constantFrom(...names, "message", "priceId", "userId", "conversationId", "acceptHealthData", "username", "password"),
        fc.oneof(hostileValue, fc.jsonValue()),
        { maxKeys: 8 },
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(hostileJson, async (body) => {
        const before = await snapshot({ ignore: REFUSAL_COUNTERS });
        const response = await call(
          route.module.action!,
          request(path, { jar: world.other.jar, method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: JSON.stringify(body) }),
          paramsOf(route),
        );
        expect(response.status, `${path} with ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
        if (response.status >= 400) {
          const answer = (await response.json()) as { message?: unknown };
          expect(typeof answer.message, "a refusal says why").toBe("string");
          expect(changedTables(before, await snapshot({ ignore: REFUSAL_COUNTERS }))).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });
});
