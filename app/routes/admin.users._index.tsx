/**
 * /admin/users (issue 14 item 3): accounts searched by username or e-mail (`?q=`, case-insensitive,
 * wildcards taken literally), newest first, paginated with `?page=`. A GET form and plain links:
 * works without JavaScript. Guards itself (docs/architecture.md "Administration").
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminTable } from "~/components/admin/AdminTable";
import { pageParam } from "~/components/admin/pagination";
import { searchUsers, USER_SEARCH_MAX, USERS_PAGE_SIZE } from "~/models/admin-users.server";
import { requireAdmin } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";
import { intlTagFor } from "~/utils/i18n";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, USER_SEARCH_MAX);
  const page = pageParam(request);
  const { users, total } = await searchUsers({ q, page, now: new Date() });
  return json(
    {
      q,
      maxQuery: USER_SEARCH_MAX,
      users,
      total,
      page,
      pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
      i18n: await routeTranslations(request, ["adminUsers"]),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AdminUsers() {
  const { q, maxQuery, users, total, page, pages } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlTagFor(i18n.language), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section aria-labelledby="admin-users-title" className="stack">
      <h2 id="admin-users-title">{t("admin.sections.users")}</h2>
      <Form method="get" className="admin-search" role="search">
        <div className="field">
          <label htmlFor="admin-users-q">{t("adminUsers.searchLabel")}</label>
          <input id="admin-users-q" name="q" type="search" defaultValue={q} maxLength={maxQuery} autoComplete="off" />
        </div>
        <button type="submit" className="button">
          {t("adminUsers.search")}
        </button>
      </Form>
      <p aria-live="polite">{t("adminUsers.results", { count: total })}</p>
      <AdminTable
        label={t("admin.sections.users")}
        columns={[t("adminUsers.username"), t("adminUsers.email"), t("adminUsers.plan"), t("adminUsers.created")]}
        rows={users}
        empty={t("adminUsers.empty")}
        page={page}
        pages={pages}
      >
        {(user) => (
          <tr key={user.id} data-testid="admin-user-row">
            <th scope="row">
              <Link to={`/admin/users/${user.id}`}>{user.username}</Link>
            </th>
            <td>{user.email}</td>
            <td>
              {t(`adminUsers.states.${user.state}`)}
              {user.signInDisabled ? ` · ${t("adminUsers.disabledBadge")}` : null}
            </td>
            <td>
              <time dateTime={user.createdAt}>{date.format(new Date(user.createdAt))}</time>
            </td>
          </tr>
        )}
      </AdminTable>
    </section>
  );
}
