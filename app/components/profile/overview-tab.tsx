/**
 * The overview and activity tabs of /profile (spec §3 "Profile", "Profile stats"): plan,
 * consecutive days, wellness level, statistics, the daily quote, and the recent-activity timeline.
 * Every date and number arrives formatted from the loader.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DailyQuoteCard } from "~/components/daily-quote-card";
import { isPageAvailable } from "~/components/layout/nav-items";
import { consentPath } from "~/utils/consent";
import type { TabPage } from "./types";

function ConsentNotice({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <p className="notice">
      {t("profile.consentNotice")} <Link to={consentPath(back)}>{t("profile.consentAction")}</Link>
    </p>
  );
}

export function OverviewTab({ page }: { page: TabPage<"overview"> }) {
  const { t } = useTranslation();
  const { plan, stats, lastActivity } = page;
  const level = stats.level;
  const minutes = (count: number | null) => (count === null ? t("profile.none") : t("profile.minutes", { count }));
  return (
    <div className="stack">
      {page.consentPending ? <ConsentNotice back="/profile" /> : null}
      <div className="grid">
        <section className="card stack" aria-labelledby="plan-title">
          <h2 id="plan-title">{t("profile.planTitle")}</h2>
          <div className="profile-figure">{t(`profile.plan.${plan.state}`)}</div>
          {plan.trialDaysLeft !== null ? <p>{t("profile.trialDaysLeft", { count: plan.trialDaysLeft })}</p> : null}
          {!plan.isPremium && isPageAvailable("/premium") ? <Link to="/premium">{t("profile.discoverPremium")}</Link> : null}
        </section>
        <section className="card stack" aria-labelledby="streak-title">
          <h2 id="streak-title">{t("profile.streakTitle")}</h2>
          <div className="profile-figure">{t("profile.streakDays", { count: stats.streakDays })}</div>
          <p className="hint">{t("profile.streakHint")}</p>
        </section>
        <section className="card stack" aria-labelledby="level-title">
          <h2 id="level-title">{t("profile.levelTitle")}</h2>
          <div className="profile-figure">{t("profile.level", { level: level.level })}</div>
          <progress
            className="profile-progress"
            max={100}
            value={level.progressPercent}
            aria-label={t("profile.levelProgressLabel", { next: level.level + 1 })}
          />
          <p>{t("profile.levelProgress", { points: level.points, missing: level.nextLevelAt - level.points, next: level.level + 1 })}</p>
          <details>
            <summary>{t("profile.levelHowTo")}</summary>
            <p>{t("profile.levelFormula")}</p>
          </details>
        </section>
      </div>
      <section className="card stack" aria-labelledby="stats-title">
        <h2 id="stats-title">{t("profile.statsTitle")}</h2>
        <dl className="profile-stats">
          <div>
            <dt>{t("profile.stats.chatMessages")}</dt>
            <dd>{stats.chatMessages}</dd>
          </div>
          <div>
            <dt>{t("profile.stats.exercisesCompleted")}</dt>
            <dd>{stats.exercisesCompleted}</dd>
          </div>
          <div>
            <dt>{t("profile.stats.meditationMinutes")}</dt>
            <dd>{stats.meditationMinutes}</dd>
          </div>
          <div>
            <dt>{t("profile.stats.totalSessions")}</dt>
            <dd>{stats.totalSessions}</dd>
          </div>
          <div>
            <dt>{t("profile.stats.moodEntries")}</dt>
            <dd>{stats.moodEntries}</dd>
          </div>
          <div>
            <dt>{t("profile.stats.lastActivity")}</dt>
            <dd>{lastActivity ?? t("profile.none")}</dd>
          </div>
          <div>
            <dt>{t("profile.stats.preferredTime")}</dt>
            <dd>{stats.preferredTime ? t(`profile.dayParts.${stats.preferredTime}`) : t("profile.none")}</dd>
          </div>
          <div>
            <dt>{t("profile.stats.averageSession")}</dt>
            <dd>{minutes(stats.averageSessionMinutes)}</dd>
          </div>
        </dl>
        <p className="hint">{t("profile.sessionHint")}</p>
      </section>
      <DailyQuoteCard quote={page.daily.quote} failed={page.daily.failed} back="/profile" showLink />
    </div>
  );
}

export function ActivityTab({ page }: { page: TabPage<"activity"> }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="activity-title">
      <h2 id="activity-title">{t("profile.activityTitle")}</h2>
      {page.consentPending ? <ConsentNotice back="/profile?tab=activity" /> : null}
      {page.timeline.length === 0 ? (
        <p>{t("profile.activityEmpty")}</p>
      ) : (
        <>
          <p className="hint">{t("profile.activityLead", { count: page.timeline.length, zone: page.zone })}</p>
          <ol className="plain-list stack profile-timeline">
            {page.timeline.map((item, index) => (
              <li key={`${item.kind}-${item.at}-${index}`} className="card">
                <p>
                  <strong>{t(`profile.kinds.${item.kind}`)}</strong>
                  {item.title ? ` · ${item.title}` : null}
                  {item.kind === "chat" ? ` · ${t("profile.chatCount", { count: item.count })}` : null}
                  {item.kind === "meditation" ? ` · ${t("profile.minutes", { count: item.minutes })}` : null}
                  {item.mood !== null ? ` · ${t("profile.moodValue", { mood: item.mood })}` : null}
                </p>
                <p className="hint">
                  <time dateTime={item.at}>{item.when}</time>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
