/**
 * /meditation (spec §2; issue 10 item 2; /meditations redirects here): every guided meditation
 * with its duration, category and tier, the locked ones marked with the way to unlock them
 * (tiers from getEntitlements only, spec §6), the person's minutes so far, and "suggest a
 * meditation for how I feel", one gated and counted AI request (services/meditation.server.ts).
 * Works without JavaScript: the suggestion is a plain form.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CrisisCard } from "~/components/chat/crisis-card";
import { MeditationFacts, UnlockHint } from "~/components/meditation/facts";
import { Icon } from "~/components/ui/icons/icon";
import { getMeditationStats, listMeditations, type MeditationSummary } from "~/models/meditation.server";
import { entitlementSubject } from "~/models/user.server";
import { canOpenMeditation, primaryEmotion, suggestMeditations } from "~/services/meditation.server";
import { getEntitlements } from "~/utils/entitlements";
import { formAction, requireUser } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { getT } from "~/utils/locale.server";
import { describeEscapedError } from "~/utils/process-guard.server";
import { FEELING_MAX_CHARS, SuggestMeditationSchema } from "~/utils/meditation-schemas.server";
import { pageMeta } from "~/utils/meta";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "meditation");

/** The list's strings and the crisis card's (a suggestion request may be answered with it). */
const NAMESPACES = ["meditation", "crisisCard"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const [i18n, user] = await Promise.all([routeTranslations(request, NAMESPACES, { meta: "meditation" }), getOptionalUser(request)]);
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  let meditations: MeditationSummary[] = [];
  let loadError = false;
  try {
    meditations = await listMeditations({ locale: i18n.locale });
  } catch (error) {
    // Spec §8 "errors loading meditations": said on the page, in the person's language.
    console.error(`meditations: list failed: ${describeEscapedError(error)}`);
    loadError = true;
  }
  const stats = user ? await getMeditationStats({ userId: user.id }) : null;
  return json(
    {
      i18n,
      signedIn: Boolean(user),
      canSuggest: entitlements.dailyAiLimit !== 0,
      stats,
      loadError,
      meditations: meditations.map((m) => ({ ...m, locked: !canOpenMeditation(entitlements, m.tier) })),
    },
    { status: loadError ? 503 : 200 },
  );
}

type SuggestionAnswer =
  | { kind: "invalid"; error: string; feeling: string }
  | { kind: "crisis"; feeling: string }
  | { kind: "limit_reached" | "rate_limited" | "failed"; feeling: string }
  | {
      kind: "answer";
      feeling: string;
      text: string;
      remaining: number | null;
      meditations: Array<Pick<MeditationSummary, "slug" | "title" | "durationSeconds" | "category" | "tier"> & { locked: boolean }>;
    };

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const form = Object.fromEntries(await request.formData());
    const feeling = typeof form.feeling === "string" ? form.feeling.slice(0, FEELING_MAX_CHARS * 2) : "";
    const parsed = SuggestMeditationSchema.safeParse(form);
    if (!parsed.success) {
      const error =
        parsed.error.issues[0]?.path[0] === "feeling" ? (parsed.error.issues[0]?.message ?? "meditation.errors.generic") : "meditation.errors.generic";
      return json<SuggestionAnswer>({ kind: "invalid", error, feeling }, { status: 400 });
    }
    const { locale, t } = await getT(request);
    const entitlements = getEntitlements(entitlementSubject(user), new Date());
    const outcome = await suggestMeditations({
      userId: user.id,
      entitlements,
      locale,
      text: parsed.data.feeling,
      instructions: t("meditation.suggest.instructions"),
      engineText: (text) => {
        const emotion = primaryEmotion(text, locale);
        return emotion ? t("meditation.suggest.engineFeeling", { feeling: t(`meditation.suggest.feelings.${emotion}`) }) : t("meditation.suggest.engineIntro");
      },
    });
    switch (outcome.kind) {
      case "answer":
        return json<SuggestionAnswer>({
          kind: "answer",
          feeling,
          text: outcome.text,
          remaining: outcome.remaining,
          meditations: outcome.meditations.map(({ slug, title, durationSeconds, category, tier, locked }) => ({
            slug,
            title,
            durationSeconds,
            category,
            tier,
            locked,
          })),
        });
      case "crisis":
        return json<SuggestionAnswer>({ kind: "crisis", feeling });
      case "limit_reached":
      case "rate_limited":
        return json<SuggestionAnswer>({ kind: outcome.kind, feeling }, { status: 429 });
      case "failed":
        return json<SuggestionAnswer>({ kind: "failed", feeling }, { status: 503 });
    }
  });
}

