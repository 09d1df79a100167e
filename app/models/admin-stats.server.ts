/**
 * The figures of the admin overview (issue 14 item 2; definitions in decision record 0034).
 * Counts and sums only, over explicit columns of accounts, plans, codes and counters: never a
 * conversation, a reflection, a note, a mood, a safety plan or a quote (docs/architecture.md
 * "Administration"). Every instant is computed in JS from `now` (portable SQL, no `datetime()`).
 */
import { getDb, type DbExecutor } from "~/db.server";
import { LAUNCH_PARTICIPANTS } from "~/models/launch-code.server";
import { launchOffersLeft } from "~/models/launch-offer.server";
import { DAY_MS, utcDate } from "~/utils/time";

/** Subscription statuses that still renew: with a period end in the future they are "active" (decision record 0034). */
export const ACTIVE_SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due"] as const;

/** Days of the sign-ups chart and of the AI requests chart. */
export const SIGNUP_CHART_DAYS = 30;
export const AI_CHART_DAYS = 7;

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  date: string;
  count: number;
}

export interface AdminOverview {
  users: { total: number; new7: number; new30: number; complimentary: number; disabled: number; admins: number };
  /** Active subscriptions by plan (decision record 0034 "active"). */
  subscriptions: { monthly: number; yearly: number };
  /** Running trials at `now`. */
  trials: { standard: number; launch: number };
  launchCodes: { assigned: number; activated: number; cap: number };
  launchOffersLeft: { monthly: number; yearly: number };
  /** Monthly recurring revenue in EUR cents: monthly amounts + yearly amounts / 12, rounded to the cent. */
  mrrCents: number;
  /** AI answers by provider (today = the UTC date of `now`; 7 days = today and the 6 days before). */
  aiAnswers: { today: Record<string, number>; week: Record<string, number> };
  /** Crisis answers of the safety gate: in the last 7 days and since counting began. */
  crisisAnswers: { week: number; total: number };
  supportWaiting: number;
  /** One entry per UTC day, oldest first, ending today. */
  signupsPerDay: DayCount[];
  aiAnswersPerDay: DayCount[];
}

/** The UTC dates of the `days` days ending with the one of `now`, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => utcDate(new Date(now.getTime() - (days - 1 - i) * DAY_MS)));
}

const count = (value: unknown) => Number(value ?? 0);

/**
 * Every figure of the overview at `now`. "New in N days": `created_at` within the last N × 24 h.
 * MRR counts only subscriptions in EUR (the only currency Respiro sells in, spec §9).
 */
export async function getAdminOverview({ now = new Date(), db: executor }: { now?: Date; db?: DbExecutor } = {}): Promise<AdminOverview> {
  const db = executor ?? (await getDb());
  const nowIso = now.toISOString();
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const signupDays = lastDays(now, SIGNUP_CHART_DAYS);
  const aiDays = lastDays(now, AI_CHART_DAYS);

  const [users, subscriptions, trials, codes, offers, aiRows, crisisTotal, support, signupRows] = await Promise.all([
    db
      .selectFrom("users")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("created_at", ">=", since(7)).then(1).else(0).end()).as("new7"),
        eb.fn.sum<number>(eb.case().when("created_at", ">=", since(30)).then(1).else(0).end()).as("new30"),
        eb.fn.sum<number>(eb.case().when("complimentary_premium_until", ">", nowIso).then(1).else(0).end()).as("complimentary"),
        eb.fn.sum<number>(eb.case().when("sign_in_disabled_at", "is not", null).then(1).else(0).end()).as("disabled"),
        eb.fn.sum<number>(eb.case().when("is_admin", "=", 1).then(1).else(0).end()).as("admins"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("subscriptions")
      .select(["plan", "amount_cents", "currency"])
      .where("status", "in", ACTIVE_SUBSCRIPTION_STATUSES)
      .where("current_period_end", ">", nowIso)
      .execute(),
    db
      .selectFrom("users")
      .select(["trial_kind", (eb) => eb.fn.countAll<number>().as("n")])
      .where("trial_kind", "is not", null)
      .where("trial_ends_at", ">", nowIso)
      .groupBy("trial_kind")
      .execute(),
    db
      .selectFrom("launch_codes")
      .select((eb) => [eb.fn.countAll<number>().as("assigned"), eb.fn.count<number>("activated_at").as("activated")])
      .executeTakeFirstOrThrow(),
    launchOffersLeft({ now, db }),
    db.selectFrom("ai_daily_stats").select(["usage_date", "kind", "provider", "count"]).where("usage_date", ">=", aiDays[0]).execute(),
    db
      .selectFrom("ai_daily_stats")
      .select((eb) => eb.fn.sum<number>("count").as("n"))
      .where("kind", "=", "crisis")
      .executeTakeFirst(),
    db
      .selectFrom("support_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("handled_at", "is", null)
      .executeTakeFirstOrThrow(),
    db.selectFrom("users").select("created_at").where("created_at", ">=", `${signupDays[0]}T00:00:00.000Z`).execute(),
  ]);

  const bySubscriptionPlan = { monthly: 0, yearly: 0 };
  let mrr = 0;
  for (const sub of subscriptions) {
    if (sub.plan === "monthly" || sub.plan === "yearly") bySubscriptionPlan[sub.plan] += 1;
    if (sub.amount_cents === null || (sub.currency ?? "eur").toLowerCase() !== "eur") continue;
    mrr += sub.plan === "yearly" ? sub.amount_cents / 12 : sub.plan === "monthly" ? sub.amount_cents : 0;
  }

  const today = utcDate(now);
  const aiToday: Record<string, number> = {};
  const aiWeek: Record<string, number> = {};
  const aiPerDay = new Map(aiDays.map((d) => [d, 0]));
  let crisisWeek = 0;
  for (const row of aiRows) {
    if (row.kind === "crisis") {
      crisisWeek += row.count;
      continue;
    }
    aiWeek[row.provider] = (aiWeek[row.provider] ?? 0) + row.count;
    if (row.usage_date === today) aiToday[row.provider] = (aiToday[row.provider] ?? 0) + row.count;
    if (aiPerDay.has(row.usage_date)) aiPerDay.set(row.usage_date, (aiPerDay.get(row.usage_date) ?? 0) + row.count);
  }

  const signupPerDay = new Map(signupDays.map((d) => [d, 0]));
  for (const row of signupRows) {
    const day = row.created_at.slice(0, 10);
    if (signupPerDay.has(day)) signupPerDay.set(day, (signupPerDay.get(day) ?? 0) + 1);
  }

  return {
    users: {
      total: count(users.total),
      new7: count(users.new7),
      new30: count(users.new30),
      complimentary: count(users.complimentary),
      disabled: count(users.disabled),
      admins: count(users.admins),
    },
    subscriptions: bySubscriptionPlan,
    trials: {
      standard: count(trials.find((t) => t.trial_kind === "standard")?.n),
      launch: count(trials.find((t) => t.trial_kind === "launch")?.n),
    },
    launchCodes: { assigned: count(codes.assigned), activated: count(codes.activated), cap: LAUNCH_PARTICIPANTS },
    launchOffersLeft: { monthly: offers.monthly, yearly: offers.yearly },
    mrrCents: Math.round(mrr),
    aiAnswers: { today: aiToday, week: aiWeek },
    crisisAnswers: { week: crisisWeek, total: count(crisisTotal?.n) },
    supportWaiting: count(support.n),
    signupsPerDay: [...signupPerDay].map(([date, n]) => ({ date, count: n })),
    aiAnswersPerDay: [...aiPerDay].map(([date, n]) => ({ date, count: n })),
  };
}
