/**
 * The loader data of /profile per tab (spec §3 "Profile"; decision record 0031), kept out of the
 * route so it stays thin: only the tab being shown is read from the database.
 */
import { listGoals } from "~/models/goal.server";
import { getQuotePreferences } from "~/models/quote.server";
import { healthDataConsentPending, type Account } from "~/models/user.server";
import { loadDailyQuote } from "~/services/daily-quote.server";
import { intlTag, type Locale } from "~/utils/i18n";
import type { ProfileTab } from "~/utils/profile";
import { personalDataOf } from "./account.server";
import { planSummary, profileActivity } from "./overview.server";

/** Every IANA zone this runtime knows, UTC first. */
function timeZoneList(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...zones.filter((z) => z !== "UTC")];
}

/**
 * What the `tab` of /profile shows for `user`, in `locale` and `zone` at `now`.
 * @param deleteGoalId the goal whose delete confirmation is open (`?delete=`), or null.
 * @throws on database errors other than the daily quote's (that one is shown as its own error).
 */
export async function profilePage({
  user,
  tab,
  locale,
  zone,
  hintZone,
  now,
  deleteGoalId,
}: {
  user: Account;
  tab: ProfileTab;
  locale: Locale;
  /** The zone in use (the preference, else the hint, else UTC). */
  zone: string;
  /** The browser's zone alone, for the "automatic" choice; null when unknown. */
  hintZone: string | null;
  now: Date;
  deleteGoalId: number | null;
}) {
  const consentPending = healthDataConsentPending(user);
  const dateFormat = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" });
  const base = { consentPending, zone };
  switch (tab) {
    case "overview": {
      const [activity, daily] = await Promise.all([profileActivity({ user, locale, zone, now }), loadDailyQuote({ userId: user.id, locale, now })]);
      return { ...base, tab, plan: planSummary(user, now), stats: activity.stats, lastActivity: activity.lastActivity, daily };
    }
    case "activity": {
      const activity = await profileActivity({ user, locale, zone, now });
      return { ...base, tab, timeline: activity.timeline };
    }
    case "personal": {
      const [personal, quotePreferences] = await Promise.all([personalDataOf(user), getQuotePreferences({ userId: user.id })]);
      return { ...base, tab, personal, quotePreferences, timeZones: timeZoneList(), hintZone };
    }
    case "goals": {
      if (consentPending) return { ...base, tab, goals: [], deleting: null };
      const goals = (await listGoals({ userId: user.id })).map((g) => ({
        id: g.id,
        title: g.title,
        done: g.doneAt !== null,
        targetDate: g.targetDate ? dateFormat.format(new Date(`${g.targetDate}T00:00:00Z`)) : null,
        doneOn: g.doneAt ? new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: zone }).format(new Date(g.doneAt)) : null,
      }));
      return { ...base, tab, goals, deleting: goals.find((g) => g.id === deleteGoalId) ?? null };
    }
  }
}
