/**
 * /quotes (spec §1 "personal quotes", §3 "Quote preferences"): the daily quote, the preferences
 * it follows, favourites, a list to explore by theme and the person's own quotes (add, edit,
 * delete after a confirmation step). Signed-in people only; every form posts to the action, so
 * the page works without JavaScript. Quotes are personal, not wellbeing data: no consent step.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QuoteFigure } from "~/components/quote-figure";
import { DailyQuoteCard } from "~/components/daily-quote-card";
import { Icon } from "~/components/ui/icons/icon";
import { QUOTE_AUTHOR_MAX, QUOTE_CATEGORIES, QUOTE_MOODS, QUOTE_TEXT_MAX, type QuoteCategory } from "~/utils/quotes";
import {
  addFavouriteQuote,
  addUserQuote,
  deleteUserQuote,
  getQuotePreferences,
  listFavouriteQuoteIds,
  listQuotes,
  listUserQuotes,
  quoteExists,
  removeFavouriteQuote,
  saveQuotePreferences,
  updateUserQuote,
} from "~/models/quote.server";
import { loadDailyQuote } from "~/services/daily-quote.server";
import { formAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { QuoteActionSchema } from "~/utils/schemas.server";
import { requireUser, safeRedirectPath } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "quotes");

const isCategory = (v: string | null): v is QuoteCategory => v !== null && (QUOTE_CATEGORIES as readonly string[]).includes(v);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const i18n = await routeTranslations(request, ["quotes"], { meta: "quotes" });
  const locale = i18n.locale;
  const url = new URL(request.url);
  const category = url.searchParams.get("category");
  const editId = Number(url.searchParams.get("edit")) || null;
  const deleteId = Number(url.searchParams.get("delete")) || null;

  const [daily, quotes, preferences, favouriteIds, own] = await Promise.all([
    loadDailyQuote({ userId: user.id, locale, now: new Date() }),
    listQuotes(),
    getQuotePreferences({ userId: user.id }),
    listFavouriteQuoteIds({ userId: user.id }),
    listUserQuotes({ userId: user.id }),
  ]);
  const view = (q: (typeof quotes)[number]) => ({
    id: q.id,
    text: q.text[locale],
    author: q.author?.[locale] ?? null,
    favourite: favouriteIds.includes(q.id),
  });
  const byId = new Map(quotes.map((q) => [q.id, q]));
  return json({
    i18n,
    daily,
    preferences,
    favourites: favouriteIds.flatMap((id) => {
      const q = byId.get(id);
      return q ? [view(q)] : [];
    }),
    category: isCategory(category) ? category : null,
    explore: quotes.filter((q) => !isCategory(category) || q.category === category).map(view),
    own,
    editing: own.find((q) => q.id === editId) ?? null,
    deleting: own.find((q) => q.id === deleteId) ?? null,
  });
}

type ActionErrors = { intent: string; errors: Record<string, string[]>; values: Record<string, string> };

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const form = await request.formData();
    const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
    const back = safeRedirectPath(values.back, "/quotes");
    const parsed = QuoteActionSchema.safeParse({ ...values, categories: form.getAll("categories") });
    if (!parsed.success) {
      const errors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
      // A missing or unknown intent, category or mood is not something the page's forms send.
      const fieldMessages = Object.values(errors)
        .flat()
        .filter((m) => m.startsWith("quotes.") || m.startsWith("validation."));
      return json<ActionErrors>({ intent: values.intent ?? "", errors: fieldMessages.length ? errors : { form: ["quotes.invalid"] }, values }, { status: 400 });
    }
    const data = parsed.data;
    const now = new Date();
    const done = async (title: Parameters<typeof toastHeader>[1]["title"], to = "/quotes") =>
      redirect(to, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title }) } });
    const notFound = () => json<ActionErrors>({ intent: data.intent, errors: { form: ["quotes.notFound"] }, values }, { status: 404 });

    switch (data.intent) {
      case "preferences":
        await saveQuotePreferences({ userId: user.id, preferences: { categories: data.categories, mood: data.mood === "any" ? null : data.mood }, now });
        return done("quotes.preferencesSaved");
      case "favourite":
        if (!(await quoteExists({ id: data.quoteId }))) return notFound();
        await addFavouriteQuote({ userId: user.id, quoteId: data.quoteId, now });
        return done("quotes.favouriteAdded", back);
      case "unfavourite":
        await removeFavouriteQuote({ userId: user.id, quoteId: data.quoteId });
        return done("quotes.favouriteRemoved", back);
      case "add":
        await addUserQuote({ userId: user.id, text: data.text, author: data.author, now });
        return done("quotes.added", "/quotes#own");
      case "edit":
        return (await updateUserQuote({ userId: user.id, id: data.id, text: data.text, author: data.author, now }))
          ? done("quotes.updated", "/quotes#own")
          : notFound();
      case "delete":
        return (await deleteUserQuote({ userId: user.id, id: data.id })) ? done("quotes.deleted", "/quotes#own") : notFound();
    }
  });
}

export default function Quotes() {
  const { daily, preferences, favourites, category, explore, own, editing, deleting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formError = actionData?.errors.form?.[0];

  return (
    <div className="page page-medium stack">
      <header className="stack">
        <h1>{t("quotes.title")}</h1>
        <p className="lead">{t("quotes.lead")}</p>
      </header>
      {formError ? (
        <p role="alert" className="notice">
          {translateKey(t, formError)}
        </p>
      ) : null}

      <DailyQuoteCard quote={daily.quote} failed={daily.failed} back="/quotes" />
      <p className="hint">{t("quotes.todayHint")}</p>

      <section className="card stack" aria-labelledby="preferences-title">
        <h2 id="preferences-title">{t("quotes.preferencesTitle")}</h2>
        <p>{t("quotes.preferencesLead")}</p>
        <Form method="post" className="form">
          <input type="hidden" name="intent" value="preferences" />
          <fieldset className="choice-group">
            <legend>{t("quotes.categoriesLegend")}</legend>
            <p className="hint" id="categories-hint">
              {t("quotes.categoriesHint")}
            </p>
            {QUOTE_CATEGORIES.map((c) => (
              <label key={c} className="choice">
                <input type="checkbox" name="categories" value={c} defaultChecked={preferences.categories.includes(c)} aria-describedby="categories-hint" />{" "}
                {t(`quotes.categories.${c}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="choice-group">
            <legend>{t("quotes.moodLegend")}</legend>
            {(["any", ...QUOTE_MOODS] as const).map((m) => (
              <label key={m} className="choice">
                <input type="radio" name="mood" value={m} defaultChecked={(preferences.mood ?? "any") === m} />{" "}
                {m === "any" ? t("quotes.moodAny") : t(`quotes.moods.${m}`)}
              </label>
            ))}
          </fieldset>
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {t("quotes.savePreferences")}
            </button>
          </div>
        </Form>
      </section>

      <section className="stack" aria-labelledby="favourites-title">
        <h2 id="favourites-title">{t("quotes.favouritesTitle")}</h2>
        {favourites.length ? (
          <ul className="plain-list stack">
            {favourites.map((q) => (
              <QuoteItem key={q.id} quote={q} back="/quotes" />
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t("quotes.favouritesEmpty")}</p>
        )}
      </section>

      <section className="stack" id="own" aria-labelledby="own-title">
        <h2 id="own-title">{t("quotes.ownTitle")}</h2>
        <p>{t("quotes.ownLead")}</p>
        {deleting ? (
          <div className="card stack" role="group" aria-labelledby="delete-title">
            <h3 id="delete-title">{t("quotes.deleteTitle")}</h3>
            <blockquote>
              <p>{deleting.text}</p>
            </blockquote>
            <p>{t("quotes.deleteLead")}</p>
            <Form method="post" className="actions">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting.id} />
              <button type="submit" className="button button-danger" disabled={busy}>
                {t("quotes.deleteConfirm")}
              </button>
              <Link to="/quotes#own" className="button button-ghost">
                {t("quotes.cancel")}
              </Link>
            </Form>
          </div>
        ) : null}
        {editing ? (
          <OwnQuoteForm
            key={`edit-${editing.id}`}
            intent="edit"
            id={editing.id}
            text={editing.text}
            author={editing.author ?? ""}
            actionData={actionData}
            busy={busy}
          />
        ) : (
          <OwnQuoteForm key="add" intent="add" text="" author="" actionData={actionData} busy={busy} />
        )}
        {own.length ? (
          <ul className="plain-list stack">
            {own.map((q) => (
              <li key={q.id} className="card stack">
                <figure className="quote">
                  <blockquote>
                    <p>{q.text}</p>
                  </blockquote>
                  {q.author ? <figcaption>— {q.author}</figcaption> : null}
                </figure>
                <div className="actions">
                  <Link to={`/quotes?edit=${q.id}#own`} className="button button-ghost button-small">
                    {t("quotes.edit")}
                  </Link>
                  <Link to={`/quotes?delete=${q.id}#own`} className="button button-ghost button-small">
                    {t("quotes.delete")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t("quotes.ownEmpty")}</p>
        )}
      </section>

      <section className="stack" aria-labelledby="explore-title">
        <h2 id="explore-title">{t("quotes.exploreTitle")}</h2>
        <nav aria-label={t("quotes.exploreFilter")}>
          <ul className="chip-list">
            <li>
              <Link to="/quotes" className="chip" aria-current={category === null ? "page" : undefined}>
                {t("quotes.exploreAll")}
              </Link>
            </li>
            {QUOTE_CATEGORIES.map((c) => (
              <li key={c}>
                <Link to={`/quotes?category=${c}`} className="chip" aria-current={category === c ? "page" : undefined}>
                  {t(`quotes.categories.${c}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {explore.length ? (
          <ul className="plain-list stack">
            {explore.map((q) => (
              <QuoteItem key={q.id} quote={q} back={category ? `/quotes?category=${category}` : "/quotes"} />
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t("quotes.exploreEmpty")}</p>
        )}
      </section>
    </div>
  );
}

function QuoteItem({ quote, back }: { quote: { id: string; text: string; author: string | null; favourite: boolean }; back: string }) {
  const { t } = useTranslation();
  return (
    <li className="card stack">
      <QuoteFigure text={quote.text} author={quote.author} />
      <Form method="post">
        <input type="hidden" name="intent" value={quote.favourite ? "unfavourite" : "favourite"} />
        <input type="hidden" name="quoteId" value={quote.id} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="button button-ghost button-small">
          <Icon name="heart" size={16} /> {quote.favourite ? t("quotes.unfavourite") : t("quotes.favourite")}
        </button>
      </Form>
    </li>
  );
}

function OwnQuoteForm({
  intent,
  id,
  text,
  author,
  actionData,
  busy,
}: {
  intent: "add" | "edit";
  id?: number;
  text: string;
  author: string;
  actionData: { intent: string; errors: Record<string, string[]>; values: Record<string, string> } | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const mine = actionData?.intent === intent ? actionData : undefined;
  const textError = mine?.errors.text?.[0];
  const authorError = mine?.errors.author?.[0];
  const prefix = `quote-${intent}`;
  return (
    <Form method="post" className="form card" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>{intent === "edit" ? t("quotes.editTitle") : t("quotes.add")}</h3>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <div className="field">
        <label htmlFor={`${prefix}-text`}>{t("quotes.textLabel")}</label>
        <textarea
          id={`${prefix}-text`}
          name="text"
          rows={3}
          required
          maxLength={QUOTE_TEXT_MAX}
          defaultValue={mine?.values.text ?? text}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${prefix}-text-error` : undefined}
        />
        {textError ? (
          <p id={`${prefix}-text-error`} className="field-error">
            {translateKey(t, textError)}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-author`}>{t("quotes.authorLabel")}</label>
        <input
          id={`${prefix}-author`}
          name="author"
          maxLength={QUOTE_AUTHOR_MAX}
          defaultValue={mine?.values.author ?? author}
          aria-invalid={authorError ? true : undefined}
          aria-describedby={authorError ? `${prefix}-author-error` : undefined}
        />
        {authorError ? (
          <p id={`${prefix}-author-error`} className="field-error">
            {translateKey(t, authorError)}
          </p>
        ) : null}
      </div>
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {intent === "edit" ? t("quotes.saveChanges") : t("quotes.add")}
        </button>
        {intent === "edit" ? (
          <Link to="/quotes#own" className="button button-ghost">
            {t("quotes.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
