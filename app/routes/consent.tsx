/**
 * /consent: the explicit consent to process wellbeing data (GDPR art. 9(2)(a)) for an account
 * that does not have it yet, such as one made through POST /api/auth/register without
 * `acceptHealthData` (docs/decisions/0014-health-data-consent-pending.md). Pages that store
 * wellbeing data send the person here first (`requireHealthDataConsent`) and get them back
 * through `redirectTo`, a local path only. Works without JavaScript.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Checkbox, withoutKey } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { healthDataConsentPending, recordHealthDataConsent } from "~/models/user.server";
import { formAction } from "~/utils/guards.server";
import { pageMeta } from "~/utils/meta";
import { HealthDataConsentSchema } from "~/utils/schemas";
import { requireUser, safeRedirectPath } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "consent");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  // Given already (now or at sign-up): nothing to ask, straight on.
  if (!healthDataConsentPending(user)) throw redirect(redirectTo);
  return json({ redirectTo, i18n: await routeTranslations(request, ["consent", "validation"], { meta: "consent" }) });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const formData = await request.formData();
    const redirectTo = safeRedirectPath(formData.get("redirectTo"));
    const submission = parseWithZod(formData, { schema: HealthDataConsentSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    await recordHealthDataConsent({ userId: user.id, now: new Date() });
    return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "consent.saved" }) } });
  });
}

export default function Consent() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "consent",
    lastResult,
    constraint: getZodConstraint(HealthDataConsentSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: HealthDataConsentSchema }),
  });
  return (
    <section className="page page-narrow" aria-labelledby="consent-title">
      <h1 id="consent-title">{t("consent.title")}</h1>
      <p className="lead">{t("consent.lead")}</p>
      <p>{t("consent.why")}</p>
      <p className="notice">
        {t("consent.urgentHelp")} <UrgentHelpLink>{t("nav.urgentHelp")}</UrgentHelpLink>
      </p>
      <Form method="post" className="form card" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Checkbox
          label={t("consent.checkbox")}
          errors={fields.acceptHealthData.errors}
          {...withoutKey(getInputProps(fields.acceptHealthData, { type: "checkbox" }))}
          id={fields.acceptHealthData.id}
        />
        <p>
          <Link to="/privacy" target="_blank">
            {t("consent.privacy")}
          </Link>
        </p>
        <SubmitButton pendingLabel={t("app.loading")}>{t("consent.submit")}</SubmitButton>
        <p>
          <Link to="/">{t("consent.notNow")}</Link>
        </p>
      </Form>
    </section>
  );
}
