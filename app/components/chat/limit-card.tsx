/**
 * The daily limit, said once and kindly (spec §4 "Free users who reach the limit get a locked
 * state with an upgrade prompt", §9 limits): when requests come back in the person's own time
 * (client-hint time zone, else "UTC" said plainly), what premium adds, and that urgent help is
 * always there: a message in crisis is still answered (docs/architecture.md "Entitlements: who may do what").
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isPageAvailable } from "~/components/layout/nav-items";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { intlTag, type Locale } from "~/utils/i18n";

export interface LimitCardProps {
  /** The daily limit that was reached (3 free, 5 standard trial). */
  limit: number;
  /** ISO UTC instant when the counter starts again (the next UTC midnight). */
  resetsAt: string;
  /** IANA time zone of the person, or null when unknown. */
  timeZone: string | null;
  /** The person has a launch code they have not activated yet. */
  launchCodeReady: boolean;
}

export function LimitCard({ limit, resetsAt, timeZone, launchCodeReady }: LimitCardProps) {
  const { t, i18n } = useTranslation();
  const tag = intlTag(i18n.language as Locale);
  const at = new Date(resetsAt);
  const when = timeZone
    ? t("chat.limit.backLocal", {
        day: new Intl.DateTimeFormat(tag, { weekday: "long", timeZone }).format(at),
        time: new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone }).format(at),
        zone: timeZone.replace(/_/g, " "),
      })
    : t("chat.limit.backUtc");
  return (
    <section className="card chat-locked" aria-labelledby="limit-title" data-testid="limit-card">
      <h2 id="limit-title">{t("chat.limit.title")}</h2>
      <p>
        {t("chat.limit.used", { count: limit })} {when}
      </p>
      <p>{t("chat.limit.premium")}</p>
      {launchCodeReady ? (
        <p>
          <Link to="/launch" className="button button-primary button-small">
            {t("chat.limit.activateLaunch")}
          </Link>
        </p>
      ) : isPageAvailable("/premium") ? (
        <p>
          <Link to="/premium" className="button button-primary button-small">
            {t("chat.upgrade")}
          </Link>
        </p>
      ) : null}
      <p className="chat-locked-crisis">
        {t("chat.limit.crisis")} <UrgentHelpLink>{t("nav.urgentHelp")}</UrgentHelpLink>
      </p>
    </section>
  );
}
