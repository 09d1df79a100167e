/**
 * /ai-modules and /ai-modules/<module> (issue 11 item 1; spec §1, §2, §5, §6; decision record
 * 0030) with the embedded engine: the locks by plan in the loaders and the action, spec §5's
 * empty-prompt message in both languages, each module's answer in its own style in Italian and
 * English, the crisis resources before any limit, and the limits (429, translated).
 */
import { describe, expect, it } from "vitest";
import { getAiUsage } from "~/models/ai-usage.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import * as indexRoute from "~/routes/ai-modules._index";
import * as moduleRoute from "~/routes/ai-modules.$module";
import { answerAiModule } from "~/services/ai-modules.server";
import { publicPaths } from "~/services/sitemap.server";
import { UNLIMITED_BURST_MAX, UNLIMITED_BURST_WINDOW_MS } from "~/services/ai/chat-turn.server";
import { AI_MODULE_IDS, type AiModuleId } from "~/utils/ai-modules";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, CookieJar, formRequest, getRequest } from "../support/requests";

const EN = { "Accept-Language": "en" };
const PLANS: { plan: PlanFixture; open: boolean }[] = [
  { plan: "free", open: false },
  { plan: "standard_trial", open: false },
  { plan: "launch_trial", open: true },
  { plan: "premium", open: true },
  { plan: "admin", open: true },
];

async function member(plan: PlanFixture) {
  const user = await createUser({ plan });
  return { id: user.id, jar: await signedInJar(user.id) };
}

function page(module: string, jar?: CookieJar, headers?: Record<string, string>) {
  return call(moduleRoute.loader, getRequest(`/ai-modules/${module}`, { jar, headers }), { module });
}

function ask(module: AiModuleId, prompt: string, jar?: CookieJar, headers?: Record<string, string>) {
  return call(moduleRoute.action, formRequest(`/ai-modules/${module}`, { prompt }, { jar, headers }), { module });
}

async function answerOf(module: AiModuleId, prompt: string, jar: CookieJar, headers?: Record<string, string>): Promise<string> {
  const res = await ask(module, prompt, jar, headers);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ kind: "answer", provider: "embedded" });
  // Exactly one question, the last sentence, as every engine answer (decision record 0030).
  expect(body.text.match(/\?/g)).toHaveLength(1);
  expect(body.text.trim().endsWith("?")).toBe(true);
  return body.text as string;
}

describe("who may use the AI modules", () => {
  it.each(PLANS)("$plan: the list and every module page are open: $open", async ({ plan, open }) => {
    const { jar } = await member(plan);
    const list = await call(indexRoute.loader, getRequest("/ai-modules", { jar }));
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({ unlocked: open, signedIn: true });
    for (const module of AI_MODULE_IDS) {
      const res = await page(module, jar);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.unlocked).toBe(open);
      if (open) {
        expect(body.example).toBeNull();
      } else {
        // The locked preview: an example prompt and the engine's answer to it, no prompt box.
        expect(body.example.prompt.length).toBeGreaterThan(20);
        expect(body.example.answer).toMatch(/\?$/);
      }
    }
  });

  it("a locked plan's POST is refused with 403 and a translated message, and nothing is counted", async () => {
    for (const plan of ["free", "standard_trial"] as const) {
      const { id, jar } = await member(plan);
      const it = await ask("sleep", "Non riesco a dormire", jar);
      expect(it.status).toBe(403);
      expect(await it.json()).toMatchObject({
        kind: "refused",
        reason: "locked",
        message: "I moduli IA sono inclusi in Premium: il tuo piano non li comprende.",
      });
      const en = await ask("sleep", "I can't sleep", jar, EN);
      expect(en.status).toBe(403);
      expect((await en.json()).message).toBe("AI modules are included in Premium: your plan does not include them.");
      expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(0);
    }
  });

  it("a visitor sees the locked preview and is sent to sign in when posting", async () => {
    const res = await page("relaxation");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ unlocked: false, signedIn: false });
    const post = await ask("relaxation", "Sono teso");
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/login/);
  });

  it("the list is in the sitemap, as a page every visitor can open", () => {
    expect(publicPaths()).toContain("/ai-modules");
  });

  it("an unknown module is not found", async () => {
    const { jar } = await member("premium");
    expect((await page("astrology", jar)).status).toBe(404);
    expect((await call(moduleRoute.action, formRequest("/ai-modules/astrology", { prompt: "hello" }, { jar }), { module: "astrology" })).status).toBe(404);
  });
});

