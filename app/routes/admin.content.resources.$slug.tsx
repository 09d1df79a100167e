/**
 * /admin/content/resources/:slug (issue 14 item 5; decision record 0036): the form to create
 * (`new`) or edit a resource in both languages, and to hide or show it. POSTs validated with zod
 * (`ResourceFormSchema`), guarded by `requireAdminAction` (hiding is destructive and confirmed)
 * and audited in their transaction. Bodies are plain text, paragraphs separated by a blank line:
 * the library renders them escaped, as it does the seeded ones. Guards itself.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField, VisibilityForm } from "~/components/admin/content-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { getAdminResource } from "~/models/admin-content.server";
import { saveResource, setVisibility } from "~/services/admin/content.server";
import { ResourceFormSchema } from "~/utils/admin-schemas.server";
import { formAction, requireAdmin, requireAdminAction } from "~/utils/guards.server";
import { RESOURCE_SECTIONS, RESOURCE_TOPICS, RESOURCE_TYPES } from "~/utils/resources";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const slug = params.slug ?? "";
  const resource = slug === "new" ? null : await getAdminResource({ slug });
  if (slug !== "new" && !resource) throw new Response("Not found", { status: 404 });
  return json({ i18n: await routeTranslations(request, ["adminContent", "resources"]), resource }, { headers: { "Cache-Control": "no-store" } });
}

const TEXT_FIELDS = [
  "slug",
  "type",
  "topic",
  "section",
  "titleIt",
  "titleEn",
  "summaryIt",
  "summaryEn",
  "bodyIt",
  "bodyEn",
  "tagsIt",
  "tagsEn",
  "link",
] as const;
type Field = (typeof TEXT_FIELDS)[number] | "visibility";

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => {
    const form = Object.fromEntries(await request.formData());
    const slug = params.slug ?? "";
    const now = new Date();
    if (form.intent === "hide" || form.intent === "show") {
      const hidden = form.intent === "hide";
      const admin = await requireAdminAction(request, { destructive: hidden });
      if (hidden && form.confirm !== "yes")
        return json({ errors: { visibility: "adminContent.errors.confirmHide" } as Partial<Record<Field, string>>, values: {} }, { status: 400 });
      if (!(await setVisibility({ admin, kind: "resource", id: slug, hidden, now }))) {
        return json({ errors: { visibility: "adminContent.errors.unchanged" } as Partial<Record<Field, string>>, values: {} }, { status: 409 });
      }
      return redirect(`/admin/content/resources/${slug}`, {
        status: 303,
        headers: { "Set-Cookie": await toastHeader(request, { title: hidden ? "adminContent.hiddenToast" : "adminContent.shownToast" }) },
      });
    }
    const admin = await requireAdminAction(request);
    const mode = slug === "new" ? "create" : "update";
    const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, typeof form[f] === "string" ? String(form[f]).slice(0, 20_000) : ""]));
    const parsed = ResourceFormSchema.safeParse(mode === "create" ? form : { ...form, slug });
    if (!parsed.success || form.intent !== "save") {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      if (form.intent !== "save") errors.visibility = "adminContent.errors.unknown";
      return json({ errors, values }, { status: 400 });
    }
    const result = await saveResource({ admin, input: parsed.data, mode, now });
    if (result === "taken") return json({ errors: { slug: "adminContent.errors.slugTaken" } as Partial<Record<Field, string>>, values }, { status: 409 });
    if (result === "missing") throw new Response("Not found", { status: 404 });
    return redirect(`/admin/content/resources/${parsed.data.slug}`, {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "adminContent.savedToast" }) },
    });
  });
}

export default function AdminResourceForm() {
  const { resource } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const errors: Partial<Record<Field, string>> = actionData?.errors ?? {};
  const values: Partial<Record<string, string>> = actionData?.values ?? {};
  const initial: Record<(typeof TEXT_FIELDS)[number], string> = {
    slug: resource?.slug ?? "",
    type: resource?.type ?? "article",
    topic: resource?.topic ?? "anxiety",
    section: resource?.section ?? "guides",
    titleIt: resource?.title.it ?? "",
    titleEn: resource?.title.en ?? "",
    summaryIt: resource?.summary.it ?? "",
    summaryEn: resource?.summary.en ?? "",
    bodyIt: resource?.body.it.join("\n\n") ?? "",
    bodyEn: resource?.body.en.join("\n\n") ?? "",
    tagsIt: resource?.tags.it.join(", ") ?? "",
    tagsEn: resource?.tags.en.join(", ") ?? "",
    link: resource?.link ?? "",
  };
  const value = (f: (typeof TEXT_FIELDS)[number]) => values[f] ?? initial[f];
  const heading = resource ? t("adminContent.editResource") : t("adminContent.newResource");
  const hasErrors = Object.keys(errors).some((k) => k !== "visibility");
  return (
    <section aria-labelledby="resource-form-title" className="stack">
      <p>
        <Link to="/admin/content">{t("adminContent.back")}</Link>
      </p>
      <h2 id="resource-form-title">{heading}</h2>
      {resource ? <p className="admin-note">{resource.origin === "admin" ? t("adminContent.originAdmin") : t("adminContent.seedEditNote")}</p> : null}
      {hasErrors ? (
        <p className="form-error" role="alert">
          {t("adminContent.errors.summaryOfErrors")}
        </p>
      ) : null}
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        <fieldset>
          <legend>{t("adminContent.general")}</legend>
          <AdminField id="slug" label={t("adminContent.slug")} hint={resource ? t("adminContent.slugFixed") : t("adminContent.slugHint")} error={errors.slug}>
            {(a) => (
              <input
                {...a}
                name="slug"
                type="text"
                defaultValue={value("slug")}
                readOnly={Boolean(resource)}
                maxLength={80}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </AdminField>
          <AdminField id="type" label={t("adminContent.type")} error={errors.type}>
            {(a) => (
              <select {...a} name="type" defaultValue={value("type")}>
                {RESOURCE_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`resources.types.${v}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id="topic" label={t("adminContent.topic")} error={errors.topic}>
            {(a) => (
              <select {...a} name="topic" defaultValue={value("topic")}>
                {RESOURCE_TOPICS.map((v) => (
                  <option key={v} value={v}>
                    {t(`resources.topics.${v}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id="section" label={t("adminContent.section")} error={errors.section}>
            {(a) => (
              <select {...a} name="section" defaultValue={value("section")}>
                {RESOURCE_SECTIONS.map((v) => (
                  <option key={v} value={v}>
                    {t(`resources.tabs.${v}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id="link" label={t("adminContent.link")} hint={t("adminContent.linkHint")} error={errors.link}>
            {(a) => <input {...a} name="link" type="text" defaultValue={value("link")} maxLength={200} autoComplete="off" />}
          </AdminField>
          {resource ? (
            <p className="admin-note" data-testid="reading-time">
              {t("adminContent.readingTime", { it: resource.readingMinutes.it, en: resource.readingMinutes.en })}
            </p>
          ) : (
            <p className="admin-note">{t("adminContent.readingTimeNew")}</p>
          )}
        </fieldset>
        {(["It", "En"] as const).map((lang) => (
          <fieldset key={lang} lang={lang.toLowerCase()}>
            <legend>{t(`adminContent.language${lang}`)}</legend>
            <AdminField id={`title${lang}`} label={t("adminContent.titleField")} error={errors[`title${lang}`]}>
              {(a) => <input {...a} name={`title${lang}`} type="text" defaultValue={value(`title${lang}`)} maxLength={160} />}
            </AdminField>
            <AdminField id={`summary${lang}`} label={t("adminContent.summary")} error={errors[`summary${lang}`]}>
              {(a) => <textarea {...a} name={`summary${lang}`} defaultValue={value(`summary${lang}`)} maxLength={400} rows={3} />}
            </AdminField>
            <AdminField id={`body${lang}`} label={t("adminContent.body")} hint={t("adminContent.bodyHint")} error={errors[`body${lang}`]}>
              {(a) => <textarea {...a} name={`body${lang}`} defaultValue={value(`body${lang}`)} rows={10} />}
            </AdminField>
            <AdminField id={`tags${lang}`} label={t("adminContent.tags")} hint={t("adminContent.tagsHint")} error={errors[`tags${lang}`]}>
              {(a) => <input {...a} name={`tags${lang}`} type="text" defaultValue={value(`tags${lang}`)} maxLength={600} />}
            </AdminField>
          </fieldset>
        ))}
        <div className="actions actions-start">
          <SubmitButton pendingLabel={t("adminContent.saving")}>{t("adminContent.save")}</SubmitButton>
        </div>
      </Form>
      {resource ? <VisibilityForm hidden={resource.hidden} error={errors.visibility} /> : null}
    </section>
  );
}
