/**
 * /login/two-factor (issue 14 item 8; OWASP ASVS 5.0 6.3.3, V6.5; decision record 0035): the
 * second step of a sign-in when two-factor is on. /login has checked the password and left a
 * pending sign-in (a signed cookie naming a `two_factor_challenges` row, 5 minutes); here a code
 * from the authenticator app (current step ±1, never twice) or an unused recovery code starts the
 * session. Wrong codes: 401; past 5 per pending sign-in (which then ends) or 10 per account in
 * 15 minutes: 429. Works without JavaScript; the trailing "_" keeps it out of /login's layout.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FormMessage, withoutKey } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { completeSignInChallenge, endSignInChallenge, readSignInChallenge } from "~/services/auth/two-factor.server";
import twoFactorStyles from "~/styles/two-factor.css";
import { clientIp } from "~/utils/env.server";
import { translateFormError } from "~/utils/form-errors";
import { formAction, requireAnonymous } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { startSession } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";
import { clearPendingSignInHeader, readPendingSignIn } from "~/utils/two-factor-cookie.server";
import { TwoFactorLoginSchema } from "~/utils/two-factor-schemas.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: twoFactorStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [...pageMeta(matches, "default", data?.title), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const token = await readPendingSignIn(request);
  const pending = token ? await readSignInChallenge({ token, now: new Date() }) : null;
  const { t } = await getT(request);
  return json(
    { i18n: await routeTranslations(request, ["twoFactor", "auth", "validation"]), title: t("twoFactor.login.title"), expired: !pending },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Back to /login with the pending cookie cleared and `toast` (a key), 303. */
async function backToLogin(request: Request, toast?: "twoFactor.login.expired") {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearPendingSignInHeader(request));
  if (toast) headers.append("Set-Cookie", await toastHeader(request, { title: toast, variant: "destructive" }));
  return redirect("/login", { status: 303, headers });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    await requireAnonymous(request);
    const token = await readPendingSignIn(request);
    const formData = await request.formData();
    if (formData.get("intent") === "restart") {
      if (token) await endSignInChallenge({ token });
      return backToLogin(request);
    }
    if (!token) return backToLogin(request, "twoFactor.login.expired");
    const submission = parseWithZod(formData, { schema: TwoFactorLoginSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    const now = new Date();
    const result = await completeSignInChallenge({ token, code: submission.value.code, ip: clientIp(request), now });
    if (result.ok) {
      const headers = new Headers();
      headers.append("Set-Cookie", await clearPendingSignInHeader(request));
      headers.append("Set-Cookie", await startSession(request, result.user.id));
      headers.append("Set-Cookie", await toastHeader(request, { title: "auth.loggedIn" }));
      return redirect(result.redirectTo, { status: 303, headers });
    }
    if (result.reason === "expired") return backToLogin(request, "twoFactor.login.expired");
    if (result.reason === "throttled") {
      const error = result.ended ? "twoFactor.errors.challengeEnded" : `twoFactor.errors.throttled|${result.minutes}`;
      const headers = result.ended ? { "Set-Cookie": await clearPendingSignInHeader(request) } : undefined;
      return json(submission.reply({ formErrors: [error], hideFields: ["code"] }), { status: 429, headers });
    }
    const error = result.reason === "reused_code" ? "twoFactor.errors.reusedCode" : "twoFactor.errors.wrongCode";
    return json(submission.reply({ fieldErrors: { code: [error] }, hideFields: ["code"] }), { status: 401 });
  });
}

export default function LoginTwoFactor() {
  const { t } = useTranslation();
  const { expired } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({ id: "login-two-factor", lastResult, shouldValidate: "onSubmit" });
  const formError = form.errors?.length ? translateFormError(t, form.errors[0]) : null;
  return (
    <section className="page page-narrow" aria-labelledby="login-two-factor-title">
      <h1 id="login-two-factor-title">{t("twoFactor.login.title")}</h1>
      {expired ? (
        <div className="card stack">
          <p role="alert">{formError ?? t("twoFactor.login.expired")}</p>
          <p>
            <Link to="/login" className="button button-primary">
              {t("auth.loginSubmit")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="lead">{t("twoFactor.login.lead")}</p>
          <Form method="post" className="form card" {...getFormProps(form)}>
            {formError ? <FormMessage error={formError} /> : null}
            <Field
              label={t("twoFactor.login.codeLabel")}
              hint={t("twoFactor.login.codeHint")}
              errors={fields.code.errors}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              {...withoutKey(getInputProps(fields.code, { type: "text" }))}
              id={fields.code.id}
            />
            <SubmitButton pendingLabel={t("twoFactor.login.submitting")}>{t("twoFactor.login.submit")}</SubmitButton>
          </Form>
          <Form method="post">
            <button type="submit" name="intent" value="restart" className="button button-ghost">
              {t("twoFactor.login.restart")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
