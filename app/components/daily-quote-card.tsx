/**
 * The daily quote as a card (spec §1 "personal quotes"): on /quotes, the signed-in home and the
 * profile. The favourite button is a form posted to /quotes, so it works without JavaScript;
 * `back` is where /quotes sends the person afterwards.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QuoteFigure } from "~/components/quote-figure";
import { Icon } from "~/components/ui/icons/icon";

export interface DailyQuoteView {
  id: string;
  text: string;
  author: string | null;
  favourite: boolean;
}

export function DailyQuoteCard({ quote, failed, back, showLink = false }: { quote: DailyQuoteView | null; failed: boolean; back: string; showLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card stack quote-card" aria-labelledby="daily-quote-title">
      <h2 id="daily-quote-title">{t("quotes.todayTitle")}</h2>
      {failed ? (
        <p role="alert">{t("quotes.loadError")}</p>
      ) : quote ? (
        <>
          <QuoteFigure text={quote.text} author={quote.author} />
          <div className="actions">
            <Form method="post" action="/quotes">
              <input type="hidden" name="intent" value={quote.favourite ? "unfavourite" : "favourite"} />
              <input type="hidden" name="quoteId" value={quote.id} />
              <input type="hidden" name="back" value={back} />
              <button type="submit" className="button button-ghost button-small">
                <Icon name="heart" size={16} /> {quote.favourite ? t("quotes.unfavourite") : t("quotes.favourite")}
              </button>
            </Form>
            {showLink ? (
              <Link to="/quotes" className="button button-ghost button-small">
                <Icon name="quote" size={16} /> {t("quotes.allQuotes")}
              </Link>
            ) : null}
          </div>
        </>
      ) : (
        <p>{t("quotes.todayEmpty")}</p>
      )}
    </section>
  );
}
