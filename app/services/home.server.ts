/**
 * The server code of the home page's loader (routes/_index.tsx), through one module, for the same
 * reason as utils/root.server.ts: the home is the first page people load, and each shared `.server`
 * stub would be one more file for it (docs/architecture.md "Keeping pages light").
 */
export { launchCampaignStatus } from "~/models/launch-code.server";
export { loadDailyQuote } from "./daily-quote.server";
export { getOptionalUser } from "~/utils/session-cookie.server";
export { routeTranslations } from "~/utils/translations.server";
