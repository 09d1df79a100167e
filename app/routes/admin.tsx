/**
 * /admin (issue 14 item 1): the administration's frame: title, the section links and the section
 * itself. This layout's loader guards only its own data: every section's loader and action calls
 * `requireAdmin` itself (a parent layout does not protect its children in Remix; docs/architecture.md
 * "Administration").
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADMIN_SECTIONS } from "~/components/admin/sections";
import adminStyles from "~/styles/admin.css";
import { requireAdmin } from "~/utils/guards.server";
import { pageMeta } from "~/utils/meta";
import { routeTranslations } from "~/utils/translations.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, "admin"), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ i18n: await routeTranslations(request, ["admin"], { meta: "admin" }) }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="page page-wide stack admin">
      <header className="stack-sm">
        <h1>{t("admin.title")}</h1>
        <p className="lead">{t("admin.lead")}</p>
      </header>
      <nav aria-label={t("admin.sectionsLabel")} className="admin-sections">
        <ul>
          {ADMIN_SECTIONS.filter((section) => section.available).map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.to === "/admin"} prefetch="intent">
                {t(section.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
