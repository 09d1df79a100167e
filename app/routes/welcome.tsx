/**
 * Registration success (spec §2): the 7-day trial has started and, for launch participants, the
 * participant number out of 50 and the promo code (shown again at /launch, where it is activated); then home after 5 s (spec §9). With JavaScript a timer does it and a "stay" button turns
 * it off (WCAG 2.2.1 Timing Adjustable); without JavaScript a meta refresh inside <noscript> does
 * it (a <noscript> is inert when scripts run, so the two never both fire).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getLaunchCodeForUser } from "~/models/launch-code.server";
import { intlTag, type Locale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { requireUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

/** Spec §9: registration redirect after 5 seconds. */
export const WELCOME_REDIRECT_MS = 5000;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "register");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const code = await getLaunchCodeForUser({ userId: user.id });
  return json({
    launchCode: code && !code.activatedAt ? { code: code.code, participantNumber: code.participantNumber, expiresAt: code.expiresAt } : null,
    trialEndsAt: user.trialEndsAt,
    i18n: await routeTranslations(request, ["auth"], { meta: "register" }),
  });
}

export default function Welcome() {
  const { launchCode } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [staying, setStaying] = useState(false);
  useEffect(() => {
    if (staying) return;
    const timer = setTimeout(() => navigate("/"), WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, staying]);
  const dateFormat = new Intl.DateTimeFormat(intlTag(i18n.language as Locale), { dateStyle: "long", timeZone: "UTC" });
  return (
    <section className="page page-narrow" aria-labelledby="welcome-title">
      <div className="card stack">
        <h1 id="welcome-title">{t("auth.successTitle")}</h1>
        <p>{t("auth.successTrial")}</p>
        {launchCode ? (
          <>
            <p data-testid="participant">{t("auth.successLaunch", { number: launchCode.participantNumber })}</p>
            <p>{t("auth.successCodeLabel")}</p>
            <p className="code-box" data-testid="promo-code">
              {launchCode.code}
            </p>
            <p>{t("auth.successCodeExpiry", { date: dateFormat.format(new Date(launchCode.expiresAt)) })}</p>
            <p>
              <Link to="/launch">{t("auth.successActivate")}</Link>
            </p>
          </>
        ) : null}
        <noscript>
          <meta httpEquiv="refresh" content={`${WELCOME_REDIRECT_MS / 1000};url=/`} />
        </noscript>
        {!staying ? (
          <p className="hint" role="status">
            {t("auth.successRedirect")}
          </p>
        ) : null}
        <div className="actions">
          <Link to="/" className="button button-primary">
            {t("auth.goHome")}
          </Link>
          {!staying ? (
            <button type="button" className="button button-ghost js-only" onClick={() => setStaying(true)}>
              {t("auth.stayHere")}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
