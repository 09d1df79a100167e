/** Footer with sitemap links and the disclaimer (spec §1 "Disclaimer", §2 "sitemap and footer links"). */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NAV_ITEMS } from "./nav-items";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t("footer.sitemap")} className="footer-columns">
          <div>
            <h2 className="footer-heading">{t("footer.sitemap")}</h2>
            <ul>
              {NAV_ITEMS.filter((i) => !("adminOnly" in i) && !("signedIn" in i)).map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(item.key)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t("footer.account")}</h2>
            <ul>
              <li><Link to="/register">{t("nav.register")}</Link></li>
              <li><Link to="/login">{t("nav.login")}</Link></li>
              <li><Link to="/forgot-password">{t("auth.forgot")}</Link></li>
              <li><Link to="/profile">{t("nav.profile")}</Link></li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t("footer.legal")}</h2>
            <ul>
              <li><Link to="/safety">{t("footer.safety")}</Link></li>
              <li><Link to="/app-guide">{t("footer.guide")}</Link></li>
              <li><Link to="/support">{t("footer.support")}</Link></li>
              <li><Link to="/terms">{t("footer.terms")}</Link></li>
              <li><Link to="/privacy">{t("footer.privacy")}</Link></li>
            </ul>
          </div>
        </nav>
        <p className="disclaimer">{t("footer.disclaimer")}</p>
        <p className="footer-small">© Respiro · {t("footer.madeWith")}</p>
      </div>
    </footer>
  );
}
