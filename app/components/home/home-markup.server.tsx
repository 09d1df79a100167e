/**
 * The home's markup (issue 15; spec §2 "/ home with tools, testimonials, launch offers"), rendered
 * to static HTML on the server (decision record 0033): the marketing page for visitors, the
 * dashboard for a signed-in person. Nothing here reaches the browser's JavaScript: links are
 * plain `<a>`, forms plain `<form>` (they work with JavaScript on and off), strings are translated
 * here, and the page's route only places the HTML. The views are built by
 * app/services/home.server.ts; this module only draws them.
 */
import type { TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "~/components/ui/icons/icon";
import type { IconName } from "~/components/ui/icons/names";
import { MOOD_EMOJI, MOOD_LEVELS } from "~/utils/mood";
import { SAFETY_PAGE_PATH } from "~/utils/safety-plan";
import hillsHref from "./hills.svg";

export type HomeToolKey = "chat" | "exercises" | "meditation" | "reflections" | "mood" | "resources";

/** A tool of the home; only tools whose page is available are listed (nav-items.ts). */
export interface HomeTool {
  key: HomeToolKey;
  to: string;
  icon: IconName;
}

/** What a visitor sees (everything already read from the database and formatted). */
export interface VisitorView {
  kind: "visitor";
  tools: HomeTool[];
  /** Launch codes left of 50 (launch_codes), spec §4 "Campaign: active or ended". */
  codesLeft: number;
  /** Launch prices left of 10 per plan (launch_offer_claims), spec §9; null when /premium is not available. */
  offers: { monthly: { left: number; price: string; regular: string }; yearly: { left: number; price: string; regular: string } } | null;
  launchPageAvailable: boolean;
}

/** What a signed-in person sees. Dates are already formatted in their language and time zone. */
export interface DashboardView {
  kind: "dashboard";
  name: string;
  /** open: the one-tap form; consent: wellbeing-data consent pending; locked: the plan has no mood tracking. */
  checkIn: "open" | "consent" | "locked";
  loggedToday: boolean;
  streak: { kind: "mood"; days: number } | { kind: "exercises"; count: number };
  quote: { failed: boolean; quote: { id: string; text: string; author: string | null; favourite: boolean } | null };
  continueExercise: { slug: string; title: string; kind: "note" | "completed"; date: string } | null;
  continueChat: { date: string } | null;
  plan:
    | { kind: "standard" | "launch"; daysLeft: number; date: string }
    | { kind: "premium"; date: string; ending: boolean }
    | { kind: "admin" }
    | { kind: "free"; upgrade: boolean };
  tools: HomeTool[];
}

export type HomeView = VisitorView | DashboardView;

type T = TFunction;

/** The home's HTML for `view`, translated with `t` (a fixed-language translation function). */
export function renderHomeMarkup(view: HomeView, t: T): string {
  return renderToStaticMarkup(view.kind === "visitor" ? <Visitor view={view} t={t} /> : <Dashboard view={view} t={t} />);
}

function Hills() {
  // Decorative: an empty alt keeps it out of the accessibility tree; a long-cached /build/_assets file.
  return <img className="home-art" src={hillsHref} alt="" width={480} height={320} />;
}

function Disclaimer({ t }: { t: T }) {
  return (
    <section className="home-band home-disclaimer" aria-labelledby="home-disclaimer-title">
      <div className="home-inner">
        <h2 id="home-disclaimer-title">{t("home.disclaimerTitle")}</h2>
        <p>{t("home.disclaimer")}</p>
        <p>
          {t("home.safetyNote")} {/* A plain document link, like UrgentHelpLink: urgent help never depends on client routing. */}
          <a href={SAFETY_PAGE_PATH} data-urgent-help="">
            {t("home.urgentHelp")}
          </a>
        </p>
      </div>
    </section>
  );
}

function Visitor({ view, t }: { view: VisitorView; t: T }) {
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-inner home-hero-inner">
          <div>
            <h1 id="home-title">{t("home.title")}</h1>
            <p className="lead">{t("home.lead")}</p>
            <p className="home-actions">
              <a href="/register" className="button button-primary">
                {t("home.ctaStart")}
              </a>
              <a href="/login" className="button button-ghost">
                {t("home.ctaLogin")}
              </a>
            </p>
          </div>
          <Hills />
        </div>
      </section>

      <section className="home-band" aria-labelledby="home-tools-title">
        <div className="home-inner">
          <h2 id="home-tools-title">{t("home.toolsTitle")}</h2>
          <p className="lead">{t("home.toolsLead")}</p>
          <ul className="home-tools plain-list">
            {view.tools.map(({ key, to, icon }) => (
              <li key={key}>
                <span className="home-tool-icon">
                  <Icon name={icon} size={24} />
                </span>
                <span>
                  <a href={to} className="home-tool-link">
                    {t(`home.tools.${key}.title`)}
                  </a>
                  <span className="home-tool-text">{t(`home.tools.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-band home-band-tint" aria-labelledby="home-steps-title">
        <div className="home-inner">
          <h2 id="home-steps-title">{t("home.stepsTitle")}</h2>
          <ol className="home-steps plain-list">
            {(["one", "two", "three"] as const).map((step) => (
              <li key={step}>
                <h3>{t(`home.steps.${step}.title`)}</h3>
                <p>{t(`home.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="home-band" aria-labelledby="home-testimonials-title">
        <div className="home-inner">
          <h2 id="home-testimonials-title">{t("home.testimonialsTitle")}</h2>
          <p className="hint">{t("home.testimonialsNote")}</p>
          <div className="home-testimonials">
            {(["one", "two", "three"] as const).map((item) => (
              <figure key={item} className="home-testimonial">
                <blockquote>
                  <p>{t(`home.testimonials.${item}.quote`)}</p>
                </blockquote>
                <figcaption>{t(`home.testimonials.${item}.who`)}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="home-band home-band-tint" aria-labelledby="home-launch-title" id="launch">
        <div className="home-inner home-launch">
          <div>
            <h2 id="home-launch-title">{t("home.launchTitle")}</h2>
            <p>{view.codesLeft > 0 ? t("home.launchText", { count: view.codesLeft }) : t("home.launchEnded")}</p>
            <p>{t("home.trialText")}</p>
            <p className="home-actions home-actions-start">
              <a href="/register" className="button button-primary">
                {t("home.ctaStart")}
              </a>
              {view.launchPageAvailable ? (
                <a href="/launch" className="button button-ghost">
                  {t("home.launchMore")}
                </a>
              ) : null}
            </p>
          </div>
          <div className="stack">
            <dl className="home-offers">
              <div data-testid="launch-codes">
                <dt>{t("home.launchCodesTitle")}</dt>
                <dd>{view.codesLeft > 0 ? t("home.launchCodesLeft", { count: view.codesLeft }) : <SoldOut t={t} />}</dd>
              </div>
              {view.offers ? (
                <>
                  <div data-testid="launch-monthly">
                    <dt>{t("home.launchPriceMonthly", { price: view.offers.monthly.price, regular: view.offers.monthly.regular })}</dt>
                    <dd>{view.offers.monthly.left > 0 ? t("home.offersLeft", { count: view.offers.monthly.left }) : <SoldOut t={t} />}</dd>
                  </div>
                  <div data-testid="launch-yearly">
                    <dt>{t("home.launchPriceYearly", { price: view.offers.yearly.price, regular: view.offers.yearly.regular })}</dt>
                    <dd>{view.offers.yearly.left > 0 ? t("home.offersLeft", { count: view.offers.yearly.left }) : <SoldOut t={t} />}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            {view.offers ? (
              <p>
                <a href="/premium">{t("home.premiumMore")}</a>
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <Disclaimer t={t} />
    </>
  );
}

function SoldOut({ t }: { t: T }) {
  return <strong className="home-sold-out">{t("home.soldOut")}</strong>;
}

function Dashboard({ view, t }: { view: DashboardView; t: T }) {
  return (
    <>
      <section className="home-hero home-hero-compact" aria-labelledby="home-title">
        <div className="home-inner home-hero-inner">
          <div>
            <h1 id="home-title">{t("home.dashboard.greeting", { name: view.name })}</h1>
            <p className="lead">{t("home.dashboard.lead")}</p>
          </div>
          <Hills />
        </div>
      </section>

      <div className="home-inner home-dashboard">
        <section className="card stack home-checkin" aria-labelledby="home-checkin-title">
          <h2 id="home-checkin-title">{t("home.dashboard.checkInTitle")}</h2>
          <CheckIn view={view} t={t} />
        </section>

        <section className="card stack" aria-labelledby="home-streak-title">
          <h2 id="home-streak-title">{t("home.dashboard.streakTitle")}</h2>
          <p className="home-streak" data-testid="streak">
            <Icon name="circle-check" size={24} />{" "}
            {view.streak.kind === "exercises"
              ? t("home.dashboard.exercisesDone", { count: view.streak.count })
              : view.streak.days > 0
                ? t("home.dashboard.moodStreak", { count: view.streak.days })
                : t("home.dashboard.moodStreakNone")}
          </p>
        </section>

        <QuoteCard quote={view.quote} t={t} />

        <section className="card stack" aria-labelledby="home-continue-title">
          <h2 id="home-continue-title">{t("home.dashboard.continueTitle")}</h2>
          {view.continueExercise || view.continueChat ? (
            <ul className="plain-list home-continue">
              {view.continueExercise ? (
                <li>
                  <a href={`/exercises/${encodeURIComponent(view.continueExercise.slug)}`}>
                    {t(view.continueExercise.kind === "note" ? "home.dashboard.continueExerciseNote" : "home.dashboard.continueExerciseDone", {
                      title: view.continueExercise.title,
                    })}
                  </a>{" "}
                  <span className="hint">{t("home.dashboard.lastOn", { date: view.continueExercise.date })}</span>
                </li>
              ) : null}
              {view.continueChat ? (
                <li>
                  <a href="/chat">{t("home.dashboard.continueChat")}</a>{" "}
                  <span className="hint">{t("home.dashboard.lastOn", { date: view.continueChat.date })}</span>
                </li>
              ) : null}
            </ul>
          ) : (
            <p>{t("home.dashboard.continueNone")}</p>
          )}
        </section>

        <section className="card stack" aria-labelledby="home-plan-title">
          <h2 id="home-plan-title">{t("home.dashboard.planTitle")}</h2>
          <p data-testid="plan-status">{planText(view.plan, t)}</p>
          {view.plan.kind === "free" && view.plan.upgrade ? (
            <p>
              <a href="/premium">{t("home.dashboard.planUpgrade")}</a>
            </p>
          ) : null}
        </section>

        <nav className="home-quick card" aria-labelledby="home-quick-title">
          <h2 id="home-quick-title">{t("home.dashboard.toolsTitle")}</h2>
          <ul className="plain-list">
            {view.tools.map(({ key, to, icon }) => (
              <li key={key}>
                <a href={to} className="button button-ghost">
                  <Icon name={icon} size={18} /> {t(`home.tools.${key}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <Disclaimer t={t} />
    </>
  );
}

function planText(plan: DashboardView["plan"], t: T): string {
  switch (plan.kind) {
    case "standard":
      return t("home.dashboard.planStandard", { count: plan.daysLeft, date: plan.date });
    case "launch":
      return t("home.dashboard.planLaunch", { count: plan.daysLeft, date: plan.date });
    case "premium":
      return t(plan.ending ? "home.dashboard.planPremiumEnding" : "home.dashboard.planPremium", { date: plan.date });
    case "admin":
      return t("home.dashboard.planAdmin");
    default:
      return t("home.dashboard.planFree");
  }
}

function CheckIn({ view, t }: { view: DashboardView; t: T }) {
  if (view.checkIn === "locked") {
    return (
      <>
        <p>{t("home.dashboard.checkInLocked")}</p>
        <p>
          <a href="/mood">{t("home.dashboard.checkInPreview")}</a>
        </p>
      </>
    );
  }
  if (view.checkIn === "consent") {
    return (
      <>
        <p>{t("home.dashboard.checkInConsent")}</p>
        <p>
          <a href="/consent?redirectTo=%2F">{t("home.dashboard.checkInConsentLink")}</a>
        </p>
      </>
    );
  }
  // The /mood action (app/routes/mood.tsx) with when=now; back=/ brings the person back here.
  return (
    <form method="post" action="/mood" className="stack">
      <input type="hidden" name="when" value="now" />
      <input type="hidden" name="back" value="/" />
      <fieldset className="home-moods">
        <legend>{t("home.dashboard.checkInLegend")}</legend>
        {MOOD_LEVELS.map((level) => (
          <button key={level} type="submit" name="mood" value={level} className="button button-ghost home-mood">
            <span aria-hidden="true">{MOOD_EMOJI[level]}</span> {t(`mood.levels.${level}`)}
          </button>
        ))}
      </fieldset>
      <p className="hint">{view.loggedToday ? t("home.dashboard.checkInDone") : t("home.dashboard.checkInHint")}</p>
    </form>
  );
}

function QuoteCard({ quote, t }: { quote: DashboardView["quote"]; t: T }) {
  // The same card as components/daily-quote-card.tsx, as plain HTML: the favourite button posts to /quotes and comes back here.
  return (
    <section className="card stack quote-card home-quote" aria-labelledby="daily-quote-title">
      <h2 id="daily-quote-title">{t("quotes.todayTitle")}</h2>
      {quote.failed ? (
        <p role="alert">{t("quotes.loadError")}</p>
      ) : quote.quote ? (
        <>
          <figure className="quote">
            <blockquote>
              <p>{quote.quote.text}</p>
            </blockquote>
            <figcaption>— {quote.quote.author ?? t("quotes.byRespiro")}</figcaption>
          </figure>
          <div className="actions actions-start">
            <form method="post" action="/quotes">
              <input type="hidden" name="intent" value={quote.quote.favourite ? "unfavourite" : "favourite"} />
              <input type="hidden" name="quoteId" value={quote.quote.id} />
              <input type="hidden" name="back" value="/" />
              <button type="submit" className="button button-ghost button-small">
                <Icon name="heart" size={16} /> {quote.quote.favourite ? t("quotes.unfavourite") : t("quotes.favourite")}
              </button>
            </form>
            <a href="/quotes" className="button button-ghost button-small">
              <Icon name="quote" size={16} /> {t("quotes.allQuotes")}
            </a>
          </div>
        </>
      ) : (
        <p>{t("quotes.todayEmpty")}</p>
      )}
    </section>
  );
}
