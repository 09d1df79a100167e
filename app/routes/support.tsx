/**
 * /support and /help (spec §2 "support"; issue 15 item 5; /help re-exports this module): the
 * frequently asked questions as details/summary, a prominent way to urgent help, and a contact
 * form whose messages are stored for the administrators (services/support.server.ts: validated,
 * throttled, with a honeypot). Works without JavaScript: a plain POST, errors re-rendered with
 * status 400 or 429, success answered with a redirect and a toast.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import { Field, FormMessage } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { submitSupportMessage } from "~/services/support.server";
import publicPagesStyles from "~/styles/public-pages.css";
import { FREE_DAILY_AI_LIMIT, LAUNCH_TRIAL_DAYS, STANDARD_TRIAL_DAILY_AI_LIMIT, STANDARD_TRIAL_DAYS } from "~/utils/entitlements";
import { clientIp } from "~/utils/env.server";
import { translateFormError } from "~/utils/form-errors";
import { formAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { SUPPORT_LIMITS, SupportMessageSchema } from "~/utils/schemas.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

/** The questions, in the order shown (keys of the `support.faq` strings). */
const FAQ = ["account", "plans", "payments", "privacy", "data", "ai", "crisis", "install"] as const;

const FIELDS = ["name", "email", "subject", "message"] as const;
type SupportField = (typeof FIELDS)[number];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicPagesStyles }];

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "support");

export async function loader({ request }: LoaderFunctionArgs) {
  return json({
    i18n: await routeTranslations(request, ["support"], { meta: "support" }),
    plans: { freeLimit: FREE_DAILY_AI_LIMIT, trialDays: STANDARD_TRIAL_DAYS, trialLimit: STANDARD_TRIAL_DAILY_AI_LIMIT, launchDays: LAUNCH_TRIAL_DAYS },
    limits: SUPPORT_LIMITS,
    guide: isPageAvailable("/app-guide"),
  });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const form = await request.formData();
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as Record<SupportField, string>;
    const parsed = SupportMessageSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return json({ errors: parsed.error.flatten().fieldErrors as Partial<Record<SupportField, string[]>>, formError: null, values }, { status: 400 });
    }
    const outcome = await submitSupportMessage(parsed.data, { locale: await detectLocale(request), ip: clientIp(request) });
    if (!outcome.ok) return json({ errors: {}, formError: outcome.formError, values }, { status: outcome.status });
    const path = new URL(request.url).pathname === "/help" ? "/help" : "/support";
    return redirect(path, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "support.sent" }) } });
  });
}

export default function Support() {
  const { plans, limits, guide } = useLoaderData<typeof loader>();
  const messageMax = limits.message;
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const errors: Partial<Record<SupportField, string[]>> = actionData?.errors ?? {};
  const values = actionData?.values;
  return (
    <div className="page page-medium stack">
      <section aria-labelledby="support-title" className="stack">
        <h1 id="support-title">{t("support.title")}</h1>
        <p className="lead">{t("support.lead")}</p>
        <div className="urgent-callout" role="note" aria-labelledby="support-urgent">
          <h2 id="support-urgent">{t("support.urgentTitle")}</h2>
          <p>
            {t("support.urgentText")} <UrgentHelpLink>{t("support.urgentLink")}</UrgentHelpLink>.
          </p>
        </div>
      </section>
      <section aria-labelledby="faq-title" className="stack">
        <h2 id="faq-title">{t("support.faqTitle")}</h2>
        <div className="faq">
          {FAQ.map((id) => (
            <details key={id} id={`faq-${id}`}>
              <summary>{t(`support.faq.${id}.q`)}</summary>
              <p>{t(`support.faq.${id}.a`, plans)}</p>
            </details>
          ))}
        </div>
        <p>
          <Link to="/privacy">{t("footer.privacy")}</Link>
          {guide ? (
            <>
              {" · "}
              <Link to="/app-guide">{t("support.guideLink")}</Link>
            </>
          ) : null}
        </p>
      </section>
      <section aria-labelledby="contact-title" className="card stack">
        <h2 id="contact-title">{t("support.contactTitle")}</h2>
        <p>{t("support.contactLead")}</p>
        {actionData?.formError ? <FormMessage error={translateFormError(t, actionData.formError)} /> : null}
        <Form method="post" className="form" noValidate>
          <Field
            id="support-name"
            name="name"
            label={t("support.name")}
            autoComplete="name"
            required
            maxLength={limits.name}
            defaultValue={values?.name}
            errors={errors.name}
          />
          <Field
            id="support-email"
            name="email"
            type="email"
            label={t("support.email")}
            autoComplete="email"
            required
            defaultValue={values?.email}
            errors={errors.email}
          />
          <Field
            id="support-subject"
            name="subject"
            label={t("support.subject")}
            required
            maxLength={limits.subject}
            defaultValue={values?.subject}
            errors={errors.subject}
          />
          <div className="field">
            <label htmlFor="support-message">{t("support.message")}</label>
            <textarea
              id="support-message"
              name="message"
              rows={6}
              required
              maxLength={messageMax}
              defaultValue={values?.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "support-message-hint support-message-error" : "support-message-hint"}
            />
            <div id="support-message-hint" className="hint">
              {t("support.messageHint", { max: messageMax })}
            </div>
            {errors.message ? (
              <p id="support-message-error" className="field-error">
                {translateKey(t, errors.message[0])}
              </p>
            ) : null}
          </div>
          {/* The honeypot: out of sight, out of the tab order and hidden from screen readers; only bots fill it in. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="support-website">{t("support.honeypot")}</label>
            <input id="support-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div className="actions actions-start">
            <SubmitButton pendingLabel={t("support.sending")}>{t("support.send")}</SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
