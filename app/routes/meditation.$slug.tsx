/**
 * /meditation/<slug> (spec §2; issue 10 item 2; decision record 0023): one guided meditation.
 * With JavaScript, the player (components/meditation/player.tsx); always, the whole script with
 * its time marks (mm:ss), and without JavaScript an "I finished" form that records the session.
 * A premium meditation the plan does not open shows what it is and how to unlock it, never its
 * script (tiers from getEntitlements, checked again by the action).
 *
 * Action `intent=record`, `seconds`: the minutes are recorded when at least one minute was done,
 * capped at the meditation's length (services/meditation.server.ts). Meditation minutes are
 * activity data, not wellbeing data: no consent needed (decision record 0023).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MeditationFacts, UnlockHint } from "~/components/meditation/facts";
import { MeditationPlayer } from "~/components/meditation/player";
import { getMeditation, type MeditationDetail } from "~/models/meditation.server";
import { entitlementSubject } from "~/models/user.server";
import { canOpenMeditation, recordSession } from "~/services/meditation.server";
import { formatMmSs } from "~/utils/clock-format";
import { getEntitlements } from "~/utils/entitlements";
import { formAction, requireUser } from "~/utils/guards.server";
import { asLocale, DEFAULT_LOCALE, translateKey } from "~/utils/i18n";
import { detectLocale } from "~/utils/locale.server";
import { RecordSessionSchema } from "~/utils/meditation-schemas.server";
import { pageMeta } from "~/utils/meta";
import { describeEscapedError } from "~/utils/process-guard.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "meditation", data?.meditation?.title);

/** Slugs are lower-case words joined by hyphens; anything else is not a meditation. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function findMeditation(slug: string | undefined, request: Request): Promise<MeditationDetail> {
  if (!slug || slug.length > 80 || !SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
  const locale = asLocale(await detectLocale(request)) ?? DEFAULT_LOCALE;
  const meditation = await getMeditation({ slug, locale });
  if (!meditation) throw new Response("Not Found", { status: 404 });
  return meditation;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [i18n, user] = await Promise.all([routeTranslations(request, ["meditation"], { meta: "meditation" }), getOptionalUser(request)]);
  let meditation: MeditationDetail;
  try {
    meditation = await findMeditation(params.slug, request);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Spec §8 "errors loading meditations", said on the page in the person's language.
    console.error(`meditations: detail failed: ${describeEscapedError(error)}`);
    return json({ i18n, loadError: true as const, meditation: null, locked: false, signedIn: Boolean(user) }, { status: 503 });
  }
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  const locked = !canOpenMeditation(entitlements, meditation.tier);
  return json({
    i18n,
    loadError: false as const,
    // A locked meditation's script stays on the server.
    meditation: locked ? { ...meditation, steps: [] } : meditation,
    locked,
    signedIn: Boolean(user),
  });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => {
    const user = await requireUser(request);
    const meditation = await findMeditation(params.slug, request);
    const form = Object.fromEntries(await request.formData());
    const viaPlayer = form.via === "player";
    const parsed = RecordSessionSchema.safeParse(form);
    if (!parsed.success) return json({ error: "meditation.errors.seconds" }, { status: 400 });
    const entitlements = getEntitlements(entitlementSubject(user), new Date());
    const result = await recordSession({ userId: user.id, entitlements, meditation, seconds: parsed.data.seconds, now: new Date() });
    if (!result.ok) {
      return json(
        { error: result.reason === "locked" ? "meditation.errors.locked" : "meditation.errors.tooShort" },
        { status: result.reason === "locked" ? 403 : 400 },
      );
    }
    if (viaPlayer) return json({ recorded: result.minutes });
    return redirect(`/meditation/${meditation.slug}`, {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "meditation.recorded", values: { count: result.minutes } }) },
    });
  });
}

export default function MeditationPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  if (data.loadError || !data.meditation) {
    return (
      <div className="page page-medium stack">
        <h1>{t("meditation.title")}</h1>
        <p role="alert" className="notice">
          {t("meditation.loadFailed")}
        </p>
        <p>
          <Link to="/meditation">{t("meditation.back")}</Link>
        </p>
      </div>
    );
  }
  const { meditation, locked, signedIn } = data;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="page page-medium stack">
      <p>
        <Link to="/meditation">← {t("meditation.back")}</Link>
      </p>
      <section aria-labelledby="meditation-title" className="stack">
        <h1 id="meditation-title">{meditation.title}</h1>
        <p className="lead">{meditation.summary}</p>
        <MeditationFacts durationSeconds={meditation.durationSeconds} category={meditation.category} tier={meditation.tier} locked={locked} />
      </section>
      {locked ? (
        <section aria-labelledby="locked-title" className="card stack meditation-locked">
          <h2 id="locked-title">{t("meditation.lockedTitle")}</h2>
          <UnlockHint signedIn={signedIn} />
        </section>
      ) : (
        <>
          <div className="js-only">
            <MeditationPlayer key={meditation.slug} durationSeconds={meditation.durationSeconds} steps={meditation.steps} canRecord={signedIn} />
          </div>
          {!signedIn ? (
            <p className="notice">
              {t("meditation.signInToRecord")}{" "}
              <Link to={`/login?redirectTo=${encodeURIComponent(`/meditation/${meditation.slug}`)}`}>{t("meditation.signIn")}</Link>
            </p>
          ) : null}
          <section aria-labelledby="script-title" className="card stack">
            <h2 id="script-title">{t("meditation.scriptTitle")}</h2>
            <p className="hint">{t("meditation.scriptHint")}</p>
            <ol className="plain-list meditation-script">
              {meditation.steps.map((step) => (
                <li key={step.atSeconds}>
                  <time dateTime={`PT${step.atSeconds}S`} className="meditation-mark">
                    {formatMmSs(step.atSeconds)}
                  </time>{" "}
                  <span>{step.text}</span>
                </li>
              ))}
              <li>
                <time dateTime={`PT${meditation.durationSeconds}S`} className="meditation-mark">
                  {formatMmSs(meditation.durationSeconds)}
                </time>{" "}
                <span>{t("meditation.player.done")}</span>
              </li>
            </ol>
          </section>
          {signedIn ? (
            <noscript>
              <section aria-labelledby="finished-title" className="card stack">
                <h2 id="finished-title">{t("meditation.finishedTitle")}</h2>
                <p className="hint">{t("meditation.finishedHint")}</p>
                {error ? (
                  <p role="alert" className="field-error">
                    {translateKey(t, error)}
                  </p>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="record" />
                  <input type="hidden" name="seconds" value={meditation.durationSeconds} />
                  <button type="submit" className="button button-primary">
                    {t("meditation.finished")}
                  </button>
                </Form>
              </section>
            </noscript>
          ) : null}
        </>
      )}
    </div>
  );
}
