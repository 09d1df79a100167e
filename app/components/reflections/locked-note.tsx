/**
 * What a locked reflection prompt shows instead of its form (docs/architecture.md "Look and feel":
 * locked items are described, inviting rather than broken): a lock, what unlocks it, and the way
 * there: sign-up for a visitor; Premium (or the launch offer until /premium lands) for a member.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import { Icon } from "~/components/ui/icons/icon";

export function LockedNote({ signedIn, compact = false }: { signedIn: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const to = !signedIn ? "/register" : isPageAvailable("/premium") ? "/premium" : "/launch";
  return (
    <div className={compact ? "reflection-lock reflection-lock-compact" : "reflection-lock notice"} data-testid="reflection-lock">
      <p>
        <Icon name="lock" size={16} /> <strong>{t("reflections.locked")}</strong>
        {compact ? null : <> · {signedIn ? t("reflections.unlockHint") : t("reflections.unlockHintVisitor")}</>}
      </p>
      {compact ? null : (
        <p>
          <Link to={to} className="button button-primary button-small">
            {signedIn ? t("reflections.unlockAction") : t("reflections.unlockActionVisitor")}
          </Link>
        </p>
      )}
    </div>
  );
}
