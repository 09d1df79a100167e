/**
 * /admin/codes (issue 14 item 4; decision record 0036): the launch campaign switch, the 50 launch
 * codes with their states (paginated with `?page=`), and promo codes: the newest ones and a form to
 * create one with its days of premium, number of uses and expiry. Every action is a POST validated
 * with zod, guarded by `requireAdminAction` and audited in its own transaction; turning the
 * campaign off is destructive and asks for a ticked confirmation. Guards itself.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminTable } from "~/components/admin/AdminTable";
import { pageParam } from "~/components/admin/pagination";
import { SubmitButton } from "~/components/ui/submit-button";
import { launchCampaignStatus, launchCodeState, LAUNCH_PARTICIPANTS, listLaunchCodes } from "~/models/launch-code.server";
import { listPromoCodes } from "~/models/promo-code.server";
import { createPromo, setLaunchCampaign } from "~/services/admin/codes.server";
import { CampaignSchema, promoSchema } from "~/utils/admin-schemas.server";
import { formAction, requireAdmin, requireAdminAction } from "~/utils/guards.server";
import { intlTagFor, translateKey } from "~/utils/i18n";
import { DAY_MS } from "~/utils/time";
import { toastHeader } from "~/utils/toast.server";
import { routeTranslations } from "~/utils/translations.server";

/** Launch codes per page (all 50 fit on one). */
const CODES_PAGE_SIZE = 50;
/** Promo codes shown, newest first. */
const PROMO_SHOWN = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = new Date();
  const page = pageParam(request);
  const [campaign, launch, promos] = await Promise.all([
    launchCampaignStatus(),
    listLaunchCodes({ page, pageSize: CODES_PAGE_SIZE }),
    listPromoCodes({ pageSize: PROMO_SHOWN }),
  ]);
  return json(
    {
      i18n: await routeTranslations(request, ["adminCodes"]),
      campaign: { ...campaign, total: LAUNCH_PARTICIPANTS },
      codes: launch.codes.map((c) => ({ ...c, state: launchCodeState(c, now) })),
      page,
      pages: Math.max(1, Math.ceil(launch.total / CODES_PAGE_SIZE)),
      promos: promos.codes.map((p) => ({ ...p, expired: new Date(p.expiresAt).getTime() <= now.getTime() })),
      promoTotal: promos.total,
      defaultExpiry: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type FieldErrors = Partial<Record<"code" | "days" | "maxUses" | "expires" | "confirm" | "enabled", string>>;

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const form = Object.fromEntries(await request.formData());
    const now = new Date();
    if (form.intent === "campaign") {
      const admin = await requireAdminAction(request, { destructive: form.enabled !== "on" });
      const parsed = CampaignSchema.safeParse(form);
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) errors[(issue.path[0] as keyof FieldErrors) ?? "enabled"] ??= issue.message;
        return json({ form: "campaign" as const, errors, values: {} as Record<string, string> }, { status: 400 });
      }
      const enabled = parsed.data.enabled === "on";
      await setLaunchCampaign({ admin, enabled, now });
      return redirect("/admin/codes", {
        status: 303,
        headers: { "Set-Cookie": await toastHeader(request, { title: enabled ? "adminCodes.campaignOnToast" : "adminCodes.campaignOffToast" }) },
      });
    }
    const admin = await requireAdminAction(request);
    const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, 64) : ""]));
    const parsed = promoSchema(now).safeParse(form);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors | "intent" | undefined;
        if (field === "intent" || field === undefined)
          return json({ form: "promo" as const, errors: { code: "adminCodes.errors.unknown" } as FieldErrors, values }, { status: 400 });
        errors[field] ??= issue.message;
      }
      return json({ form: "promo" as const, errors, values }, { status: 400 });
    }
    const { code, days, maxUses, expires } = parsed.data;
    const created = await createPromo({ admin, input: { code, premiumDays: days, maxUses, expiresAt: expires }, now });
    if (!created.ok) return json({ form: "promo" as const, errors: { code: "adminCodes.errors.taken" } as FieldErrors, values }, { status: 409 });
    return redirect("/admin/codes", {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "adminCodes.promoCreatedToast", values: { code: created.promo.code } }) },
    });
  });
}

