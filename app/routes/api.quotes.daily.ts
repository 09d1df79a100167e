/**
 * GET /api/quotes/daily (spec §7 "daily quote"; its path is ours): the signed-in person's quote of
 * the UTC day in their language, `{ success: true, quote }` (quote null when none exists), 401
 * for a visitor, 503 "errors loading the daily quote" (spec §8) when it cannot be read.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson } from "~/services/api.server";
import { loadDailyQuote } from "~/services/daily-quote.server";
import { apiMethodNotAllowed } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { getOptionalUser } from "~/utils/session-cookie.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { t, locale }] = await Promise.all([getOptionalUser(request), getT(request)]);
  if (!user) return apiError(401, "unauthorized", t("api.unauthorized"));
  const daily = await loadDailyQuote({ userId: user.id, locale, now: new Date() });
  if (daily.failed) return apiError(503, "quote_unavailable", t("quotes.loadError"));
  return apiJson({ success: true as const, quote: daily.quote });
}

/** Any other method: 405 JSON (403 cross-site). */
export async function action(args: ActionFunctionArgs) {
  return apiMethodNotAllowed(args, "GET");
}
