/**
 * /launch and /promo (spec §2 "launch campaign landing page and promo code activation"; §4 promo
 * code and campaign states; §5 "Promo code is required"; §8 "Errore Attivazione", invalid or
 * already used code). The campaign (active or ended, places left of 50), the signed-in person's
 * own code shown again with its state, and its activation: 10 days of full premium from that
 * moment (docs/architecture.md "Where the server decides more than the specification" 10). Works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "~/components/copy-button";
import { FormMessage } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  activateLaunchCode,
  getLaunchCodeForUser,
  launchCampaignStatus,
  launchCodeState,
  LAUNCH_PARTICIPANTS,
  normaliseLaunchCode,
} from "~/models/launch-code.server";
import { redeemPromoCode } from "~/models/promo-code.server";
import { entitlementSubject } from "~/models/user.server";
import { getEntitlements, LAUNCH_TRIAL_DAYS } from "~/utils/entitlements";
import { intlTag, translateKey, type Locale } from "~/utils/i18n";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";
import { LaunchActivationSchema } from "~/utils/schemas.server";
import { toastHeader } from "~/utils/toast.server";
import { formAction } from "~/utils/guards.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "launch");

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const [campaign, user] = await Promise.all([launchCampaignStatus(), getOptionalUser(request)]);
  const code = user ? await getLaunchCodeForUser({ userId: user.id }) : undefined;
  const entitlements = user ? getEntitlements(entitlementSubject(user), now) : null;
  return json({
    i18n: await routeTranslations(request, ["launch", "common"], { meta: "launch" }),
    campaign: { ...campaign, total: LAUNCH_PARTICIPANTS },
    signedIn: Boolean(user),
    launchTrial: entitlements?.trial?.kind === "launch" ? { endsAt: entitlements.trial.endsAt, daysLeft: entitlements.trial.daysLeft } : null,
    code: code
      ? {
          code: code.code,
          participantNumber: code.participantNumber,
          expiresAt: code.expiresAt,
          activatedAt: code.activatedAt,
          state: launchCodeState(code, now),
        }
      : null,
  });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const form = Object.fromEntries(await request.formData());
    const parsed = LaunchActivationSchema.safeParse(form);
    const typed = typeof form.code === "string" ? form.code.slice(0, 64) : "";
    if (!parsed.success) {
      return json({ error: parsed.error.issues[0]?.message ?? "launch.codeRequired", code: typed }, { status: 400 });
    }
    let result: Awaited<ReturnType<typeof activateLaunchCode>>;
    let promo: Awaited<ReturnType<typeof redeemPromoCode>> | null = null;
    try {
      const now = new Date();
      result = await activateLaunchCode({ userId: user.id, code: parsed.data.code, now });
      // Not a launch code of this person: maybe a promo code made at /admin/codes (decision record 0036).
      if (!result.ok && result.reason === "invalid") {
        promo = await redeemPromoCode({ userId: user.id, code: normaliseLaunchCode(parsed.data.code), now });
      }
    } catch (error) {
      console.error(`[launch] activation failed: ${error instanceof Error ? error.name : "unknown error"}`);
      return json({ error: "launch.activationFailed", code: typed }, { status: 503 });
    }
    if (promo?.ok) {
      const locale = await detectLocale(request);
      const date = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(promo.trialEndsAt));
      return redirect("/launch", {
        status: 303,
        headers: { "Set-Cookie": await toastHeader(request, { title: "launch.activatedTitle", description: "launch.promoActivatedText", values: { date } }) },
      });
    }
    if (promo && !promo.ok && promo.reason === "expired") return json({ error: "launch.expiredPromo", code: typed }, { status: 410 });
    if (!result.ok) {
      return json(
        { error: result.reason === "expired" ? "launch.expiredCode" : "launch.invalidCode", code: typed },
        { status: result.reason === "expired" ? 410 : 400 },
      );
    }
    return redirect("/launch", {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "launch.activatedTitle", description: "launch.activatedText" }) },
    });
  });
}

export default function Launch() {
  const { campaign, signedIn, code, launchTrial } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlTag(i18n.language as Locale), { dateStyle: "long", timeZone: "UTC" });
  const errorId = actionData?.error ? "launch-code-error" : undefined;
  return (
    <div className="page page-medium stack">
      <section aria-labelledby="launch-title" className="stack">
        <h1 id="launch-title">{t("launch.title")}</h1>
        <p className="lead">{t("launch.lead", { days: LAUNCH_TRIAL_DAYS, total: campaign.total })}</p>
        <p className="notice" data-testid="campaign-status">
          {campaign.active
            ? t("launch.placesLeft", { count: campaign.remaining, total: campaign.total })
            : campaign.enabled
              ? t("launch.ended", { total: campaign.total })
              : t("launch.closed")}
        </p>
        <ul className="launch-steps">
          <li>{t("launch.stepTrial")}</li>
          <li>{t("launch.stepCode", { days: LAUNCH_TRIAL_DAYS })}</li>
          <li>{t("launch.stepAfter")}</li>
        </ul>
      </section>

      {!signedIn ? (
        <section className="card stack" aria-labelledby="launch-signin-title">
          <h2 id="launch-signin-title">{t("launch.signInTitle")}</h2>
          <p>{t("launch.signInText")}</p>
          <div className="actions actions-start">
            <Link to="/login?redirectTo=%2Flaunch" className="button button-primary">
              {t("nav.login")}
            </Link>
            {campaign.active ? (
              <Link to="/register" className="button button-ghost">
                {t("nav.register")}
              </Link>
            ) : null}
          </div>
        </section>
      ) : (
        <section className="card stack" aria-labelledby="launch-code-title">
          <h2 id="launch-code-title">{t("launch.yourCodeTitle")}</h2>
          {launchTrial ? (
            <p className="form-success" data-testid="launch-trial">
              {t("launch.trialActive", { date: date.format(new Date(launchTrial.endsAt)), count: launchTrial.daysLeft })}
            </p>
          ) : null}
          {code ? (
            <>
              <p>{t("launch.participant", { number: code.participantNumber, total: campaign.total })}</p>
              <div className="code-row">
                <p className="code-box" data-testid="promo-code">
                  {code.code}
                </p>
                <CopyButton text={code.code} label={t("launch.copy")} />
              </div>
              <p data-testid="code-state">
                {code.state === "activated"
                  ? t("launch.stateActivated", { date: date.format(new Date(code.activatedAt!)) })
                  : code.state === "expired"
                    ? t("launch.stateExpired", { date: date.format(new Date(code.expiresAt)) })
                    : t("launch.stateAssigned", { date: date.format(new Date(code.expiresAt)) })}
              </p>
            </>
          ) : (
            <p>{t("launch.noCode")}</p>
          )}
          {code?.state !== "activated" ? (
            <Form method="post" className="form" noValidate>
              {actionData?.error ? (
                <div className="form-error" role="alert" id={errorId}>
                  <strong>{t("launch.activationErrorTitle")}</strong> {translateKey(t, actionData.error)}
                </div>
              ) : null}
              <div className="field">
                <label htmlFor="launch-code">{t("launch.codeLabel")}</label>
                <input
                  id="launch-code"
                  name="code"
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={64}
                  defaultValue={actionData?.code ?? (code?.state === "assigned" ? code.code : "")}
                  aria-invalid={errorId ? true : undefined}
                  aria-describedby={errorId}
                />
              </div>
              <SubmitButton pendingLabel={t("launch.activating")}>{t("launch.activate")}</SubmitButton>
            </Form>
          ) : (
            <FormMessage success={t("launch.enjoy")} />
          )}
        </section>
      )}
    </div>
  );
}
