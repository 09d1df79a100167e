/**
 * The overview's two-factor notice (issue 14 item 8; decision record 0035): which administrators
 * have two-step sign-in on, urging those who do not, with the way to turn it on. Its data is
 * `listAdminTwoFactorStatus()` (app/models/two-factor.server.ts); the loader that shows it sends
 * the "twoFactor" namespace (`routeTranslations(request, ["admin", "twoFactor"])`).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface TwoFactorNoticeAdmin {
  id: number;
  username: string;
  /** ISO UTC, or null when two-step sign-in is off. */
  twoFactorEnabledAt: string | null;
}

export function TwoFactorNotice({ admins, currentAdminId }: { admins: readonly TwoFactorNoticeAdmin[]; currentAdminId: number }) {
  const { t } = useTranslation();
  const without = admins.filter((admin) => !admin.twoFactorEnabledAt);
  const youWithout = without.some((admin) => admin.id === currentAdminId);
  return (
    <section className={without.length ? "notice stack-sm" : "card stack-sm"} aria-labelledby="admin-two-factor-title" data-testid="admin-two-factor-notice">
      <h2 id="admin-two-factor-title">{t("twoFactor.adminNotice.title")}</h2>
      <p>{without.length ? t("twoFactor.adminNotice.someOff", { count: without.length }) : t("twoFactor.adminNotice.allOn")}</p>
      <ul>
        {admins.map((admin) => (
          <li key={admin.id}>
            {admin.username}
            {admin.id === currentAdminId ? ` ${t("twoFactor.adminNotice.you")}` : ""}:{" "}
            <strong>{admin.twoFactorEnabledAt ? t("twoFactor.adminNotice.statusOn") : t("twoFactor.adminNotice.statusOff")}</strong>
          </li>
        ))}
      </ul>
      {youWithout ? (
        <p>
          <Link to="/profile/two-factor" className="button button-primary">
            {t("twoFactor.adminNotice.enrolYou")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
