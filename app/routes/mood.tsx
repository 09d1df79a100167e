/**
 * /mood (issue 12 item 1; spec §1 and §6 "mood tracking (premium)"; decision record 0025): for
 * premium, the launch trial and administrators (`features.moodTracking`), a form that logs a mood
 * and the history: a chart over 7, 30 or 90 days drawn as SVG on the server with its numbers in a
 * table, the average, the best and worst weekday, the streak and the entries, page by page. Other
 * plans see a locked preview with a sample chart and no form; so do visitors, with a call to sign
 * up or sign in (issue 25 item 9), as /chat shows them the companion.
 * Moods are wellbeing data: they need the consent of decision record 0014, only their owner reads
 * them, and nothing of them is logged.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MoodChart } from "~/components/mood/mood-chart";
import { MoodEntryForm } from "~/components/mood/mood-entry-form";
import { isPageAvailable } from "~/components/layout/nav-items";
import { addMoodEntry } from "~/models/mood.server";
import { entitlementSubject } from "~/models/user.server";
import { moodDashboard, parsePage, parseRange, type MoodDashboard } from "~/services/mood/dashboard.server";
import { getEntitlements } from "~/utils/entitlements";
import { formAction, requireEntitlement, requireHealthDataConsent } from "~/utils/guards.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { MOOD_EMOJI, MOOD_RANGES, type MoodLevel } from "~/utils/mood";
import { parseMoodForm } from "~/utils/mood-schemas.server";
import { pageMeta } from "~/utils/meta";
import { requestTimeZone } from "~/utils/time-zone.server";
import { toastHeader } from "~/utils/toast.server";
import { savedTextCrisis } from "~/services/ai/saved-text-screen.server";
import { routeTranslations } from "~/utils/translations.server";
import { localDateTimeInput } from "~/utils/zoned-time";
import moodStyles from "~/styles/mood.css";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "mood");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: moodStyles }];

/** The made-up fortnight of the locked preview (clearly labelled as an example, never a person's data). */
const SAMPLE = [2, 2.5, null, 3, 2.5, 3, 3.5, 3, null, 3.5, 4, 3.5, 4, 4];

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const i18n = await routeTranslations(request, ["mood"], { meta: "mood" });
  const user = await getOptionalUser(request);
  const visitor = user === null;
  if (!user) return json({ i18n, locked: true as const, visitor, launchAvailable: isPageAvailable("/launch"), dashboard: null, zone: null, nowLocal: null });
  const entitlements = getEntitlements(entitlementSubject(user), now);
  if (!entitlements.features.moodTracking) {
    return json({ i18n, locked: true as const, visitor, launchAvailable: isPageAvailable("/launch"), dashboard: null, zone: null, nowLocal: null });
  }
  await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  const url = new URL(request.url);
  const zone = requestTimeZone(request, user) ?? "UTC";
  const dashboard: MoodDashboard = await moodDashboard({
    userId: user.id,
    zone,
    locale: i18n.locale,
    now,
    range: parseRange(url.searchParams.get("range")),
    page: parsePage(url.searchParams.get("page")),
  });
  return json({ i18n, locked: false as const, visitor: false, launchAvailable: false, dashboard, zone, nowLocal: localDateTimeInput(now, zone) });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const { user } = await requireEntitlement(request, "moodTracking");
    await requireHealthDataConsent(request, user);
    const now = new Date();
    const form = await request.formData();
    const parsed = parseMoodForm(form, { zone: requestTimeZone(request, user) ?? "UTC", now });
    if (!parsed.ok) return json({ errors: parsed.errors, values: parsed.values }, { status: 400 });
    await addMoodEntry({ userId: user.id, entry: parsed.entry, now });
    // The home's one-tap check-in (issue 15) comes back to the home; anything else to /mood.
    return redirect(form.get("back") === "/" ? "/" : "/mood", {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "mood.saved", crisis: savedTextCrisis(parsed.entry.note) }) },
    });
  });
}

