/**
 * /profile (spec §3 "Profile", "Profile stats"; decision record 0031): four tabs as links
 * (`?tab=overview|activity|personal|goals`, the current one `aria-current="page"`), so every tab
 * and every form works without JavaScript. Signed-in people only. The statistics, the timeline
 * and the goals hold wellbeing data, so chat, mood and reflections are left out of them and goals
 * wait while the consent is pending (decision record 0014); the personal data never does.
 * /profile/export and /profile/delete are routes of their own (`profile_.…`), not children.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GoalsTab } from "~/components/profile/goals-tab";
import { ActivityTab, OverviewTab } from "~/components/profile/overview-tab";
import { PersonalTab } from "~/components/profile/personal-tab";
import { addGoal, deleteGoal, setGoalDone } from "~/models/goal.server";
import { changePassword, savePersonalData } from "~/services/profile/account.server";
import { profilePage } from "~/services/profile/page.server";
import { formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { pageMeta } from "~/utils/meta";
import { PROFILE_TABS, profileTab } from "~/utils/profile";
import { GoalSchema, goalId } from "~/utils/profile-schemas.server";
import { readSessionToken, requireUser } from "~/utils/session-cookie.server";
import { requestTimeZone } from "~/utils/time-zone.server";
import { toastHeader } from "~/utils/toast.server";
import type { CrisisKind } from "~/services/ai/crisis-reply";
import { savedTextCrisis } from "~/services/ai/saved-text-screen.server";
import { routeTranslations } from "~/utils/translations.server";
import profileStyles from "~/styles/profile.css";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "profile");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const tab = profileTab(url.searchParams.get("tab"));
  const i18n = await routeTranslations(request, ["profile", "quotes", "validation"], { meta: "profile" });
  const page = await profilePage({
    user,
    tab,
    locale: i18n.locale,
    zone: requestTimeZone(request, user) ?? "UTC",
    hintZone: requestTimeZone(request),
    now: new Date(),
    deleteGoalId: goalId(url.searchParams.get("delete")),
  });
  return json({ i18n, page });
}

/** What a refused form answers: the form it came from, the errors (translation keys) and what was typed. */
export type ProfileActionData = {
  intent: string;
  errors: Record<string, string[] | undefined>;
  values?: Record<string, string | string[] | undefined>;
  formError?: string;
};

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    const now = new Date();
    const done = async (to: string, title: Parameters<typeof toastHeader>[1]["title"], description?: string, crisis?: CrisisKind) =>
      redirect(to, { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title, description, crisis }) } });
    const refuse = (status: number, data: Omit<ProfileActionData, "intent">) => json<ProfileActionData>({ intent, ...data }, { status });

    switch (intent) {
      case "personal": {
        let result;
        try {
          result = await savePersonalData({ user, form, now });
        } catch (error) {
          console.error("[profile] save failed", { error: error instanceof Error ? error.name : "unknown" });
          return refuse(503, { errors: {}, formError: "profile.saveFailed" });
        }
        if (result.ok) return done("/profile?tab=personal", "profile.saved");
        return refuse(result.status, { errors: result.errors, values: result.values, formError: "profile.saveFailed" });
      }
      case "password": {
        const token = await readSessionToken(request);
        if (!token) return refuse(400, { errors: {}, formError: "profile.errors.invalid" });
        const result = await changePassword({ user, form, sessionToken: token, now });
        if (result.ok) return done("/profile?tab=personal", "profile.passwordChanged", "profile.passwordChangedOthers");
        return refuse(result.status, { errors: result.errors });
      }
      case "addGoal": {
        await requireHealthDataConsent(request, user);
        const values = { title: String(form.get("title") ?? ""), targetDate: String(form.get("targetDate") ?? "") };
        const parsed = GoalSchema.safeParse(values);
        if (!parsed.success) return refuse(400, { errors: parsed.error.flatten().fieldErrors, values });
        await addGoal({ userId: user.id, title: parsed.data.title, targetDate: parsed.data.targetDate, now });
        return done("/profile?tab=goals", "profile.goalAdded", undefined, savedTextCrisis(parsed.data.title));
      }
      case "tickGoal":
      case "untickGoal":
      case "deleteGoal": {
        await requireHealthDataConsent(request, user);
        const id = goalId(form.get("goalId"));
        const ok =
          id !== null &&
          (intent === "deleteGoal" ? await deleteGoal({ userId: user.id, id }) : await setGoalDone({ userId: user.id, id, done: intent === "tickGoal", now }));
        if (!ok) return refuse(404, { errors: {}, formError: "profile.goalNotFound" });
        return done(
          "/profile?tab=goals",
          intent === "deleteGoal" ? "profile.goalDeleted" : intent === "tickGoal" ? "profile.goalTicked" : "profile.goalUnticked",
        );
      }
      default:
        return refuse(400, { errors: {}, formError: "profile.errors.invalid" });
    }
  });
}

export default function Profile() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ProfileActionData | undefined;
  const { t } = useTranslation();
  return (
    <div className="page page-medium stack">
      <header className="stack">
        <h1>{t("profile.title")}</h1>
        <p className="lead">{t("profile.lead")}</p>
      </header>
      <nav aria-label={t("profile.tabsLabel")}>
        <ul className="chip-list">
          {PROFILE_TABS.map((tab) => (
            <li key={tab}>
              <Link to={`/profile?tab=${tab}`} className="chip" aria-current={page.tab === tab ? "page" : undefined}>
                {t(`profile.tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.tab === "overview" ? <OverviewTab page={page} /> : null}
      {page.tab === "activity" ? <ActivityTab page={page} /> : null}
      {page.tab === "personal" ? <PersonalTab page={page} actionData={actionData} /> : null}
      {page.tab === "goals" ? <GoalsTab page={page} actionData={actionData} /> : null}
    </div>
  );
}
