/**
 * What the /profile page needs in the browser too (spec §3 "Profile"): its tabs, the limits of
 * its fields, and whether the data-rights pages (download my data, delete my account) exist in
 * this build. The rules themselves are on the server (app/utils/profile-schemas.server.ts).
 */

/** The tabs of /profile, as `?tab=` values; the first is the default. */
export const PROFILE_TABS = ["overview", "activity", "personal", "goals"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a `?tab=` value names, or the overview for anything else. */
export function profileTab(value: string | null | undefined): ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? "") ? (value as ProfileTab) : "overview";
}

/** Longest values, in characters. */
export const PROFILE_LIMITS = { name: 50, phone: 30, city: 80, bio: 500, goalTitle: 120 } as const;

/** How many recent items the activity tab shows. */
export const ACTIVITY_TIMELINE_SIZE = 30;
