/**
 * /reflections/prompts/<id>: one prompt (spec §3) and the form to write and save an answer
 * (spec §5: an empty reflection is refused with "Riflessione vuota, scrivi qualcosa prima di
 * salvare", 400). A premium prompt on a plan without `allReflections` answers 403 with the lock
 * and the way to unlock it, in the loader and in the action. Saving needs the wellbeing-data
 * consent (decision record 0014); the text is never logged.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LockedNote } from "~/components/reflections/locked-note";
import { createReflection, getReflectionPrompt } from "~/models/reflection.server";
import { entitlementSubject } from "~/models/user.server";
import { canOpenPrompt, localisedCategories, ReflectionTextSchema } from "~/services/reflections.server";
import { REFLECTION_TEXT_MAX } from "~/utils/reflections";
import { getEntitlements } from "~/utils/entitlements";
import { formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "reflections", data?.prompt ? data.categoryName : undefined);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [user, i18n] = await Promise.all([getOptionalUser(request), routeTranslations(request, ["reflections"], { meta: "reflections" })]);
  const prompt = await getReflectionPrompt({ id: params.id ?? "", locale: i18n.locale });
  if (!prompt) throw new Response("Not found", { status: 404 });
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  const locked = !canOpenPrompt(entitlements, prompt);
  // Writing is wellbeing data: a signed-in person whose consent is pending goes to the consent screen first.
  if (user && !locked) await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  const categoryName = localisedCategories(i18n.locale).find((c) => c.id === prompt.category)?.name ?? prompt.category;
  return json(
    { i18n, prompt, categoryName, locked, signedIn: Boolean(user), redirectTo: new URL(request.url).pathname },
    // The lock is the answer's status too: 403, with the page that says how to unlock it.
    { status: locked ? 403 : 200 },
  );
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const locale = await detectLocale(request);
    const prompt = await getReflectionPrompt({ id: args.params.id ?? "", locale });
    if (!prompt) throw new Response("Not found", { status: 404 });
    const now = new Date();
    if (!canOpenPrompt(getEntitlements(entitlementSubject(user), now), prompt)) {
      return json({ error: "reflections.lockedTitle", value: "" }, { status: 403 });
    }
    await requireHealthDataConsent(request, user);
    const form = await request.formData();
    const raw = form.get("text");
    const parsed = ReflectionTextSchema.safeParse({ text: raw });
    if (!parsed.success) {
      return json({ error: parsed.error.issues[0]?.message ?? "reflections.empty", value: typeof raw === "string" ? raw : "" }, { status: 400 });
    }
    const saved = await createReflection({ userId: user.id, promptId: prompt.id, text: parsed.data.text, now });
    return redirect(`/reflections/entries/${saved.id}`, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "reflections.saved" }) } });
  });
}

export default function ReflectionPromptPage() {
  const { prompt, categoryName, locked, signedIn, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const error = actionData?.error;
  return (
    <div className="page page-medium stack">
      <p>
        <Link to="/reflections">{t("reflections.back")}</Link>
      </p>
      <p className="reflection-prompt-meta">
        {t("reflections.promptNumber", { number: prompt.number })} · {categoryName}{" "}
        <span className="badge">{prompt.premium ? t("reflections.premiumBadge") : t("reflections.freeBadge")}</span>
      </p>
      <h1>{prompt.text}</h1>
      {locked ? (
        <>
          <h2>{t("reflections.lockedTitle")}</h2>
          <LockedNote signedIn={signedIn} />
        </>
      ) : !signedIn ? (
        <p className="notice">
          {t("reflections.signInToWrite")} <Link to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}>{t("reflections.signIn")}</Link>
        </p>
      ) : (
        <Form method="post" className="form" noValidate>
          <div className="field">
            <label htmlFor="reflection-text">{t("reflections.answerLabel")}</label>
            <p id="reflection-text-hint" className="hint">
              {t("reflections.answerHint")}
            </p>
            <textarea
              id="reflection-text"
              name="text"
              rows={8}
              maxLength={REFLECTION_TEXT_MAX}
              defaultValue={actionData?.value ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "reflection-text-hint reflection-text-error" : "reflection-text-hint"}
            />
            {error ? (
              <p id="reflection-text-error" className="field-error" role="alert">
                {translateKey(t, error)}
              </p>
            ) : null}
          </div>
          <div className="actions">
            <button type="submit" className="button button-primary">
              {t("reflections.save")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
