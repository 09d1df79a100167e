/**
 * /mood/import (decision record 0025): people switching from Daylio upload its CSV export, see a
 * preview (how many entries would be added, how many they already have, which rows are skipped
 * and why) and then confirm. Both steps are multipart forms that work without JavaScript; the
 * confirmation carries the file's text back in a hidden field, and the server reads it again
 * rather than trusting anything the preview said. The only action with a larger body limit than
 * the default 64 KiB: {@link MOOD_IMPORT_MAX_BYTES} (docs/decisions/0013-request-bodies-and-bad-requests.md).
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/ui/submit-button";
import { MOOD_IMPORT_MAX_BYTES, previewDaylioImport, runDaylioImport, type ImportFailure, type ImportPreview } from "~/services/mood/import.server";
import type { CustomMoodNames } from "~/utils/daylio";
import { formAction, requireEntitlement, requireHealthDataConsent } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { MOOD_LEVELS } from "~/utils/mood";
import { CustomMoodsSchema } from "~/utils/mood-schemas.server";
import { pageMeta } from "~/utils/meta";
import { requestTimeZone } from "~/utils/time-zone.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";
import moodStyles from "~/styles/mood.css";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "mood");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: moodStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireEntitlement(request, "moodTracking");
  await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  return json({
    i18n: await routeTranslations(request, ["mood"], { meta: "mood" }),
    zone: requestTimeZone(request, user) ?? "UTC",
    limitMb: MOOD_IMPORT_MAX_BYTES / 1024 / 1024,
  });
}

type ImportError = { key: string; values?: Record<string, number> };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The file's text as UTF-8, or null when it is not text (invalid UTF-8 or a NUL byte: a binary file). */
async function fileText(file: File): Promise<string | null> {
  try {
    const decoded = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    return decoded.includes("\u0000") ? null : decoded;
  } catch {
    return null;
  }
}

function failure(result: ImportFailure): ImportError {
  return { key: `mood.import.errors.${result.error}`, values: result.line === undefined ? undefined : { line: result.line } };
}

export async function action(args: ActionFunctionArgs) {
  return formAction(
    args,
    async ({ request }) => {
      const { user } = await requireEntitlement(request, "moodTracking");
      await requireHealthDataConsent(request, user);
      const form = await request.formData();
      const zone = requestTimeZone(request, user) ?? "UTC";
      const now = new Date();
      const customInput = MOOD_LEVELS.map((level) => text(form.get(`custom${level}`)));
      const refuse = (error: ImportError) => json({ error, preview: null, csv: null, custom: customInput.map((c) => c.slice(0, 300)) }, { status: 400 });
      const custom = CustomMoodsSchema.safeParse(customInput);
      if (!custom.success) return refuse({ key: custom.error.issues[0].message });
      const customMoods = custom.data as CustomMoodNames;
      const file = form.get("file");
      let csv = text(form.get("csv"));
      if (form.get("intent") !== "confirm" && file instanceof File && file.size > 0) {
        const read = await fileText(file);
        if (read === null) return refuse({ key: "mood.import.errors.notCsv" });
        csv = read;
      }
      if (!csv) return refuse({ key: "mood.import.errors.fileRequired" });
      if (form.get("intent") === "confirm") {
        const result = await runDaylioImport({ userId: user.id, csv, zone, now, customMoods });
        if (!result.ok) return refuse(failure(result));
        return redirect("/mood", {
          status: 303,
          headers: {
            "Set-Cookie": await toastHeader(request, {
              title: "mood.import.done",
              description: "mood.import.doneText",
              values: { added: result.added, duplicates: result.duplicates },
            }),
          },
        });
      }
      const preview = await previewDaylioImport({ userId: user.id, csv, zone, now, customMoods });
      if (!preview.ok) return refuse(failure(preview));
      return json({ error: null, preview, csv, custom: customMoods as readonly string[] });
    },
    { maxBytes: MOOD_IMPORT_MAX_BYTES },
  );
}

