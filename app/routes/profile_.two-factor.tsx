/**
 * /profile/two-factor (issue 14 item 8; OWASP ASVS 5.0 6.3.3; decision record 0035): every
 * signed-in person may turn two-step sign-in (TOTP) on or off. Turning on: a new secret is kept
 * pending and shown as a QR code drawn on the server (SVG, with a text alternative) and as text;
 * the first right code turns it on and the 10 recovery codes are shown once, in the action's
 * answer (never stored in clear, never in a cookie). Turning off asks for the password or a code.
 * Every form works without JavaScript. The trailing "_" keeps the page out of a /profile layout.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FormMessage, withoutKey } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { qrCodeSvg } from "~/services/qr-code.server";
import {
  cancelTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  getTwoFactorState,
  groupSecret,
  startTwoFactorEnrolment,
} from "~/services/auth/two-factor.server";
import twoFactorStyles from "~/styles/two-factor.css";
import { formAction, requireUser } from "~/utils/guards.server";
import { intlTag, type Locale } from "~/utils/i18n";
import { getT } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { toastHeader } from "~/utils/toast.server";
import { translateFormError } from "~/utils/form-errors";
import { routeTranslations } from "~/utils/translations.server";
import { TwoFactorProfileSchema } from "~/utils/two-factor-schemas.server";

const PATH = "/profile/two-factor";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: twoFactorStyles }];

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [...pageMeta(matches, "default", data?.title), { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const i18n = await routeTranslations(request, ["twoFactor", "auth", "validation"]);
  const { t } = await getT(request);
  const state = await getTwoFactorState(user);
  const date = new Intl.DateTimeFormat(intlTag(i18n.locale as Locale), { dateStyle: "long", timeZone: "UTC" });
  const view =
    state.state === "pending"
      ? { state: "pending" as const, secret: groupSecret(state.secret), account: user.username, qrSvg: await qrCodeSvg(state.otpauthUri) }
      : state.state === "on"
        ? { state: "on" as const, since: date.format(new Date(state.enabledAt)), recoveryCodesLeft: state.recoveryCodesLeft }
        : { state: "off" as const };
  return json({ i18n, title: t("twoFactor.title"), view }, { headers: { "Cache-Control": "no-store" } });
}

type Intent = "confirm" | "disable";

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: TwoFactorProfileSchema });
    const intent = (formData.get("intent") === "disable" ? "disable" : "confirm") satisfies Intent;
    const now = new Date();
    if (submission.status !== "success") return json({ intent, reply: submission.reply(), recoveryCodes: null }, { status: 400 });
    const value = submission.value;
    if (value.intent === "start") {
      await startTwoFactorEnrolment({ userId: user.id, now });
      return redirect(PATH, { status: 303 });
    }
    if (value.intent === "cancel") {
      await cancelTwoFactorEnrolment({ userId: user.id });
      return redirect(PATH, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "twoFactor.toast.cancelled" }) } });
    }
    if (value.intent === "confirm") {
      const result = await confirmTwoFactorEnrolment({ user, code: value.code, now });
      if (!result.ok) {
        const reply =
          result.reason === "wrong_code"
            ? submission.reply({ fieldErrors: { code: ["twoFactor.errors.wrongCode"] } })
            : submission.reply({ formErrors: ["twoFactor.errors.noEnrolment"] });
        return json({ intent: "confirm" as Intent, reply, recoveryCodes: null }, { status: result.reason === "wrong_code" ? 400 : 409 });
      }
      // Shown once, in this answer only: the page's loader never has them again.
      return json(
        { intent: "confirm" as Intent, reply: submission.reply({ resetForm: true }), recoveryCodes: result.recoveryCodes },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    if (!value.password && !value.code) {
      return json(
        { intent: "disable" as Intent, reply: submission.reply({ fieldErrors: { password: ["twoFactor.errors.proofRequired"] } }), recoveryCodes: null },
        { status: 400 },
      );
    }
    const result = await disableTwoFactor({ user, password: value.code ? undefined : value.password, code: value.code, now });
    if (!result.ok) {
      const [error, status] =
        result.reason === "throttled"
          ? [`twoFactor.errors.throttled|${result.minutes}`, 429]
          : result.reason === "reused_code"
            ? ["twoFactor.errors.reusedCode", 401]
            : result.reason === "not_enabled"
              ? ["twoFactor.errors.notEnabled", 409]
              : ["twoFactor.errors.wrongProof", 401];
      return json(
        { intent: "disable" as Intent, reply: submission.reply({ formErrors: [error as string], hideFields: ["password", "code"] }), recoveryCodes: null },
        { status: status as number },
      );
    }
    return redirect(PATH, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "twoFactor.toast.disabled" }) } });
  });
}

export default function TwoFactorPage() {
  const { t } = useTranslation();
  const { view } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const recoveryCodes = actionData?.recoveryCodes ?? null;
  return (
    <section className="page page-narrow stack" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{t("twoFactor.title")}</h1>
      <p className="lead">{t("twoFactor.lead")}</p>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : (
        <>
          <p data-testid="two-factor-status">
            {t("twoFactor.status.label")}:{" "}
            <strong className={view.state === "on" ? "two-factor-status-on" : undefined}>
              {view.state === "on"
                ? t("twoFactor.status.on", { date: view.since })
                : view.state === "pending"
                  ? t("twoFactor.status.pending")
                  : t("twoFactor.status.off")}
            </strong>
          </p>
          {view.state === "off" ? <TurnOn /> : null}
          {view.state === "pending" ? (
            <Enrol
              secret={view.secret}
              account={view.account}
              qrSvg={view.qrSvg}
              lastResult={actionData?.intent === "confirm" ? actionData.reply : undefined}
            />
          ) : null}
          {view.state === "on" ? (
            <TurnOff recoveryCodesLeft={view.recoveryCodesLeft} lastResult={actionData?.intent === "disable" ? actionData.reply : undefined} />
          ) : null}
        </>
      )}
    </section>
  );
}

function TurnOn() {
  const { t } = useTranslation();
  return (
    <Form method="post" className="card stack">
      <p>{t("twoFactor.off.explain")}</p>
      <div>
        <SubmitButton name="intent" value="start" pendingLabel={t("twoFactor.pending.confirming")}>
          {t("twoFactor.off.start")}
        </SubmitButton>
      </div>
    </Form>
  );
}

type Reply = NonNullable<ReturnType<typeof useActionData<typeof action>>>["reply"];

function Enrol({ secret, account, qrSvg, lastResult }: { secret: string; account: string; qrSvg: string; lastResult: Reply | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: "two-factor-confirm", lastResult, shouldValidate: "onSubmit" });
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="two-factor-scan">
        <h2 id="two-factor-scan">{t("twoFactor.pending.stepScan")}</h2>
        <div className="two-factor-qr">
          {/* Our own server's SVG (qrcode's toString) of our own otpauth URI, not user input. */}
          <div
            className="qr-code"
            role="img"
            aria-label={t("twoFactor.pending.qrLabel")}
            data-testid="two-factor-qr"
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <div className="stack-sm">
            <p>{t("twoFactor.pending.scanText")}</p>
            <h3>{t("twoFactor.pending.stepKey")}</h3>
            <p>
              {t("twoFactor.pending.keyLabel")}:{" "}
              <code className="two-factor-secret" data-testid="totp-secret">
                {secret}
              </code>
            </p>
            <p className="hint">{t("twoFactor.pending.keyDetails", { account })}</p>
          </div>
        </div>
      </section>
      <Form method="post" className="form card" {...getFormProps(form)}>
        <h2>{t("twoFactor.pending.stepConfirm")}</h2>
        {form.errors?.length ? <FormMessage error={translateFormError(t, form.errors[0])} /> : null}
        <Field
          label={t("twoFactor.pending.codeLabel")}
          errors={fields.code.errors}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...withoutKey(getInputProps(fields.code, { type: "text" }))}
          id={fields.code.id}
        />
        <div className="row">
          <SubmitButton name="intent" value="confirm" pendingLabel={t("twoFactor.pending.confirming")}>
            {t("twoFactor.pending.confirm")}
          </SubmitButton>
        </div>
      </Form>
      <Form method="post">
        <button type="submit" name="intent" value="cancel" className="button button-ghost">
          {t("twoFactor.pending.cancel")}
        </button>
      </Form>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="recovery-title">
      <p role="status">
        <strong>{t("twoFactor.enabled.title")}</strong>
      </p>
      <h2 id="recovery-title">{t("twoFactor.enabled.recoveryTitle")}</h2>
      <p>{t("twoFactor.enabled.recoveryText")}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <Link to={PATH} className="button button-primary">
          {t("twoFactor.enabled.done")}
        </Link>
      </p>
    </section>
  );
}

