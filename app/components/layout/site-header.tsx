/**
 * Header with the menu of spec §2 and the EN / IT switch at its top right, in one row on every
 * width: on small screens the menu is a <details> disclosure (it opens and closes without
 * JavaScript) and the switch stays in the row instead of floating over the page.
 */
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { Icon } from "~/components/ui/icons/icon";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { LanguageSwitcher } from "./language-switcher";
import { NAV_ITEMS, visibleNavItems, type NavItem } from "./nav-items";

export interface HeaderUser {
  username: string;
  isAdmin: boolean;
}

function NavEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink to={item.to} end={item.to === "/"} prefetch="intent" className="nav-link">
        {t(item.key)}
      </NavLink>
    </li>
  );
}

/**
 * The menu's links. On a desktop the row holds the primary pages and an "Altro" / "More"
 * disclosure (a <details>, so it works without JavaScript) holds the others, so the header stays
 * one row at 1280 px however many pages exist; the phone menu lists them all.
 */
function NavList({ user, variant, moreRef }: { user: HeaderUser | null; variant: "desktop" | "mobile"; moreRef?: React.RefObject<HTMLDetailsElement> }) {
  const { t } = useTranslation();
  const items = visibleNavItems(NAV_ITEMS, user);
  const primary = variant === "desktop" ? items.filter((item) => item.primary) : items;
  const more = variant === "desktop" ? items.filter((item) => !item.primary) : [];
  return (
    <ul className="nav-list">
      {primary.map((item) => (
        <NavEntry key={item.to} item={item} />
      ))}
      {more.length ? (
        <li>
          <details className="nav-more" ref={moreRef}>
            <summary className="nav-link">{t("nav.more")}</summary>
            <ul className="nav-more-list">
              {more.map((item) => (
                <NavEntry key={item.to} item={item} />
              ))}
            </ul>
          </details>
        </li>
      ) : null}
    </ul>
  );
}

function AccountActions({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <div className="account-actions">
        <Link to="/login" className="button button-ghost button-small">
          {t("nav.login")}
        </Link>
        <Link to="/register" className="button button-primary button-small">
          {t("nav.register")}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-actions">
      {/* One header row whatever the name's length (issue 25 item 5): the name is cut with an
          ellipsis, its full text in the title and for screen readers. */}
      <span className="signed-in-as" title={t("nav.signedInAs", { name: user.username })}>
        <span className="signed-in-label">{t("nav.signedInAs", { name: "" }).trim()} </span>
        <span className="signed-in-name">{user.username}</span>
      </span>
      <Form method="post" action="/logout">
        <button type="submit" className="button button-ghost button-small">
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
  const moreRef = useRef<HTMLDetailsElement>(null);
  // With JavaScript, close the mobile menu and the "More" list after navigating.
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
    if (moreRef.current) moreRef.current.open = false;
  }, [location.pathname]);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◌
          </span>
          <span className="brand-name">{t("app.name")}</span>
        </Link>
        <nav aria-label={t("nav.label")} className="nav-desktop">
          <NavList user={user} variant="desktop" moreRef={moreRef} />
        </nav>
        <UrgentHelpLink className="urgent-help">
          <Icon name="life-buoy" size={18} />
          <span>{t("nav.urgentHelp")}</span>
        </UrgentHelpLink>
        <div className="account-desktop">
          <AccountActions user={user} />
        </div>
        <LanguageSwitcher />
        <details className="nav-mobile" ref={menuRef}>
          <summary className="button button-ghost menu-button">
            <Icon name="menu" size={20} />
            <span className="menu-label">{t("nav.menu")}</span>
          </summary>
          <nav aria-label={t("nav.label")} className="nav-mobile-panel">
            <NavList user={user} variant="mobile" />
            <AccountActions user={user} />
          </nav>
        </details>
      </div>
    </header>
  );
}
