/**
 * /exercises/<slug> (spec §2; issue 10, items 1 and 4): the steps, the mindfulness timer
 * (JavaScript only; without it the duration and the steps), the person's note (wellbeing data:
 * needs the consent, decision record 0014), "mark as completed" (recorded with its UTC time, once
 * per click) and "ask the companion about this exercise" (one chat turn: safety gate and daily
 * limits, then /chat shows the answer). A locked exercise answers 403 with the way to open it,
 * in the loader and in the action; an unknown slug is the not-found page. Tiers come from
 * getEntitlements only.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MindfulnessTimer } from "~/components/exercises/mindfulness-timer";
import { Icon } from "~/components/ui/icons/icon";
import {
  getExerciseBySlug,
  getExerciseCompletions,
  getExerciseNote,
  recordExerciseCompletion,
  saveExerciseNote,
  type Exercise,
} from "~/models/exercise.server";
import { entitlementSubject, healthDataConsentPending, type Account } from "~/models/user.server";
import { askCompanionAboutExercise, exerciseSummary, newClickId, unlockPath } from "~/services/exercises.server";
import { consentPath } from "~/utils/consent";
import { getEntitlements } from "~/utils/entitlements";
import { ExerciseActionSchema } from "~/utils/exercise-schemas.server";
import { EXERCISE_NOTE_MAX, EXERCISE_QUESTION_MAX, type ExerciseCategory } from "~/utils/exercises";
import { consentRequiredResponse, formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { intlTag, translateKey, type Locale } from "~/utils/i18n";
import { detectLocale, getT } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { describeEscapedError } from "~/utils/process-guard.server";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";
import { requestTimeZone } from "~/utils/time-zone.server";
import { toastHeader } from "~/utils/toast.server";
import { savedTextCrisis } from "~/services/ai/saved-text-screen.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, "exercises", data && "exercise" in data ? data.exercise.title : undefined);

/** The exercise of the URL in `locale`, or the not-found page. */
async function exerciseOr404(slug: string | undefined, locale: Locale): Promise<Exercise> {
  const exercise = slug ? await getExerciseBySlug({ slug, locale }) : undefined;
  if (!exercise) throw new Response("Not Found", { status: 404 });
  return exercise;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [i18n, user] = await Promise.all([routeTranslations(request, ["exercises"], { meta: "exercises" }), getOptionalUser(request)]);
  try {
    return await loadExercise(request, params.slug, i18n, user);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Spec §8 "errors loading exercises": the page says so in the person's language.
    console.error(`[exercises] could not load an exercise: ${describeEscapedError(error)}`);
    return json({ i18n, loadError: true as const }, { status: 503 });
  }
}

async function loadExercise(request: Request, slug: string | undefined, i18n: Awaited<ReturnType<typeof routeTranslations>>, user: Account | null) {
  const exercise = await exerciseOr404(slug, i18n.locale);
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  const summary = exerciseSummary(exercise);
  const lock = unlockPath(entitlements, exercise.tier);
  if (lock) return json({ i18n, locked: true as const, exercise: summary, lock }, { status: 403 });

  const consentPending = user ? healthDataConsentPending(user) : false;
  const [note, completions] = await Promise.all([
    user && !consentPending ? getExerciseNote({ userId: user.id, exerciseId: exercise.id }) : undefined,
    user ? getExerciseCompletions({ userId: user.id, exerciseId: exercise.id }) : null,
  ]);
  return json({
    i18n,
    locked: false as const,
    exercise: { ...summary, steps: exercise.steps },
    signedIn: Boolean(user),
    consentPending,
    note: note ?? null,
    completions,
    /** One id per rendered "mark as completed" form: the same click submitted twice counts once. */
    clickId: user ? newClickId() : null,
    /** Dates are shown in the person's time zone (client hint), else UTC. */
    timeZone: requestTimeZone(request, user) ?? "UTC",
  });
}

