/**
 * The crisis answer as a card made for a phone (docs/architecture.md "The AI companion"; WHO and Samaritans
 * safe-messaging guidance): one sentence of care and "are you safe right now?", the emergency
 * number as a large tap-to-call button, the helplines as `tel:` links with who each is for and
 * when it answers, the grounding exercise folded, and the way to /safety. The API's `reply` text
 * (services/ai/crisis-reply.ts) stays complete for clients that show plain text; this card is
 * drawn from the same numbers, so the two never disagree. Works without JavaScript.
 */
import { Icon } from "~/components/ui/icons/icon";
import { useTranslation } from "react-i18next";
import { UrgentHelpLink } from "~/components/urgent-help-link";
import { crisisLead, crisisResources, type CrisisKind } from "~/services/ai/crisis-reply";
import { asLocale, DEFAULT_LOCALE } from "~/utils/i18n";

/**
 * The card for an answer of `kind` (issue 26 item 4): the person's own risk opens with care and
 * "are you safe right now?"; every other kind opens with its own first step (stay with them,
 * step away from the means, get to safety, breathe out slowly), and panic or a medical urgency
 * shows the grounding exercise unfolded.
 */
export function CrisisCard({ kind = "self" }: { kind?: CrisisKind }) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language) ?? DEFAULT_LOCALE;
  const { hotlines } = crisisResources(locale);
  const lead = crisisLead(locale, kind);
  const emergency = hotlines.filter((h) => h.kind === "emergency");
  const support = hotlines.filter((h) => h.kind === "support");
  const grounding: readonly string[] = t("crisisCard.grounding", { returnObjects: true });
  return (
    <div className="crisis-card" data-testid="crisis-card" data-kind={kind}>
      {lead ? (
        <p className="crisis-care">{lead}</p>
      ) : (
        <>
          <p className="crisis-care">{t("crisisCard.care")}</p>
          <p className="crisis-question">
            <strong>{t("crisisCard.safeQuestion")}</strong> {t("crisisCard.dangerHint")}
          </p>
        </>
      )}
      <ul className="plain-list crisis-emergency">
        {emergency.map((h) => (
          <li key={h.tel}>
            <a href={h.tel} className="button button-danger crisis-call">
              <Icon name="phone" size={20} />
              <span>{t("crisisCard.call", { number: h.number })}</span>
              {h.region ? <span className="crisis-region">{h.region}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="crisis-heading">{t("crisisCard.talkTitle")}</h3>
      <ul className="plain-list crisis-lines">
        {support.map((h) => (
          <li key={h.tel}>
            <a href={h.tel} className="crisis-line">
              <span className="crisis-line-name">{h.name}</span> <span className="crisis-line-number">{h.number}</span>
            </a>
            <span className="crisis-line-note">{h.note}</span>
          </li>
        ))}
      </ul>
      <details className="crisis-grounding" open={kind === "medical_panic" || undefined}>
        <summary>{t("crisisCard.groundingTitle")}</summary>
        <ol>
          {grounding.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
      <p className="crisis-plan">
        <UrgentHelpLink className="button button-primary button-small">{t("crisisCard.planLink")}</UrgentHelpLink>
      </p>
      <p className="crisis-closing">{t("crisisCard.closing")}</p>
    </div>
  );
}
