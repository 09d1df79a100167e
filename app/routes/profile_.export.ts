/**
 * GET /profile/export: "Download my data" (issue 12 item 3; GDPR art. 15 and 20; decision record
 * 0032), a plain link that works without JavaScript. The signed-in person gets one attachment:
 *
 * - `/profile/export` (or `?format=json`): `respiro-export-YYYY-MM-DD.json`, everything the
 *   personal-data registry lists about them (`buildDataExport`), plus Stripe's invoice metadata;
 * - `/profile/export?format=csv`: `respiro-moods-YYYY-MM-DD.csv`, their moods (`moodEntriesCsv`).
 *
 * Never cached (`no-store`). A visitor is sent to sign in first; another format answers 400.
 * No consent is asked: a person's access to their own data does not depend on it.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/services/api.server";
import { buildDataExport, exportFileName, moodEntriesCsv } from "~/services/data-export.server";
import { getT } from "~/utils/locale.server";
import { requireUser } from "~/utils/session-cookie.server";

const HEADERS = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  const now = new Date();
  if (format === "csv") {
    return new Response(await moodEntriesCsv({ userId: user.id }), {
      headers: { ...HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${exportFileName(now, "csv")}"` },
    });
  }
  if (format !== "json") {
    const { t } = await getT(request);
    return apiError(400, "bad_format", t("dataRights.errors.badFormat"));
  }
  const data = await buildDataExport({ userId: user.id, now });
  if (!data) throw new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: { ...HEADERS, "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${exportFileName(now, "json")}"` },
  });
}