const INTENTS = ["note", "complete", "ask"] as const;
type ActionError = { intent: (typeof INTENTS)[number] | null; error: string; values: Record<string, string | number> };

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => {
    const user: Account = await requireUser(request);
    const locale = await detectLocale(request);
    const exercise = await exerciseOr404(params.slug, locale);
    const entitlements = getEntitlements(entitlementSubject(user), new Date());
    // An action is a request of its own: the tier is checked again here (issue 10, item 4).
    if (unlockPath(entitlements, exercise.tier)) {
      return json<ActionError>({ intent: null, error: "exercises.errors.locked", values: {} }, { status: 403 });
    }
    const form = Object.fromEntries(await request.formData());
    const parsed = ExerciseActionSchema.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const intent = INTENTS.find((i) => i === form.intent) ?? null;
      return json<ActionError>(
        { intent, error: issue?.message ?? "exercises.errors.invalidRequest", values: { max: maxFor(issue?.path[0]) } },
        { status: 400 },
      );
    }
    const back = `/exercises/${exercise.slug}`;
    const now = new Date();
    switch (parsed.data.intent) {
      case "note": {
        await requireHealthDataConsent(request, user);
        await saveExerciseNote({ userId: user.id, exerciseId: exercise.id, body: parsed.data.note, now });
        return redirect(`${back}#note`, {
          status: 303,
          headers: { "Set-Cookie": await toastHeader(request, { title: "exercises.note.saved", crisis: savedTextCrisis(parsed.data.note) }) },
        });
      }
      case "complete": {
        await recordExerciseCompletion({ userId: user.id, exerciseId: exercise.id, clickId: parsed.data.clickId, now });
        return redirect(`${back}#complete`, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "exercises.complete.done" }) } });
      }
      case "ask": {
        const { t } = await getT(request);
        const message = t("exercises.ask.message", { title: exercise.title, question: parsed.data.question || t("exercises.ask.defaultQuestion") });
        const result = await askCompanionAboutExercise({ user, entitlements, locale, message, signal: request.signal });
        if (!result.ok) {
          if (result.reason === "consent_required") throw await consentRequiredResponse(request);
          const key =
            result.reason === "limit_reached"
              ? "exercises.errors.limitReached"
              : result.reason === "rate_limited"
                ? "exercises.errors.rateLimited"
                : "exercises.errors.questionTooLong";
          const status = result.reason === "limit_reached" || result.reason === "rate_limited" ? 429 : 400;
          return json<ActionError>({ intent: "ask", error: key, values: { max: EXERCISE_QUESTION_MAX } }, { status });
        }
        // A crisis message while the consent is pending is answered but not stored: the urgent-help page says the same.
        return redirect(result.crisisWithoutConversation ? "/safety" : "/chat#latest", { status: 303 });
      }
    }
  });
}

function maxFor(field: unknown): number {
  return field === "note" ? EXERCISE_NOTE_MAX : EXERCISE_QUESTION_MAX;
}

export default function ExerciseDetail() {
  const data = useLoaderData<typeof loader>();
  if ("loadError" in data) return <LoadError />;
  return data.locked ? <LockedExercise data={data} /> : <OpenExercise data={data} />;
}

type LoaderData = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { loadError: true }>;

function LoadError() {
  const { t } = useTranslation();
  return (
    <div className="page page-medium stack">
      <h1>{t("exercises.title")}</h1>
      <p className="form-error" role="alert" data-testid="exercises-load-error">
        {t("exercises.errors.loadFailed")}
      </p>
      <p>
        <Link to="/exercises">{t("exercises.detail.back")}</Link>
      </p>
    </div>
  );
}

function ExerciseHeader({ exercise }: { exercise: LoaderData["exercise"] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to="/exercises">← {t("exercises.detail.back")}</Link>
      </p>
      <h1 id="exercise-title">{exercise.title}</h1>
      <p className="exercise-meta">
        <span className="badge">{t(`exercises.categories.${exercise.category as ExerciseCategory}`)}</span>{" "}
        <span>
          {t("exercises.durationLabel")}: {t("exercises.minutes", { count: exercise.durationMinutes })}
        </span>{" "}
        · <span>{t(`exercises.difficulty.${exercise.difficulty}`)}</span>
      </p>
      <p className="lead">{exercise.summary}</p>
    </>
  );
}

function LockedExercise({ data }: { data: Extract<LoaderData, { locked: true }> }) {
  const { t } = useTranslation();
  const { exercise, lock } = data;
  return (
    <article className="page page-medium stack" aria-labelledby="exercise-title">
      <ExerciseHeader exercise={exercise} />
      <section className="card stack exercise-locked" aria-labelledby="locked-title" data-testid="exercise-locked">
        <h2 id="locked-title">
          <Icon name="lock" /> {t("exercises.locked.pageTitle")}
        </h2>
        <p>{t("exercises.locked.pageLead", { title: exercise.title, tier: t(`exercises.tiers.${exercise.tier}`) })}</p>
        <p>
          <strong>{t(`exercises.locked.${lock.reason}`)}</strong>
        </p>
        <div className="actions actions-start">
          <Link to={lock.action.to} className="button button-primary">
            {t(`exercises.locked.${lock.action.label}`)}
          </Link>
          <Link to="/exercises" className="button button-ghost">
            {t("exercises.locked.backToList")}
          </Link>
        </div>
      </section>
    </article>
  );
}

