/** /forgot-password: asks for the e-mail and sends a code (never shown on screen). */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FormMessage, withoutKey } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { cookieSecurity } from "~/utils/cookies.server";
import { clientIp } from "~/utils/env.server";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { ForgotPasswordSchema } from "~/utils/schemas";
import { requestPasswordReset, resetEmailCookie } from "~/services/auth/password-reset.server";
import { translateFormError } from "~/utils/form-errors";
import { formAction } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "default");

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ i18n: await routeTranslations(request, ["auth", "validation"]) });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    const outcome = await requestPasswordReset({
      email: submission.value.email,
      ip: clientIp(request),
      locale: await detectLocale(request),
      now: new Date(),
    });
    if (!outcome.ok) return json(submission.reply({ formErrors: [`auth.tooManyAttempts|${outcome.minutes}`] }), { status: 429 });
    // The address travels in a short-lived cookie, not the URL, so it never lands in access logs.
    return redirect("/reset-password?sent=1", {
      status: 303,
      headers: { "Set-Cookie": await resetEmailCookie.serialize(submission.value.email, cookieSecurity(request)) },
    });
  });
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "forgot",
    lastResult,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });
  return (
    <section className="page page-narrow" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t("auth.forgotTitle")}</h1>
      <p className="lead">{t("auth.forgotLead")}</p>
      <Form method="post" className="form card" {...getFormProps(form)}>
        {form.errors?.length ? <FormMessage error={translateFormError(t, form.errors[0])} /> : null}
        <Field
          label={t("auth.email")}
          errors={fields.email.errors}
          autoComplete="email"
          {...withoutKey(getInputProps(fields.email, { type: "email" }))}
          id={fields.email.id}
        />
        <SubmitButton pendingLabel={t("app.loading")}>{t("auth.forgotSubmit")}</SubmitButton>
        <p>
          <Link to="/login">{t("nav.login")}</Link>
        </p>
      </Form>
    </section>
  );
}
