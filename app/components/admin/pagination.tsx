/**
 * Previous / next links for a paginated admin list (`?page=`), keeping the other query
 * parameters (a search `q`, a filter). Plain links: works without JavaScript.
 */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function AdminPagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t("admin.pagination.label")} className="admin-pagination">
      {page > 1 ? <Link to={href(page - 1)}>{t("admin.pagination.previous")}</Link> : <span />}
      <span>{t("admin.pagination.page", { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("admin.pagination.next")}</Link> : <span />}
    </nav>
  );
}

/** The 1-based page number of `?page=`, 1 when absent or not a positive integer. */
export function pageParam(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(value) && value > 0 ? value : 1;
}
