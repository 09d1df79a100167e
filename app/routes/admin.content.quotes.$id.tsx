/**
 * /admin/content/quotes/:id (issue 14 item 5; decision record 0036): the form to create (`new`)
 * or edit a quote in both languages, and to hide or show it (a hidden quote leaves /quotes and the
 * daily quote). POSTs validated with zod (`QuoteFormSchema`), guarded by `requireAdminAction`
 * (hiding is destructive and confirmed) and audited in their transaction. Guards itself.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BilingualFields } from "~/components/admin/BilingualField";
import { ChoiceField, ContentEditPage, IdField } from "~/components/admin/content-form";
import { getAdminQuote } from "~/models/admin-content.server";
import { saveQuote } from "~/services/admin/content.server";
import { contentFormErrors, submittedValues, visibilityAction } from "~/utils/admin-content-form.server";
import { QuoteFormSchema } from "~/utils/admin-schemas.server";
import { formAction, requireAdmin, requireAdminAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { QUOTE_CATEGORIES, QUOTE_MOODS } from "~/utils/quotes";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = params.id ?? "";
  const quote = id === "new" ? null : await getAdminQuote({ id });
  if (id !== "new" && !quote) throw new Response("Not found", { status: 404 });
  return json({ i18n: await routeTranslations(request, ["adminContent", "quotes"]), quote }, { headers: { "Cache-Control": "no-store" } });
}

const TEXT_FIELDS = ["id", "textIt", "textEn", "authorIt", "authorEn", "category"] as const;
type Field = (typeof TEXT_FIELDS)[number] | "moods" | "visibility";

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => {
    const data = await request.formData();
    const form = Object.fromEntries(data);
    const id = params.id ?? "";
    if (form.intent === "hide" || form.intent === "show")
      return visibilityAction({ request, intent: form.intent, confirm: form.confirm, kind: "quote", id, path: `/admin/content/quotes/${id}` });
    const admin = await requireAdminAction(request);
    const mode = id === "new" ? "create" : "update";
    const moods = data.getAll("moods").filter((m): m is string => typeof m === "string");
    const values = submittedValues(form, TEXT_FIELDS, 1000);
    const parsed = QuoteFormSchema.safeParse({ ...form, moods, ...(mode === "update" ? { id } : {}) });
    if (!parsed.success || form.intent !== "save") {
      return json({ errors: contentFormErrors<Field>(parsed.success ? [] : parsed.error.issues, form.intent), values, moods }, { status: 400 });
    }
    const result = await saveQuote({ admin, input: parsed.data, mode, now: new Date() });
    if (result === "taken")
      return json({ errors: { id: "adminContent.errors.quoteIdTaken" } as Partial<Record<Field, string>>, values, moods }, { status: 409 });
    if (result === "missing") throw new Response("Not found", { status: 404 });
    return redirect(`/admin/content/quotes/${parsed.data.id}`, {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "adminContent.savedToast" }) },
    });
  });
}

export default function AdminQuoteForm() {
  const { quote } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const errors: Partial<Record<Field, string>> = actionData?.errors ?? {};
  const values: Partial<Record<string, string>> = actionData?.values ?? {};
  const initial: Record<(typeof TEXT_FIELDS)[number], string> = {
    id: quote?.id ?? "",
    textIt: quote?.text.it ?? "",
    textEn: quote?.text.en ?? "",
    authorIt: quote?.author?.it ?? "",
    authorEn: quote?.author?.en ?? "",
    category: quote?.category ?? "calm",
  };
  const value = (f: (typeof TEXT_FIELDS)[number]) => values[f] ?? initial[f];
  const chosenMoods = actionData && "moods" in actionData && actionData.errors && !errors.visibility ? actionData.moods : (quote?.moods ?? []);
  return (
    <ContentEditPage titleId="quote-form-title" heading={quote ? t("adminContent.editQuote") : t("adminContent.newQuote")} item={quote} errors={errors}>
      <fieldset>
        <legend>{t("adminContent.general")}</legend>
        <IdField name="id" label={t("adminContent.quoteId")} fixed={Boolean(quote)} value={value("id")} error={errors.id} />
        <ChoiceField
          name="category"
          label={t("adminContent.category")}
          options={QUOTE_CATEGORIES}
          optionLabel={(v) => t(`quotes.categories.${v}`)}
          value={value("category")}
          error={errors.category}
        />
        <fieldset aria-describedby={errors.moods ? "moods-error" : undefined}>
          <legend>{t("adminContent.moods")}</legend>
          {QUOTE_MOODS.map((m) => (
            <div className="checkbox" key={m}>
              <input id={`mood-${m}`} type="checkbox" name="moods" value={m} defaultChecked={chosenMoods.includes(m)} />
              <label htmlFor={`mood-${m}`}>{t(`quotes.moods.${m}`)}</label>
            </div>
          ))}
          {errors.moods ? (
            <p className="field-error" id="moods-error">
              {translateKey(t, errors.moods)}
            </p>
          ) : null}
        </fieldset>
      </fieldset>
      <BilingualFields
        fields={[
          { name: "text", label: t("adminContent.quoteText"), maxLength: 500, rows: 3 },
          { name: "author", label: t("adminContent.author"), hint: t("adminContent.authorHint"), maxLength: 100 },
        ]}
        errors={errors}
        value={value}
      />
    </ContentEditPage>
  );
}
