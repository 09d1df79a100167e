/** Trial banner (spec §2, §4): launch trial, standard trial, expires tomorrow, expired; with an upgrade button. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import type { Entitlements } from "~/utils/entitlements";

export function TrialBanner({ entitlements }: { entitlements: Pick<Entitlements, "trial" | "trialExpired" | "state"> }) {
  const { t } = useTranslation();
  const { trial } = entitlements;
  let message: string | null = null;
  if (trial?.expiresTomorrow) message = t("plan.trialBanner.tomorrow");
  else if (trial?.kind === "launch") message = t("plan.trialBanner.launch", { count: trial.daysLeft });
  else if (trial?.kind === "standard") message = t("plan.trialBanner.standard", { count: trial.daysLeft });
  else if (entitlements.trialExpired && entitlements.state === "free") message = t("plan.trialBanner.expired");
  if (!message) return null;
  return (
    <aside className="trial-banner" aria-label={t(`plan.${entitlements.state}`)}>
      <p>{message}</p>
      {isPageAvailable("/premium") ? (
        <Link to="/premium" className="button button-small button-primary">
          {t("plan.trialBanner.upgrade")}
        </Link>
      ) : null}
    </aside>
  );
}
