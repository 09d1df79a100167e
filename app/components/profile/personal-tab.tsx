/**
 * The personal-data tab of /profile (spec §3 "Profile"): the personal data with interests and
 * time zone, the quote preferences (kept on /quotes, summarised and linked here), security (two-factor
 * sign-in at /profile/two-factor and the password) and the data-rights links.
 * Plain forms posted to the route's action, so they work without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/field";
import { translateKey } from "~/utils/i18n";
import { PROFILE_LIMITS } from "~/utils/profile";
import { RESOURCE_TOPICS } from "~/utils/resources";
import type { ProfileActionData } from "~/routes/profile";
import type { TabPage } from "./types";

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
  const bioErrors = personalErrors.bio;
  const zoneErrors = personalErrors.timeZone;
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
          <Field
            id="firstName"
            name="firstName"
            label={t("profile.fields.firstName")}
            defaultValue={value("firstName")}
            maxLength={PROFILE_LIMITS.name}
            autoComplete="given-name"
            required
            errors={personalErrors.firstName}
          />
          <Field
            id="lastName"
            name="lastName"
            label={t("profile.fields.lastName")}
            defaultValue={value("lastName")}
            maxLength={PROFILE_LIMITS.name}
            autoComplete="family-name"
            errors={personalErrors.lastName}
          />
          <Field
            id="email"
            name="email"
            type="email"
            label={t("profile.fields.email")}
            defaultValue={value("email")}
            autoComplete="email"
            required
            errors={personalErrors.email}
          />
          <Field
            id="phone"
            name="phone"
            type="tel"
            label={t("profile.fields.phone")}
            defaultValue={value("phone")}
            maxLength={PROFILE_LIMITS.phone}
            autoComplete="tel"
            hint={t("profile.phoneHint")}
            errors={personalErrors.phone}
          />
          <Field
            id="birthDate"
            name="birthDate"
            type="date"
            label={t("profile.fields.birthDate")}
            defaultValue={value("birthDate")}
            autoComplete="bday"
            errors={personalErrors.birthDate}
          />
          <Field
            id="city"
            name="city"
            label={t("profile.fields.city")}
            defaultValue={value("city")}
            maxLength={PROFILE_LIMITS.city}
            autoComplete="address-level2"
            errors={personalErrors.city}
          />
          <div className="field">
            <label htmlFor="bio">{t("profile.fields.bio")}</label>
            <textarea
              id="bio"
              name="bio"
              rows={4}
              maxLength={PROFILE_LIMITS.bio}
              defaultValue={value("bio")}
              aria-invalid={bioErrors ? true : undefined}
              aria-describedby={bioErrors ? "bio-hint bio-error" : "bio-hint"}
            />
            <p id="bio-hint" className="hint">
              {t("profile.bioHint", { max: PROFILE_LIMITS.bio })}
            </p>
            {bioErrors ? (
              <p id="bio-error" className="field-error">
                {translateKey(t, bioErrors[0])}
              </p>
            ) : null}
          </div>
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
          <div className="field">
            <label htmlFor="timeZone">{t("profile.timeZoneLabel")}</label>
            <select
              id="timeZone"
              name="timeZone"
              defaultValue={value("timeZone")}
              aria-invalid={zoneErrors ? true : undefined}
              aria-describedby={zoneErrors ? "timeZone-hint timeZone-error" : "timeZone-hint"}
            >
              <option value="">{page.hintZone ? t("profile.timeZoneAuto", { zone: page.hintZone }) : t("profile.timeZoneAutoUnknown")}</option>
              {page.timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
            <p id="timeZone-hint" className="hint">
              {t("profile.timeZoneHint")}
            </p>
            {zoneErrors ? (
              <p id="timeZone-error" className="field-error">
                {translateKey(t, zoneErrors[0])}
              </p>
            ) : null}
          </div>
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
          <Field
            id="currentPassword"
            name="currentPassword"
            type="password"
            label={t("profile.currentPassword")}
            autoComplete="current-password"
            required
            errors={passwordErrors.currentPassword}
          />
          <Field
            id="newPassword"
            name="newPassword"
            type="password"
            label={t("profile.newPassword")}
            autoComplete="new-password"
            required
            hint={t("profile.passwordHint")}
            errors={passwordErrors.newPassword}
          />
          <Field
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            label={t("profile.confirmPassword")}
            autoComplete="new-password"
            required
            errors={passwordErrors.confirmPassword}
          />
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
