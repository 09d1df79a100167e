/** Home (spec §2): what Respiro is, the tools, the launch offer. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Icon } from "~/components/ui/icons/icon";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { getOptionalUser, launchCampaignStatus, loadDailyQuote, routeTranslations } from "~/services/home.server";
import { DailyQuoteCard } from "~/components/daily-quote-card";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "home");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const [campaign, i18n] = await Promise.all([launchCampaignStatus(), routeTranslations(request, user ? ["home", "quotes"] : ["home"], { meta: "home" })]);
  // The signed-in home shows the day's quote (spec §1 "personal quotes").
  const dailyQuote = user ? await loadDailyQuote({ userId: user.id, locale: i18n.locale, now: new Date() }) : null;
  return json({ campaign, i18n, dailyQuote });
}

const TOOLS = [
  { key: "chat", to: "/chat", icon: "message-circle" },
  { key: "exercises", to: "/exercises", icon: "brain" },
  { key: "meditation", to: "/meditation", icon: "wind" },
  { key: "reflections", to: "/reflections", icon: "notebook-pen" },
  { key: "mood", to: "/mood", icon: "heart-pulse" },
  { key: "resources", to: "/resources", icon: "book-open" },
] as const;

export default function Index() {
  const { t } = useTranslation();
  const { campaign, dailyQuote } = useLoaderData<typeof loader>();
  const root = useRootData();
  const user = root?.user;
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        {user ? <p className="lead">{t("home.welcomeBack", { name: user.fullName || user.username })}</p> : null}
        <h1 id="home-title">{t("home.title")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <div className="actions">
          {user ? (
            <Link to="/chat" className="button button-primary">
              {t("home.ctaChat")}
            </Link>
          ) : (
            <>
              <Link to="/register" className="button button-primary">
                {t("home.ctaStart")}
              </Link>
              <Link to="/login" className="button button-ghost">
                {t("home.ctaLogin")}
              </Link>
            </>
          )}
        </div>
      </section>
      {user && dailyQuote ? (
        <div className="page page-medium">
          <DailyQuoteCard quote={dailyQuote.quote} failed={dailyQuote.failed} back="/" showLink />
        </div>
      ) : null}
      <section className="page" aria-labelledby="tools-title">
        <h2 id="tools-title">{t("home.toolsTitle")}</h2>
        <ul className="grid plain-list">
          {TOOLS.map(({ key, to, icon }) => (
            <li key={key}>
              {isPageAvailable(to) ? (
                <Link to={to} className="card tool-card">
                  <Icon name={icon} size={28} />
                  <h3>{t(`home.tools.${key}.title`)}</h3>
                  <p>{t(`home.tools.${key}.text`)}</p>
                </Link>
              ) : (
                // A page that has not landed yet is described, not linked (no link leads to a 404).
                <div className="card tool-card tool-card-soon">
                  <Icon name={icon} size={28} />
                  <h3>{t(`home.tools.${key}.title`)}</h3>
                  <p>{t(`home.tools.${key}.text`)}</p>
                  <p className="badge">{t("home.soon")}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      {!user ? (
        <section className="page page-medium" aria-labelledby="launch-title">
          <div className="card">
            <h2 id="launch-title">{t("home.launchTitle")}</h2>
            <p>{campaign.active ? t("home.launchText", { count: campaign.remaining }) : t("home.launchEnded")}</p>
            <p>{t("home.trialText")}</p>
            <div className="actions actions-start">
              <Link to="/register" className="button button-primary">
                {t("home.ctaStart")}
              </Link>
              <Link to="/launch" className="button button-ghost">
                {t("home.launchMore")}
              </Link>
            </div>
          </div>
        </section>
      ) : null}
      <section className="page page-medium">
        <p className="notice">
          {t("home.safetyNote")} <UrgentHelpLink>{t("nav.urgentHelp")}</UrgentHelpLink>
        </p>
      </section>
    </>
  );
}