function OpenExercise({ data }: { data: Extract<LoaderData, { locked: false }> }) {
  const { t, i18n } = useTranslation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { exercise } = data;
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errorFor = (intent: "note" | "complete" | "ask") =>
    actionData && "error" in actionData && (actionData.intent === intent || (actionData.intent === null && intent === "complete"))
      ? translateKey(t, actionData.error, actionData.values)
      : null;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(intlTag(i18n.language as Locale), { dateStyle: "long", timeStyle: "short", timeZone: data.timeZone }).format(new Date(iso));
  const noteError = errorFor("note");
  const askError = errorFor("ask");
  const completeError = errorFor("complete");

  return (
    <article className="page page-medium stack" aria-labelledby="exercise-title">
      <ExerciseHeader exercise={exercise} />

      <section className="card stack" aria-labelledby="steps-title">
        <h2 id="steps-title">{t("exercises.detail.steps")}</h2>
        <p className="hint">{t("exercises.detail.duration", { count: exercise.durationMinutes })}</p>
        <ol className="exercise-steps">
          {exercise.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <MindfulnessTimer minutes={exercise.durationMinutes} />

      <section className="card stack" id="complete" aria-labelledby="complete-title">
        <h2 id="complete-title">{t("exercises.complete.title")}</h2>
        {data.signedIn && data.clickId ? (
          <>
            <p data-testid="completion-count">
              {data.completions && data.completions.count > 0 && data.completions.lastCompletedAt
                ? t("exercises.complete.count", { count: data.completions.count, date: formatDate(data.completions.lastCompletedAt) })
                : t("exercises.complete.never")}
            </p>
            {completeError ? (
              <p className="form-error" role="alert">
                {completeError}
              </p>
            ) : null}
            <Form method="post" preventScrollReset>
              <input type="hidden" name="clickId" value={data.clickId} />
              <button type="submit" name="intent" value="complete" className="button button-primary" disabled={busyIntent === "complete"}>
                <Icon name="circle-check" /> {t("exercises.complete.button")}
              </button>
            </Form>
          </>
        ) : (
          <p>
            {t("exercises.complete.signIn")} <Link to={`/login?redirectTo=${encodeURIComponent(`/exercises/${exercise.slug}`)}`}>{t("exercises.signIn")}</Link>
          </p>
        )}
      </section>

      <section className="card stack" id="note" aria-labelledby="note-title">
        <h2 id="note-title">{t("exercises.note.title")}</h2>
        {!data.signedIn ? (
          <p>
            {t("exercises.note.signIn")} <Link to={`/login?redirectTo=${encodeURIComponent(`/exercises/${exercise.slug}`)}`}>{t("exercises.signIn")}</Link>
          </p>
        ) : data.consentPending ? (
          <p>
            {t("exercises.note.consent")} <Link to={consentPath(`/exercises/${exercise.slug}#note`)}>{t("exercises.note.consentAction")}</Link>
          </p>
        ) : (
          <Form method="post" className="form" preventScrollReset>
            <div className="field">
              <label htmlFor="exercise-note">{t("exercises.note.label")}</label>
              <textarea
                id="exercise-note"
                name="note"
                rows={4}
                maxLength={EXERCISE_NOTE_MAX}
                defaultValue={data.note?.body ?? ""}
                key={data.note?.updatedAt ?? "empty"}
                aria-describedby={noteError ? "exercise-note-error" : "exercise-note-hint"}
                aria-invalid={noteError ? true : undefined}
              />
              <p id="exercise-note-hint" className="hint">
                {data.note ? t("exercises.note.updated", { date: formatDate(data.note.updatedAt) }) : t("exercises.note.hint")}
              </p>
              {noteError ? (
                <p id="exercise-note-error" className="field-error">
                  {noteError}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" name="intent" value="note" className="button button-primary" disabled={busyIntent === "note"}>
                {t("exercises.note.save")}
              </button>
            </div>
          </Form>
        )}
      </section>

      <section className="card stack" id="ask" aria-labelledby="ask-title">
        <h2 id="ask-title">{t("exercises.ask.title")}</h2>
        {data.signedIn ? (
          <Form method="post" className="form">
            <p>{t("exercises.ask.lead")}</p>
            <div className="field">
              <label htmlFor="exercise-question">{t("exercises.ask.label")}</label>
              <textarea
                id="exercise-question"
                name="question"
                rows={2}
                maxLength={EXERCISE_QUESTION_MAX}
                placeholder={t("exercises.ask.defaultQuestion")}
                aria-describedby={askError ? "exercise-question-error" : undefined}
                aria-invalid={askError ? true : undefined}
              />
              {askError ? (
                <p id="exercise-question-error" className="field-error" role="alert">
                  {askError}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" name="intent" value="ask" className="button button-ghost" disabled={busyIntent === "ask"}>
                <Icon name="message-circle" /> {t("exercises.ask.button")}
              </button>
            </div>
          </Form>
        ) : (
          <p>
            {t("exercises.ask.signIn")} <Link to={`/login?redirectTo=${encodeURIComponent(`/exercises/${exercise.slug}`)}`}>{t("exercises.signIn")}</Link>
          </p>
        )}
      </section>
    </article>
  );
}
