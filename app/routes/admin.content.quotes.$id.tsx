/**
 * /admin/content/quotes/:id (issue 14 item 5; decision record 0036): the form to create (`new`)
 * or edit a quote in both languages, and to hide or show it (a hidden quote leaves /quotes and the
 * daily quote). POSTs validated with zod (`QuoteFormSchema`), guarded by `requireAdminAction`
 * (hiding is destructive and confirmed) and audited in their transaction. Guards itself.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField, VisibilityForm } from "~/components/admin/content-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { getAdminQuote } from "~/models/admin-content.server";
import { saveQuote, setVisibility } from "~/services/admin/content.server";
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
    const now = new Date();
    if (form.intent === "hide" || form.intent === "show") {
      const hidden = form.intent === "hide";
      const admin = await requireAdminAction(request, { destructive: hidden });
      if (hidden && form.confirm !== "yes")
        return json(
          { errors: { visibility: "adminContent.errors.confirmHide" } as Partial<Record<Field, string>>, values: {}, moods: [] as string[] },
          { status: 400 },
        );
      if (!(await setVisibility({ admin, kind: "quote", id, hidden, now }))) {
        return json(
          { errors: { visibility: "adminContent.errors.unchanged" } as Partial<Record<Field, string>>, values: {}, moods: [] as string[] },
          { status: 409 },
        );
      }
      return redirect(`/admin/content/quotes/${id}`, {
        status: 303,
        headers: { "Set-Cookie": await toastHeader(request, { title: hidden ? "adminContent.hiddenToast" : "adminContent.shownToast" }) },
      });
    }
    const admin = await requireAdminAction(request);
    const mode = id === "new" ? "create" : "update";
    const moods = data.getAll("moods").filter((m): m is string => typeof m === "string");
    const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, typeof form[f] === "string" ? String(form[f]).slice(0, 1000) : ""]));
    const parsed = QuoteFormSchema.safeParse({ ...form, moods, ...(mode === "update" ? { id } : {}) });
    if (!parsed.success || form.intent !== "save") {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
      if (form.intent !== "save") errors.visibility = "adminContent.errors.unknown";
      return json({ errors, values, moods }, { status: 400 });
    }
    const result = await saveQuote({ admin, input: parsed.data, mode, now });
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
  const hasErrors = Object.keys(errors).some((k) => k !== "visibility");
  return (
    <section aria-labelledby="quote-form-title" className="stack">
      <p>
        <Link to="/admin/content">{t("adminContent.back")}</Link>
      </p>
      <h2 id="quote-form-title">{quote ? t("adminContent.editQuote") : t("adminContent.newQuote")}</h2>
      {quote ? <p className="admin-note">{quote.origin === "admin" ? t("adminContent.originAdmin") : t("adminContent.seedEditNote")}</p> : null}
      {hasErrors ? (
        <p className="form-error" role="alert">
          {t("adminContent.errors.summaryOfErrors")}
        </p>
      ) : null}
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        <fieldset>
          <legend>{t("adminContent.general")}</legend>
          <AdminField id="id" label={t("adminContent.quoteId")} hint={quote ? t("adminContent.slugFixed") : t("adminContent.slugHint")} error={errors.id}>
            {(a) => (
              <input {...a} name="id" type="text" defaultValue={value("id")} readOnly={Boolean(quote)} maxLength={80} autoComplete="off" spellCheck={false} />
            )}
          </AdminField>
          <AdminField id="category" label={t("adminContent.category")} error={errors.category}>
            {(a) => (
              <select {...a} name="category" defaultValue={value("category")}>
                {QUOTE_CATEGORIES.map((v) => (
                  <option key={v} value={v}>
                    {t(`quotes.categories.${v}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
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
        {(["It", "En"] as const).map((lang) => (
          <fieldset key={lang} lang={lang.toLowerCase()}>
            <legend>{t(`adminContent.language${lang}`)}</legend>
            <AdminField id={`text${lang}`} label={t("adminContent.quoteText")} error={errors[`text${lang}`]}>
              {(a) => <textarea {...a} name={`text${lang}`} defaultValue={value(`text${lang}`)} maxLength={500} rows={3} />}
            </AdminField>
            <AdminField id={`author${lang}`} label={t("adminContent.author")} hint={t("adminContent.authorHint")} error={errors[`author${lang}`]}>
              {(a) => <input {...a} name={`author${lang}`} type="text" defaultValue={value(`author${lang}`)} maxLength={100} />}
            </AdminField>
          </fieldset>
        ))}
        <div className="actions actions-start">
          <SubmitButton pendingLabel={t("adminContent.saving")}>{t("adminContent.save")}</SubmitButton>
        </div>
      </Form>
      {quote ? <VisibilityForm hidden={quote.hidden} error={errors.visibility} /> : null}
    </section>
  );
}