export default function MoodImport() {
  const { zone, limitMb } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { t } = useTranslation();
  const custom = data?.custom ?? ["", "", "", "", ""];
  return (
    <div className="page page-medium stack">
      <h1>{t("mood.import.title")}</h1>
      <p className="lead">{t("mood.import.lead")}</p>
      <p className="hint">{t("mood.privacy")}</p>
      <div className="card stack">
        <Form method="post" encType="multipart/form-data" className="form stack">
          {data?.error ? (
            <p className="field-error" role="alert" id="mood-import-error">
              {translateKey(t, data.error.key, data.error.values)}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor="mood-import-file">{t("mood.import.file")}</label>
            <input
              id="mood-import-file"
              type="file"
              name="file"
              accept=".csv,text/csv,text/plain"
              aria-describedby={["mood-import-file-hint", "mood-import-zone", data?.error ? "mood-import-error" : ""].filter(Boolean).join(" ")}
              aria-invalid={data?.error ? true : undefined}
            />
            <p id="mood-import-file-hint" className="hint">
              {t("mood.import.fileHint", { limit: limitMb })}
            </p>
            <p id="mood-import-zone" className="hint">
              {t("mood.import.timeZone", { zone })}
            </p>
          </div>
          {data?.csv ? <input type="hidden" name="csv" value={data.csv} /> : null}
          <details open={custom.some(Boolean) || Boolean(data?.preview?.unknownMoods.length)}>
            <summary>{t("mood.import.customTitle")}</summary>
            <p className="hint">{t("mood.import.customHint")}</p>
            {MOOD_LEVELS.map((level, index) => (
              <div className="field" key={level}>
                <label htmlFor={`mood-import-custom${level}`}>{t("mood.import.customLevel", { level, word: t(`mood.levels.${level}`) })}</label>
                <input id={`mood-import-custom${level}`} type="text" name={`custom${level}`} maxLength={300} defaultValue={custom[index]} />
              </div>
            ))}
          </details>
          <div className="actions actions-start">
            <SubmitButton name="intent" value="preview" pendingLabel={t("mood.import.preview")}>
              {t("mood.import.preview")}
            </SubmitButton>
          </div>
        </Form>
      </div>
      {data?.preview && data.csv ? <Preview preview={data.preview} csv={data.csv} custom={custom} /> : null}
      <p>
        <Link to="/mood">{t("mood.import.back")}</Link>
      </p>
    </div>
  );
}

function Preview({ preview, csv, custom }: { preview: ImportPreview; csv: string; custom: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="mood-import-preview-title" id="preview">
      <h2 id="mood-import-preview-title">{t("mood.import.previewTitle")}</h2>
      <ul>
        <li>{t("mood.import.rows", { count: preview.rows })}</li>
        <li>
          <strong>{t("mood.import.willImport", { count: preview.fresh })}</strong>
        </li>
        <li>{t("mood.import.duplicates", { count: preview.duplicates })}</li>
        <li>{t("mood.import.skippedCount", { count: preview.skippedTotal })}</li>
      </ul>
      {preview.unknownMoods.length ? (
        <p className="notice">{t("mood.import.unknownMoods", { names: preview.unknownMoods.map((m) => `${m.name} (${m.count})`).join(", ") })}</p>
      ) : null}
      {preview.skipped.length ? (
        <details>
          <summary>{t("mood.import.skippedTitle")}</summary>
          <ul>
            {preview.skipped.map((skip) => (
              <li key={skip.line}>
                {t("mood.import.skippedLine", { line: skip.line, reason: t(`mood.import.reasons.${skip.reason}`, { value: skip.value ?? "" }) })}
              </li>
            ))}
          </ul>
          {preview.skippedTotal > preview.skipped.length ? (
            <p>{t("mood.import.moreSkipped", { count: preview.skippedTotal - preview.skipped.length })}</p>
          ) : null}
        </details>
      ) : null}
      {preview.fresh > 0 ? (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="csv" value={csv} />
          {MOOD_LEVELS.map((level, index) => (
            <input key={level} type="hidden" name={`custom${level}`} value={custom[index]} />
          ))}
          <SubmitButton name="intent" value="confirm" pendingLabel={t("mood.import.confirm", { count: preview.fresh })}>
            {t("mood.import.confirm", { count: preview.fresh })}
          </SubmitButton>
        </Form>
      ) : (
        <p>{t("mood.import.nothing")}</p>
      )}
    </section>
  );
}