export default function MeditationList() {
  const { signedIn, canSuggest, stats, loadError, meditations } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page-medium stack">
      <section aria-labelledby="meditation-title" className="stack">
        <h1 id="meditation-title">{t("meditation.title")}</h1>
        <p className="lead">{t("meditation.lead")}</p>
        {stats && stats.sessions > 0 ? <p data-testid="meditation-stats">{t("meditation.stats", { minutes: stats.minutes, count: stats.sessions })}</p> : null}
      </section>
      <SuggestSection signedIn={signedIn} canSuggest={canSuggest} />
      <section aria-labelledby="meditation-list-title" className="stack">
        <h2 id="meditation-list-title">{t("meditation.listTitle")}</h2>
        {loadError ? (
          <p role="alert" className="notice">
            {t("meditation.loadFailed")}
          </p>
        ) : meditations.length === 0 ? (
          <p className="notice">{t("meditation.empty")}</p>
        ) : (
          <ul className="plain-list grid">
            {meditations.map((m) => (
              <li key={m.slug} className={m.locked ? "card meditation-card meditation-locked" : "card meditation-card"}>
                <h3>
                  <Link to={`/meditation/${m.slug}`}>{m.title}</Link>
                </h3>
                <MeditationFacts durationSeconds={m.durationSeconds} category={m.category} tier={m.tier} locked={m.locked} />
                <p>{m.summary}</p>
                {m.locked ? <UnlockHint signedIn={signedIn} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SuggestSection({ signedIn, canSuggest }: { signedIn: boolean; canSuggest: boolean }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as SuggestionAnswer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "suggest";
  return (
    <section aria-labelledby="suggest-title" className="card stack" id="suggest">
      <h2 id="suggest-title">{t("meditation.suggest.title")}</h2>
      {!signedIn || !canSuggest ? (
        <p>
          {t("meditation.suggest.signIn")} <Link to="/login?redirectTo=%2Fmeditation">{t("meditation.signIn")}</Link>
        </p>
      ) : (
        <>
          <p className="hint">{t("meditation.suggest.lead")}</p>
          <Form method="post" className="form" action="/meditation?index">
            <input type="hidden" name="intent" value="suggest" />
            <div className="field">
              <label htmlFor="feeling">{t("meditation.suggest.label")}</label>
              <textarea
                id="feeling"
                name="feeling"
                rows={3}
                maxLength={FEELING_MAX_CHARS_BROWSER}
                required
                defaultValue={answer?.feeling ?? ""}
                placeholder={t("meditation.suggest.placeholder")}
                aria-invalid={answer?.kind === "invalid" ? true : undefined}
                aria-describedby={answer?.kind === "invalid" ? "feeling-error" : undefined}
              />
              {answer?.kind === "invalid" ? (
                <p id="feeling-error" className="field-error">
                  {translateKey(t, answer.error)}
                </p>
              ) : null}
            </div>
            <div className="actions actions-start">
              <button type="submit" className="button button-primary" aria-disabled={busy ? true : undefined}>
                {t("meditation.suggest.submit")}
              </button>
            </div>
          </Form>
          <SuggestionResult answer={answer} />
        </>
      )}
    </section>
  );
}

/** The same limit as the server's FEELING_MAX_CHARS (kept as a literal: that module is server-only). */
const FEELING_MAX_CHARS_BROWSER = 500;

function SuggestionResult({ answer }: { answer: SuggestionAnswer | undefined }) {
  const { t } = useTranslation();
  if (!answer || answer.kind === "invalid") return null;
  if (answer.kind === "crisis") {
    return (
      <div className="stack" data-testid="suggest-crisis">
        <h3>{t("meditation.suggest.crisisTitle")}</h3>
        <p>{t("meditation.suggest.crisisLead")}</p>
        <CrisisCard />
      </div>
    );
  }
  if (answer.kind !== "answer") {
    const key =
      answer.kind === "limit_reached"
        ? "meditation.suggest.limit"
        : answer.kind === "rate_limited"
          ? "meditation.suggest.rateLimited"
          : "meditation.suggest.failed";
    return (
      <p role="alert" className="notice" data-testid="suggest-refused">
        {t(key)}
      </p>
    );
  }
  return (
    <div className="stack" data-testid="suggest-result">
      <h3>{t("meditation.suggest.resultTitle")}</h3>
      <p>{answer.text}</p>
      <ul className="plain-list stack">
        {answer.meditations.map((m) => (
          <li key={m.slug}>
            <Link to={`/meditation/${m.slug}`}>{m.title}</Link>{" "}
            <span className="hint">
              · {t("meditation.minutes", { count: Math.round(m.durationSeconds / 60) })} · {t(`meditation.categories.${m.category}`)}
            </span>
            {m.locked ? (
              <span className="badge meditation-lock">
                <Icon name="lock" size={14} /> {t("meditation.locked")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {answer.remaining !== null ? <p className="hint">{t("meditation.suggest.remaining", { count: answer.remaining })}</p> : null}
    </div>
  );
}
