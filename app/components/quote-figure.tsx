/**
 * A quote as /quotes and the daily-quote card show it (spec §3 "Quotes"): the text in a
 * blockquote and its author (or "Respiro" when it has none) in the figure's caption.
 */
import { useTranslation } from "react-i18next";

export function QuoteFigure({ text, author }: { text: string; author: string | null }) {
  const { t } = useTranslation();
  return (
    <figure className="quote">
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>— {author ?? t("quotes.byRespiro")}</figcaption>
    </figure>
  );
}
