/**
 * /safety (docs/architecture.md "The AI companion"): crisis resources for everyone, and for signed-in users a
 * personal safety plan (Stanley & Brown safety planning intervention) they can fill in and print.
 * The plan is wellbeing data: while a person's consent is pending the page still shows every
 * resource, and the plan's place links to the consent screen (decision record 0014).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/ui/icons/icon";
import { useTranslation } from "react-i18next";
import { getSafetyPlan, saveSafetyPlan } from "~/models/safety-plan.server";
import { crisisResources } from "~/services/ai/crisis-reply";
import { intlTag, translateKey, type Locale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { PLAN_FIELD_MAX, SAFETY_PLAN_FIELDS } from "~/utils/safety-plan";
import { SafetyPlanSchema } from "~/utils/schemas.server";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";
import { healthDataConsentPending } from "~/models/user.server";
import { toastHeader } from "~/utils/toast.server";
import { consentPath } from "~/utils/consent";
import { formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "safety");

export async function loader({ request }: LoaderFunctionArgs) {
  const [i18n, user] = await Promise.all([routeTranslations(request, ["safety"], { meta: "safety" }), getOptionalUser(request)]);
  const consentPending = user ? healthDataConsentPending(user) : false;
  const plan = user && !consentPending ? await getSafetyPlan({ userId: user.id }) : undefined;
  return json({
    i18n,
    resources: crisisResources(i18n.locale),
    signedIn: Boolean(user),
    consentPending,
    plan: plan?.sections ?? null,
    updatedAt: plan?.updatedAt ?? null,
  });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    await requireHealthDataConsent(request, user);
    const form = Object.fromEntries(await request.formData());
    const parsed = SafetyPlanSchema.safeParse(form);
    if (!parsed.success) {
      return json({ errors: parsed.error.flatten().fieldErrors as Record<string, string[]>, values: form as Record<string, string> }, { status: 400 });
    }
    await saveSafetyPlan({ userId: user.id, plan: parsed.data, now: new Date() });
    return redirect("/safety#plan", { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "safety.saved" }) } });
  });
}

export default function Safety() {
  const { resources, signedIn, consentPending, plan, updatedAt } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const grounding: readonly string[] = t("safety.grounding", { returnObjects: true });
  return (
    <div className="page page-medium stack">
      <section aria-labelledby="safety-title" className="stack">
        <h1 id="safety-title">{t("safety.title")}</h1>
        <p className="lead">{t("safety.lead")}</p>
        <p className="notice">
          <strong>{t("safety.emergency")}</strong>
        </p>
        <h2>{t("safety.hotlinesTitle")}</h2>
        <ul className="plain-list grid">
          {resources.hotlines.map((h) => (
            <li key={h.number} className="card">
              <h3>{h.name}</h3>
              <div className="hotline-number">{h.number}</div>
              <p>{h.note}</p>
              <a href={h.tel} className="button button-primary button-small">
                <Icon name="phone" size={16} /> {t("safety.call")} {h.number}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="grounding-title" className="card">
        <h2 id="grounding-title">{t("safety.groundingTitle")}</h2>
        <ol>
          {grounding.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="plan-title" id="plan" className="card stack">
        <h2 id="plan-title">{t("safety.planTitle")}</h2>
        {signedIn && consentPending ? (
          <p>
            {t("safety.planConsent")} <Link to={consentPath("/safety#plan")}>{t("safety.planConsentAction")}</Link>
          </p>
        ) : signedIn ? (
          <>
            <p>{t("safety.planLead")}</p>
            {updatedAt ? (
              <p className="hint">
                {t("safety.updated", {
                  date: new Intl.DateTimeFormat(intlTag(i18n.language as Locale), { dateStyle: "long", timeStyle: "short" }).format(new Date(updatedAt)),
                })}
              </p>
            ) : null}
            <Form method="post" className="form">
              {SAFETY_PLAN_FIELDS.map((field) => {
                const errors = actionData?.errors?.[field];
                return (
                  <div className="field" key={field}>
                    <label htmlFor={`plan-${field}`}>{t(`safety.fields.${field}`)}</label>
                    <textarea
                      id={`plan-${field}`}
                      name={field}
                      rows={3}
                      maxLength={PLAN_FIELD_MAX}
                      defaultValue={actionData?.values?.[field] ?? plan?.[field] ?? ""}
                      aria-invalid={errors ? true : undefined}
                      aria-describedby={errors ? `plan-${field}-error` : undefined}
                    />
                    {errors ? (
                      <p id={`plan-${field}-error`} className="field-error">
                        {translateKey(t, errors[0])}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <div className="actions no-print">
                <button type="submit" className="button button-primary">
                  {t("safety.save")}
                </button>
                <PrintButton label={t("safety.print")} />
              </div>
              <p className="hint no-print">{t("safety.printHint")}</p>
            </Form>
          </>
        ) : (
          <p>
            {t("safety.planSignIn")} <Link to="/login?redirectTo=%2Fsafety">{t("nav.login")}</Link>
          </p>
        )}
      </section>
      <p className="no-print">
        <Link to="/chat">{t("safety.backToChat")}</Link>
      </p>
    </div>
  );
}

/** Shown only once JavaScript runs (window.print needs it); the hint covers the no-JS case. */
function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button-ghost js-only" onClick={() => window.print()}>
      <Icon name="printer" size={16} /> {label}
    </button>
  );
}
