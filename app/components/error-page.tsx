/** The not-found page and the "Something went wrong" screen (spec §2). */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REFUSAL_MESSAGE_KEYS, type RefusalData } from "~/utils/request-errors";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { consentPath } from "~/utils/consent";

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage status={404} title={t("errors.notFoundTitle")} text={t("errors.notFoundText")} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusPage status={403} title={t("errors.forbiddenTitle")} text={t("errors.forbiddenText")} />;
}

/**
 * A request refused before its action ran (utils/guards.server.ts `formAction`: cross-site, wrong
 * content type, body too large…): the status, what happened in the person's language, and the
 * way home.
 */
export function RequestErrorPage({ status, refusal }: { status: number; refusal: RefusalData }) {
  const { t } = useTranslation();
  return <StatusPage status={status} title={t("errors.requestTitle")} text={t(REFUSAL_MESSAGE_KEYS[refusal.error], { limit: refusal.limitKb })} />;
}

/** The frame of the pages above: the HTTP status (hidden from screen readers), the heading, one sentence and the way home. */
function StatusPage({ status, title, text }: { status: number; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      <Link to="/" className="button button-primary">
        {t("errors.backHome")}
      </Link>
    </section>
  );
}

/**
 * A 403 `consent_required` (a form that stores wellbeing data, sent while the consent is pending;
 * decision record 0014): the way to the consent screen, which comes back to this page, and to
 * urgent help, which needs no consent.
 */
export function ConsentRequiredPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t("errors.consentRequiredTitle")}</h1>
      <p>{t("errors.consentRequiredText")}</p>
      <Link to={consentPath(location.pathname + location.search)} className="button button-primary">
        {t("errors.consentRequiredAction")}
      </Link>
      <p>
        <UrgentHelpLink>{t("nav.urgentHelp")}</UrgentHelpLink>
      </p>
    </section>
  );
}

/** The reload control is a plain link to the same URL: a full page load, with or without JavaScript. */
export function GenericErrorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const href = location.pathname + location.search;
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title" role="alert">
      <h1 id="error-title">{t("errors.somethingWrong")}</h1>
      <p>{t("errors.somethingWrongText")}</p>
      <a href={href} className="button button-primary" data-testid="reload">
        {t("errors.reload")}
      </a>
    </section>
  );
}
