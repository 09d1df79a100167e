/**
 * The goals tab of /profile (spec §3 "wellness goals"): add a goal, tick it off or open it again,
 * delete it after a confirmation (`?tab=goals&delete=<id>`, a page state, so it works without
 * JavaScript). Goals are wellbeing data: while the consent is pending the tab links to it.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { consentPath } from "~/utils/consent";
import { translateKey } from "~/utils/i18n";
import { PROFILE_LIMITS } from "~/utils/profile";
import type { ProfileActionData } from "~/routes/profile";
import type { TabPage } from "./types";

export function GoalsTab({ page, actionData }: { page: TabPage<"goals">; actionData: ProfileActionData | undefined }) {
  const { t } = useTranslation();
  if (page.consentPending) {
    return (
      <section className="card stack" aria-labelledby="goals-title">
        <h2 id="goals-title">{t("profile.goalsTitle")}</h2>
        <p>
          {t("profile.goalsConsent")} <Link to={consentPath("/profile?tab=goals")}>{t("profile.consentAction")}</Link>
        </p>
      </section>
    );
  }
  const addErrors = actionData?.intent === "addGoal" ? actionData.errors : {};
  const typed = actionData?.intent === "addGoal" ? actionData.values : undefined;
  const open = page.goals.filter((g) => !g.done);
  const done = page.goals.filter((g) => g.done);
  const formError = actionData && actionData.intent !== "addGoal" && actionData.formError ? actionData.formError : null;
  return (
    <div className="stack">
      {formError ? (
        <p role="alert" className="form-error">
          {translateKey(t, formError)}
        </p>
      ) : null}
      {page.deleting ? (
        <section className="card stack" aria-labelledby="delete-goal-title">
          <h2 id="delete-goal-title">{t("profile.deleteGoalTitle")}</h2>
          <p>{t("profile.deleteGoalLead", { title: page.deleting.title })}</p>
          <Form method="post" action="/profile?tab=goals" className="actions">
            <input type="hidden" name="intent" value="deleteGoal" />
            <input type="hidden" name="goalId" value={page.deleting.id} />
            <button type="submit" className="button button-danger">
              {t("profile.deleteGoalConfirm")}
            </button>
            <Link to="/profile?tab=goals" className="button button-ghost">
              {t("profile.cancel")}
            </Link>
          </Form>
        </section>
      ) : null}
      <section className="card stack" aria-labelledby="goals-title">
        <h2 id="goals-title">{t("profile.goalsTitle")}</h2>
        <p>{t("profile.goalsLead")}</p>
        <Form method="post" action="/profile?tab=goals" className="form" noValidate>
          <input type="hidden" name="intent" value="addGoal" />
          <Field
            id="goal-title"
            name="title"
            label={t("profile.goalTitle")}
            hint={t("profile.goalTitleHint")}
            maxLength={PROFILE_LIMITS.goalTitle}
            defaultValue={typeof typed?.title === "string" ? typed.title : ""}
            required
            errors={addErrors.title}
          />
          <Field
            id="goal-target"
            name="targetDate"
            type="date"
            label={t("profile.goalTarget")}
            defaultValue={typeof typed?.targetDate === "string" ? typed.targetDate : ""}
            errors={addErrors.targetDate}
          />
          <div className="actions">
            <button type="submit" className="button button-primary">
              {t("profile.addGoal")}
            </button>
          </div>
        </Form>
      </section>
      {page.goals.length === 0 ? <p>{t("profile.goalsEmpty")}</p> : null}
      {open.length ? <GoalList title={t("profile.goalsOpen")} id="goals-open" goals={open} /> : null}
      {done.length ? <GoalList title={t("profile.goalsDone")} id="goals-done" goals={done} /> : null}
    </div>
  );
}

function GoalList({ title, id, goals }: { title: string; id: string; goals: TabPage<"goals">["goals"] }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="plain-list stack">
        {goals.map((goal) => (
          <li key={goal.id} className="card stack profile-goal">
            <p>
              <strong>{goal.title}</strong>
            </p>
            {goal.doneOn ? (
              <p className="hint">{t("profile.doneOn", { date: goal.doneOn })}</p>
            ) : goal.targetDate ? (
              <p className="hint">{t("profile.targetDate", { date: goal.targetDate })}</p>
            ) : null}
            <div className="actions">
              <Form method="post" action="/profile?tab=goals">
                <input type="hidden" name="intent" value={goal.done ? "untickGoal" : "tickGoal"} />
                <input type="hidden" name="goalId" value={goal.id} />
                <button
                  type="submit"
                  className="button button-ghost button-small"
                  aria-label={`${goal.done ? t("profile.untick") : t("profile.tick")}: ${goal.title}`}
                >
                  {goal.done ? t("profile.untick") : t("profile.tick")}
                </button>
              </Form>
              <Link
                to={`/profile?tab=goals&delete=${goal.id}`}
                className="button button-ghost button-small"
                aria-label={`${t("profile.deleteGoal")}: ${goal.title}`}
              >
                {t("profile.deleteGoal")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
