/**
 * The home page (routes/_index.tsx; issue 15, spec §2 "/ home with tools, testimonials, launch
 * offers"): the marketing page for visitors and the dashboard for a signed-in person, read from
 * the database here and rendered to static HTML by components/home/home-markup.server.tsx
 * (decision record 0033). The route imports its server code through this one module, for the same
 * reason as utils/root.server.ts: the home is the first page people load, and each shared
 * `.server` stub would be one more file for it (docs/architecture.md "Keeping pages light").
 */
import { LRUCache } from "lru-cache";
import { renderHomeMarkup, type DashboardView, type HomeTool, type HomeView } from "~/components/home/home-markup.server";
import { isPageAvailable } from "~/components/layout/nav-items";
import { getLastChatActivity } from "~/models/chat.server";
import { getExerciseProgress, getLastExerciseActivity } from "~/models/exercise.server";
import { launchCampaignStatus } from "~/models/launch-code.server";
import { launchOffersLeft } from "~/models/launch-offer.server";
import { listMoodInstants } from "~/models/mood.server";
import { entitlementSubject, healthDataConsentPending, type Account } from "~/models/user.server";
import { getEntitlements } from "~/utils/entitlements";
import type { Locale } from "~/utils/i18n";
import { getFixedTranslation } from "~/utils/locale.server";
import { moodStreak } from "~/utils/mood-stats";
import { formatEuros, PLAN_PRICES } from "~/utils/plans";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { requestTimeZone } from "~/utils/time-zone.server";
import { routeTranslations } from "~/utils/translations.server";
import { localDate } from "~/utils/zoned-time";
import { loadDailyQuote } from "./daily-quote.server";

export { routeTranslations };

/** The tools of the home, in the menu's order; a tool is shown only while its page is available. */
const TOOLS: readonly HomeTool[] = [
  { key: "chat", to: "/chat", icon: "message-circle" },
  { key: "exercises", to: "/exercises", icon: "brain" },
  { key: "meditation", to: "/meditation", icon: "wind" },
  { key: "reflections", to: "/reflections", icon: "notebook-pen" },
  { key: "mood", to: "/mood", icon: "heart-pulse" },
  { key: "resources", to: "/resources", icon: "book-open" },
];

const availableTools = () => TOOLS.filter((tool) => isPageAvailable(tool.to));

/** "5 dicembre" / "5 December" in `zone`. */
function formatDay(iso: string, locale: Locale, zone: string): string {
  return new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-GB", { day: "numeric", month: "long", timeZone: zone }).format(new Date(iso));
}

/** The visitor's page: the tools, the launch codes left of 50 and the launch prices left of 10 per plan, read now. */
export async function visitorView({ locale, now }: { locale: Locale; now: Date }): Promise<HomeView> {
  const premium = isPageAvailable("/premium");
  const [campaign, offersLeft] = await Promise.all([launchCampaignStatus(), premium ? launchOffersLeft({ now }) : null]);
  const price = (option: keyof typeof PLAN_PRICES) => formatEuros(PLAN_PRICES[option].cents, locale);
  return {
    kind: "visitor",
    tools: availableTools(),
    // A campaign an administrator turned off has no places left to offer (decision record 0036).
    codesLeft: campaign.active ? campaign.remaining : 0,
    offers: offersLeft
      ? {
          monthly: { left: offersLeft.monthly, price: price("launch_monthly"), regular: price("monthly") },
          yearly: { left: offersLeft.yearly, price: price("launch_yearly"), regular: price("yearly") },
        }
      : null,
    launchPageAvailable: isPageAvailable("/launch"),
  };
}

/**
 * A signed-in person's dashboard at `now`: the one-tap mood check-in where their plan has mood
 * tracking (decision record 0025) and their consent is given (0014), the day's quote, the mood
 * streak in `zone` (or the exercises completed, without mood tracking), the exercise and
 * conversation to continue, and the plan's state from `getEntitlements`.
 */
export async function dashboardView({ user, locale, zone, now }: { user: Account; locale: Locale; zone: string; now: Date }): Promise<DashboardView> {
  const entitlements = getEntitlements(entitlementSubject(user), now);
  const mood = entitlements.features.moodTracking;
  const [quote, instants, progress, exercise, chat] = await Promise.all([
    loadDailyQuote({ userId: user.id, locale, now }),
    mood ? listMoodInstants({ userId: user.id }) : null,
    mood ? null : getExerciseProgress({ userId: user.id }),
    getLastExerciseActivity({ userId: user.id, locale }),
    getLastChatActivity({ userId: user.id, locale }),
  ]);
  const today = localDate(now, zone);
  const day = (iso: string) => formatDay(iso, locale, zone);
  let plan: DashboardView["plan"];
  if (entitlements.isAdmin) plan = { kind: "admin" };
  else if (entitlements.subscription)
    plan = { kind: "premium", date: day(entitlements.subscription.endsAt), ending: entitlements.subscription.cancelAtPeriodEnd };
  else if (entitlements.trial) plan = { kind: entitlements.trial.kind, daysLeft: entitlements.trial.daysLeft, date: day(entitlements.trial.endsAt) };
  else plan = { kind: "free", upgrade: isPageAvailable("/premium") };
  return {
    kind: "dashboard",
    name: user.fullName || user.username,
    checkIn: !mood ? "locked" : healthDataConsentPending(user) ? "consent" : "open",
    loggedToday: (instants ?? []).some((iso) => localDate(new Date(iso), zone) === today),
    streak: instants ? { kind: "mood", days: moodStreak(instants, { zone, now }) } : { kind: "exercises", count: progress?.completions ?? 0 },
    quote,
    continueExercise: exercise ? { slug: exercise.slug, title: exercise.title, kind: exercise.kind, date: day(exercise.at) } : null,
    continueChat: chat ? { date: day(chat) } : null,
    plan,
    tools: availableTools(),
  };
}

/**
 * The home's HTML in `locale`: the visitor's page, or the signed-in person's dashboard with dates
 * in the client hint's time zone, else UTC.
 */
export async function homeHtml(request: Request, locale: Locale): Promise<string> {
  const now = new Date();
  const user = await getOptionalUser(request);
  const view = user ? await dashboardView({ user, locale, zone: requestTimeZone(request) ?? "UTC", now }) : await visitorView({ locale, now });
  const key = `${locale}\n${JSON.stringify(view)}`;
  const cached = renderedHomes.get(key);
  if (cached !== undefined) return cached;
  const html = renderHomeMarkup(view, await getFixedTranslation(locale));
  renderedHomes.set(key, html);
  return html;
}

/**
 * The home's HTML by its language and view. The markup is a pure function of the two (the view
 * holds every number and date the page shows, read from the database on each request), so a
 * visitor's page, which most requests to / share, is rendered once per state of the launch
 * counters instead of on every request (issue 17's requests-per-second target). Per process and
 * bounded; nothing another process must see (decision record 0040).
 */
const renderedHomes = new LRUCache<string, string>({ max: 200, maxSize: 4 * 1024 * 1024, sizeCalculation: (html, key) => (html.length + key.length) * 2 || 1 });
