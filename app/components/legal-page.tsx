/** Renders the terms or the privacy notice (spec §2 /terms and /privacy: 9 sections each). */
import { useTranslation } from "react-i18next";
import { legal, LEGAL_UPDATED_AT } from "~/content/legal";
import { asLocale, DEFAULT_LOCALE, intlTag } from "~/utils/i18n";

export function LegalPage({ document: which }: { document: "terms" | "privacy" }) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language) ?? DEFAULT_LOCALE;
  const doc = legal[locale][which];
  const updated = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(LEGAL_UPDATED_AT));
  return (
    <article className="page page-medium legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{doc.title}</h1>
      <p className="hint">{t("legal.updated", { date: updated })}</p>
      <p>{doc.intro}</p>
      <nav aria-label={t("legal.contents")}>
        <ol className="toc">
          {doc.sections.map((s) => (
            <li key={s.id}><a href={`#${s.id}`}>{s.heading}</a></li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`}>{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