export default function AdminCodes() {
  const { campaign, codes, page, pages, promos, promoTotal, defaultExpiry } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(intlTagFor(i18n.language), { dateStyle: "medium", timeZone: "UTC" });
  const promoErrors = actionData?.form === "promo" ? actionData.errors : {};
  const promoValues = actionData?.form === "promo" ? actionData.values : {};
  const campaignErrors = actionData?.form === "campaign" ? actionData.errors : {};
  const err = (field: keyof typeof promoErrors) => (promoErrors[field] ? `promo-${field}-error` : undefined);
  const dash = "—";
  return (
    <div className="stack">
      <section aria-labelledby="admin-campaign-title" className="card stack-sm">
        <h2 id="admin-campaign-title">{t("adminCodes.campaignTitle")}</h2>
        <p data-testid="admin-campaign-status">
          <strong>{campaign.enabled ? t("adminCodes.campaignOn") : t("adminCodes.campaignOff")}</strong>{" "}
          {t("adminCodes.campaignCounts", { assigned: campaign.assigned, total: campaign.total, remaining: campaign.remaining })}
        </p>
        <p className="admin-note">{t("adminCodes.campaignHelp")}</p>
        {campaignErrors.confirm || campaignErrors.enabled ? (
          <p className="form-error" role="alert" id="campaign-error">
            {translateKey(t, (campaignErrors.confirm ?? campaignErrors.enabled)!)}
          </p>
        ) : null}
        <Form method="post" className="stack-sm">
          <input type="hidden" name="intent" value="campaign" />
          {campaign.enabled ? (
            <>
              <input type="hidden" name="enabled" value="off" />
              <div className="checkbox">
                <input
                  id="campaign-confirm"
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  aria-describedby={campaignErrors.confirm ? "campaign-error" : undefined}
                />
                <label htmlFor="campaign-confirm">{t("adminCodes.confirmOff")}</label>
              </div>
              <div className="actions actions-start">
                <SubmitButton className="button button-danger" pendingLabel={t("adminCodes.saving")}>
                  {t("adminCodes.turnOff")}
                </SubmitButton>
              </div>
            </>
          ) : (
            <>
              <input type="hidden" name="enabled" value="on" />
              <div className="actions actions-start">
                <SubmitButton pendingLabel={t("adminCodes.saving")}>{t("adminCodes.turnOn")}</SubmitButton>
              </div>
            </>
          )}
        </Form>
      </section>

      <section aria-labelledby="admin-launch-codes-title" className="stack-sm">
        <h2 id="admin-launch-codes-title">{t("adminCodes.launchCodesTitle")}</h2>
        <AdminTable
          label={t("adminCodes.launchCodesTitle")}
          columns={[
            t("adminCodes.participant"),
            t("adminCodes.username"),
            t("adminCodes.code"),
            t("adminCodes.state"),
            t("adminCodes.assigned"),
            t("adminCodes.expires"),
            t("adminCodes.activated"),
          ]}
          rows={codes}
          empty={t("adminCodes.noLaunchCodes")}
          page={page}
          pages={pages}
        >
          {(c) => (
            <tr key={c.code} data-testid="launch-code-row">
              <td>{c.participantNumber}</td>
              <td>{c.username}</td>
              <td>
                <code>{c.code}</code>
              </td>
              <td>{t(`adminCodes.states.${c.state}`)}</td>
              <td>{day.format(new Date(c.assignedAt))}</td>
              <td>{day.format(new Date(c.expiresAt))}</td>
              <td>{c.activatedAt ? day.format(new Date(c.activatedAt)) : dash}</td>
            </tr>
          )}
        </AdminTable>
      </section>

      <section aria-labelledby="admin-promo-title" className="stack-sm">
        <h2 id="admin-promo-title">{t("adminCodes.promoTitle")}</h2>
        <p className="admin-note">{t("adminCodes.promoHelp")}</p>
        <Form method="post" className="admin-form card" noValidate aria-labelledby="admin-promo-new-title">
          <h3 id="admin-promo-new-title">{t("adminCodes.newPromo")}</h3>
          <input type="hidden" name="intent" value="promo" />
          <div className="field">
            <label htmlFor="promo-code">{t("adminCodes.codeLabel")}</label>
            <p className="hint" id="promo-code-hint">
              {t("adminCodes.codeHint")}
            </p>
            <input
              id="promo-code"
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              defaultValue={promoValues.code ?? ""}
              aria-invalid={err("code") ? true : undefined}
              aria-describedby={["promo-code-hint", err("code")].filter(Boolean).join(" ")}
            />
            {promoErrors.code ? (
              <p className="field-error" id="promo-code-error">
                {translateKey(t, promoErrors.code)}
              </p>
            ) : null}
          </div>
          {(["days", "maxUses"] as const).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`promo-${field}`}>{t(`adminCodes.${field}Label`)}</label>
              <input
                id={`promo-${field}`}
                name={field}
                type="number"
                inputMode="numeric"
                min={1}
                max={field === "days" ? 365 : 100000}
                required
                defaultValue={promoValues[field] ?? (field === "days" ? "10" : "100")}
                aria-invalid={err(field) ? true : undefined}
                aria-describedby={err(field)}
              />
              {promoErrors[field] ? (
                <p className="field-error" id={`promo-${field}-error`}>
                  {translateKey(t, promoErrors[field]!)}
                </p>
              ) : null}
            </div>
          ))}
          <div className="field">
            <label htmlFor="promo-expires">{t("adminCodes.expiresLabel")}</label>
            <input
              id="promo-expires"
              name="expires"
              type="date"
              required
              defaultValue={promoValues.expires ?? defaultExpiry}
              aria-invalid={err("expires") ? true : undefined}
              aria-describedby={err("expires")}
            />
            {promoErrors.expires ? (
              <p className="field-error" id="promo-expires-error">
                {translateKey(t, promoErrors.expires)}
              </p>
            ) : null}
          </div>
          <div className="actions actions-start">
            <SubmitButton pendingLabel={t("adminCodes.saving")}>{t("adminCodes.createPromo")}</SubmitButton>
          </div>
        </Form>
        <AdminTable
          label={t("adminCodes.promoCaption", { shown: promos.length, total: promoTotal })}
          columns={[t("adminCodes.code"), t("adminCodes.grants"), t("adminCodes.uses"), t("adminCodes.expires"), t("adminCodes.state")]}
          rows={promos}
          empty={t("adminCodes.noPromos")}
        >
          {(p) => (
            <tr key={p.id} data-testid="promo-row">
              <td>
                <code>{p.code}</code>
              </td>
              <td>{t("adminCodes.daysOfPremium", { count: p.premiumDays })}</td>
              <td>
                {p.uses} / {p.maxUses}
              </td>
              <td>{day.format(new Date(p.expiresAt))}</td>
              <td>{p.expired ? t("adminCodes.promoExpired") : p.uses >= p.maxUses ? t("adminCodes.promoUsedUp") : t("adminCodes.promoActive")}</td>
            </tr>
          )}
        </AdminTable>
      </section>
    </div>
  );
}