describe("the prompt", () => {
  it("an empty or blank prompt gets spec §5's message in Italian and English, with status 400, uncounted", async () => {
    const { id, jar } = await member("premium");
    for (const prompt of ["", "   \n "]) {
      const res = await ask("relationships", prompt, jar);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.kind).toBe("invalid");
      expect(body.submission.error.prompt).toEqual(["aiModules.errors.emptyPrompt"]);
    }
    const it = (await import("~/locales/it")).default;
    const en = (await import("~/locales/en")).default;
    expect(it.aiModules.errors.emptyPrompt).toBe("Per favore inserisci un prompt valido");
    expect(en.aiModules.errors.emptyPrompt).toBe("Please enter a valid prompt");
    const long = await ask("relationships", "a".repeat(1001), jar, EN);
    expect(long.status).toBe(400);
    expect((await long.json()).submission.error.prompt).toEqual(["aiModules.errors.promptTooLong"]);
    expect((await getAiUsage({ userId: id, limit: null, now: new Date() })).used).toBe(0);
  });

  it("a crisis prompt is answered with the crisis resources even when the requests are used up, never counted", async () => {
    const { id, jar } = await member("premium");
    const now = new Date();
    for (let i = 0; i < UNLIMITED_BURST_MAX; i++) await hitRateLimit({ key: `ai:burst:${id}`, windowMs: UNLIMITED_BURST_WINDOW_MS, now });
    const limited = await ask("sleep", "I can't sleep", jar, EN);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ kind: "refused", reason: "rate_limited", message: expect.stringMatching(/many requests/) });
    const limitedIt = await ask("sleep", "Non riesco a dormire", jar);
    expect(limitedIt.status).toBe(429);
    expect((await limitedIt.json()).message).toMatch(/molte richieste/);

    const crisis = await ask("therapeutic-writing", "Non ce la faccio più a vivere, voglio farla finita", jar);
    expect(crisis.status).toBe(200);
    expect((await crisis.json()).kind).toBe("crisis");
    const usedBefore = (await getAiUsage({ userId: id, limit: null, now })).used;
    const crisisEn = await ask("relaxation", "I want to kill myself tonight", jar, EN);
    expect(await crisisEn.json()).toMatchObject({ kind: "crisis", prompt: "I want to kill myself tonight" });
    expect((await getAiUsage({ userId: id, limit: null, now })).used).toBe(usedBefore);
  });

  it("the daily limit of a counted plan gives limit_reached, and a crisis is still answered", async () => {
    const { id } = await member("premium");
    const entitlements = { dailyAiLimit: 3 };
    for (let i = 0; i < 3; i++)
      expect((await answerAiModule({ userId: id, entitlements, locale: "it", module: "sleep", text: "dormo male" })).kind).toBe("answer");
    expect(await answerAiModule({ userId: id, entitlements, locale: "it", module: "sleep", text: "dormo male" })).toEqual({ kind: "limit_reached" });
    expect(await answerAiModule({ userId: id, entitlements, locale: "it", module: "sleep", text: "Voglio farla finita, stanotte mi uccido" })).toEqual({
      kind: "crisis",
    });
  });
});

