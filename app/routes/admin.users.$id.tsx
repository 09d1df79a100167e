/**
 * /admin/users/$id (issue 14 item 3, decision record 0034): one account's facts (plan, trial,
 * subscription, complimentary premium, sign-in state, activity COUNTS, recent sign-in attempts,
 * the administrators' actions on it) and the actions on it, each a POST form with an `intent`,
 * validated with zod, answered with a translated error and a 4xx when wrong. The actions that take
 * something away (revoke premium, remove the administrator role, disable sign-in) need the
 * confirmation box ticked, checked on the server. A password reset code is shown once, in the
 * answer to its POST, never by the loader. Guards itself (docs/architecture.md "Administration").
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AdminTable } from "~/components/admin/AdminTable";
import { FormMessage } from "~/components/ui/field";
import { listAdminActions } from "~/models/admin-audit.server";
import { getActivityCounts, getAdminUserFacts, listAccountSignIns } from "~/models/admin-users.server";
import {
  AdminIdSchema as IdSchema,
  COMPLIMENTARY_MAX_MS,
  ConfirmSchema,
  DESTRUCTIVE_INTENTS,
  IntentSchema,
  type UserIntent,
  complimentaryUntilSchema,
  grantComplimentaryPremium,
  issueResetCodeForUser,
  revokeComplimentaryPremium,
  setAdminRole,
  setSignInDisabled,
  type AdminUserActionResult,
  deleteUserAccount,
} from "~/services/admin-users.server";
import { formAction, requireAdmin, requireAdminAction } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import { DAY_MS, utcDate } from "~/utils/time";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";
import { intlTagFor } from "~/utils/i18n";

function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = IdSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  const now = new Date();
  const facts = await getAdminUserFacts({ id: id.data, now });
  if (!facts) throw notFound();
  const done = IntentSchema.safeParse(new URL(request.url).searchParams.get("done"));
  const { account } = facts;
  return json(
    {
      user: {
        id: account.id,
        username: account.username,
        email: account.email,
        fullName: account.fullName,
        isAdmin: account.isAdmin,
        createdAt: account.createdAt,
        trialKind: account.trialKind,
        trialEndsAt: account.trialEndsAt,
        subscriptionPlan: account.subscriptionPlan,
        subscriptionStatus: account.subscriptionStatus,
        subscriptionEnd: account.subscriptionEnd,
        state: facts.state,
        signInDisabledAt: facts.signInDisabledAt,
        complimentaryPremiumUntil: facts.complimentaryPremiumUntil,
      },
      activity: await getActivityCounts({ id: account.id }),
      signIns: await listAccountSignIns({ id: account.id }),
      audit: (await listAdminActions({ targetUserId: account.id, pageSize: 20 })).entries,
      done: done.success && done.data !== "reset_code_issue" ? done.data : null,
      minDate: utcDate(new Date(now.getTime() + DAY_MS)),
      maxDate: utcDate(new Date(now.getTime() + COMPLIMENTARY_MAX_MS)),
      i18n: await routeTranslations(request, ["adminUsers"]),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type ActionAnswer = { intent: UserIntent | null; error: string } | { intent: "reset_code_issue"; code: string; username: string };

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => {
    const form = await request.formData();
    const intent = IntentSchema.safeParse(form.get("intent"));
    const admin = await requireAdminAction(request, { destructive: intent.success && DESTRUCTIVE_INTENTS.has(intent.data) });
    const { t } = await getT(request);
    const fail = (status: number, error: string, which: UserIntent | null = intent.success ? intent.data : null) =>
      json<ActionAnswer>({ intent: which, error }, { status, headers: { "Cache-Control": "no-store" } });
    const id = IdSchema.safeParse(params.id);
    if (!id.success) throw notFound();
    if (!intent.success) return fail(400, t("adminUsers.errors.invalid"));
    if (DESTRUCTIVE_INTENTS.has(intent.data) && !ConfirmSchema.safeParse(form.get("confirm")).success) return fail(400, t("adminUsers.errors.confirm"));

    const now = new Date();
    const actor = { id: admin.id, username: admin.username };
    const userId = id.data;
    let result: AdminUserActionResult;
    switch (intent.data) {
      case "premium_grant": {
        const until = complimentaryUntilSchema(now).safeParse(form.get("until"));
        if (!until.success) return fail(400, t("adminUsers.errors.date"));
        result = await grantComplimentaryPremium({ admin: actor, userId, until: until.data, now });
        break;
      }
      case "premium_revoke":
        result = await revokeComplimentaryPremium({ admin: actor, userId, now });
        break;
      case "admin_grant":
      case "admin_revoke":
        result = await setAdminRole({ admin: actor, userId, makeAdmin: intent.data === "admin_grant", now });
        break;
      case "reset_code_issue":
        result = await issueResetCodeForUser({ admin: actor, userId, now });
        break;
      case "sign_in_disable":
      case "sign_in_enable":
        result = await setSignInDisabled({ admin: actor, userId, disabled: intent.data === "sign_in_disable", now });
        break;
      case "account_delete":
        result = await deleteUserAccount({ admin: actor, userId, now });
        break;
    }
    if (!result.ok) {
      if (result.reason === "not_found") throw notFound();
      if (result.reason === "payments_unavailable") return fail(503, t("adminUsers.errors.paymentsUnavailable"));
      if (result.reason === "last_admin") return fail(409, t("adminUsers.errors.lastAdmin"));
      return fail(400, t(intent.data === "account_delete" ? "adminUsers.errors.selfDelete" : "adminUsers.errors.self"));
    }
    if (intent.data === "reset_code_issue" && result.code) {
      const facts = await getAdminUserFacts({ id: userId, now });
      return json<ActionAnswer>(
        { intent: "reset_code_issue", code: result.code, username: facts?.account.username ?? "" },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    if (intent.data === "account_delete") {
      return redirect("/admin/users", {
        headers: { "Cache-Control": "no-store", "Set-Cookie": await toastHeader(request, { title: "adminUsers.done.account_delete" }) },
      });
    }
    return redirect(`/admin/users/${userId}?done=${intent.data}`, { headers: { "Cache-Control": "no-store" } });
  });
}

function ActionForm({ intent, label, danger, children }: { intent: UserIntent; label: string; danger?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const error = answer && "error" in answer && answer.intent === intent ? answer.error : null;
  const confirmId = `confirm-${intent}`;
  return (
    <Form method="post" className="stack-sm" data-testid={`form-${intent}`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      {danger ? (
        <div className="checkbox">
          <input id={confirmId} type="checkbox" name="confirm" value="yes" required aria-describedby={`${confirmId}-hint`} />
          <label htmlFor={confirmId}>{t("adminUsers.confirm")}</label>
        </div>
      ) : null}
      {danger ? (
        <p id={`${confirmId}-hint`} className="admin-note">
          {t("adminUsers.confirmHint")}
        </p>
      ) : null}
      <FormMessage error={error} />
      <button type="submit" className={danger ? "button button-danger" : "button button-primary"}>
        {label}
      </button>
    </Form>
  );
}

export default function AdminUser() {
  const { user, activity, signIns, audit, done, minDate, maxDate } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlTagFor(i18n.language), { dateStyle: "medium", timeZone: "UTC" });
  const when = new Intl.DateTimeFormat(intlTagFor(i18n.language), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const day = (iso: string) => date.format(new Date(iso));
  const nowMs = Date.now();
  const complimentaryLive = user.complimentaryPremiumUntil !== null && new Date(user.complimentaryPremiumUntil).getTime() > nowMs;
  const generalError = answer && "error" in answer && answer.intent === null ? answer.error : null;
  const shownCode = answer && "code" in answer ? answer : null;
  return (
    <section aria-labelledby="admin-user-title" className="stack">
      <p>
        <Link to="/admin/users">{t("adminUsers.back")}</Link>
      </p>
      <h2 id="admin-user-title">{t("adminUsers.detailTitle", { username: user.username })}</h2>
      <FormMessage error={generalError} success={done ? t(`adminUsers.done.${done as Exclude<UserIntent, "reset_code_issue">}`) : null} />
      {shownCode ? (
        <div className="card stack-sm" role="status">
          <p>{t("adminUsers.reset.shown", { username: shownCode.username })}</p>
          <p className="admin-secret" data-testid="reset-code">
            {shownCode.code}
          </p>
        </div>
      ) : null}

      <h3>{t("adminUsers.factsTitle")}</h3>
      <dl className="admin-facts">
        <dt>{t("adminUsers.username")}</dt>
        <dd>{user.username}</dd>
        <dt>{t("adminUsers.fullName")}</dt>
        <dd>{user.fullName}</dd>
        <dt>{t("adminUsers.email")}</dt>
        <dd>{user.email}</dd>
        <dt>{t("adminUsers.created")}</dt>
        <dd>{day(user.createdAt)}</dd>
        <dt>{t("adminUsers.plan")}</dt>
        <dd data-testid="user-state">{t(`adminUsers.states.${user.state}`)}</dd>
        <dt>{t("adminUsers.isAdmin")}</dt>
        <dd>{user.isAdmin ? t("adminUsers.yes") : t("adminUsers.no")}</dd>
        <dt>{t("adminUsers.signIn")}</dt>
        <dd data-testid="user-sign-in">
          {user.signInDisabledAt ? t("adminUsers.signInDisabledSince", { date: day(user.signInDisabledAt) }) : t("adminUsers.signInEnabled")}
        </dd>
        <dt>{t("adminUsers.complimentary")}</dt>
        <dd data-testid="user-complimentary">
          {complimentaryLive && user.complimentaryPremiumUntil
            ? t("adminUsers.complimentaryUntil", { date: day(user.complimentaryPremiumUntil) })
            : t("adminUsers.complimentaryNone")}
        </dd>
        <dt>{t("adminUsers.trial")}</dt>
        <dd>
          {user.trialKind && user.trialEndsAt
            ? t(new Date(user.trialEndsAt).getTime() > nowMs ? "adminUsers.trialUntil" : "adminUsers.trialEnded", {
                kind: t(`adminUsers.trialKinds.${user.trialKind}`),
                date: day(user.trialEndsAt),
              })
            : t("adminUsers.trialNone")}
        </dd>
        <dt>{t("adminUsers.subscription")}</dt>
        <dd>
          {user.subscriptionStatus && user.subscriptionEnd
            ? t("adminUsers.subscriptionLine", {
                plan: user.subscriptionPlan ? t(`adminUsers.plans.${user.subscriptionPlan}`) : "—",
                status: user.subscriptionStatus,
                date: day(user.subscriptionEnd),
              })
            : t("adminUsers.subscriptionNone")}
        </dd>
      </dl>

      <h3>{t("adminUsers.activityTitle")}</h3>
      <dl className="admin-facts" data-testid="user-activity">
        {(Object.keys(activity) as (keyof typeof activity)[]).map((key) => (
          <div key={key}>
            <dt>{t(`adminUsers.activity.${key}`)}</dt>
            <dd>{key === "safetyPlan" ? (activity[key] ? t("adminUsers.yes") : t("adminUsers.no")) : activity[key]}</dd>
          </div>
        ))}
      </dl>

      <h3>{t("adminUsers.actionsTitle")}</h3>
      <div className="admin-actions">
        <div className="card stack-sm">
          <h4>{t("adminUsers.premium.title")}</h4>
          <p className="admin-note">{t("adminUsers.premium.lead")}</p>
          <ActionForm intent="premium_grant" label={t("adminUsers.premium.grant")}>
            <div className="field">
              <label htmlFor="premium-until">{t("adminUsers.premium.until")}</label>
              <input id="premium-until" name="until" type="date" min={minDate} max={maxDate} required />
            </div>
          </ActionForm>
          {complimentaryLive ? <ActionForm intent="premium_revoke" label={t("adminUsers.premium.revoke")} danger /> : null}
        </div>
        <div className="card stack-sm">
          <h4>{t("adminUsers.admin.title")}</h4>
          {user.isAdmin ? (
            <ActionForm intent="admin_revoke" label={t("adminUsers.admin.revoke")} danger />
          ) : (
            <ActionForm intent="admin_grant" label={t("adminUsers.admin.grant")} />
          )}
        </div>
        <div className="card stack-sm">
          <h4>{t("adminUsers.reset.title")}</h4>
          <p className="admin-note">{t("adminUsers.reset.lead")}</p>
          <ActionForm intent="reset_code_issue" label={t("adminUsers.reset.issue")} />
        </div>
        <div className="card stack-sm">
          <h4>{t("adminUsers.signInAction.title")}</h4>
          <p className="admin-note">{t("adminUsers.signInAction.lead")}</p>
          {user.signInDisabledAt ? (
            <ActionForm intent="sign_in_enable" label={t("adminUsers.signInAction.enable")} />
          ) : (
            <ActionForm intent="sign_in_disable" label={t("adminUsers.signInAction.disable")} danger />
          )}
        </div>
        <div className="card stack-sm">
          <h4>{t("adminUsers.deleteAction.title")}</h4>
          <p className="admin-note">{t("adminUsers.deleteAction.lead")}</p>
          <ActionForm intent="account_delete" label={t("adminUsers.deleteAction.delete")} danger />
        </div>
      </div>

      <h3>{t("adminUsers.signInsTitle")}</h3>
      <AdminTable
        label={t("adminUsers.signInsTitle")}
        columns={[t("adminUsers.when"), t("adminUsers.outcome")]}
        rows={signIns}
        empty={t("adminUsers.signInsEmpty")}
      >
        {(event) => (
          <tr key={event.id}>
            <td>
              <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))} UTC</time>
            </td>
            <td>{t(`adminUsers.outcomes.${event.outcome}`)}</td>
          </tr>
        )}
      </AdminTable>

      <h3>{t("adminUsers.auditTitle")}</h3>
      {audit.length === 0 ? (
        <p>{t("admin.audit.empty")}</p>
      ) : (
        <ul>
          {audit.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))} UTC</time> · {entry.adminUsername} ·{" "}
              {t(`admin.audit.actions.${entry.action}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
