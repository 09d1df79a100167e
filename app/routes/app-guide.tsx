/**
 * /app-guide and /guida (spec §2 "app guide"; issue 15 item 2; /guida re-exports this module):
 * how each tool works, what each plan includes, how data is kept and where to get help. The plan
 * table is computed by `getEntitlements` itself (app/utils/entitlements.ts), so it cannot drift
 * from what the server grants; a tool is linked only when its page exists (`isPageAvailable`).
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import publicPagesStyles from "~/styles/public-pages.css";
import { getEntitlements, LAUNCH_TRIAL_DAYS, STANDARD_TRIAL_DAYS, type ContentTier, type EntitlementSubject, type PlanState } from "~/utils/entitlements";
import { pageMeta } from "~/utils/meta";
import { routeTranslations } from "~/utils/translations.server";
import { DAY_MS } from "~/utils/time";

/** The tools, in the order of the menu (spec §2), with the page each one lives on. */
const TOOLS = [
  { id: "chat", to: "/chat" },
  { id: "exercises", to: "/exercises" },
  { id: "meditation", to: "/meditation" },
  { id: "reflections", to: "/reflections" },
  { id: "mood", to: "/mood" },
  { id: "resources", to: "/resources" },
  { id: "aiModules", to: "/ai-modules" },
  { id: "safety", to: "/safety" },
] as const;

/** The plans a person can be on, in the order they meet them. */
const PLANS = ["visitor", "free", "standard_trial", "launch_trial", "premium"] as const satisfies readonly PlanState[];

interface PlanRow {
  plan: (typeof PLANS)[number];
  /** Length in days, or null: no end date (visitor, free) or until cancelled (premium). */
  days: number | null;
  /** AI requests a day; null = unlimited. */
  dailyAiLimit: number | null;
  /** The widest content tier the plan opens. */
  content: ContentTier;
  /** Mood tracking and the AI modules. */
  extras: boolean;
}

/** What each plan grants, asked of `getEntitlements` with a person on that plan (pure: a fixed instant). */
function planRows(): PlanRow[] {
  const now = new Date(Date.UTC(2025, 0, 1));
  const later = new Date(now.getTime() + DAY_MS).toISOString();
  const base: EntitlementSubject = {
    isAdmin: false,
    trialKind: null,
    trialEndsAt: null,
    subscriptionPlan: null,
    subscriptionStatus: null,
    subscriptionEnd: null,
    cancelAtPeriodEnd: false,
  };
  const subjects: Record<(typeof PLANS)[number], EntitlementSubject | null> = {
    visitor: null,
    free: base,
    standard_trial: { ...base, trialKind: "standard", trialEndsAt: later },
    launch_trial: { ...base, trialKind: "launch", trialEndsAt: later },
    premium: { ...base, subscriptionPlan: "monthly", subscriptionStatus: "active", subscriptionEnd: later },
  };
  const days = { visitor: null, free: null, standard_trial: STANDARD_TRIAL_DAYS, launch_trial: LAUNCH_TRIAL_DAYS, premium: null };
  return PLANS.map((plan) => {
    const e = getEntitlements(subjects[plan], now);
    return {
      plan,
      days: days[plan],
      dailyAiLimit: e.dailyAiLimit,
      content: e.contentTiers.includes("premium") ? "premium" : e.contentTiers.includes("trial") ? "trial" : "free",
      extras: e.features.moodTracking && e.features.aiModules,
    };
  });
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicPagesStyles }];

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "guide");

export async function loader({ request }: LoaderFunctionArgs) {
  return json({
    i18n: await routeTranslations(request, ["guide"], { meta: "guide" }),
    tools: TOOLS.map((tool) => ({ ...tool, available: tool.to === "/safety" || isPageAvailable(tool.to) })),
    plans: planRows(),
    support: isPageAvailable("/support"),
    download: isPageAvailable("/download"),
  });
}

export default function AppGuide() {
  const { tools, plans, support, download } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const data: readonly string[] = t("guide.data", { returnObjects: true });
  return (
    <div className="page page-medium stack">
      <h1>{t("guide.title")}</h1>
      <p className="lead">{t("guide.lead")}</p>
      <nav aria-label={t("guide.title")}>
        <ul className="share-links">
          <li>
            <a href="#tools">{t("guide.toolsTitle")}</a>
          </li>
          <li>
            <a href="#plans">{t("guide.plansTitle")}</a>
          </li>
          <li>
            <a href="#data">{t("guide.dataTitle")}</a>
          </li>
          <li>
            <a href="#help">{t("guide.helpTitle")}</a>
          </li>
        </ul>
      </nav>

      <section id="tools" aria-labelledby="tools-title" className="stack">
        <h2 id="tools-title">{t("guide.toolsTitle")}</h2>
        <ul className="guide-tools">
          {tools.map((tool) => (
            <li key={tool.id} className="card">
              <h3>{t(`guide.tools.${tool.id}.name`)}</h3>
              <p>{t(`guide.tools.${tool.id}.text`)}</p>
              {!tool.available ? (
                <p className="hint">{t("guide.comingSoon")}</p>
              ) : tool.to === "/safety" ? (
                <UrgentHelpLink>
                  {t("guide.open")}: {t(`guide.tools.${tool.id}.name`)}
                </UrgentHelpLink>
              ) : (
                <Link to={tool.to}>
                  {t("guide.open")}: {t(`guide.tools.${tool.id}.name`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section id="plans" aria-labelledby="plans-title" className="stack">
        <h2 id="plans-title">{t("guide.plansTitle")}</h2>
        <p>{t("guide.plansLead")}</p>
        <div className="plan-table-wrap" role="region" aria-labelledby="plans-title" tabIndex={0}>
          <table className="plan-table">
            <caption className="visually-hidden">{t("guide.plansCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("guide.planColumn")}</th>
                <th scope="col">{t("guide.durationColumn")}</th>
                <th scope="col">{t("guide.aiColumn")}</th>
                <th scope="col">{t("guide.contentColumn")}</th>
                <th scope="col">{t("guide.extrasColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {plans.map((row) => (
                <tr key={row.plan} data-plan={row.plan}>
                  <th scope="row">{t(`plan.${row.plan}`)}</th>
                  <td>{row.days !== null ? t("guide.days", { count: row.days }) : row.plan === "premium" ? t("guide.monthlyOrYearly") : t("guide.forever")}</td>
                  <td>{row.dailyAiLimit === null ? t("guide.unlimited") : row.dailyAiLimit === 0 ? t("guide.none") : row.dailyAiLimit}</td>
                  <td>{t(`guide.tiers.${row.content}`)}</td>
                  <td>{row.extras ? t("guide.yes") : t("guide.no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="hint">{t("guide.visitorNote")}</p>
      </section>

      <section id="data" aria-labelledby="data-title" className="stack">
        <h2 id="data-title">{t("guide.dataTitle")}</h2>
        <ul>
          {data.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <Link to="/privacy">{t("guide.privacyLink")}</Link>
        </p>
      </section>

      <section id="help" aria-labelledby="help-title" className="stack">
        <h2 id="help-title">{t("guide.helpTitle")}</h2>
        <p>
          {t("guide.helpText")} <UrgentHelpLink>{t("guide.urgentLink")}</UrgentHelpLink>.
        </p>
        <ul>
          {support ? (
            <li>
              <Link to="/support">{t("guide.supportLink")}</Link>
            </li>
          ) : null}
          {download ? (
            <li>
              <Link to="/download">{t("guide.installLink")}</Link>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
