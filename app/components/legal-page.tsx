/** Renders the terms or the privacy notice (spec §2 /terms and /privacy: 9 sections each). */
import { useTranslation } from "react-i18next";
import type { LegalDocument } from "~/content/legal.server";
import { asLocale, DEFAULT_LOCALE, intlTag } from "~/utils/i18n";

/** `doc` in the request's language, from the route's loader; `updatedAt` a YYYY-MM-DD date. */
export function LegalPage({ document: doc, updatedAt }: { document: LegalDocument; updatedAt: string }) {
  const { t, i18n } = useTranslation();
  const locale = asLocale(i18n.language) ?? DEFAULT_LOCALE;
  const updated = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(updatedAt));
  return (
    <article className="page page-medium legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{doc.title}</h1>
      <p className="hint">{t("legal.updated", { date: updated })}</p>
      <p>{doc.intro}</p>
      <nav aria-label={t("legal.contents")}>
        <ol className="toc">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
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
