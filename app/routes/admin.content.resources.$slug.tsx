/**
 * /admin/content/resources/:slug (issue 14 item 5; decision record 0036): the form to create
 * (`new`) or edit a resource in both languages, and to hide or show it. POSTs validated with zod
 * (`ResourceFormSchema`), guarded by `requireAdminAction` (hiding is destructive and confirmed)
 * and audited in their transaction. Bodies are plain text, paragraphs separated by a blank line:
 * the library renders them escaped, as it does the seeded ones. Guards itself.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BilingualFields } from "~/components/admin/BilingualField";
import { AdminField, ChoiceField, ContentEditPage, IdField } from "~/components/admin/content-form";
import { getAdminResource } from "~/models/admin-content.server";
import { saveResource } from "~/services/admin/content.server";
import { contentFormErrors, submittedValues, visibilityAction } from "~/utils/admin-content-form.server";
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
    if (form.intent === "hide" || form.intent === "show")
      return visibilityAction({ request, intent: form.intent, confirm: form.confirm, kind: "resource", id: slug, path: `/admin/content/resources/${slug}` });
    const admin = await requireAdminAction(request);
    const mode = slug === "new" ? "create" : "update";
    const values = submittedValues(form, TEXT_FIELDS, 20_000);
    const parsed = ResourceFormSchema.safeParse(mode === "create" ? form : { ...form, slug });
    if (!parsed.success || form.intent !== "save") {
      return json({ errors: contentFormErrors<Field>(parsed.success ? [] : parsed.error.issues, form.intent), values }, { status: 400 });
    }
    const result = await saveResource({ admin, input: parsed.data, mode, now: new Date() });
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
  return (
    <ContentEditPage titleId="resource-form-title" heading={heading} item={resource} errors={errors}>
      <fieldset>
        <legend>{t("adminContent.general")}</legend>
        <IdField name="slug" label={t("adminContent.slug")} fixed={Boolean(resource)} value={value("slug")} error={errors.slug} />
        <ChoiceField
          name="type"
          label={t("adminContent.type")}
          options={RESOURCE_TYPES}
          optionLabel={(v) => t(`resources.types.${v}`)}
          value={value("type")}
          error={errors.type}
        />
        <ChoiceField
          name="topic"
          label={t("adminContent.topic")}
          options={RESOURCE_TOPICS}
          optionLabel={(v) => t(`resources.topics.${v}`)}
          value={value("topic")}
          error={errors.topic}
        />
        <ChoiceField
          name="section"
          label={t("adminContent.section")}
          options={RESOURCE_SECTIONS}
          optionLabel={(v) => t(`resources.tabs.${v}`)}
          value={value("section")}
          error={errors.section}
        />
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
      <BilingualFields
        fields={[
          { name: "title", label: t("adminContent.titleField"), maxLength: 160 },
          { name: "summary", label: t("adminContent.summary"), maxLength: 400, rows: 3 },
          { name: "body", label: t("adminContent.body"), hint: t("adminContent.bodyHint"), rows: 10 },
          { name: "tags", label: t("adminContent.tags"), hint: t("adminContent.tagsHint"), maxLength: 600 },
        ]}
        errors={errors}
        value={value}
      />
    </ContentEditPage>
  );
}
