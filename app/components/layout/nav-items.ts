/**
 * Every navigation link of the layout, in one list (spec §2 "Menu items", "sitemap and footer
 * links"). A page that does not exist yet has `available: false` and is shown nowhere (menu,
 * footer, home, buttons) until it lands, so no link in the app leads to a 404. When a page lands,
 * flip its flag: the e2e link crawl (tests/e2e/crawl.spec.ts) then follows it.
 */

import type { TranslationKey } from "~/utils/i18n";

export type NavAudience = "everyone" | "signedIn" | "signedOut" | "admin";

export interface NavItem {
  /** Path of the page, e.g. "/chat". */
  to: string;
  /** Translation key of the link text. */
  key: TranslationKey;
  /** Whether the page exists in this build. */
  available: boolean;
  /** Who sees the link; default everyone. */
  audience?: NavAudience;
  /** Shown in the desktop header's row; the others sit under "More" there (all are in the phone menu). */
  primary?: boolean;
}

/** The main menu, in the order of spec §2. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/", key: "nav.home", available: true, primary: true },
  { to: "/chat", key: "nav.chat", available: true, primary: true },
  { to: "/exercises", key: "nav.exercises", available: true, primary: true },
  { to: "/meditation", key: "nav.meditation", available: true, primary: true },
  { to: "/reflections", key: "nav.reflections", available: true, primary: true },
  { to: "/mood", key: "nav.mood", available: true },
  { to: "/resources", key: "nav.resources", available: true },
  { to: "/ai-modules", key: "nav.aiModules", available: true },
  { to: "/premium", key: "nav.premium", available: true },
  { to: "/download", key: "nav.download", available: true },
  { to: "/help", key: "nav.help", available: true },
  { to: "/profile", key: "nav.profile", available: true, audience: "signedIn" },
  { to: "/admin", key: "nav.admin", available: true, audience: "admin" },
];

/** The footer's account column. */
export const FOOTER_ACCOUNT_ITEMS: readonly NavItem[] = [
  { to: "/register", key: "nav.register", available: true, audience: "signedOut" },
  { to: "/login", key: "nav.login", available: true, audience: "signedOut" },
  { to: "/forgot-password", key: "footer.forgotPassword", available: true, audience: "signedOut" },
  { to: "/profile", key: "nav.profile", available: true, audience: "signedIn" },
];

/** The footer's information column (the urgent-help link is added by the footer itself). */
export const FOOTER_INFO_ITEMS: readonly NavItem[] = [
  { to: "/launch", key: "footer.launch", available: true },
  { to: "/app-guide", key: "footer.guide", available: true },
  { to: "/support", key: "footer.support", available: true },
  { to: "/terms", key: "footer.terms", available: true },
  { to: "/privacy", key: "footer.privacy", available: true },
];

/** Who is looking at the page, as far as the links are concerned. */
export interface NavViewer {
  isAdmin: boolean;
}

/**
 * The links of `items` that exist and that `viewer` (null for a visitor) may see, in order.
 */
export function visibleNavItems(items: readonly NavItem[], viewer: NavViewer | null): NavItem[] {
  return items.filter((item) => {
    if (!item.available) return false;
    switch (item.audience ?? "everyone") {
      case "signedIn":
        return viewer !== null;
      case "signedOut":
        return viewer === null;
      case "admin":
        return viewer?.isAdmin === true;
      default:
        return true;
    }
  });
}

const AVAILABLE = new Set([...NAV_ITEMS, ...FOOTER_ACCOUNT_ITEMS, ...FOOTER_INFO_ITEMS].filter((i) => i.available).map((i) => i.to));

/** Whether the page at `path` exists in this build (for buttons and cards outside the menus). */
export function isPageAvailable(path: string): boolean {
  return AVAILABLE.has(path);
}
