/**
 * /reflections/entries/<id>/delete: the confirmation step before a reflection is deleted, a page
 * of its own so that it works without JavaScript (GET shows the question, POST deletes). Only the
 * owner reaches it; anybody else gets 404.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { deleteReflection, getReflection } from "~/models/reflection.server";
import { reflectionIdParam } from "~/services/reflections.server";
import { formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { pageMeta } from "~/utils/meta";
import { requireUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "reflections");

/** Characters of the reflection quoted on the confirmation page. */
const QUOTE_CHARS = 300;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  const reflection = await getReflection({ id: reflectionIdParam(params.id), userId: user.id });
  if (!reflection) throw new Response("Not found", { status: 404 });
  const i18n = await routeTranslations(request, ["reflections"], { meta: "reflections" });
  const quote = reflection.text.length > QUOTE_CHARS ? `${reflection.text.slice(0, QUOTE_CHARS).trimEnd()}…` : reflection.text;
  return json({ i18n, id: reflection.id, quote });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    await requireHealthDataConsent(request, user);
    const deleted = await deleteReflection({ id: reflectionIdParam(args.params.id), userId: user.id });
    if (!deleted) throw new Response("Not found", { status: 404 });
    return redirect("/reflections#mine", { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "reflections.deleted" }) } });
  });
}

export default function DeleteReflection() {
  const { id, quote } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page-narrow stack">
      <h1>{t("reflections.deleteTitle")}</h1>
      <p>{t("reflections.deleteLead")}</p>
      <blockquote className="card reflection-text">{quote}</blockquote>
      <Form method="post" className="actions">
        <button type="submit" className="button button-danger">
          {t("reflections.confirmDelete")}
        </button>
        <Link to={`/reflections/entries/${id}`} className="button button-ghost">
          {t("reflections.cancel")}
        </Link>
      </Form>
    </div>
  );
}
