/**
 * Pieces shared by the meditation list and detail pages (routes/meditation._index.tsx,
 * routes/meditation.$slug.tsx): a meditation's facts and the invitation to unlock premium ones.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import { Icon } from "~/components/ui/icons/icon";
import type { MeditationCategory, MeditationTier } from "~/content/meditations";

/** Duration, category and tier of a meditation, with the lock when the plan does not open it. */
export function MeditationFacts({
  durationSeconds,
  category,
  tier,
  locked,
}: {
  durationSeconds: number;
  category: MeditationCategory;
  tier: MeditationTier;
  locked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl className="meditation-facts">
      <div>
        <dt>{t("meditation.duration")}</dt>
        <dd>{t("meditation.minutes", { count: Math.round(durationSeconds / 60) })}</dd>
      </div>
      <div>
        <dt>{t("meditation.category")}</dt>
        <dd>{t(`meditation.categories.${category}`)}</dd>
      </div>
      <div>
        <dt>{t("meditation.tier")}</dt>
        <dd>
          {t(`meditation.tiers.${tier}`)}
          {locked ? (
            <span className="badge meditation-lock">
              <Icon name="lock" size={14} /> {t("meditation.locked")}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

/** How to open a premium meditation: inviting, with the ways that exist in this build. */
export function UnlockHint({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="meditation-unlock">
      <p className="hint">{signedIn ? t("meditation.unlockHint") : t("meditation.unlockVisitor")}</p>
      <p className="actions actions-start">
        {!signedIn ? (
          <Link to="/register" className="button button-primary button-small">
            {t("meditation.register")}
          </Link>
        ) : null}
        {isPageAvailable("/premium") ? (
          <Link to="/premium" className="button button-ghost button-small">
            {t("meditation.unlockPremium")}
          </Link>
        ) : null}
        {isPageAvailable("/launch") ? (
          <Link to="/launch" className="button button-ghost button-small">
            {t("meditation.unlockLaunch")}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
