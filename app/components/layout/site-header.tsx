/**
 * Header with the menu of spec §2. On small screens the menu is a <details> disclosure, so it
 * opens and closes without JavaScript.
 */
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { LifeBuoy, Menu } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NAV_ITEMS } from "./nav-items";

export interface HeaderUser {
  username: string;
  isAdmin: boolean;
}

function NavList({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  return (
    <ul className="nav-list">
      {NAV_ITEMS.filter((item) => (!("adminOnly" in item) || user?.isAdmin) && (!("signedIn" in item) || user)).map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} prefetch="intent" className="nav-link">
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AccountActions({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <div className="account-actions">
        <Link to="/login" className="button button-ghost">
          {t("nav.login")}
        </Link>
        <Link to="/register" className="button button-primary">
          {t("nav.register")}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-actions">
      <span className="signed-in-as">{t("nav.signedInAs", { name: user.username })}</span>
      <Form method="post" action="/logout">
        <button type="submit" className="button button-ghost">
          {t("nav.logout")}
        </button>
      </Form>
    </div>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  // With JavaScript, close the mobile menu after navigating.
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.pathname]);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={t("nav.home")}>
          <span className="brand-mark" aria-hidden="true">◌</span>
          <span className="brand-name">{t("app.name")}</span>
        </Link>
        <nav aria-label={t("nav.label")} className="nav-desktop">
          <NavList user={user} />
        </nav>
        <Link to="/safety" className="urgent-help">
          <LifeBuoy aria-hidden="true" size={18} />
          <span>{t("nav.urgentHelp")}</span>
        </Link>
        <div className="account-desktop">
          <AccountActions user={user} />
        </div>
        <details className="nav-mobile" ref={menuRef}>
          <summary className="button button-ghost">
            <Menu aria-hidden="true" size={20} />
            <span>{t("nav.menu")}</span>
          </summary>
          <nav aria-label={t("nav.label")} className="nav-mobile-panel">
            <NavList user={user} />
            <AccountActions user={user} />
          </nav>
        </details>
      </div>
    </header>
  );
}
