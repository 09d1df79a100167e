/**
 * /exercises (spec §2; issue 10, items 1 and 4): the exercise list with a category filter and a
 * search box, both GET query parameters (`?category=`, `?q=`) that work without JavaScript, the
 * person's progress (exercises completed of the total), and locked items marked with a lock and
 * the way to open them (described, not linked: the page itself answers 403). Visitors may browse the list; an invitation to sign up sits above it.
 * Tiers come from getEntitlements only.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/ui/icons/icon";
import { countExercises, getExerciseProgress, listExercises } from "~/models/exercise.server";
import { entitlementSubject } from "~/models/user.server";
import { exerciseSummary, unlockPath } from "~/services/exercises.server";
import { getEntitlements } from "~/utils/entitlements";
import { ExerciseListQuerySchema } from "~/utils/exercise-schemas.server";
import { EXERCISE_CATEGORIES, EXERCISE_SEARCH_MAX, type ExerciseCategory } from "~/utils/exercises";
import { translateKey } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { describeEscapedError } from "~/utils/process-guard.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "exercises");

export async function loader({ request }: LoaderFunctionArgs) {
  const [i18n, user] = await Promise.all([routeTranslations(request, ["exercises"], { meta: "exercises" }), getOptionalUser(request)]);
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  const url = new URL(request.url);
  // Bad filters are a 400 with the reason, and the whole list (never a 500, never a blank page).
  const parsed = ExerciseListQuerySchema.safeParse({ category: url.searchParams.get("category") ?? undefined, q: url.searchParams.get("q") ?? undefined });
  const filters = parsed.success ? { category: parsed.data.category ?? null, q: parsed.data.q ?? "" } : { category: null, q: "" };
  const filterError = parsed.success ? null : (parsed.error.issues[0]?.message ?? "exercises.errors.invalidRequest");
  const base = { i18n, signedIn: Boolean(user), filters, filterError, searchMax: EXERCISE_SEARCH_MAX };
  try {
    const [exercises, total, progress] = await Promise.all([
      listExercises({ locale: i18n.locale, category: filters.category, query: filters.q, categoryNames: i18n.bundle.exercises?.categories }),
      countExercises(),
      user ? getExerciseProgress({ userId: user.id }) : null,
    ]);
    const completed = new Set(progress?.completedIds ?? []);
    return json(
      {
        ...base,
        loadError: false,
        progress: progress ? { done: completed.size, total } : null,
        exercises: exercises.map((exercise) => ({
          ...exerciseSummary(exercise),
          completed: completed.has(exercise.id),
          locked: unlockPath(entitlements, exercise.tier),
        })),
      },
      { status: filterError ? 400 : 200 },
    );
  } catch (error) {
    // Spec §8 "errors loading exercises": the page says so in the person's language.
    console.error(`[exercises] could not load the list: ${describeEscapedError(error)}`);
    return json({ ...base, loadError: true, progress: null, exercises: [] }, { status: 503 });
  }
}

export default function ExercisesList() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { filters } = data;
  const filtered = Boolean(filters.category || filters.q);
  return (
    <div className="page stack">
      <section aria-labelledby="exercises-title" className="stack">
        <h1 id="exercises-title">{t("exercises.title")}</h1>
        <p className="lead">{t("exercises.lead")}</p>
        {data.progress ? (
          <p className="exercise-progress" data-testid="exercise-progress">
            <Icon name="circle-check" size={18} /> {t("exercises.progress", { done: data.progress.done, total: data.progress.total })}
          </p>
        ) : null}
        {data.signedIn ? null : (
          <p className="notice">
            {t("exercises.visitorInvite")} <Link to="/register">{t("exercises.visitorInviteAction")}</Link> ·{" "}
            <Link to="/login?redirectTo=%2Fexercises">{t("exercises.signIn")}</Link>
          </p>
        )}
      </section>

      <Form method="get" className="exercise-filters card" role="search" aria-label={t("exercises.filters.label")}>
        <div className="field">
          <label htmlFor="exercise-category">{t("exercises.filters.category")}</label>
          <select id="exercise-category" name="category" defaultValue={filters.category ?? ""} key={`c-${filters.category ?? ""}`}>
            <option value="">{t("exercises.filters.allCategories")}</option>
            {EXERCISE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`exercises.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="exercise-search">{t("exercises.filters.search")}</label>
          <input
            id="exercise-search"
            type="search"
            name="q"
            defaultValue={filters.q}
            key={`q-${filters.q}`}
            maxLength={data.searchMax}
            aria-describedby="exercise-search-hint"
          />
          <p id="exercise-search-hint" className="hint">
            {t("exercises.filters.searchHint")}
          </p>
        </div>
        <div className="actions actions-start">
          <button type="submit" className="button button-primary">
            {t("exercises.filters.apply")}
          </button>
          {filtered ? (
            <Link to="/exercises" className="button button-ghost">
              {t("exercises.filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>

      {data.filterError ? (
        <p className="form-error" role="alert">
          {translateKey(t, data.filterError, { max: data.searchMax })}
        </p>
      ) : null}

      {data.loadError ? (
        <p className="form-error" role="alert" data-testid="exercises-load-error">
          {t("exercises.errors.loadFailed")}
        </p>
      ) : data.exercises.length === 0 ? (
        <div className="card exercise-empty" data-testid="exercises-empty">
          <p>
            <strong>{t("exercises.empty")}</strong>
          </p>
          <p className="hint">{t("exercises.emptyHint")}</p>
        </div>
      ) : (
        <section aria-labelledby="exercise-results">
          <h2 id="exercise-results" className="exercise-results">
            {t("exercises.results", { count: data.exercises.length })}
          </h2>
          <ul className="grid plain-list exercise-list">
            {data.exercises.map((exercise) => (
              <li key={exercise.slug} className={`card exercise-card${exercise.locked ? " exercise-locked" : ""}`} data-testid="exercise-card">
                <p className="exercise-meta">
                  <span className="badge">{t(`exercises.categories.${exercise.category as ExerciseCategory}`)}</span>{" "}
                  <span>{t("exercises.minutes", { count: exercise.durationMinutes })}</span> · <span>{t(`exercises.difficulty.${exercise.difficulty}`)}</span>
                </p>
                <h3>
                  {exercise.locked ? (
                    // Locked items are described, not linked (docs/architecture.md "Look and feel"):
                    // the lock, and under the summary the way to open it.
                    <span className="exercise-locked-title">
                      <Icon name="lock" size={18} />
                      <span className="visually-hidden">{t("exercises.locked.label")}: </span>
                      {exercise.title}
                    </span>
                  ) : (
                    <Link to={`/exercises/${exercise.slug}`}>{exercise.title}</Link>
                  )}
                </h3>
                <p>{exercise.summary}</p>
                {exercise.completed ? (
                  <p className="exercise-done">
                    <Icon name="circle-check" size={16} /> {t("exercises.completedBadge")}
                  </p>
                ) : null}
                {exercise.locked ? (
                  <p className="exercise-unlock">
                    {t(`exercises.locked.${exercise.locked.reason}`)}{" "}
                    <Link to={exercise.locked.action.to}>{t(`exercises.locked.${exercise.locked.action.label}`)}</Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
