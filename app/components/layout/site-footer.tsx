/**
 * Footer with sitemap links and the disclaimer (spec §1 "Disclaimer", §2 "sitemap and footer
 * links"). Only pages that exist are linked, and signed-in people are not offered sign-in.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { FOOTER_ACCOUNT_ITEMS, FOOTER_INFO_ITEMS, NAV_ITEMS, visibleNavItems, type NavItem, type NavViewer } from "./nav-items";

function LinkList({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to}>{t(item.key)}</Link>
        </li>
      ))}
    </>
  );
}

export function SiteFooter({ viewer }: { viewer: NavViewer | null }) {
  const { t } = useTranslation();
  const sitemap = visibleNavItems(NAV_ITEMS, null);
  const account = visibleNavItems(FOOTER_ACCOUNT_ITEMS, viewer);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t("footer.sitemap")} className="footer-columns">
          <div>
            <h2 className="footer-heading">{t("footer.sitemap")}</h2>
            <ul>
              <LinkList items={sitemap} />
            </ul>
          </div>
          {account.length ? (
            <div>
              <h2 className="footer-heading">{t("footer.account")}</h2>
              <ul>
                <LinkList items={account} />
              </ul>
            </div>
          ) : null}
          <div>
            <h2 className="footer-heading">{t("footer.legal")}</h2>
            <ul>
              <li>
                <UrgentHelpLink>{t("footer.safety")}</UrgentHelpLink>
              </li>
              <LinkList items={visibleNavItems(FOOTER_INFO_ITEMS, viewer)} />
            </ul>
          </div>
        </nav>
        <p className="disclaimer">{t("footer.disclaimer")}</p>
        <p className="footer-small">© Respiro · {t("footer.madeWith")}</p>
      </div>
    </footer>
  );
}
