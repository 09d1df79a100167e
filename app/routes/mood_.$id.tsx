/**
 * /mood/:id (decision record 0025): edit or delete one of your own mood entries. Deleting asks
 * first: the list's "Delete" link opens `?confirm=delete`, a confirmation step that works without
 * JavaScript, whose button posts `intent=delete`. Another person's entry, or one that does not
 * exist, is 404 (never 403: its existence is not disclosed), administrators included.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MoodEntryForm } from "~/components/mood/mood-entry-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { deleteMoodEntry, getMoodEntry, updateMoodEntry } from "~/models/mood.server";
import { moodFormatters } from "~/services/mood/dashboard.server";
import { formAction, requireEntitlement, requireHealthDataConsent } from "~/utils/guards.server";
import { parseEntryId, parseMoodForm } from "~/utils/mood-schemas.server";
import { pageMeta } from "~/utils/meta";
import { requestTimeZone } from "~/utils/time-zone.server";
import { toastHeader } from "~/utils/toast.server";
import { savedTextCrisis } from "~/services/ai/saved-text-screen.server";
import { routeTranslations } from "~/utils/translations.server";
import { localDateTimeInput } from "~/utils/zoned-time";
import moodStyles from "~/styles/mood.css";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "mood");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: moodStyles }];

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireEntitlement(request, "moodTracking");
  await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  const id = parseEntryId(params.id);
  const entry = id === null ? undefined : await getMoodEntry({ userId: user.id, id });
  if (!entry) throw notFound();
  const i18n = await routeTranslations(request, ["mood"], { meta: "mood" });
  const zone = requestTimeZone(request, user) ?? "UTC";
  const confirmDelete = new URL(request.url).searchParams.get("confirm") === "delete";
  return json({
    i18n,
    id: entry.id,
    confirmDelete,
    when: moodFormatters(i18n.locale, zone).instant(entry.occurredAt),
    values: {
      mood: String(entry.mood),
      emotions: entry.emotions,
      note: entry.note ?? "",
      when: "chosen" as const,
      occurredAt: localDateTimeInput(new Date(entry.occurredAt), zone),
    },
    zone,
    nowLocal: localDateTimeInput(new Date(), zone),
  });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => {
    const { user } = await requireEntitlement(request, "moodTracking");
    await requireHealthDataConsent(request, user);
    const id = parseEntryId(params.id);
    if (id === null || !(await getMoodEntry({ userId: user.id, id }))) throw notFound();
    const form = await request.formData();
    if (form.get("intent") === "delete") {
      if (!(await deleteMoodEntry({ userId: user.id, id }))) throw notFound();
      return redirect("/mood", { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "mood.deleted" }) } });
    }
    const now = new Date();
    const parsed = parseMoodForm(form, { zone: requestTimeZone(request, user) ?? "UTC", now });
    if (!parsed.ok) return json({ errors: parsed.errors, values: parsed.values }, { status: 400 });
    if (!(await updateMoodEntry({ userId: user.id, id, entry: parsed.entry, now }))) throw notFound();
    return redirect("/mood", {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "mood.updated", crisis: savedTextCrisis(parsed.entry.note) }) },
    });
  });
}

export default function MoodEntryPage() {
  const { id, confirmDelete, when, values, zone, nowLocal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  if (confirmDelete) {
    return (
      <div className="page page-narrow stack">
        <section aria-labelledby="mood-delete-title" className="card stack">
          <h1 id="mood-delete-title">{t("mood.edit.deleteTitle")}</h1>
          <p>{t("mood.edit.deleteText", { date: when })}</p>
          <Form method="post" action={`/mood/${id}`} className="actions actions-start">
            <SubmitButton name="intent" value="delete" className="button button-danger" pendingLabel={t("mood.edit.deleteConfirm")}>
              {t("mood.edit.deleteConfirm")}
            </SubmitButton>
            <Link to="/mood#entries" className="button button-ghost">
              {t("mood.edit.cancel")}
            </Link>
          </Form>
        </section>
      </div>
    );
  }
  return (
    <div className="page page-medium stack">
      <h1>{t("mood.edit.title")}</h1>
      <p className="hint">{when}</p>
      <section className="card stack" aria-labelledby="mood-edit-form-title">
        <h2 id="mood-edit-form-title" className="visually-hidden">
          {t("mood.edit.title")}
        </h2>
        <MoodEntryForm
          id="mood-edit"
          mode="edit"
          values={actionData?.values ?? values}
          errors={actionData?.errors}
          zone={zone}
          maxLocal={nowLocal}
          submitLabel={t("mood.edit.save")}
        />
      </section>
      <p className="actions actions-start">
        <Link to={`/mood/${id}?confirm=delete`}>{t("mood.list.delete")}</Link>
        <Link to="/mood">{t("mood.edit.back")}</Link>
      </p>
    </div>
  );
}
