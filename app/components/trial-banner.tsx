/**
 * Trial banner (spec §2, §4): launch trial, standard trial, "expires in N days", expires tomorrow,
 * expired; actions "keep Premium" (to /subscription) and "remind me later", a plain form to
 * POST /trial-banner that hides it for 24 hours (works without JavaScript; issue 13).
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import type { Entitlements } from "~/utils/entitlements";

export function TrialBanner({ entitlements, snoozed = false }: { entitlements: Pick<Entitlements, "trial" | "trialExpired" | "state">; snoozed?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { trial } = entitlements;
  let message: string | null = null;
  if (trial?.expiresTomorrow) message = t("plan.trialBanner.tomorrow");
  else if (trial?.kind === "launch") message = t("plan.trialBanner.launch", { count: trial.daysLeft });
  else if (trial?.kind === "standard") message = t("plan.trialBanner.standard", { count: trial.daysLeft });
  else if (entitlements.trialExpired && entitlements.state === "free") message = t("plan.trialBanner.expired");
  if (!message || snoozed) return null;
  return (
    <aside className="trial-banner" aria-label={t(`plan.${entitlements.state}`)} data-testid="trial-banner">
      <p>{message}</p>
      {isPageAvailable("/premium") ? (
        <Link to="/subscription" className="button button-small button-primary">
          {trial ? t("plan.trialBanner.keepPremium") : t("plan.trialBanner.upgrade")}
        </Link>
      ) : null}
      <Form method="post" action="/trial-banner" reloadDocument>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button button-small button-ghost">
          {t("plan.trialBanner.remindLater")}
        </button>
      </Form>
    </aside>
  );
}
