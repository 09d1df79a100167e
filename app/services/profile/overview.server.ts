/**
 * The overview and activity tabs of /profile (spec §3 "Profile", "Profile stats"; decision record
 * 0031): the plan, the statistics computed from the activity the feature tables hold, and the
 * recent-activity timeline, with every date already formatted in the person's zone and language
 * (the component renders strings only: docs/architecture.md "Keeping pages light").
 */
import { listActivityEvents, type ActivityEvent, type ActivityKind } from "~/models/activity.server";
import { entitlementSubject, healthDataConsentPending, type Account } from "~/models/user.server";
import { activityStats, SESSION_GAP_MS, type ActivityStats } from "~/utils/activity-stats";
import { getEntitlements, type PlanState } from "~/utils/entitlements";
import { intlTag, type Locale } from "~/utils/i18n";
import { ACTIVITY_TIMELINE_SIZE } from "~/utils/profile";

export interface PlanSummary {
  state: Exclude<PlanState, "visitor">;
  isPremium: boolean;
  /** Days left of a running trial (started days), else null. */
  trialDaysLeft: number | null;
}

/** The plan line of the overview, from `getEntitlements` (app/utils/entitlements.ts). */
export function planSummary(user: Account, now: Date): PlanSummary {
  const e = getEntitlements(entitlementSubject(user), now);
  return { state: e.state === "visitor" ? "free" : e.state, isPremium: e.isPremium, trialDaysLeft: e.trial?.daysLeft ?? null };
}

/** One line of the timeline; `count` > 1 for several chat messages of one session. */
export interface TimelineItem {
  kind: ActivityKind;
  /** Formatted in the person's zone and language. */
  when: string;
  /** ISO UTC, for `<time dateTime>`. */
  at: string;
  title: string | null;
  minutes: number;
  mood: number | null;
  count: number;
}

export interface ProfileActivity {
  stats: ActivityStats;
  /** `stats.lastActivityAt` formatted, or null. */
  lastActivity: string | null;
  timeline: TimelineItem[];
  /** Whether chat, mood and reflections were left out (consent pending, decision record 0014). */
  wellbeingHidden: boolean;
}

/** Newest-first events as timeline items: a run of chat messages of one session becomes one item. */
export function timelineItems(events: readonly ActivityEvent[], format: (iso: string) => string, limit = ACTIVITY_TIMELINE_SIZE): TimelineItem[] {
  const items: TimelineItem[] = [];
  for (const e of events) {
    const last = items.at(-1);
    if (e.kind === "chat" && last?.kind === "chat" && new Date(last.at).getTime() - new Date(e.at).getTime() < SESSION_GAP_MS) {
      last.count += 1;
      last.at = e.at;
      last.when = format(e.at);
      continue;
    }
    if (items.length === limit) break;
    items.push({ kind: e.kind, at: e.at, when: format(e.at), title: e.title, minutes: e.minutes, mood: e.mood, count: 1 });
  }
  return items;
}

/**
 * The statistics and the timeline of `user` in `zone` at `now`, in `locale`. Chat, mood entries
 * and reflections are wellbeing data: while the consent is pending they are left out.
 * @throws on database errors.
 */
export async function profileActivity({ user, locale, zone, now }: { user: Account; locale: Locale; zone: string; now: Date }): Promise<ProfileActivity> {
  const wellbeingHidden = healthDataConsentPending(user);
  const events = await listActivityEvents({ userId: user.id, locale, includeWellbeing: !wellbeingHidden });
  const format = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "medium", timeStyle: "short", timeZone: zone });
  const stats = activityStats(events, { zone, now });
  return {
    stats,
    lastActivity: stats.lastActivityAt ? format.format(new Date(stats.lastActivityAt)) : null,
    timeline: timelineItems(events, (iso) => format.format(new Date(iso))),
    wellbeingHidden,
  };
}
