/**
 * /resources/<slug> (spec §2 "/resources": a feedback question): one resource of the library for
 * everyone, and "Was this helpful?" for signed-in people, a form that works without JavaScript;
 * the answer is kept per person and resource and nudges the library's order.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import { getResource, getResourceFeedback, setResourceFeedback } from "~/models/resource.server";
import { formAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { ResourceFeedbackSchema } from "~/utils/schemas.server";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "resource", data?.resource.title);

const SLUG = /^[a-z0-9-]{1,80}$/;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const [i18n, user] = await Promise.all([routeTranslations(request, ["resources"], { meta: "resource" }), getOptionalUser(request)]);
  const resource = SLUG.test(slug) ? await getResource({ slug, locale: i18n.locale }) : undefined;
  if (!resource) throw new Response("Not Found", { status: 404 });
  const feedback = user ? await getResourceFeedback({ userId: user.id, slug }) : null;
  // A link into the app only when that part of the app exists in this build (e.g. "/exercises/…").
  const link = resource.link && isPageAvailable(`/${resource.link.split("/")[1]}`) ? resource.link : null;
  return json({ i18n, resource: { ...resource, link }, signedIn: Boolean(user), feedback });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => {
    const user = await requireUser(request);
    const slug = params.slug ?? "";
    const resource = SLUG.test(slug) ? await getResource({ slug, locale: await detectLocale(request) }) : undefined;
    if (!resource) throw new Response("Not Found", { status: 404 });
    const parsed = ResourceFeedbackSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return json({ error: "resources.feedbackInvalid" }, { status: 400 });
    await setResourceFeedback({ userId: user.id, slug, helpful: parsed.data.helpful === "yes", now: new Date() });
    return redirect(`/resources/${slug}#feedback`, {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "resources.feedbackSaved" }) },
    });
  });
}

export default function ResourcePage() {
  const { resource, signedIn, feedback } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const numbered = resource.section !== "guides";
  const Body = numbered ? "ol" : "div";
  return (
    <article className="page page-medium stack">
      <p>
        <Link to="/resources">← {t("resources.backToLibrary")}</Link>
      </p>
      <header className="stack">
        <p className="resource-meta">
          <span className="badge">{t(`resources.types.${resource.type}`)}</span> <span>{t(`resources.topics.${resource.topic}`)}</span> ·{" "}
          <span>{t("resources.readingTime", { count: resource.readingMinutes })}</span>
        </p>
        <h1>{resource.title}</h1>
        <p className="lead">{resource.summary}</p>
      </header>
      <Body className={numbered ? "resource-steps" : "resource-body stack"}>
        {resource.body.map((paragraph) => (numbered ? <li key={paragraph}>{paragraph}</li> : <p key={paragraph}>{paragraph}</p>))}
      </Body>
      {resource.link ? (
        <p>
          <Link to={resource.link} className="button button-primary">
            {t("resources.tryIt")}
          </Link>
        </p>
      ) : null}
      {resource.tags.length ? (
        <p className="hint">
          {t("resources.tags")}: {resource.tags.join(", ")}
        </p>
      ) : null}
      <section id="feedback" className="card stack" aria-labelledby="feedback-title">
        <h2 id="feedback-title">{t("resources.helpfulQuestion")}</h2>
        {signedIn ? (
          <>
            {feedback !== null ? <p>{feedback ? t("resources.yourAnswerYes") : t("resources.yourAnswerNo")}</p> : null}
            {actionData?.error ? (
              <p role="alert" className="field-error">
                {translateKey(t, actionData.error)}
              </p>
            ) : null}
            <Form method="post" className="actions actions-start">
              <button type="submit" name="helpful" value="yes" className="button button-ghost" aria-pressed={feedback === true}>
                {t("resources.helpfulYes")}
              </button>
              <button type="submit" name="helpful" value="no" className="button button-ghost" aria-pressed={feedback === false}>
                {t("resources.helpfulNo")}
              </button>
            </Form>
          </>
        ) : (
          <p>
            <Link to={`/login?redirectTo=${encodeURIComponent(`/resources/${resource.slug}`)}`}>{t("resources.feedbackSignIn")}</Link>
          </p>
        )}
      </section>
    </article>
  );
}
