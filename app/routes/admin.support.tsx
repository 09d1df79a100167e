/**
 * /admin/support (issue 14 item 6): the messages sent from /support, waiting ones first, each with
 * a "mark handled" POST (audited in the same transaction), paginated with `?page=`. Support
 * messages are shown to administrators on purpose: people write them to the operators; they are
 * not the app's wellbeing records. Guards itself (docs/architecture.md "Administration").
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminPagination, pageParam } from "~/components/admin/pagination";
import { SubmitButton } from "~/components/ui/submit-button";
import { listSupportMessagesPage, SUPPORT_PAGE_SIZE } from "~/models/support-message.server";
import { handleSupportMessage } from "~/services/admin/support.server";
import { SupportHandleSchema as HandleSchema } from "~/utils/admin-schemas.server";
import { formAction, requireAdmin, requireAdminAction } from "~/utils/guards.server";
import { intlTagFor, translateKey } from "~/utils/i18n";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = pageParam(request);
  const { messages, total, waiting } = await listSupportMessagesPage({ page });
  return json(
    { i18n: await routeTranslations(request, ["adminSupport"]), messages, waiting, page, pages: Math.max(1, Math.ceil(total / SUPPORT_PAGE_SIZE)) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const admin = await requireAdminAction(request);
    const parsed = HandleSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? "adminSupport.invalidId" }, { status: 400 });
    const handled = await handleSupportMessage({ admin, id: parsed.data.id, now: new Date() });
    if (!handled) return json({ error: "adminSupport.notFound" }, { status: 404 });
    const back = new URL(request.url);
    return redirect(`/admin/support${back.search}`, {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "adminSupport.handledToast" }) },
    });
  });
}

export default function AdminSupport() {
  const { messages, waiting, page, pages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(intlTagFor(i18n.language), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <section aria-labelledby="admin-support-title" className="stack">
      <h2 id="admin-support-title">{t("adminSupport.title")}</h2>
      <p className="admin-note">{t("adminSupport.lead")}</p>
      <p data-testid="support-waiting">{t("adminSupport.waiting", { count: waiting })}</p>
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {translateKey(t, actionData.error)}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p>{t("adminSupport.empty")}</p>
      ) : (
        <ul className="admin-cards">
          {messages.map((m) => (
            <li key={m.id} className="card stack-sm" data-testid="support-message" data-state={m.handledAt ? "handled" : "waiting"}>
              <h3>{m.subject}</h3>
              <p className="admin-note">
                {t("adminSupport.from")}: {m.name} &lt;{m.email}&gt; · {t("adminSupport.received")}:{" "}
                <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))} UTC</time> · {t("adminSupport.language")}: {m.locale}
              </p>
              <p className="admin-message">{m.message}</p>
              {m.handledAt ? (
                <p>
                  <strong>{t("adminSupport.stateHandled", { date: when.format(new Date(m.handledAt)) })}</strong>
                </p>
              ) : (
                <Form method="post" className="actions actions-start">
                  <input type="hidden" name="intent" value="handle" />
                  <input type="hidden" name="id" value={m.id} />
                  <SubmitButton pendingLabel={t("adminSupport.marking")}>
                    {t("adminSupport.markHandled")}
                    <span className="visually-hidden"> — {m.subject}</span>
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="admin-note">{t("adminSupport.replyHint")}</p>
      <AdminPagination page={page} pages={pages} />
    </section>
  );
}
