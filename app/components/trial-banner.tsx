/**
 * Trial banner (spec §2, §4): launch trial, standard trial, "expires in N days", expires tomorrow,
 * expired; actions "keep Premium" (launch trial, which is Premium) or "go Premium" (the standard
 * trial and an expired one), both to /subscription, and "remind me later", a plain form to
 * POST /trial-banner that hides it for 24 hours (works without JavaScript; issue 13).
 * It follows the entitlement state, not the trial row: a subscriber or an administrator whose
 * trial is still running never sees it (issue 25 item 1). One compact line on a phone.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import type { Entitlements } from "~/utils/entitlements";

type BannerInput = Pick<Entitlements, "trial" | "trialExpired" | "state">;

/** What the banner says, as keys of the "plan" namespace, or null when it is not shown. */
export interface TrialBannerView {
  message: { key: "trialBanner.tomorrow" | "trialBanner.launch" | "trialBanner.standard" | "trialBanner.expired"; count?: number };
  action: "trialBanner.keepPremium" | "trialBanner.upgrade";
}

/**
 * Decides the banner from the entitlement state alone (spec §4 "Trial banner"; issue 25 item 1):
 * shown during the launch trial ("keep Premium") and the standard trial ("go Premium"), and on
 * the free plan after a trial ended ("go Premium"); never for premium or admin, whatever trial
 * row the account still carries. Pure.
 */
export function trialBannerView({ trial, trialExpired, state }: BannerInput): TrialBannerView | null {
  if ((state === "launch_trial" || state === "standard_trial") && trial) {
    const action = state === "launch_trial" ? "trialBanner.keepPremium" : "trialBanner.upgrade";
    if (trial.expiresTomorrow) return { message: { key: "trialBanner.tomorrow" }, action };
    return { message: { key: state === "launch_trial" ? "trialBanner.launch" : "trialBanner.standard", count: trial.daysLeft }, action };
  }
  if (state === "free" && trialExpired) return { message: { key: "trialBanner.expired" }, action: "trialBanner.upgrade" };
  return null;
}

export function TrialBanner({ entitlements, snoozed = false }: { entitlements: BannerInput; snoozed?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const view = trialBannerView(entitlements);
  if (!view || snoozed) return null;
  const text = t(`plan.${view.message.key}`, view.message.count === undefined ? {} : { count: view.message.count });
  return (
    <aside className="trial-banner" aria-label={t(`plan.${entitlements.state}`)} data-testid="trial-banner">
      <p title={text}>{text}</p>
      {isPageAvailable("/premium") ? (
        <Link to="/subscription" className="button button-small button-primary">
          {t(`plan.${view.action}`)}
        </Link>
      ) : null}
      <Form method="post" action="/trial-banner" reloadDocument>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button
          type="submit"
          className="button button-small button-ghost"
          aria-label={t("plan.trialBanner.remindLater")}
          title={t("plan.trialBanner.remindLater")}
        >
          <span className="trial-banner-later">{t("plan.trialBanner.remindLater")}</span>
          <span className="trial-banner-close" aria-hidden="true">
            ×
          </span>
        </button>
      </Form>
    </aside>
  );
}
