/**
 * /resources (spec §2 "wellness library with tabs quick tools, complete guides, thematic programs;
 * free-text search for recommendations"): the library for everyone, with the tabs and topics as
 * links, the search box as a GET form (`?q=`, full-text, every word must match) and "what do you
 * need?" as a POST form answered with up to five recommendations, or the crisis resources when
 * the text calls for them. Everything works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CrisisCard } from "~/components/chat/crisis-card";
import { ResourceCard } from "~/components/resource-card";
import { RESOURCE_NEED_MAX, RESOURCE_SECTIONS, RESOURCE_TOPICS, type ResourceSection, type ResourceTopic } from "~/utils/resources";
import { findResources, listResources } from "~/models/resource.server";
import { recommendationSignals, recommendResources } from "~/services/resource-recommendations.server";
import { formAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { ResourceNeedSchema } from "~/utils/schemas.server";
import { detectLocale } from "~/utils/locale.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "resources");

const NAMESPACES = ["resources", "crisisCard"] as const;
const QUERY_MAX = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export async function loader({ request }: LoaderFunctionArgs) {
  const i18n = await routeTranslations(request, [...NAMESPACES], { meta: "resources" });
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  const section = oneOf<ResourceSection>(RESOURCE_SECTIONS, url.searchParams.get("section"));
  const topic = oneOf<ResourceTopic>(RESOURCE_TOPICS, url.searchParams.get("topic"));
  const locale = i18n.locale;
  let resources;
  if (query) {
    // Every word first; when nothing has them all, any of them.
    resources = await findResources({ text: query, locale, mode: "all" });
    if (resources.length === 0) resources = await findResources({ text: query, locale, mode: "any" });
  } else {
    resources = await listResources({ locale, section, topic });
  }
  return json({
    i18n,
    query,
    section,
    topic,
    resources: resources.map(({ slug, type, title, summary, readingMinutes }) => ({ slug, type, title, summary, readingMinutes })),
  });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const form = Object.fromEntries(await request.formData());
    const parsed = ResourceNeedSchema.safeParse(form);
    if (!parsed.success) {
      return json(
        { error: parsed.error.issues[0]?.message ?? "resources.needMissing", need: typeof form.need === "string" ? form.need : "", result: null },
        { status: 400 },
      );
    }
    const [locale, user] = await Promise.all([detectLocale(request), getOptionalUser(request)]);
    // A signed-in person's recent moods steer the ranking (their interests join when the profile stores them).
    const signals = await recommendationSignals({ userId: user?.id ?? null, now: new Date() });
    const result = await recommendResources({ text: parsed.data.need, locale, signals });
    return json({
      error: null,
      need: parsed.data.need,
      result:
        result.kind === "crisis"
          ? ({ kind: "crisis" } as const)
          : {
              kind: "resources" as const,
              matchedText: result.matchedText,
              resources: result.resources.map(({ slug, type, title, summary, readingMinutes }) => ({ slug, type, title, summary, readingMinutes })),
            },
    });
  });
}

export default function Resources() {
  const { query, section, topic, resources } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const recommending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const result = actionData?.result ?? null;
  const needError = actionData?.error ?? null;
  const tabHref = (s: ResourceSection | null) => (s ? `/resources?section=${s}` : "/resources");
  const topicHref = (tp: ResourceTopic | null) => {
    const params = new URLSearchParams();
    if (section) params.set("section", section);
    if (tp) params.set("topic", tp);
    const qs = params.toString();
    return qs ? `/resources?${qs}` : "/resources";
  };

  return (
    <div className="page stack">
      <header className="stack">
        <h1>{t("resources.title")}</h1>
        <p className="lead">{t("resources.lead")}</p>
      </header>

      <Form method="get" role="search" className="search-form" aria-label={t("resources.searchLabel")}>
        <label htmlFor="resources-q">{t("resources.searchLabel")}</label>
        <div className="search-row">
          <input id="resources-q" type="search" name="q" defaultValue={query} maxLength={QUERY_MAX} />
          <button type="submit" className="button button-primary">
            {t("resources.searchButton")}
          </button>
        </div>
      </Form>

      <section className="card stack" aria-labelledby="need-title">
        <h2 id="need-title">{t("resources.needTitle")}</h2>
        <Form method="post" className="form" noValidate>
          <div className="field">
            <label htmlFor="resources-need">{t("resources.needLabel")}</label>
            <p className="hint" id="resources-need-hint">
              {t("resources.needHint")}
            </p>
            <textarea
              id="resources-need"
              name="need"
              rows={2}
              maxLength={RESOURCE_NEED_MAX}
              defaultValue={actionData?.need ?? ""}
              aria-invalid={needError ? true : undefined}
              aria-describedby={needError ? "resources-need-hint resources-need-error" : "resources-need-hint"}
            />
            {needError ? (
              <p id="resources-need-error" className="field-error">
                {translateKey(t, needError)}
              </p>
            ) : null}
          </div>
          <div className="actions actions-start">
            <button type="submit" className="button button-primary" disabled={recommending}>
              {t("resources.needButton")}
            </button>
          </div>
        </Form>
        {result?.kind === "crisis" ? (
          <div className="stack" role="region" aria-labelledby="resources-crisis-title">
            <h3 id="resources-crisis-title">{t("resources.crisisTitle")}</h3>
            <CrisisCard />
          </div>
        ) : result ? (
          <div className="stack" role="region" aria-labelledby="recommendations-title">
            <h3 id="recommendations-title">{t("resources.recommendationsTitle")}</h3>
            {!result.matchedText ? <p>{t("resources.recommendationsNone")}</p> : null}
            <ul className="grid plain-list">
              {result.resources.map((r) => (
                <li key={r.slug}>
                  <ResourceCard resource={r} headingLevel={4} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      {query ? (
        <section className="stack" aria-labelledby="results-title">
          <h2 id="results-title">{resources.length ? t("resources.results", { count: resources.length, query }) : t("resources.noResults", { query })}</h2>
          <p>
            <Link to="/resources">{t("resources.showAll")}</Link>
          </p>
          <ResourceList resources={resources} />
        </section>
      ) : (
        <section className="stack" aria-labelledby="library-title">
          <h2 id="library-title" className="visually-hidden">
            {t(`resources.tabs.${section ?? "all"}`)}
          </h2>
          <nav aria-label={t("resources.tabsLabel")}>
            <ul className="chip-list">
              {([null, ...RESOURCE_SECTIONS] as const).map((s) => (
                <li key={s ?? "all"}>
                  <Link to={tabHref(s)} className="chip" aria-current={section === s ? "page" : undefined}>
                    {t(`resources.tabs.${s ?? "all"}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t("resources.topicLabel")}>
            <ul className="chip-list">
              {([null, ...RESOURCE_TOPICS] as const).map((tp) => (
                <li key={tp ?? "all"}>
                  <Link to={topicHref(tp)} className="chip" aria-current={topic === tp ? "page" : undefined}>
                    {tp ? t(`resources.topics.${tp}`) : t("resources.allTopics")}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {resources.length ? <ResourceList resources={resources} /> : <p className="empty-state">{t("resources.emptySection")}</p>}
        </section>
      )}
    </div>
  );
}

function ResourceList({ resources }: { resources: Parameters<typeof ResourceCard>[0]["resource"][] }) {
  if (!resources.length) return null;
  return (
    <ul className="grid plain-list">
      {resources.map((r) => (
        <li key={r.slug}>
          <ResourceCard resource={r} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
