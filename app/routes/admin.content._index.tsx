/**
 * /admin/content (issue 14 item 5; decision record 0036): every resource and quote, visible or
 * hidden, where it comes from (the seeded content or made here), with links to edit each one and
 * to create new ones. The edit pages hold the save, hide and show actions. Guards itself.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminTable } from "~/components/admin/AdminTable";
import { listAdminQuotes, listAdminResources, type AdminContentItem } from "~/models/admin-content.server";
import { requireAdmin } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [resources, quotes] = await Promise.all([listAdminResources(), listAdminQuotes()]);
  return json({ i18n: await routeTranslations(request, ["adminContent"]), resources, quotes }, { headers: { "Cache-Control": "no-store" } });
}

function ContentTable({ items, kind, caption }: { items: AdminContentItem[]; kind: "resources" | "quotes"; caption: string }) {
  const { t, i18n } = useTranslation();
  const title = (item: AdminContentItem) => (i18n.language === "en" ? item.titleEn : item.titleIt);
  return (
    <AdminTable
      label={caption}
      columns={[
        kind === "resources" ? t("adminContent.titleColumn") : t("adminContent.textColumn"),
        t("adminContent.idColumn"),
        t("adminContent.originColumn"),
        t("adminContent.stateColumn"),
      ]}
      rows={items}
    >
      {(item) => (
        <tr key={item.id} data-testid={`${kind}-row`} data-hidden={item.hidden ? "true" : "false"}>
          <td>
            <Link to={`/admin/content/${kind}/${item.id}`}>{title(item)}</Link>
          </td>
          <td>
            <code>{item.id}</code>
          </td>
          <td>
            {item.origin === "admin" ? t("adminContent.originAdmin") : item.editedByAdmin ? t("adminContent.originSeedEdited") : t("adminContent.originSeed")}
          </td>
          <td>{item.hidden ? t("adminContent.hidden") : t("adminContent.visible")}</td>
        </tr>
      )}
    </AdminTable>
  );
}

export default function AdminContent() {
  const { resources, quotes } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p className="admin-note">{t("adminContent.lead")}</p>
      <section aria-labelledby="admin-resources-title" className="stack-sm">
        <div className="admin-toolbar">
          <h2 id="admin-resources-title">{t("adminContent.resourcesTitle", { count: resources.length })}</h2>
          <Link to="/admin/content/resources/new" className="button button-primary">
            {t("adminContent.newResource")}
          </Link>
        </div>
        <ContentTable items={resources} kind="resources" caption={t("adminContent.resourcesTitle", { count: resources.length })} />
      </section>
      <section aria-labelledby="admin-quotes-title" className="stack-sm">
        <div className="admin-toolbar">
          <h2 id="admin-quotes-title">{t("adminContent.quotesTitle", { count: quotes.length })}</h2>
          <Link to="/admin/content/quotes/new" className="button button-primary">
            {t("adminContent.newQuote")}
          </Link>
        </div>
        <ContentTable items={quotes} kind="quotes" caption={t("adminContent.quotesTitle", { count: quotes.length })} />
      </section>
    </div>
  );
}