describe("each module answers in its own style (embedded engine)", () => {
  it("relationships: a DESC script for the person named, with the feeling recognised", async () => {
    const { jar } = await member("premium");
    const it = await answerOf("relationships", "Ho litigato con mia moglie e sono arrabbiato, non mi ascolta mai", jar);
    expect(it).toMatch(/DESC/);
    expect(it).toMatch(/Descrivere:[\s\S]*Esprimere:[\s\S]*Specificare:[\s\S]*Conseguenze:/);
    expect(it).toContain("il tuo partner");
    expect(it).toContain("provo rabbia");
    const en = await answerOf("relationships", "My boss keeps asking me to stay late and I can't say no", jar, EN);
    expect(en).toMatch(/Describe:[\s\S]*Express:[\s\S]*Specify:[\s\S]*Consequences:/);
    expect(en).toContain("your colleague or manager");
    expect(en).toMatch(/“no”/);
  });

  it("therapeutic writing: expressive writing with three prompts fitted to the feeling and the topic", async () => {
    const { jar } = await member("launch_trial");
    const it = await answerOf("therapeutic-writing", "Mi sento molto triste e solo da quando è finita la storia", jar);
    expect(it).toMatch(/15-20 minuti/);
    expect(it).toMatch(/\n1\. [\s\S]*\n2\. [\s\S]*\n3\. /);
    const en = await answerOf("therapeutic-writing", "I'm so stressed about work, my boss piles everything on me", jar, EN);
    expect(en).toMatch(/15 to 20 minutes/);
    expect(en).toMatch(/2\. Write about how work/);
    expect(en).toMatch(/stop|pause/);
  });

  it("relaxation: breathing, muscle relaxation or grounding chosen from the words used, with the guided exercise", async () => {
    const { jar } = await member("admin");
    expect(await answerOf("relaxation", "Ho le spalle tese e il collo rigido", jar)).toMatch(/rilassamento muscolare progressivo/i);
    expect(await answerOf("relaxation", "My heart is pounding and I feel anxious", jar, EN)).toMatch(/in through your nose for 4, hold for 7/);
    expect(await answerOf("relaxation", "Mi sento sopraffatta, troppi pensieri insieme", jar)).toMatch(/5 cose che vedi/);
    const res = await (await ask("relaxation", "I'm overwhelmed, too much noise in my head", jar, EN)).json();
    expect(res.text).toMatch(/5 things you can see/);
    expect(res.link).toEqual({ title: expect.any(String), href: "/exercises/grounding-5-4-3-2-1" });
  });

  it("sleep: stimulus control plus the tip for what the person named, never a diagnosis", async () => {
    const { jar } = await member("premium");
    const it = await answerOf("sleep", "Mi sveglio alle 3 ogni notte e resto sveglio", jar);
    expect(it).toMatch(/venti(na di)? minuti/);
    expect(it).toMatch(/guardare l'ora|combatterlo a letto/);
    expect(it).toMatch(/medico/);
    const en = await answerOf("sleep", "I scroll my phone in bed until 2am", jar, EN);
    expect(en).toMatch(/phone|screens/i);
    expect(en).toMatch(/twenty minutes/);
    expect(en).not.toMatch(/insomnia|disorder|you have/i);
  });

  it("different prompts get different answers; the same prompt the same answer; Italian and English differ", async () => {
    const { jar } = await member("premium");
    const a = await answerOf("sleep", "Bevo tanti caffè e la sera non dormo", jar);
    const b = await answerOf("sleep", "Faccio i turni e dormo a orari diversi", jar);
    expect(a).not.toBe(b);
    expect(a).toMatch(/caffeina/);
    expect(b).toMatch(/sveglia|orologio del corpo/);
    expect(await answerOf("sleep", "Bevo tanti caffè e la sera non dormo", jar)).toBe(a);
    expect(await answerOf("sleep", "I drink lots of coffee and can't sleep at night", jar, EN)).toMatch(/[Cc]affeine/);
  });

  it("an answered prompt is counted once for a counted plan", async () => {
    const { id } = await member("premium");
    const result = await answerAiModule({ userId: id, entitlements: { dailyAiLimit: 5 }, locale: "en", module: "relationships", text: "My sister ignores me" });
    expect(result).toMatchObject({ kind: "answer", remaining: 4 });
    expect((await getAiUsage({ userId: id, limit: 5, now: new Date() })).used).toBe(1);
  });
});
