/**
 * /admin overview (issue 14 item 2). Guards itself (docs/architecture.md "Administration").
 * The figures of the overview are built in a later step; for now the section shows what the
 * administration is for and the privacy rule administrators work under.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireAdmin } from "~/utils/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({}, { headers: { "Cache-Control": "no-store" } });
}

export default function AdminOverview() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-overview-title" className="stack">
      <h2 id="admin-overview-title">{t("admin.sections.overview")}</h2>
      <p className="admin-note">{t("admin.privacyNote")}</p>
    </section>
  );
}
