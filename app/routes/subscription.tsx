/**
 * /subscription and /premium (spec §2: the same plan page; issue 13): free against premium, the
 * monthly and yearly prices formatted for the language (spec §9), the launch offers with how many
 * are left, the payment methods, a discount code, and a subscribe form that works without
 * JavaScript (a form post that answers 303 to Stripe Checkout). With JavaScript the same form calls
 * POST /api/create-checkout-session and goes to the URL it answers. Visitors are asked to sign in
 * first; without Stripe keys the page says payments are not available.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PlansInfo } from "~/components/plans-info";
import { checkoutFormAction, planPageData } from "~/services/payments/plan-page.server";
import { formAction } from "~/utils/guards.server";
import { intlTag, translateKey, type Locale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { formatEuros, PLAN_PRICES, yearlyPerMonthCents, yearlySavingPercent, type PlanOption } from "~/utils/plans";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "subscription");

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ i18n: await routeTranslations(request, ["payments"], { meta: "subscription" }), ...(await planPageData(request)) });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => checkoutFormAction(request, "/subscription"));
}

export default function SubscriptionPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [clientError, setClientError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const euros = (cents: number) => formatEuros(cents, locale);
  const date = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" });
  const error = clientError ?? (actionData?.error ? translateKey(t, actionData.error) : null);

  /** With JavaScript: the JSON API of spec §7, then Stripe's page. Without it the form posts itself. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setClientError(null);
    try {
      const response = await fetch("/api/create-checkout-session", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ priceId: form.get("option"), userId: data.userId, language: locale, discountCode: form.get("discountCode") || undefined }),
      });
      const body = (await response.json()) as { url?: string; message?: string };
      if (response.ok && body.url) {
        window.location.assign(body.url);
        return;
      }
      setClientError(body.message ?? t("payments.checkoutError"));
    } catch {
      setClientError(t("payments.stripeError"));
    }
    setBusy(false);
  }

  const options: { option: PlanOption; label: string; detail: string; left?: number }[] = [
    { option: "monthly", label: t("payments.page.monthly"), detail: t("payments.page.perMonth", { price: euros(PLAN_PRICES.monthly.cents) }) },
    {
      option: "yearly",
      label: t("payments.page.yearly"),
      detail: `${t("payments.page.perYear", { price: euros(PLAN_PRICES.yearly.cents) })} · ${t("payments.page.yearlyDetail", {
        perMonth: euros(yearlyPerMonthCents(PLAN_PRICES.yearly.cents)),
        percent: yearlySavingPercent(PLAN_PRICES.monthly.cents, PLAN_PRICES.yearly.cents),
      })}`,
    },
    {
      option: "launch_monthly",
      label: t("payments.page.launchMonthly", { price: euros(PLAN_PRICES.launch_monthly.cents) }),
      detail: "",
      left: data.launchLeft.monthly,
    },
    {
      option: "launch_yearly",
      label: t("payments.page.launchYearly", { price: euros(PLAN_PRICES.launch_yearly.cents) }),
      detail: "",
      left: data.launchLeft.yearly,
    },
  ];

  return (
    <div className="page page-medium stack">
      <section aria-labelledby="plans-title" className="stack">
        <h1 id="plans-title">{t("payments.page.title")}</h1>
        <p className="lead">{t("payments.page.intro")}</p>
      </section>

      <div className="plan-compare">
        <section className="card stack" aria-labelledby="free-title">
          <h2 id="free-title">{t("payments.page.freeTitle")}</h2>
          <p>{t("payments.page.freeFeatures")}</p>
        </section>
        <section className="card stack" aria-labelledby="premium-title">
          <h2 id="premium-title">{t("payments.page.premiumTitle")}</h2>
          <p>{t("payments.page.premiumFeatures")}</p>
          <p data-testid="price-monthly">{t("payments.page.perMonth", { price: euros(PLAN_PRICES.monthly.cents) })}</p>
          <p data-testid="price-yearly">{options[1].detail}</p>
        </section>
      </div>

      {data.subscription ? (
        <p className="form-success" data-testid="current-plan">
          {t("payments.page.current", {
            plan: t(`payments.planNames.${data.subscription.plan ?? "monthly"}`),
            date: date.format(new Date(data.subscription.endsAt)),
          })}{" "}
          <Link to="/manage-subscription">{t("payments.page.manage")}</Link>
        </p>
      ) : null}

      {!data.paymentsOn ? (
        <PlansInfo id="choose-title" plans={options.map(({ label, detail }) => (detail ? `${label} · ${detail}` : label))} />
      ) : (
        <section className="card stack" aria-labelledby="choose-title">
          <h2 id="choose-title">{t("payments.page.choosePlan")}</h2>
          <Form method="post" reloadDocument className="stack" onSubmit={data.signedIn ? onSubmit : undefined}>
            <fieldset className="stack plan-options">
              <legend>{t("payments.page.choosePlan")}</legend>
              {options.map(({ option, label, detail, left }, index) => {
                const soldOut = left !== undefined && left <= 0;
                return (
                  <div className="checkbox" key={option}>
                    <input type="radio" id={`option-${option}`} name="option" value={option} defaultChecked={index === 0} disabled={soldOut} />
                    <label htmlFor={`option-${option}`}>
                      {label}
                      {detail ? ` · ${detail}` : null}
                      {left !== undefined ? (
                        <span className="hint" data-testid={`left-${option}`}>
                          {" "}
                          ({soldOut ? t("payments.page.launchGone") : t("payments.page.launchLeft", { count: left })})
                        </span>
                      ) : null}
                    </label>
                  </div>
                );
              })}
              <p className="hint">{t("payments.page.launchDetail")}</p>
            </fieldset>
            <div className="field">
              <label htmlFor="discountCode">{t("payments.page.discountLabel")}</label>
              <input
                id="discountCode"
                name="discountCode"
                maxLength={64}
                autoComplete="off"
                defaultValue={actionData?.discountCode ?? ""}
                aria-describedby="discount-hint"
              />
              <div id="discount-hint" className="hint">
                {t("payments.page.discountHint")}
              </div>
            </div>
            {error ? (
              <p className="form-error" role="alert" data-testid="checkout-error">
                {error}
              </p>
            ) : null}
            <p className="hint">{t("payments.page.paymentMethods")}</p>
            {data.signedIn ? (
              <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
                {busy ? t("payments.page.redirecting") : t("payments.page.subscribe")}
              </button>
            ) : (
              <Link to="/login?redirectTo=%2Fsubscription" className="button button-primary">
                {t("payments.page.signInToSubscribe")}
              </Link>
            )}
          </Form>
          <p className="hint">
            {t("payments.page.simplerPage")} <Link to="/simple-payment">{t("payments.page.simpleTitle")}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