export default function Mood() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page-medium stack">
      <header className="stack">
        <h1>{t("mood.title")}</h1>
        <p className="lead">{t("mood.lead")}</p>
      </header>
      {data.locked || !data.dashboard ? (
        <LockedPreview launchAvailable={data.launchAvailable} visitor={data.visitor} />
      ) : (
        <Dashboard dashboard={data.dashboard} zone={data.zone} nowLocal={data.nowLocal} />
      )}
    </div>
  );
}

function LockedPreview({ launchAvailable, visitor }: { launchAvailable: boolean; visitor: boolean }) {
  const { t } = useTranslation();
  const points = SAMPLE.map((average, i) => ({ label: String(i + 1), average }));
  return (
    <section aria-labelledby="mood-locked-title" className="card stack">
      <h2 id="mood-locked-title">{t("mood.locked.title")}</h2>
      <p>{t("mood.locked.text")}</p>
      <figure className="mood-sample stack">
        <MoodChart id="mood-sample-chart" points={points} title={t("mood.locked.sample")} description={t("mood.locked.sampleAlt")} />
        <figcaption className="mood-sample-label">{t("mood.locked.sample")}</figcaption>
      </figure>
      {visitor ? (
        <>
          <p>{t("mood.locked.visitor")}</p>
          <div className="actions actions-start">
            <Link to="/register" className="button button-primary">
              {t("nav.register")}
            </Link>
            <Link to="/login?redirectTo=%2Fmood" className="button button-ghost">
              {t("nav.login")}
            </Link>
          </div>
        </>
      ) : null}
      {launchAvailable ? (
        <p>
          <Link to="/launch">{t("mood.locked.launch")}</Link>
        </p>
      ) : null}
    </section>
  );
}

