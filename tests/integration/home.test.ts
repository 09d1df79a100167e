/**
 * The home (issue 15; spec §2 "/ home with tools, testimonials, launch offers"; decision record
 * 0033): what a visitor reads in both languages, with the launch places read from the database,
 * and a signed-in person's dashboard: greeting, quote, streak, where to continue, plan status and
 * the one-tap mood check-in, which posts to /mood without JavaScript and comes back home.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { addMessage, getOrCreateConversation } from "~/models/chat.server";
import { recordExerciseCompletion, saveExerciseNote } from "~/models/exercise.server";
import { assignLaunchCode } from "~/models/launch-code.server";
import { reserveLaunchOffer } from "~/models/launch-offer.server";
import { addMoodEntry } from "~/models/mood.server";
import * as home from "~/routes/_index";
import * as moodRoute from "~/routes/mood";
import { getDailyQuote } from "~/services/daily-quote.server";
import { DAY_MS } from "~/utils/time";
import { createUser, giveSubscription, signedInJar, type PlanFixture } from "../support/factories";
import { call, formRequest, getRequest, type CookieJar } from "../support/requests";

/** The page's visible text: tags dropped, the renderer's entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

async function homeHtml(options: { jar?: CookieJar; lang?: "it" | "en" } = {}): Promise<string> {
  const res = await call(home.loader, getRequest("/", { jar: options.jar, headers: { "Accept-Language": options.lang ?? "it" } }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { html: string }).html;
}

async function signedIn(plan: PlanFixture, options: { healthDataConsent?: boolean } = {}) {
  const user = await createUser({ plan, ...options });
  return { user, jar: await signedInJar(user.id) };
}

describe("the visitor's home", () => {
  it("shows the launch places left from the database in Italian and English, and the number follows the database", async () => {
    const db = await getDb();
    const taken = Number(
      (
        await db
          .selectFrom("launch_codes")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const before = 50 - taken;
    expect(textOf(await homeHtml({ lang: "it" }))).toContain(`${before} posti liberi su 50`);
    expect(textOf(await homeHtml({ lang: "en" }))).toContain(`${before} places left of 50`);
    expect(textOf(await homeHtml({ lang: "it" }))).toContain("Ne restano 10 su 10");

    // One more code assigned, one monthly launch price reserved: both numbers go down by one.
    const user = await createUser();
    await assignLaunchCode({ userId: user.id, now: new Date() });
    await reserveLaunchOffer({ plan: "monthly", userId: user.id, now: new Date(), expiresAt: new Date(Date.now() + 30 * 60_000) });
    const it = textOf(await homeHtml({ lang: "it" }));
    expect(it).toContain(`${before - 1} posti liberi su 50`);
    expect(it).toMatch(/Mensile a 2,49 € invece di 4,99 € Ne restano 9 su 10/);
    expect(it).toMatch(/Annuale a 19,99 € invece di 39,99 € Ne restano 10 su 10/);
    expect(textOf(await homeHtml({ lang: "en" }))).toMatch(/Monthly at €2.49 instead of €4.99 9 of 10 left/);
  });

  it("says sold out when every yearly launch price is taken", async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    for (let i = 0; i < 10; i += 1) {
      const user = await createUser();
      await reserveLaunchOffer({ plan: "yearly", userId: user.id, now: new Date(), expiresAt });
    }
    expect(textOf(await homeHtml({ lang: "it" }))).toMatch(/Annuale a 19,99 € invece di 39,99 € Esaurito/);
    expect(textOf(await homeHtml({ lang: "en" }))).toMatch(/Yearly at €19.99 instead of €39.99 Sold out/);
  });

  it("marks the testimonials as illustrative, links the tools and urgent help, and says it is not therapy", async () => {
    const it = await homeHtml({ lang: "it" });
    expect(textOf(it)).toContain("Testimonianze illustrative");
    expect(textOf(it)).toContain("non sono recensioni di persone reali");
    expect(textOf(it)).toContain("non sostituisce uno psicologo");
    expect(it).toContain('href="/safety"');
    for (const path of ["/chat", "/exercises", "/meditation", "/reflections", "/mood", "/resources"]) expect(it).toContain(`href="${path}"`);
    expect(it).toMatch(/<img class="home-art" src="[^"]+" alt=""/); // decorative: an empty alt
    const en = textOf(await homeHtml({ lang: "en" }));
    expect(en).toContain("Illustrative testimonials");
    expect(en).toContain("not reviews by real people");
    expect(en).toContain("does not replace a psychologist");
  });
});

describe("the signed-in dashboard", () => {
  it("greets the person and shows the day's quote instead of the marketing page", async () => {
    const { user, jar } = await signedIn("premium");
    const html = await homeHtml({ jar, lang: "en" });
    const text = textOf(html);
    expect(text).toContain("Hello, Test Person");
    expect(text).not.toContain("Illustrative testimonials");
    const quote = await getDailyQuote({ userId: user.id, locale: "en", now: new Date() });
    expect(quote).not.toBeNull();
    expect(text).toContain(quote!.text);
    expect(textOf(await homeHtml({ jar, lang: "it" }))).toContain("Ciao, Test Person");
  });

  it("shows the mood streak of consecutive days", async () => {
    const { user, jar } = await signedIn("premium");
    expect(textOf(await homeHtml({ jar }))).toContain("Nessuna serie in corso");
    // Three days in a row, ending today (UTC noon keeps each on its own UTC day).
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    for (let d = 0; d < 3; d += 1) {
      const at = new Date(noon.getTime() - d * DAY_MS);
      await addMoodEntry({ userId: user.id, entry: { mood: 4, emotions: [], note: null, occurredAt: at < new Date() ? at : new Date() }, now: new Date() });
    }
    expect(textOf(await homeHtml({ jar }))).toContain("3 giorni di fila con il tuo umore annotato");
    expect(textOf(await homeHtml({ jar, lang: "en" }))).toContain("3 days in a row with your mood logged");
  });

  it("shows where to continue: the exercise in progress and the conversation", async () => {
    const { user, jar } = await signedIn("standard_trial");
    expect(textOf(await homeHtml({ jar, lang: "en" }))).toContain("You have not started anything yet");
    const db = await getDb();
    const exercise = await db.selectFrom("exercises").select(["id", "slug", "title_en"]).orderBy("position").executeTakeFirstOrThrow();
    await recordExerciseCompletion({ userId: user.id, exerciseId: exercise.id, clickId: "c1", now: new Date(Date.now() - 60_000) });
    let html = await homeHtml({ jar, lang: "en" });
    expect(textOf(html)).toContain(`Last exercise done: ${exercise.title_en}`);
    await saveExerciseNote({ userId: user.id, exerciseId: exercise.id, body: "halfway", now: new Date() });
    html = await homeHtml({ jar, lang: "en" });
    expect(textOf(html)).toContain(`Exercise in progress: ${exercise.title_en}`);
    expect(html).toContain(`href="/exercises/${exercise.slug}"`);
    expect(textOf(html)).not.toContain("Your conversation with the AI companion");

    const conversation = await getOrCreateConversation({ userId: user.id, locale: "en", now: new Date() });
    await addMessage({ conversationId: conversation.id, role: "user", content: "hello", now: new Date() });
    html = await homeHtml({ jar, lang: "en" });
    expect(textOf(html)).toContain("Your conversation with the AI companion");
    expect(html).toContain('href="/chat"');
  });

  it("shows the plan: standard trial, launch trial, premium, and the end of a trial", async () => {
    const status = async (plan: PlanFixture) => {
      const { jar } = await signedIn(plan);
      return textOf(await homeHtml({ jar, lang: "en" }));
    };
    expect(await status("standard_trial")).toMatch(/Free trial: 7 days left \(until \d+ \w+\)\./);
    expect(await status("launch_trial")).toMatch(/Premium launch trial: 10 days left \(until \d+ \w+\)\./);
    expect(await status("premium")).toMatch(/Premium is active and renews on \d+ \w+\./);
    expect(await status("free")).toContain("Your trial has ended");
    const { user, jar } = await signedIn("free");
    await giveSubscription({ userId: user.id, cancelAtPeriodEnd: true });
    expect(textOf(await homeHtml({ jar, lang: "it" }))).toMatch(/Premium attivo fino al \d+ \w+\./);
  });
});

describe("the one-tap check-in", () => {
  /** The check-in form of the dashboard as a browser without JavaScript would submit it with the button of `mood`. */
  function checkInForm(html: string, mood: number): { action: string; fields: Record<string, string> } {
    const form = html.match(/<form method="post" action="(\/mood)"[^>]*>([\s\S]*?)<\/form>/);
    expect(form, "the check-in form").not.toBeNull();
    const fields: Record<string, string> = {};
    for (const [, name, value] of form![2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields[name] = value;
    expect(form![2]).toContain(`name="mood" value="${mood}"`);
    return { action: form![1], fields: { ...fields, mood: String(mood) } };
  }

  it("stores a mood for an entitled person and brings them back home", async () => {
    const { user, jar } = await signedIn("launch_trial");
    const { action, fields } = checkInForm(await homeHtml({ jar }), 4);
    const res = await call(moodRoute.action, formRequest(action, fields, { jar }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    const db = await getDb();
    const rows = await db.selectFrom("mood_entries").select(["mood"]).where("user_id", "=", user.id).execute();
    expect(rows).toEqual([{ mood: 4 }]);
    const text = textOf(await homeHtml({ jar }));
    expect(text).toContain("Oggi hai già registrato il tuo umore");
    expect(text).toContain("1 giorno di fila");
  });

  it("is a link to the locked preview for a free person, whose post is refused", async () => {
    const { user, jar } = await signedIn("standard_trial");
    const html = await homeHtml({ jar });
    expect(html).not.toContain('action="/mood"');
    expect(textOf(html)).toContain("Guarda l'anteprima del diario dell'umore");
    expect(textOf(html)).toContain("0 esercizi completati finora");
    const res = await call(moodRoute.action, formRequest("/mood", { mood: "4", when: "now", back: "/" }, { jar }));
    expect(res.status).toBe(403);
    const db = await getDb();
    expect(await db.selectFrom("mood_entries").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("asks for the wellbeing-data consent first when it is pending", async () => {
    const { jar } = await signedIn("premium", { healthDataConsent: false });
    const html = await homeHtml({ jar, lang: "en" });
    expect(html).not.toContain('action="/mood"');
    expect(html).toContain('href="/consent?redirectTo=%2F"');
  });
});
