/**
 * /payment-success (and /payment-success-optimized, /payment-success-simple,
 * /payment-success-fast, /payment-complete, /test-payment: spec §2's payment result routes, one
 * page; issue 13). Verifies `?session_id=` for its owner (a visitor signs in first and comes
 * back), then shows the plan, the renewal date, the transaction id and the PDF invoice; "No valid
 * session found" without a valid session of this person, "Errore Pagamento" when the payment did
 * not complete or Stripe failed (spec §8).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { verifyCheckoutSession } from "~/services/payments/verify-session.server";
import { paymentsEnabled } from "~/services/stripe.server";
import { intlTag, type Locale } from "~/utils/i18n";
import { getT } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { describeEscapedError } from "~/utils/process-guard.server";
import { requireUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "default", data?.title);

type Outcome =
  | { kind: "success"; plan: "monthly" | "yearly" | null; expiresAt: string | null; transactionId: string | null; invoiceId: string | null }
  | { kind: "no_session" | "failed" | "disabled" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { t } = await getT(request);
  const i18n = await routeTranslations(request, ["payments"]);
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const answer = (outcome: Outcome, status: number) =>
    json({ i18n, outcome, title: outcome.kind === "success" ? t("payments.result.title") : t("payments.result.failedTitle") }, { status });
  if (!paymentsEnabled()) return answer({ kind: "disabled" }, 400);
  if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) return answer({ kind: "no_session" }, 404);
  try {
    const result = await verifyCheckoutSession({ user, sessionId });
    if (!result.ok) return answer({ kind: "no_session" }, result.status);
    const verified = result.subscription;
    if (verified.status !== "success") return answer({ kind: "failed" }, 402);
    return answer(
      {
        kind: "success",
        plan: verified.plan,
        expiresAt: verified.expiresAt,
        transactionId: verified.invoiceId ?? verified.subscriptionId,
        invoiceId: verified.invoiceId ?? null,
      },
      200,
    );
  } catch (error) {
    console.error(`payment result: ${describeEscapedError(error)}`);
    return answer({ kind: "failed" }, 502);
  }
}

export default function PaymentResult() {
  const { outcome } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlTag(i18n.language as Locale), { dateStyle: "long", timeZone: "UTC" });
  if (outcome.kind !== "success") {
    return (
      <div className="page page-narrow stack">
        <h1>{outcome.kind === "no_session" ? t("payments.noSession") : t("payments.result.failedTitle")}</h1>
        <p className="form-error" role="alert" data-testid="payment-result-error">
          {outcome.kind === "no_session" ? t("payments.noSession") : outcome.kind === "disabled" ? t("payments.disabled") : t("payments.result.failed")}
        </p>
        <p>
          <Link to="/subscription" className="button button-ghost">
            {t("payments.result.backToPlans")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page page-narrow stack">
      <h1>{t("payments.result.title")}</h1>
      <p className="form-success" role="status" data-testid="payment-success">
        {t("payments.result.thanks")}
      </p>
      <dl className="details">
        <dt>{t("payments.result.plan")}</dt>
        <dd data-testid="result-plan">{outcome.plan ? t(`payments.planNames.${outcome.plan}`) : "—"}</dd>
        <dt>{t("payments.result.expires")}</dt>
        <dd>{outcome.expiresAt ? date.format(new Date(outcome.expiresAt)) : "—"}</dd>
        <dt>{t("payments.result.transaction")}</dt>
        <dd>
          <code data-testid="transaction-id">{outcome.transactionId ?? "—"}</code>
        </dd>
      </dl>
      <div className="actions actions-start">
        {outcome.invoiceId ? (
          <a href={`/invoices/${encodeURIComponent(outcome.invoiceId)}`} className="button button-ghost" download data-testid="invoice-link">
            {t("payments.result.invoice")}
          </a>
        ) : null}
        <Link to="/chat" className="button button-primary">
          {t("payments.result.goChat")}
        </Link>
      </div>
    </div>
  );
}