function Dashboard({ dashboard, zone, nowLocal }: { dashboard: MoodDashboard; zone: string | null; nowLocal: string | null }) {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { chart, stats, list } = dashboard;
  const summary =
    chart.count === 0
      ? t("mood.chart.altEmpty")
      : t("mood.chart.altSummary", { count: chart.count, daysWith: chart.daysWith, average: chart.averageText, max: chart.maxText, min: chart.minText });
  const description = t("mood.chart.alt", { days: chart.range, from: chart.from, to: chart.to, summary });
  const rangeHref = (range: number) => (range === MOOD_RANGES[0] ? "/mood" : `/mood?range=${range}`);
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (chart.range !== MOOD_RANGES[0]) params.set("range", String(chart.range));
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return `/mood${query ? `?${query}` : ""}#entries`;
  };
  return (
    <>
      <p className="hint">{t("mood.privacy")}</p>
      <section aria-labelledby="mood-form-title" className="card stack">
        <h2 id="mood-form-title">{t("mood.form.title")}</h2>
        <MoodEntryForm
          // A new key after each saved entry: with JavaScript the page stays mounted, and the form starts empty again.
          key={`${list.total}-${list.entries[0]?.id ?? 0}`}
          id="mood-new"
          mode="create"
          values={actionData?.values ?? { mood: "", emotions: [], note: "", when: "now", occurredAt: nowLocal ?? "" }}
          errors={actionData?.errors}
          zone={zone ?? "UTC"}
          maxLocal={nowLocal ?? ""}
          submitLabel={t("mood.form.save")}
        />
        <p>
          <Link to="/mood/import">{t("mood.import.link")}</Link>
        </p>
      </section>

      <section aria-labelledby="mood-chart-title" className="card stack" id="chart">
        <h2 id="mood-chart-title">{t("mood.chart.title")}</h2>
        <nav aria-label={t("mood.chart.rangesLabel")}>
          <ul className="mood-ranges">
            {[7, 30, 90].map((range) => (
              <li key={range}>
                <Link to={rangeHref(range)} aria-current={chart.range === range ? "page" : undefined} preventScrollReset>
                  {t("mood.chart.range", { days: range })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <MoodChart id="mood-history-chart" points={chart.days} title={t("mood.chart.caption", { days: chart.range })} describedBy="mood-chart-summary" />
        <p id="mood-chart-summary">{description}</p>
        <details>
          <summary>{t("mood.chart.numbers")}</summary>
          <table className="mood-table">
            <caption>{t("mood.chart.caption", { days: chart.range })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("mood.chart.date")}</th>
                <th scope="col">{t("mood.chart.average")}</th>
                <th scope="col">{t("mood.chart.entries")}</th>
              </tr>
            </thead>
            <tbody>
              {chart.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.long}</th>
                  <td>{day.averageText ?? t("mood.chart.none")}</td>
                  <td>{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="mood-stats-title" className="card stack">
        <h2 id="mood-stats-title">{t("mood.stats.title")}</h2>
        <dl className="mood-stats">
          <div>
            <dt>{t("mood.stats.average")}</dt>
            <dd>{stats.averageText ? t("mood.stats.averageValue", { value: stats.averageText }) : t("mood.stats.noAverage")}</dd>
          </div>
          <div>
            <dt>{t("mood.stats.bestWeekday")}</dt>
            <dd>
              {stats.best
                ? t("mood.stats.weekdayValue", { weekday: t(`mood.weekdays.${stats.best.weekday}`), value: stats.best.averageText })
                : t("mood.stats.notEnough")}
            </dd>
          </div>
          <div>
            <dt>{t("mood.stats.worstWeekday")}</dt>
            <dd>
              {stats.worst
                ? t("mood.stats.weekdayValue", { weekday: t(`mood.weekdays.${stats.worst.weekday}`), value: stats.worst.averageText })
                : t("mood.stats.notEnough")}
            </dd>
          </div>
          <div>
            <dt>{t("mood.stats.streakLabel")}</dt>
            <dd>{stats.streak > 0 ? t("mood.stats.streakDays", { count: stats.streak }) : t("mood.stats.streakNone")}</dd>
          </div>
        </dl>
        <p className="hint">{t("mood.stats.streakHint")}</p>
      </section>

      <section aria-labelledby="mood-entries-title" className="card stack" id="entries">
        <h2 id="mood-entries-title">{t("mood.list.title")}</h2>
        {list.total === 0 ? (
          <p>{t("mood.list.empty")}</p>
        ) : (
          <>
            <ul className="mood-entries">
              {list.entries.map((entry) => (
                <li key={entry.id} className="card">
                  <div className="mood-entry-head">
                    <strong>
                      <span aria-hidden="true">{MOOD_EMOJI[entry.mood as MoodLevel]} </span>
                      {t(`mood.levels.${entry.mood as MoodLevel}`)} ({t("mood.levelNumber", { level: entry.mood })})
                    </strong>
                    <span>{entry.when}</span>
                    {entry.imported ? <span className="hint">{t("mood.list.imported")}</span> : null}
                  </div>
                  {entry.emotions.length ? (
                    <p className="hint">
                      {t("mood.list.emotions")}: {entry.emotions.map((e) => t(`mood.emotions.${e}`)).join(", ")}
                    </p>
                  ) : null}
                  {entry.tags.length ? (
                    <p className="hint">
                      {t("mood.list.tags")}: {entry.tags.join(", ")}
                    </p>
                  ) : null}
                  {entry.note ? <p className="mood-entry-note">{entry.note}</p> : null}
                  <p className="actions actions-start">
                    <Link to={`/mood/${entry.id}`} aria-label={t("mood.list.editLabel", { date: entry.when })}>
                      {t("mood.list.edit")}
                    </Link>
                    <Link to={`/mood/${entry.id}?confirm=delete`} aria-label={t("mood.list.deleteLabel", { date: entry.when })}>
                      {t("mood.list.delete")}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
            {list.pages > 1 ? (
              <nav aria-label={t("mood.list.pagination")} className="mood-pagination">
                {list.page > 1 ? <Link to={pageHref(list.page - 1)}>{t("mood.list.previous")}</Link> : <span />}
                <span>{t("mood.list.page", { page: list.page, pages: list.pages })}</span>
                {list.page < list.pages ? <Link to={pageHref(list.page + 1)}>{t("mood.list.next")}</Link> : <span />}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
