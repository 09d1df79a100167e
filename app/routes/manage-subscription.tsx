/**
 * /manage-subscription (spec §2; issue 13): plan, status, next charge date, price and subscription
 * id; change plan at the next renewal, update the payment method (Stripe Billing Portal), cancel
 * at the end of the period (after a confirmation step) and resume before it ends; the invoices.
 * Every action is a POST that works without JavaScript; the confirmation is a page state
 * (`?confirm=cancel`), not a script dialog.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/ui/submit-button";
import { getCurrentSubscription } from "~/models/subscription.server";
import { billingPortalUrl, cancelAtPeriodEnd, changePlanAtRenewal, listInvoices, resumeSubscription } from "~/services/payments/manage.server";
import { appOrigin } from "~/services/payments/origin.server";
import { paymentsEnabled } from "~/services/stripe.server";
import { formAction } from "~/utils/guards.server";
import { intlTag, type Locale } from "~/utils/i18n";
import { getT } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { formatEuros } from "~/utils/plans";
import { describeEscapedError } from "~/utils/process-guard.server";
import { ManageSubscriptionSchema } from "~/utils/schemas.server";
import { requireUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "default", data?.title);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { t } = await getT(request);
  const subscription = await getCurrentSubscription({ userId: user.id });
  let invoices: Awaited<ReturnType<typeof listInvoices>> = [];
  try {
    invoices = await listInvoices({ user });
  } catch (error) {
    console.error(`invoices: ${describeEscapedError(error)}`);
  }
  return json({
    i18n: await routeTranslations(request, ["payments"]),
    title: t("payments.manage.title"),
    paymentsOn: paymentsEnabled(),
    subscription: subscription ?? null,
    invoices,
  });
}

const TOASTS = { change: "payments.manage.changedToast", cancel: "payments.manage.canceledToast", resume: "payments.manage.resumedToast" } as const;

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const parsed = ManageSubscriptionSchema.safeParse(Object.fromEntries(await request.formData()));
    if (!parsed.success) return json({ error: "payments.invalidPlan" }, { status: 400 });
    const intent = parsed.data.intent;
    try {
      if (intent === "portal") {
        const portal = await billingPortalUrl({ user, returnUrl: `${appOrigin(request)}/manage-subscription` });
        if (!portal.ok) return json({ error: portal.error === "payments_disabled" ? "payments.disabled" : "payments.manage.none" }, { status: portal.status });
        return redirect(portal.url, { status: 303 });
      }
      const outcome =
        parsed.data.intent === "change"
          ? await changePlanAtRenewal({ user, plan: parsed.data.plan })
          : intent === "cancel"
            ? await cancelAtPeriodEnd({ user })
            : await resumeSubscription({ user });
      if (!outcome.ok) {
        const key =
          outcome.error === "payments_disabled"
            ? "payments.disabled"
            : outcome.error === "nothing_to_do"
              ? "payments.manage.nothingToDo"
              : "payments.manage.none";
        return json({ error: key }, { status: outcome.status });
      }
      return redirect("/manage-subscription", { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: TOASTS[intent] }) } });
    } catch (error) {
      console.error(`manage subscription: ${describeEscapedError(error)}`);
      return json({ error: "payments.stripeError" }, { status: 502 });
    }
  });
}

export default function ManageSubscription() {
  const { subscription, invoices, paymentsOn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const date = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" });
  const when = (iso: string | null) => (iso ? date.format(new Date(iso)) : "—");
  const live = subscription && ["active", "trialing", "past_due"].includes(subscription.status);
  const confirming = params.get("confirm") === "cancel";
  const otherPlan = subscription?.plan === "yearly" ? "monthly" : "yearly";
  return (
    <div className="page page-medium stack">
      <h1>{t("payments.manage.title")}</h1>
      {!paymentsOn ? (
        <p className="notice" role="status">
          {t("payments.disabled")}
        </p>
      ) : null}
      {actionData?.error ? (
        <p className="form-error" role="alert">
          {t(actionData.error as "payments.stripeError")}
        </p>
      ) : null}
      {!subscription ? (
        <p data-testid="no-subscription">
          {t("payments.manage.none")} <Link to="/subscription">{t("payments.page.choosePlan")}</Link>
        </p>
      ) : (
        <section className="card stack" aria-labelledby="sub-title">
          <h2 id="sub-title">{t("payments.page.premiumTitle")}</h2>
          <dl className="details">
            <dt>{t("payments.manage.plan")}</dt>
            <dd data-testid="manage-plan">{subscription.plan ? t(`payments.planNames.${subscription.plan}`) : "—"}</dd>
            <dt>{t("payments.manage.status")}</dt>
            <dd data-testid="manage-status">{t(`payments.manage.statuses.${subscription.status}`)}</dd>
            <dt>{live && !subscription.cancelAtPeriodEnd ? t("payments.manage.nextCharge") : t("payments.manage.accessUntil")}</dt>
            <dd>{when(subscription.currentPeriodEnd)}</dd>
            <dt>{t("payments.manage.price")}</dt>
            <dd>{subscription.amountCents !== null ? formatEuros(subscription.amountCents, locale) : "—"}</dd>
            <dt>{t("payments.manage.subscriptionId")}</dt>
            <dd>
              <code>{subscription.stripeSubscriptionId}</code>
            </dd>
          </dl>
          {subscription.status === "past_due" ? <p className="form-error">{t("payments.manage.pastDue")}</p> : null}
          {subscription.cancelAtPeriodEnd && live ? (
            <p className="notice" data-testid="cancel-scheduled">
              {t("payments.manage.cancelScheduled", { date: when(subscription.currentPeriodEnd) })}
            </p>
          ) : null}
          {subscription.scheduledPlan && live ? (
            <p className="notice" data-testid="change-scheduled">
              {t("payments.manage.changeScheduled", { date: when(subscription.scheduledAt), plan: t(`payments.planNames.${subscription.scheduledPlan}`) })}
            </p>
          ) : null}
          {live && paymentsOn ? (
            <div className="stack">
              {!subscription.cancelAtPeriodEnd ? (
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="change" />
                  <input type="hidden" name="plan" value={subscription.scheduledPlan ? (subscription.plan ?? "monthly") : otherPlan} />
                  <SubmitButton className="button button-ghost" pendingLabel={t("payments.page.redirecting")}>
                    {t("payments.manage.changePlan", {
                      plan: t(`payments.planNames.${subscription.scheduledPlan ? (subscription.plan ?? "monthly") : otherPlan}`),
                    })}
                  </SubmitButton>
                  <p className="hint">{t("payments.manage.changeNote")}</p>
                </Form>
              ) : null}
              <Form method="post" reloadDocument>
                <input type="hidden" name="intent" value="portal" />
                <SubmitButton className="button button-ghost" pendingLabel={t("payments.page.redirecting")}>
                  {t("payments.manage.updatePayment")}
                </SubmitButton>
              </Form>
              {subscription.cancelAtPeriodEnd ? (
                <Form method="post" reloadDocument>
                  <input type="hidden" name="intent" value="resume" />
                  <SubmitButton pendingLabel={t("payments.page.redirecting")}>{t("payments.manage.resume")}</SubmitButton>
                </Form>
              ) : confirming ? (
                <section className="card stack" aria-labelledby="cancel-title">
                  <h3 id="cancel-title">{t("payments.manage.cancelConfirmTitle")}</h3>
                  <p>{t("payments.manage.cancelConfirmText", { date: when(subscription.currentPeriodEnd) })}</p>
                  <Form method="post" reloadDocument className="actions actions-start">
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="confirm" value="yes" />
                    <SubmitButton className="button button-danger" pendingLabel={t("payments.page.redirecting")}>
                      {t("payments.manage.cancelConfirm")}
                    </SubmitButton>
                    <Link to="/manage-subscription" className="button button-ghost">
                      {t("payments.manage.keep")}
                    </Link>
                  </Form>
                </section>
              ) : (
                <p>
                  <Link to="/manage-subscription?confirm=cancel" className="button button-ghost" data-testid="cancel-link">
                    {t("payments.manage.cancel")}
                  </Link>
                </p>
              )}
            </div>
          ) : null}
        </section>
      )}
      {invoices.length ? (
        <section className="card stack" aria-labelledby="invoices-title">
          <h2 id="invoices-title">{t("payments.manage.invoices")}</h2>
          <ul>
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                <a href={`/invoices/${encodeURIComponent(invoice.id)}`} download>
                  {invoice.number ?? invoice.id} · {date.format(new Date(invoice.created * 1000))} · {formatEuros(invoice.total, locale)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
