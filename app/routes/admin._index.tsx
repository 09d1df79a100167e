/**
 * /admin overview (issue 14 item 2): how the server is doing, in counts and sums only (the
 * definitions of "new", "active" and the monthly recurring revenue are in decision record 0034),
 * with two small charts drawn as SVG on the server, each with a text summary and its numbers in
 * a table. Guards itself (docs/architecture.md "Administration").
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminTable } from "~/components/admin/AdminTable";
import { AdminBarChart } from "~/components/admin/bar-chart";
import { TwoFactorNotice } from "~/components/admin/two-factor-notice";
import { getAdminOverview, type DayCount } from "~/models/admin-stats.server";
import { listAdminTwoFactorStatus } from "~/models/two-factor.server";
import { requireAdmin } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";
import { intlTagFor } from "~/utils/i18n";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const [overview, twoFactorAdmins] = await Promise.all([getAdminOverview({ now: new Date() }), listAdminTwoFactorStatus()]);
  return json(
    { overview, twoFactorAdmins, currentAdminId: admin.id, i18n: await routeTranslations(request, ["adminOverview", "twoFactor"]) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function DayChart({ id, days, title, summary }: { id: string; days: DayCount[]; title: string; summary: string }) {
  const { t, i18n } = useTranslation();
  const short = new Intl.DateTimeFormat(intlTagFor(i18n.language), { day: "numeric", month: "numeric", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(intlTagFor(i18n.language), { dateStyle: "medium", timeZone: "UTC" });
  const at = (date: string) => new Date(`${date}T00:00:00Z`);
  return (
    <figure className="stack-sm">
      <figcaption>
        <h4>{title}</h4>
      </figcaption>
      <AdminBarChart id={id} title={title} describedBy={`${id}-summary`} data={days.map((d) => ({ label: short.format(at(d.date)), value: d.count }))} />
      <p id={`${id}-summary`}>{summary}</p>
      <details>
        <summary>{t("adminOverview.numbers")}</summary>
        <table className="admin-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("adminOverview.date")}</th>
              <th scope="col">{t("adminOverview.count")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{long.format(at(d.date))}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export default function AdminOverview() {
  const { overview: o, twoFactorAdmins, currentAdminId } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(intlTagFor(i18n.language));
  const euro = new Intl.NumberFormat(intlTagFor(i18n.language), { style: "currency", currency: "EUR" });
  const providers = [...new Set([...Object.keys(o.aiAnswers.week), ...Object.keys(o.aiAnswers.today)])].sort();
  const providerLabel = (p: string) => (p === "embedded" || p === "openai" ? t(`adminOverview.providers.${p}`) : p);
  const sum = (days: DayCount[]) => days.reduce((total, d) => total + d.count, 0);
  const max = (days: DayCount[]) => Math.max(0, ...days.map((d) => d.count));
  return (
    <section aria-labelledby="admin-overview-title" className="stack">
      <h2 id="admin-overview-title">{t("admin.sections.overview")}</h2>
      <p className="admin-note">{t("admin.privacyNote")}</p>
      <TwoFactorNotice admins={twoFactorAdmins} currentAdminId={currentAdminId} />

      <h3>{t("adminOverview.usersTitle")}</h3>
      <dl className="admin-figures">
        <Figure label={t("adminOverview.usersTotal")} value={number.format(o.users.total)} testId="users-total" />
        <Figure label={t("adminOverview.new7")} value={number.format(o.users.new7)} testId="users-new7" />
        <Figure label={t("adminOverview.new30")} value={number.format(o.users.new30)} testId="users-new30" />
        <Figure label={t("adminOverview.admins")} value={number.format(o.users.admins)} />
        <Figure label={t("adminOverview.complimentary")} value={number.format(o.users.complimentary)} />
        <Figure label={t("adminOverview.disabled")} value={number.format(o.users.disabled)} />
        <Figure label={t("adminOverview.supportWaiting")} value={number.format(o.supportWaiting)} testId="support-waiting" />
      </dl>

      <h3>{t("adminOverview.plansTitle")}</h3>
      <dl className="admin-figures">
        <Figure label={t("adminOverview.mrr")} value={euro.format(o.mrrCents / 100)} testId="mrr" />
        <Figure label={t("adminOverview.monthly")} value={number.format(o.subscriptions.monthly)} testId="subs-monthly" />
        <Figure label={t("adminOverview.yearly")} value={number.format(o.subscriptions.yearly)} testId="subs-yearly" />
        <Figure label={t("adminOverview.standardTrials")} value={number.format(o.trials.standard)} />
        <Figure label={t("adminOverview.launchTrials")} value={number.format(o.trials.launch)} />
      </dl>
      <p className="admin-note">{t("adminOverview.mrrHint")}</p>

      <h3>{t("adminOverview.launchTitle")}</h3>
      <dl className="admin-figures">
        <Figure label={t("adminOverview.codesAssigned")} value={t("adminOverview.ofCap", { count: o.launchCodes.assigned, cap: o.launchCodes.cap })} />
        <Figure label={t("adminOverview.codesActivated")} value={t("adminOverview.ofCap", { count: o.launchCodes.activated, cap: o.launchCodes.cap })} />
        <Figure label={t("adminOverview.offersMonthly")} value={number.format(o.launchOffersLeft.monthly)} />
        <Figure label={t("adminOverview.offersYearly")} value={number.format(o.launchOffersLeft.yearly)} />
      </dl>

      <h3>{t("adminOverview.aiTitle")}</h3>
      <AdminTable
        label={t("adminOverview.aiTitle")}
        columns={[t("adminOverview.provider"), t("adminOverview.today"), t("adminOverview.week")]}
        rows={providers}
        empty={t("adminOverview.aiNone")}
      >
        {(p) => (
          <tr key={p}>
            <th scope="row">{providerLabel(p)}</th>
            <td>{number.format(o.aiAnswers.today[p] ?? 0)}</td>
            <td>{number.format(o.aiAnswers.week[p] ?? 0)}</td>
          </tr>
        )}
      </AdminTable>
      <dl className="admin-figures">
        <Figure label={t("adminOverview.crisisWeek")} value={number.format(o.crisisAnswers.week)} />
        <Figure label={t("adminOverview.crisisTotal")} value={number.format(o.crisisAnswers.total)} />
      </dl>
      <p className="admin-note">{t("adminOverview.crisisHint")}</p>

      <h3>{t("adminOverview.chartsTitle")}</h3>
      <div className="stack">
        <DayChart
          id="admin-signups-chart"
          days={o.signupsPerDay}
          title={t("adminOverview.signupsChart")}
          summary={t("adminOverview.signupsSummary", { total: sum(o.signupsPerDay), max: max(o.signupsPerDay) })}
        />
        <DayChart
          id="admin-ai-chart"
          days={o.aiAnswersPerDay}
          title={t("adminOverview.aiChart")}
          summary={t("adminOverview.aiSummary", { total: sum(o.aiAnswersPerDay), max: max(o.aiAnswersPerDay) })}
        />
      </div>
    </section>
  );
}
