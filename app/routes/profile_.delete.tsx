/**
 * /profile/delete: "Delete my account" (issue 12 item 3; GDPR art. 17; decision record 0032). The
 * page says what is deleted and what stays, offers the data export first, and asks for the
 * password and a ticked confirmation; a plain form, so it works without JavaScript.
 *
 * POST: zod (400) → the sign-in throttle's counters, counted before the check (429) → the
 * password (401, nothing deleted) → `deleteAccount` (cancels a chargeable Stripe subscription
 * first; 503 and nothing deleted when that cannot be done) → the session cookie cleared and home
 * with a toast.
 */
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Checkbox, Field, FormMessage } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { getDb } from "~/db.server";
import { getSignInCredentials } from "~/models/user.server";
import { deleteAccount } from "~/services/account-deletion.server";
import { countPasswordRecheck, passwordRecheckPassed } from "~/services/auth/sign-in.server";
import { DeleteAccountSchema } from "~/utils/data-rights-schemas.server";
import { clientIp } from "~/utils/env.server";
import { translateFormError } from "~/utils/form-errors";
import { formAction } from "~/utils/guards.server";
import { pageMeta } from "~/utils/meta";
import { verifyPassword } from "~/utils/password.server";
import { endSession, requireUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "dataRights");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({ i18n: await routeTranslations(request, ["dataRights", "validation"], { meta: "dataRights" }) });
}

/** What the form gets back: translation keys per field and for the whole form. */
type DeleteErrors = { password?: string[]; confirm?: string[]; form?: string[] };

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const submission = parseWithZod(await request.formData(), { schema: DeleteAccountSchema });
    if (submission.status !== "success") {
      const error = submission.error ?? {};
      return json({ errors: { password: error.password ?? undefined, confirm: error.confirm ?? undefined } satisfies DeleteErrors }, { status: 400 });
    }
    const now = new Date();
    const ip = clientIp(request);
    const blocked = await countPasswordRecheck({ userId: user.id, ip, now });
    if (blocked) return json({ errors: { form: [`dataRights.errors.throttled|${blocked.minutes}`] } satisfies DeleteErrors }, { status: 429 });
    const credentials = await getSignInCredentials({ login: user.username });
    if (!credentials || !(await verifyPassword(submission.value.password, credentials.passwordHash))) {
      return json({ errors: { form: ["dataRights.errors.wrongPassword"] } satisfies DeleteErrors }, { status: 401 });
    }
    await passwordRecheckPassed({ userId: user.id, ip, now });

    const result = await deleteAccount(await getDb(), user.id);
    if (!result.ok && result.reason === "payments_unavailable") {
      return json({ errors: { form: ["dataRights.errors.paymentsUnreachable"] } satisfies DeleteErrors }, { status: 503 });
    }
    const headers = new Headers();
    headers.append("Set-Cookie", await endSession(request));
    headers.append("Set-Cookie", await toastHeader(request, { title: "dataRights.deletedToast" }));
    return redirect("/", { status: 303, headers });
  });
}

export default function DeleteAccount() {
  const { t } = useTranslation();
  const errors = useActionData<typeof action>()?.errors as DeleteErrors | undefined;
  const deletedItems: readonly string[] = t("dataRights.deletedItems", { returnObjects: true });
  const keptItems: readonly string[] = t("dataRights.keptItems", { returnObjects: true });
  return (
    <section className="page page-narrow stack" aria-labelledby="delete-title">
      <h1 id="delete-title">{t("dataRights.deleteTitle")}</h1>
      <p className="lead">{t("dataRights.deleteLead")}</p>

      <section className="card stack" aria-labelledby="export-title">
        <h2 id="export-title">{t("dataRights.exportTitle")}</h2>
        <p>{t("dataRights.exportLead")}</p>
        <p className="actions">
          {/* Plain links: the answer is an attachment, so no client-side navigation. */}
          <a className="button" href="/profile/export" download>
            {t("dataRights.exportJson")}
          </a>
          <a className="button button-ghost" href="/profile/export?format=csv" download>
            {t("dataRights.exportCsv")}
          </a>
        </p>
      </section>

      <section aria-labelledby="deleted-title">
        <h2 id="deleted-title">{t("dataRights.deletedTitle")}</h2>
        <ul>
          {deletedItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="kept-title">
        <h2 id="kept-title">{t("dataRights.keptTitle")}</h2>
        <ul>
          {keptItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <Form method="post" className="form card" aria-labelledby="delete-title">
        {errors?.form?.length ? <FormMessage error={translateFormError(t, errors.form[0])} /> : null}
        <Field
          id="delete-password"
          name="password"
          type="password"
          label={t("dataRights.passwordLabel")}
          hint={t("dataRights.passwordHint")}
          autoComplete="current-password"
          required
          errors={errors?.password}
        />
        <Checkbox id="delete-confirm" name="confirm" value="yes" label={t("dataRights.confirmLabel")} required errors={errors?.confirm} />
        <div className="actions">
          <SubmitButton className="button button-danger" pendingLabel={t("dataRights.submitting")}>
            {t("dataRights.submit")}
          </SubmitButton>
          <Link to="/" className="button button-ghost">
            {t("dataRights.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
