/** /register (spec §2, §3 "Registration", §5 validation, §8 errors); throttled per client address and overall (decision record 0011). */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NewPasswordField } from "~/components/password-strength";
import { Checkbox, Field, FormMessage } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { launchCampaignStatus } from "~/models/launch-code.server";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { completeRegistration } from "~/services/auth/registration.server";
import { RegisterSchema } from "~/utils/schemas";
import { startSession } from "~/utils/session-cookie.server";
import { formAction, requireAnonymous } from "~/utils/guards.server";
import { clientIp } from "~/utils/env.server";
import { translateFormError } from "~/utils/form-errors";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "register");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const campaign = await launchCampaignStatus();
  return json({
    launchActive: campaign.active,
    launchRemaining: campaign.remaining,
    i18n: await routeTranslations(request, ["auth", "validation"], { meta: "register" }),
  });
}

/**
 * The form offers the launch code as a positive choice ("I want the launch offer", checked while
 * places are left); the JSON API keeps the specification's `skipLaunchCode` (spec §3). An
 * unticked box sends nothing, so no box means no launch code.
 */
function withSkipLaunchCode(formData: FormData): FormData {
  formData.set("skipLaunchCode", formData.get("launchOffer") === "on" ? "" : "on");
  return formData;
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const formData = withSkipLaunchCode(await request.formData());
    const submission = parseWithZod(formData, { schema: RegisterSchema });
    if (submission.status !== "success") {
      return json(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
    }
    const outcome = await completeRegistration(submission.value, { locale: await detectLocale(request), ip: clientIp(request) });
    if (!outcome.ok) {
      const errors = "formError" in outcome ? { formErrors: [outcome.formError] } : { fieldErrors: outcome.fieldErrors };
      return json(submission.reply({ ...errors, hideFields: ["password", "confirmPassword"] }), { status: outcome.status });
    }
    return redirect("/welcome", { headers: { "Set-Cookie": await startSession(request, outcome.user.id) } });
  });
}

export default function Register() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const { launchActive, launchRemaining } = useLoaderData<typeof loader>();
  // After a refused submission keep the person's own choice; at first, the offer is ticked.
  const launchOfferChecked = lastResult?.initialValue ? lastResult.initialValue.launchOffer === "on" : true;
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    constraint: getZodConstraint(RegisterSchema),
    // Errors appear on submit, not on blur, so the form does not shift under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  });
  return (
    <section className="page page-narrow" aria-labelledby="register-title">
      <h1 id="register-title">{t("auth.registerTitle")}</h1>
      <p className="lead">{t("auth.registerLead")}</p>
      <Form method="post" className="form card" {...getFormProps(form)}>
        {form.errors?.length ? <FormMessage error={translateFormError(t, form.errors[0])} /> : null}
        <Field
          label={t("auth.username")}
          hint={t("auth.usernameHint")}
          errors={fields.username.errors}
          autoComplete="username"
          {...getInputProps(fields.username, { type: "text" })}
          id={fields.username.id}
        />
        <Field
          label={t("auth.email")}
          errors={fields.email.errors}
          autoComplete="email"
          {...getInputProps(fields.email, { type: "email" })}
          id={fields.email.id}
        />
        <Field
          label={t("auth.fullName")}
          errors={fields.fullName.errors}
          autoComplete="name"
          {...getInputProps(fields.fullName, { type: "text" })}
          id={fields.fullName.id}
        />
        <NewPasswordField
          label={t("auth.password")}
          hint={t("auth.passwordHint")}
          errors={fields.password.errors}
          autoComplete="new-password"
          {...getInputProps(fields.password, { type: "password" })}
          id={fields.password.id}
        />
        <Field
          label={t("auth.confirmPassword")}
          errors={fields.confirmPassword.errors}
          autoComplete="new-password"
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          id={fields.confirmPassword.id}
        />
        <Checkbox
          label={t("auth.acceptTerms")}
          hint={
            <>
              {t("auth.readDocuments")}{" "}
              <Link to="/terms" target="_blank">
                {t("auth.termsLink")}
              </Link>{" "}
              ·{" "}
              <Link to="/privacy" target="_blank">
                {t("auth.privacyLink")}
              </Link>
            </>
          }
          errors={fields.acceptTerms.errors}
          {...getInputProps(fields.acceptTerms, { type: "checkbox" })}
          id={fields.acceptTerms.id}
        />
        <Checkbox
          label={t("auth.acceptHealthData")}
          errors={fields.acceptHealthData.errors}
          {...getInputProps(fields.acceptHealthData, { type: "checkbox" })}
          id={fields.acceptHealthData.id}
        />
        {launchActive ? (
          <Checkbox
            label={t("auth.launchOffer", { count: launchRemaining })}
            name="launchOffer"
            id="register-launchOffer"
            defaultChecked={launchOfferChecked}
            key={String(launchOfferChecked)}
          />
        ) : null}
        <SubmitButton pendingLabel={t("auth.registering")}>{t("auth.registerSubmit")}</SubmitButton>
        <p>
          {t("auth.haveAccount")} <Link to="/login">{t("nav.login")}</Link>
        </p>
      </Form>
    </section>
  );
}
