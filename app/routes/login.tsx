/**
 * /login (spec §2, §8 "Credenziali non valide"): username or e-mail and password; throttled per
 * account and IP. With two-factor on, a right password leads to /login/two-factor (decision record 0035).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FormMessage, withoutKey } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { authenticator } from "~/services/auth/authenticator.server";
import { startSignInChallenge } from "~/services/auth/two-factor.server";
import { pendingSignInHeader } from "~/utils/two-factor-cookie.server";
import { pageMeta } from "~/utils/meta";
import { LoginSchema } from "~/utils/schemas";
import { safeRedirectPath, startSession } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { translateFormError } from "~/utils/form-errors";
import { formAction, requireAnonymous } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";

/** The code step of a sign-in with two-factor on (routes/login_.two-factor.tsx). */
const TWO_FACTOR_LOGIN_PATH = "/login/two-factor";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "login");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return json({ i18n: await routeTranslations(request, ["auth", "validation"], { meta: "login" }) });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const formData = await request.clone().formData();
    const redirectTo = safeRedirectPath(formData.get("redirectTo"));
    const result = await authenticator.authenticate("form", request);
    const submission = parseWithZod(formData, { schema: LoginSchema });
    if (!result.ok && result.reason === "second_factor_required") {
      // Right password, two-factor on: no session yet, a pending sign-in and the code page (decision record 0035).
      const token = await startSignInChallenge({ userId: result.user.id, redirectTo, now: new Date() });
      return redirect(TWO_FACTOR_LOGIN_PATH, { status: 303, headers: { "Set-Cookie": await pendingSignInHeader(request, token) } });
    }
    if (!result.ok) {
      const formError =
        result.reason === "throttled" ? [`auth.throttled|${result.minutes}`] : result.reason === "bad_credentials" ? ["auth.invalidCredentials"] : undefined;
      const status = result.reason === "throttled" ? 429 : result.reason === "bad_credentials" ? 401 : 400;
      return json(submission.reply({ formErrors: formError, hideFields: ["password"] }), { status });
    }
    const headers = new Headers();
    headers.append("Set-Cookie", await startSession(request, result.user.id));
    headers.append("Set-Cookie", await toastHeader(request, { title: "auth.loggedIn" }));
    return redirect(redirectTo, { headers });
  });
}

export default function Login() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });
  return (
    <section className="page page-narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t("auth.loginTitle")}</h1>
      <p className="lead">{t("auth.loginLead")}</p>
      <Form method="post" className="form card" {...getFormProps(form)}>
        {form.errors?.length ? <FormMessage error={translateFormError(t, form.errors[0])} /> : null}
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? "/"} />
        <Field
          label={t("auth.loginName")}
          errors={fields.username.errors}
          autoComplete="username"
          {...withoutKey(getInputProps(fields.username, { type: "text" }))}
          id={fields.username.id}
        />
        <Field
          label={t("auth.password")}
          errors={fields.password.errors}
          autoComplete="current-password"
          {...withoutKey(getInputProps(fields.password, { type: "password" }))}
          id={fields.password.id}
        />
        <SubmitButton pendingLabel={t("auth.loggingIn")}>{t("auth.loginSubmit")}</SubmitButton>
        <p>
          <Link to="/forgot-password">{t("auth.forgot")}</Link>
        </p>
        <p>
          {t("auth.noAccount")} <Link to="/register">{t("nav.register")}</Link>
        </p>
      </Form>
    </section>
  );
}
