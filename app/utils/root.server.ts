/**
 * The server code root.tsx's loader uses, through one module. The browser build replaces every
 * `.server` import with an empty stub, and a stub that several routes import becomes a file of
 * its own that every page then loads (about 110 bytes gzip each): imported by the root alone, this
 * one stub stays inside the root's chunk (docs/architecture.md "Keeping pages light").
 */
export { bannerSnoozed } from "./banner-snooze.server";
export { entitlementSubject, toPublicUser } from "~/models/user.server";
export { detectLocale, getFixedTranslation, localeCookieHeader } from "./locale.server";
export { getOptionalUser } from "./session-cookie.server";
export { isDevelopment } from "./env.server";
export { readToast, translateToast } from "./toast.server";
export { rootTranslations, withCrisisCard } from "./translations.server";
