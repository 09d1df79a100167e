/**
 * What a person without `features.aiModules` sees instead of the prompt box (spec §6: AI modules
 * are locked for free registered users and the standard trial): why, and the way in: Premium
 * when the page exists, sign-in and sign-up for a visitor.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function AiModulesLockedNote({ signedIn, premiumAvailable, redirectTo }: { signedIn: boolean; premiumAvailable: boolean; redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="notice stack" data-testid="ai-modules-locked">
      <p>
        <strong>{t("aiModules.locked.title")}</strong> {t("aiModules.locked.text")}
      </p>
      {signedIn ? null : <p>{t("aiModules.locked.visitor")}</p>}
      <p className="actions actions-start">
        {premiumAvailable ? (
          <Link to="/premium" className="button button-primary">
            {t("aiModules.locked.upgrade")}
          </Link>
        ) : null}
        {signedIn ? null : (
          <>
            <Link to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}>{t("aiModules.locked.signIn")}</Link>
            <Link to="/register">{t("aiModules.locked.register")}</Link>
          </>
        )}
      </p>
    </div>
  );
}
