/**
 * /reset-password: code, new password, confirmation (spec §2, §5). The password follows the one
 * policy of sign-up (decision record 0007): the length is shown as the requirement, spec §5's
 * upper case / lower case / digit checklist as tips (ASVS 5.0 6.2.5), beside a strength meter.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NewPasswordField } from "~/components/password-strength";
import { Field, FormMessage, withoutKey } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { clientIp } from "~/utils/env.server";
import { pageMeta } from "~/utils/meta";
import { resetEmailCookie, resetPassword } from "~/services/auth/password-reset.server";
import { PASSWORD_LENGTH_RULE, PASSWORD_TIPS, ResetPasswordSchema } from "~/utils/schemas";
import { toastHeader } from "~/utils/toast.server";
import { translateFormError } from "~/utils/form-errors";
import { formAction } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "default");

export async function loader({ request }: LoaderFunctionArgs) {
  const email = await resetEmailCookie.parse(request.headers.get("Cookie"));
  return json({ email: typeof email === "string" ? email : "", i18n: await routeTranslations(request, ["auth", "validation"]) });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
    if (submission.status !== "success") return json(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
    const outcome = await resetPassword({ ...submission.value, ip: clientIp(request), now: new Date() });
    if (outcome.ok) {
      return redirect("/login", { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "auth.resetDone" }) } });
    }
    const hide = { hideFields: ["password", "confirmPassword"] };
    switch (outcome.reason) {
      case "throttled":
        return json(submission.reply({ formErrors: [`auth.tooManyAttempts|${outcome.minutes}`], ...hide }), { status: 429 });
      case "password_policy":
        return json(submission.reply({ fieldErrors: { password: [outcome.error] }, ...hide }), { status: 400 });
      default:
        // One answer for an unknown address, no live code and a wrong code (password-reset.server.ts).
        return json(submission.reply({ fieldErrors: { code: ["auth.resetInvalidCode"] }, ...hide }), { status: 400 });
    }
  });
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { email } = useLoaderData<typeof loader>();
  const [form, fields] = useForm({
    id: "reset",
    lastResult,
    defaultValue: { email },
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });
  const sent = searchParams.get("sent") === "1";
  return (
    <section className="page page-narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("auth.resetTitle")}</h1>
      <p className="lead">{t("auth.resetLead")}</p>
      <Form method="post" className="form card" {...getFormProps(form)}>
        {form.errors?.length ? (
          <FormMessage error={translateFormError(t, form.errors[0])} />
        ) : sent && !lastResult ? (
          <FormMessage success={t("auth.forgotSent")} />
        ) : null}
        <Field
          label={t("auth.email")}
          errors={fields.email.errors}
          autoComplete="email"
          {...withoutKey(getInputProps(fields.email, { type: "email" }))}
          id={fields.email.id}
        />
        <Field
          label={t("auth.code")}
          errors={fields.code.errors}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...withoutKey(getInputProps(fields.code, { type: "text" }))}
          id={fields.code.id}
        />
        <NewPasswordField
          label={t("auth.newPassword")}
          errors={fields.password.errors}
          autoComplete="new-password"
          {...withoutKey(getInputProps(fields.password, { type: "password" }))}
          id={fields.password.id}
          hint={(password) => <PasswordAdvice password={password} />}
        />
        <Field
          label={t("auth.confirmPassword")}
          errors={fields.confirmPassword.errors}
          autoComplete="new-password"
          {...withoutKey(getInputProps(fields.confirmPassword, { type: "password" }))}
          id={fields.confirmPassword.id}
        />
        <SubmitButton pendingLabel={t("app.loading")}>{t("auth.resetSubmit")}</SubmitButton>
        <p>
          <Link to="/forgot-password">{t("auth.requestNewCode")}</Link>
        </p>
      </Form>
    </section>
  );
}

/**
 * The requirement (8 characters) and spec §5's checklist as tips, updated while typing (the
 * strength meter follows them). Only the requirement is enforced, by the schema and the server.
 */
function PasswordAdvice({ password }: { password: string }) {
  const { t } = useTranslation();
  const tipsTitleId = useId();
  const lengthMet = PASSWORD_LENGTH_RULE.test(password);
  return (
    <>
      <ul className="checklist" aria-live="polite" data-testid="password-requirement">
        <li className={lengthMet ? "met" : undefined}>
          <span className="visually-hidden">{t("auth.requirement")}: </span>
          {t(`auth.rule.${PASSWORD_LENGTH_RULE.key}`)}
          <span className="visually-hidden"> ({lengthMet ? t("auth.ruleMet") : t("auth.ruleNotMet")})</span>
        </li>
      </ul>
      <p id={tipsTitleId} className="password-tips-title">
        {t("auth.tipsTitle")}
      </p>
      <ul className="checklist" aria-labelledby={tipsTitleId} aria-live="polite" data-testid="password-tips">
        {PASSWORD_TIPS.map((tip) => {
          const met = tip.test(password);
          return (
            <li key={tip.key} className={met ? "met" : undefined}>
              {t(`auth.tip.${tip.key}`)}
              <span className="visually-hidden"> ({met ? t("auth.tipMet") : t("auth.tipNotMet")})</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
