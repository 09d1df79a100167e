/**
 * /admin/audit (issue 14 item 7): every administrator action, newest first, paginated with
 * `?page=`. Guards itself (docs/architecture.md "Administration").
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminTable } from "~/components/admin/AdminTable";
import { pageParam } from "~/components/admin/pagination";
import { AUDIT_PAGE_SIZE, listAdminActions } from "~/models/admin-audit.server";
import { requireAdmin } from "~/utils/guards.server";
import { intlTagFor } from "~/utils/i18n";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = pageParam(request);
  const { entries, total } = await listAdminActions({ page });
  return json({ entries, page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) }, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminAudit() {
  const { entries, page, pages } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(intlTagFor(i18n.language), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <section aria-labelledby="admin-audit-title" className="stack">
      <h2 id="admin-audit-title">{t("admin.audit.title")}</h2>
      <p className="admin-note">{t("admin.audit.lead")}</p>
      <AdminTable
        label={t("admin.audit.title")}
        columns={[t("admin.audit.when"), t("admin.audit.who"), t("admin.audit.what"), t("admin.audit.target"), t("admin.audit.details")]}
        rows={entries}
        empty={t("admin.audit.empty")}
        page={page}
        pages={pages}
      >
        {(entry) => (
          <tr key={entry.id} data-testid="audit-row">
            <td>
              <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))} UTC</time>
            </td>
            <td>{entry.adminUsername}</td>
            <td>{t(`admin.audit.actions.${entry.action}`)}</td>
            <td>{entry.targetLabel ?? (entry.targetUserId === null ? "—" : `#${entry.targetUserId}`)}</td>
            <td>
              {Object.keys(entry.details).length > 0 ? (
                <code>
                  {Object.entries(entry.details)
                    .map(([key, value]) => `${key}: ${String(value)}`)
                    .join(", ")}
                </code>
              ) : (
                "—"
              )}
            </td>
          </tr>
        )}
      </AdminTable>
    </section>
  );
}
