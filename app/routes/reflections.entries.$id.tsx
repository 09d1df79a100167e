/**
 * /reflections/entries/<id>: one of my reflections (wellbeing data, decision record 0014: only its
 * owner reads it; anybody else gets 404), with its prompt, the perspective kept with it, the form
 * to edit it, "generate perspective" (spec §2) and the way to delete it (a confirmation page).
 *
 * "Generate perspective" goes through `runAiRequest` (safety gate → quota → model → engine): a
 * crisis shows the crisis resources and is not counted; the daily limit answers 429; a failure
 * answers 503 with spec §8's "could not generate a reflection".
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CrisisCard } from "~/components/chat/crisis-card";
import { getReflection, getReflectionPrompt, updateReflectionText } from "~/models/reflection.server";
import { entitlementSubject } from "~/models/user.server";
import { generatePerspective, localisedCategories, reflectionIdParam, ReflectionEntryIntentSchema, ReflectionTextSchema } from "~/services/reflections.server";
import { getEntitlements } from "~/utils/entitlements";
import { formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { intlTag, translateKey, type Locale } from "~/utils/i18n";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { REFLECTION_TEXT_MAX } from "~/utils/reflections";
import { requireUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { savedTextCrisis } from "~/services/ai/saved-text-screen.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "reflections");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  const i18n = await routeTranslations(request, ["reflections", "crisisCard"], { meta: "reflections" });
  const reflection = await getReflection({ id: reflectionIdParam(params.id), userId: user.id });
  if (!reflection) throw new Response("Not found", { status: 404 });
  const prompt = await getReflectionPrompt({ id: reflection.promptId, locale: i18n.locale });
  if (!prompt) throw new Response("Not found", { status: 404 });
  const categoryName = localisedCategories(i18n.locale).find((c) => c.id === prompt.category)?.name ?? prompt.category;
  return json({ i18n, reflection, prompt: { number: prompt.number, text: prompt.text, categoryName } });
}

type ActionData = { intent: "update"; error: string; value: string } | { intent: "perspective"; crisis: true } | { intent: "perspective"; error: string };

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    await requireHealthDataConsent(request, user);
    const id = reflectionIdParam(args.params.id);
    const reflection = await getReflection({ id, userId: user.id });
    if (!reflection) throw new Response("Not found", { status: 404 });
    const form = await request.formData();
    const intent = ReflectionEntryIntentSchema.safeParse(form.get("intent"));
    if (!intent.success) return json<ActionData>({ intent: "perspective", error: "reflections.perspectiveFailed" }, { status: 400 });
    const now = new Date();
    const here = `/reflections/entries/${id}`;

    if (intent.data === "update") {
      const raw = form.get("text");
      const parsed = ReflectionTextSchema.safeParse({ text: raw });
      if (!parsed.success) {
        return json<ActionData>(
          { intent: "update", error: parsed.error.issues[0]?.message ?? "reflections.empty", value: typeof raw === "string" ? raw : "" },
          { status: 400 },
        );
      }
      await updateReflectionText({ id, userId: user.id, text: parsed.data.text, now });
      return redirect(here, {
        status: 303,
        headers: { "Set-Cookie": await toastHeader(request, { title: "reflections.updated", crisis: savedTextCrisis(parsed.data.text) }) },
      });
    }

    const locale = await detectLocale(request);
    const prompt = await getReflectionPrompt({ id: reflection.promptId, locale });
    if (!prompt) throw new Response("Not found", { status: 404 });
    const outcome = await generatePerspective({
      userId: user.id,
      entitlements: getEntitlements(entitlementSubject(user), now),
      locale,
      reflection,
      prompt,
      now,
    });
    switch (outcome.kind) {
      case "saved":
        return redirect(`${here}#perspective`, {
          status: 303,
          headers: { "Set-Cookie": await toastHeader(request, { title: "reflections.perspectiveSaved" }) },
        });
      case "crisis":
        return json<ActionData>({ intent: "perspective", crisis: true });
      case "limited":
        return json<ActionData>(
          { intent: "perspective", error: outcome.reason === "limit_reached" ? "reflections.limitReached" : "reflections.rateLimited" },
          { status: 429 },
        );
      case "failed":
        return json<ActionData>({ intent: "perspective", error: "reflections.perspectiveFailed" }, { status: 503 });
    }
  });
}

export default function ReflectionEntry() {
  const { reflection, prompt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(intlTag(i18n.language as Locale), { dateStyle: "long", timeStyle: "short" });
  const updateError = actionData?.intent === "update" ? actionData : null;
  const perspectiveError = actionData?.intent === "perspective" && "error" in actionData ? actionData.error : null;
  const crisis = actionData?.intent === "perspective" && "crisis" in actionData;
  const generating = navigation.state !== "idle" && navigation.formData?.get("intent") === "perspective";
  return (
    <div className="page page-medium stack">
      <p>
        <Link to="/reflections#mine">{t("reflections.back")}</Link>
      </p>
      <p className="reflection-prompt-meta">
        {t("reflections.promptNumber", { number: prompt.number })} · {prompt.categoryName}
      </p>
      <h1>{prompt.text}</h1>

      <section aria-labelledby="mine-title" className="card stack">
        <h2 id="mine-title">{t("reflections.yourReflection")}</h2>
        <p className="hint">
          {t("reflections.writtenOn", { date: dateFormat.format(new Date(reflection.createdAt)) })}
          {reflection.updatedAt !== reflection.createdAt ? (
            <> · {t("reflections.updatedOn", { date: dateFormat.format(new Date(reflection.updatedAt)) })}</>
          ) : null}
        </p>
        <p className="reflection-text" data-testid="reflection-text">
          {reflection.text}
        </p>
      </section>

      <section aria-labelledby="perspective-title" id="perspective" className="card stack">
        <h2 id="perspective-title">{t("reflections.perspectiveTitle")}</h2>
        {crisis ? (
          <div className="stack" role="alert">
            <p>{t("reflections.crisisLead")}</p>
            <CrisisCard />
          </div>
        ) : null}
        {reflection.perspective ? (
          <>
            <div className="reflection-perspective" data-testid="perspective">
              {reflection.perspective.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
            <p className="hint">{t("reflections.aiNote")}</p>
          </>
        ) : (
          <p>{t("reflections.perspectiveNone")}</p>
        )}
        <p className="hint">{t("reflections.perspectiveLead")}</p>
        {perspectiveError ? (
          <p className="form-error" role="alert" data-testid="perspective-error">
            {translateKey(t, perspectiveError)}
          </p>
        ) : null}
        <Form method="post">
          <button type="submit" name="intent" value="perspective" className="button button-primary" disabled={generating}>
            {reflection.perspective ? t("reflections.regenerate") : t("reflections.generate")}
          </button>
        </Form>
      </section>

      <details className="card stack" open={updateError ? true : undefined}>
        <summary>{t("reflections.edit")}</summary>
        <Form method="post" className="form" noValidate>
          <div className="field">
            <label htmlFor="reflection-edit">{t("reflections.editLabel")}</label>
            <p id="reflection-edit-hint" className="hint">
              {t("reflections.editNote")}
            </p>
            <textarea
              id="reflection-edit"
              name="text"
              rows={8}
              maxLength={REFLECTION_TEXT_MAX}
              defaultValue={updateError ? updateError.value : reflection.text}
              key={reflection.updatedAt}
              aria-invalid={updateError ? true : undefined}
              aria-describedby={updateError ? "reflection-edit-hint reflection-edit-error" : "reflection-edit-hint"}
            />
            {updateError ? (
              <p id="reflection-edit-error" className="field-error" role="alert">
                {translateKey(t, updateError.error)}
              </p>
            ) : null}
          </div>
          <div className="actions">
            <button type="submit" name="intent" value="update" className="button button-primary">
              {t("reflections.saveChanges")}
            </button>
          </div>
        </Form>
      </details>

      <p>
        <Link to={`/reflections/entries/${reflection.id}/delete`} className="button button-danger">
          {t("reflections.delete")}
        </Link>
      </p>
    </div>
  );
}