function TurnOff({ recoveryCodesLeft, lastResult }: { recoveryCodesLeft: number; lastResult: Reply | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: "two-factor-disable", lastResult, shouldValidate: "onSubmit" });
  return (
    <div className="stack">
      <div className="card">
        <p>{t("twoFactor.on.recoveryLeft", { count: recoveryCodesLeft })}</p>
        <p className="hint">{t("twoFactor.on.recoveryHint")}</p>
      </div>
      <Form method="post" className="form card" {...getFormProps(form)}>
        <h2>{t("twoFactor.on.disableTitle")}</h2>
        <p>{t("twoFactor.on.disableText")}</p>
        {form.errors?.length ? <FormMessage error={translateFormError(t, form.errors[0])} /> : null}
        <Field
          label={t("twoFactor.on.passwordLabel")}
          errors={fields.password.errors}
          autoComplete="current-password"
          {...withoutKey(getInputProps(fields.password, { type: "password" }))}
          id={fields.password.id}
        />
        <Field
          label={t("twoFactor.on.orCode")}
          errors={fields.code.errors}
          autoComplete="one-time-code"
          {...withoutKey(getInputProps(fields.code, { type: "text" }))}
          id={fields.code.id}
        />
        <div>
          <SubmitButton name="intent" value="disable" className="button button-ghost" pendingLabel={t("twoFactor.on.disabling")}>
            {t("twoFactor.on.disable")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
