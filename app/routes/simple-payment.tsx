/**
 * /simple-payment (spec §2 "simple payment page"; issue 13): a plain page to pick a plan and pay.
 * One form, no JavaScript needed: it posts here and answers 303 to Stripe Checkout (the same action
 * as /subscription). Visitors sign in first; without Stripe keys it says payments are not available.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlansInfo } from "~/components/plans-info";
import { SubmitButton } from "~/components/ui/submit-button";
import { checkoutFormAction, planPageData } from "~/services/payments/plan-page.server";
import { formAction } from "~/utils/guards.server";
import { translateKey, type Locale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { formatEuros, PLAN_PRICES } from "~/utils/plans";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "subscription");

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ i18n: await routeTranslations(request, ["payments"], { meta: "subscription" }), ...(await planPageData(request)) });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => checkoutFormAction(request, "/simple-payment"));
}

export default function SimplePayment() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const euros = (cents: number) => formatEuros(cents, i18n.language as Locale);
  return (
    <div className="page page-narrow stack">
      <h1>{t("payments.page.simpleTitle")}</h1>
      <p>{t("payments.page.simpleIntro")}</p>
      {!data.paymentsOn ? (
        <PlansInfo
          id="simple-plans-title"
          plans={[
            `${t("payments.page.monthly")} · ${t("payments.page.perMonth", { price: euros(PLAN_PRICES.monthly.cents) })}`,
            `${t("payments.page.yearly")} · ${t("payments.page.perYear", { price: euros(PLAN_PRICES.yearly.cents) })}`,
          ]}
        />
      ) : (
        <Form method="post" reloadDocument className="card stack">
          <div className="field">
            <label htmlFor="simple-option">{t("payments.page.choosePlan")}</label>
            <select id="simple-option" name="option" defaultValue="monthly">
              <option value="monthly">
                {t("payments.page.monthly")} · {t("payments.page.perMonth", { price: euros(PLAN_PRICES.monthly.cents) })}
              </option>
              <option value="yearly">
                {t("payments.page.yearly")} · {t("payments.page.perYear", { price: euros(PLAN_PRICES.yearly.cents) })}
              </option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="simple-discount">{t("payments.page.discountLabel")}</label>
            <input id="simple-discount" name="discountCode" maxLength={64} autoComplete="off" defaultValue={actionData?.discountCode ?? ""} />
          </div>
          {actionData?.error ? (
            <p className="form-error" role="alert" data-testid="checkout-error">
              {translateKey(t, actionData.error)}
            </p>
          ) : null}
          <p className="hint">{t("payments.page.paymentMethods")}</p>
          {data.signedIn ? (
            <SubmitButton pendingLabel={t("payments.page.redirecting")}>{t("payments.page.pay")}</SubmitButton>
          ) : (
            <Link to="/login?redirectTo=%2Fsimple-payment" className="button button-primary">
              {t("payments.page.signInToSubscribe")}
            </Link>
          )}
        </Form>
      )}
    </div>
  );
}
