/**
 * /reflections (spec §2, §3 "Reflection"): the nine categories, the 15 numbered prompts with their
 * locks, search (`?q=`), a category filter (`?category=`, "awareness" accepted for mindfulness), a
 * random reflection, and the person's own reflections. Works without JavaScript: the filters are
 * links and a GET form.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LockedNote } from "~/components/reflections/locked-note";
import { Icon } from "~/components/ui/icons/icon";
import { listReflectionPrompts, listReflections } from "~/models/reflection.server";
import { entitlementSubject, healthDataConsentPending } from "~/models/user.server";
import { filterPrompts, localisedCategories, resolveCategory, SEARCH_MAX } from "~/services/reflections.server";
import { consentPath } from "~/utils/consent";
import { getEntitlements } from "~/utils/entitlements";
import { intlTag, type Locale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "reflections");

/** Characters of a reflection shown in the list of my reflections. */
const EXCERPT_CHARS = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, i18n] = await Promise.all([getOptionalUser(request), routeTranslations(request, ["reflections"], { meta: "reflections" })]);
  const { locale } = i18n;
  const url = new URL(request.url);
  const resolved = resolveCategory(url.searchParams.get("category"));
  const category = resolved === "unknown" ? null : resolved;
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  const allPrompts = await listReflectionPrompts({ locale });
  const prompts = filterPrompts(allPrompts, { locale, entitlements, category, query });
  const consentPending = user ? healthDataConsentPending(user) : false;
  const byId = new Map(allPrompts.map((p) => [p.id, p]));
  // Only the owner's own reflections, and only once the consent is given (decision record 0014).
  const mine =
    user && !consentPending
      ? (await listReflections({ userId: user.id })).map((r) => ({
          id: r.id,
          promptNumber: byId.get(r.promptId)?.number ?? 0,
          promptText: byId.get(r.promptId)?.text ?? "",
          excerpt: r.text.length > EXCERPT_CHARS ? `${r.text.slice(0, EXCERPT_CHARS).trimEnd()}…` : r.text,
          hasPerspective: r.perspective !== null,
          updatedAt: r.updatedAt,
        }))
      : [];
  return json({
    i18n,
    categories: localisedCategories(locale),
    category,
    unknownCategory: resolved === "unknown",
    query,
    prompts,
    signedIn: Boolean(user),
    consentPending,
    mine,
  });
}

export default function Reflections() {
  const { categories, category, unknownCategory, query, prompts, signedIn, consentPending, mine } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(intlTag(i18n.language as Locale), { dateStyle: "long" });
  const filtered = Boolean(category || query || unknownCategory);
  const randomHref = category ? `/reflections/random?category=${category}` : "/reflections/random";
  return (
    <div className="page page-medium stack">
      <header className="stack">
        <h1>{t("reflections.title")}</h1>
        <p className="lead">{t("reflections.lead")}</p>
        <p>
          <Link to={randomHref} className="button button-primary" data-testid="random-reflection">
            <Icon name="shuffle" size={18} /> {t("reflections.random")}
          </Link>
        </p>
      </header>

      <nav aria-labelledby="categories-title" className="stack">
        <h2 id="categories-title">{t("reflections.categoriesLabel")}</h2>
        <ul className="chip-list">
          <li>
            <Link to={query ? `/reflections?q=${encodeURIComponent(query)}` : "/reflections"} className="chip" aria-current={category ? undefined : "page"}>
              {t("reflections.allCategories")}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/reflections?category=${c.id}${query ? `&q=${encodeURIComponent(query)}` : ""}`}
                className="chip"
                aria-current={category === c.id ? "page" : undefined}
                title={c.description}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="get" role="search" className="reflection-search">
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <div className="field">
          <label htmlFor="reflection-search">{t("reflections.searchLabel")}</label>
          <input id="reflection-search" type="search" name="q" defaultValue={query} maxLength={100} />
        </div>
        <button type="submit" className="button">
          {t("reflections.searchButton")}
        </button>
      </Form>

      <section aria-labelledby="prompts-title" className="stack">
        <h2 id="prompts-title">{t("reflections.promptsTitle")}</h2>
        {unknownCategory ? (
          <p className="notice" role="status">
            {t("reflections.unknownCategory")}
          </p>
        ) : null}
        {category ? <p className="hint">{categories.find((c) => c.id === category)?.description}</p> : null}
        {prompts.length === 0 && category && query ? (
          // A search inside one category that finds nothing offers the same search everywhere (issue 25 item 8).
          <p className="notice" data-testid="prompts-empty" role="status">
            {t("reflections.noPromptsInCategory", { category: categories.find((c) => c.id === category)?.name ?? category, query })}{" "}
            <Link to={`/reflections?q=${encodeURIComponent(query)}`}>{t("reflections.searchEverywhere", { query })}</Link>
          </p>
        ) : prompts.length === 0 ? (
          <p className="notice" data-testid="prompts-empty" role="status">
            {t("reflections.noPrompts")} <Link to="/reflections">{t("reflections.clearFilters")}</Link>
          </p>
        ) : (
          <ul className="plain-list stack" data-testid="prompt-list">
            {prompts.map((p) => (
              <li key={p.id} className="card reflection-prompt" data-testid="prompt" data-locked={p.locked ? "true" : "false"}>
                <p className="reflection-prompt-meta">
                  <span>{t("reflections.promptNumber", { number: p.number })}</span> · <span>{p.categoryName}</span>{" "}
                  <span className="badge">{p.premium ? t("reflections.premiumBadge") : t("reflections.freeBadge")}</span>
                </p>
                {p.locked ? (
                  <>
                    <p className="reflection-prompt-text">{p.text}</p>
                    <LockedNote signedIn={signedIn} compact />
                  </>
                ) : (
                  <p className="reflection-prompt-text">
                    <Link to={`/reflections/prompts/${p.id}`}>{p.text}</Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {prompts.some((p) => p.locked) ? <LockedNote signedIn={signedIn} /> : null}
        {filtered && prompts.length > 0 ? (
          <p>
            <Link to="/reflections">{t("reflections.clearFilters")}</Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="mine-title" id="mine" className="stack">
        <h2 id="mine-title">{t("reflections.mineTitle")}</h2>
        {!signedIn ? (
          <p>
            {t("reflections.mineSignIn")} <Link to="/login?redirectTo=%2Freflections">{t("reflections.signIn")}</Link>
          </p>
        ) : consentPending ? (
          <p>
            {t("reflections.mineConsent")} <Link to={consentPath("/reflections")}>{t("reflections.giveConsent")}</Link>
          </p>
        ) : mine.length === 0 ? (
          <p className="notice" data-testid="mine-empty">
            {t("reflections.mineEmpty")}
          </p>
        ) : (
          <>
            <p className="hint">{t("reflections.privateNote")}</p>
            <ul className="plain-list stack" data-testid="my-reflections">
              {mine.map((r) => (
                <li key={r.id} className="card stack reflection-mine">
                  <p className="reflection-prompt-meta">
                    {t("reflections.promptNumber", { number: r.promptNumber })} ·{" "}
                    {t("reflections.updatedOn", { date: dateFormat.format(new Date(r.updatedAt)) })}
                    {r.hasPerspective ? (
                      <>
                        {" "}
                        <span className="badge">{t("reflections.hasPerspective")}</span>
                      </>
                    ) : null}
                  </p>
                  <h3 className="reflection-mine-title">
                    <Link to={`/reflections/entries/${r.id}`}>{r.promptText}</Link>
                  </h3>
                  <p className="reflection-text">{r.excerpt}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
