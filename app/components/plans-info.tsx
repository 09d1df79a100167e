/**
 * The plans as information when payments are off (no Stripe keys; issue 25 item 6): the list of
 * plans and their prices, and plainly that subscribing is not available on this server. Shown by
 * /subscription (and /premium) and /simple-payment in place of their forms.
 */
import { useTranslation } from "react-i18next";

export function PlansInfo({ id, plans }: { id: string; plans: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby={id} data-testid="plans-info">
      <h2 id={id}>{t("payments.page.plansTitle")}</h2>
      <ul className="plan-list">
        {plans.map((plan) => (
          <li key={plan}>{plan}</li>
        ))}
      </ul>
      <p className="notice" role="status" data-testid="payments-off">
        {t("payments.disabledExplained")}
      </p>
    </section>
  );
}
