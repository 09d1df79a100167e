/**
 * The personal-data tab of /profile (spec §3 "Profile"): the personal data with interests and
 * time zone, the quote preferences (kept on /quotes, summarised and linked here), security (two-factor
 * sign-in at /profile/two-factor and the password) and the data-rights links.
 * Plain forms posted to the route's action, so they work without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FieldFrame } from "~/components/ui/field";
import { translateKey } from "~/utils/i18n";
import { PROFILE_LIMITS } from "~/utils/profile";
import { RESOURCE_TOPICS } from "~/utils/resources";
import type { ProfileActionData } from "~/routes/profile";
import type { TabPage } from "./types";

/** The one-line fields of the personal data, in the form's order, with their input attributes. */
const PERSONAL_FIELDS = [
  { name: "firstName", maxLength: PROFILE_LIMITS.name, autoComplete: "given-name", required: true },
  { name: "lastName", maxLength: PROFILE_LIMITS.name, autoComplete: "family-name" },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", maxLength: PROFILE_LIMITS.phone, autoComplete: "tel" },
  { name: "birthDate", type: "date", autoComplete: "bday" },
  { name: "city", maxLength: PROFILE_LIMITS.city, autoComplete: "address-level2" },
] as const;

/** The password change form's fields (all required, all `type="password"`). */
const PASSWORD_FIELDS = [
  { name: "currentPassword", autoComplete: "current-password" },
  { name: "newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", autoComplete: "new-password" },
] as const;

export function PersonalTab({ page, actionData }: { page: TabPage<"personal">; actionData: ProfileActionData | undefined }) {
  const { t } = useTranslation();
  const personalErrors = actionData?.intent === "personal" ? actionData.errors : {};
  const typed = actionData?.intent === "personal" ? actionData.values : undefined;
  const stored = page.personal;
  const value = (key: "firstName" | "lastName" | "email" | "phone" | "birthDate" | "city" | "bio" | "timeZone"): string => {
    const v = typed?.[key];
    return typeof v === "string" ? v : (stored[key] ?? "");
  };
  const interests = typed ? (Array.isArray(typed.interests) ? typed.interests : []) : stored.interests;
  const passwordErrors = actionData?.intent === "password" ? actionData.errors : {};
  const prefs = page.quotePreferences;
  const themes = prefs.categories.length ? prefs.categories.map((c) => t(`quotes.categories.${c}`)).join(", ") : t("profile.quotePrefsAll");
  const interestErrors = personalErrors.interests;

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="personal-title">
        <h2 id="personal-title">{t("profile.personalTitle")}</h2>
        <p>{t("profile.personalLead")}</p>
        {actionData?.intent === "personal" && actionData.formError ? (
          <p role="alert" className="form-error">
            {translateKey(t, actionData.formError)}
          </p>
        ) : null}
        <Form method="post" action="/profile?tab=personal" className="form" noValidate>
          <input type="hidden" name="intent" value="personal" />
          {PERSONAL_FIELDS.map(({ name, ...input }) => (
            <Field
              key={name}
              id={name}
              name={name}
              label={t(`profile.fields.${name}`)}
              hint={name === "phone" ? t("profile.phoneHint") : undefined}
              defaultValue={value(name)}
              errors={personalErrors[name]}
              {...input}
            />
          ))}
          <FieldFrame id="bio" label={t("profile.fields.bio")} hint={t("profile.bioHint", { max: PROFILE_LIMITS.bio })} errors={personalErrors.bio}>
            {(a) => <textarea {...a} name="bio" rows={4} maxLength={PROFILE_LIMITS.bio} defaultValue={value("bio")} />}
          </FieldFrame>
          <fieldset className="field" aria-describedby={interestErrors ? "interests-hint interests-error" : "interests-hint"}>
            <legend>{t("profile.interestsLegend")}</legend>
            <p id="interests-hint" className="hint">
              {t("profile.interestsHint")}
            </p>
            <ul className="plain-list">
              {RESOURCE_TOPICS.map((topic) => (
                <li key={topic} className="checkbox">
                  <input type="checkbox" id={`interest-${topic}`} name="interests" value={topic} defaultChecked={interests.includes(topic)} />
                  <label htmlFor={`interest-${topic}`}>{t(`profile.topics.${topic}`)}</label>
                </li>
              ))}
            </ul>
            {interestErrors ? (
              <p id="interests-error" className="field-error">
                {translateKey(t, interestErrors[0])}
              </p>
            ) : null}
          </fieldset>
          <FieldFrame id="timeZone" label={t("profile.timeZoneLabel")} hint={t("profile.timeZoneHint")} errors={personalErrors.timeZone}>
            {(a) => (
              <select {...a} name="timeZone" defaultValue={value("timeZone")}>
                <option value="">{page.hintZone ? t("profile.timeZoneAuto", { zone: page.hintZone }) : t("profile.timeZoneAutoUnknown")}</option>
                {page.timeZones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <div className="actions">
            <button type="submit" className="button button-primary">
              {t("profile.save")}
            </button>
          </div>
        </Form>
      </section>

      <section className="card stack" aria-labelledby="quote-prefs-title">
        <h2 id="quote-prefs-title">{t("profile.quotePrefsTitle")}</h2>
        <p>{t("profile.quotePrefsSummary", { themes, mood: prefs.mood ? t(`quotes.moods.${prefs.mood}`) : t("quotes.moodAny") })}</p>
        <p>
          <Link to="/quotes">{t("profile.quotePrefsLink")}</Link>
        </p>
      </section>

      <section className="card stack" aria-labelledby="security-title" id="security">
        <h2 id="security-title">{t("profile.securityTitle")}</h2>
        <h3>{t("profile.twoFactorTitle")}</h3>
        <p>
          {t("profile.twoFactorLead")} <Link to="/profile/two-factor">{t("profile.twoFactorLink")}</Link>
        </p>
        <h3>{t("profile.passwordTitle")}</h3>
        <p>{t("profile.passwordLead")}</p>
        <Form method="post" action="/profile?tab=personal" className="form" noValidate>
          <input type="hidden" name="intent" value="password" />
          {PASSWORD_FIELDS.map(({ name, autoComplete }) => (
            <Field
              key={name}
              id={name}
              name={name}
              type="password"
              label={t(`profile.${name}`)}
              autoComplete={autoComplete}
              required
              hint={name === "newPassword" ? t("profile.passwordHint") : undefined}
              errors={passwordErrors[name]}
            />
          ))}
          <div className="actions">
            <button type="submit" className="button button-primary">
              {t("profile.changePassword")}
            </button>
          </div>
        </Form>
      </section>

      <section className="card stack" aria-labelledby="data-title">
        <h2 id="data-title">{t("profile.dataTitle")}</h2>
        <ul className="plain-list stack">
          <li>
            <Link to="/profile/export" reloadDocument download>
              {t("profile.exportLink")}
            </Link>
          </li>
          <li>
            <Link to="/profile/delete">{t("profile.deleteLink")}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
