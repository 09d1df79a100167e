/**
 * The form that logs or edits a mood (decision record 0025): the level as five radio buttons in a
 * fieldset (word, emoji and number), the emotions as checkboxes, an optional note, and when:
 * now, or a date and time in the person's zone. A plain POST form: it works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/ui/submit-button";
import { translateKey } from "~/utils/i18n";
import { EMOTIONS, MOOD_EMOJI, MOOD_LEVELS, MOOD_NOTE_MAX } from "~/utils/mood";

export interface MoodFormState {
  mood: string;
  emotions: readonly string[];
  note: string;
  when: "now" | "chosen";
  occurredAt: string;
}

export type MoodFormErrors = Partial<Record<"mood" | "emotions" | "note" | "occurredAt", readonly string[]>>;

export function MoodEntryForm({
  id,
  mode,
  values,
  errors,
  zone,
  maxLocal,
  submitLabel,
}: {
  id: string;
  /** "create" offers now or another time; "edit" always has a date and time. */
  mode: "create" | "edit";
  values: MoodFormState;
  errors?: MoodFormErrors | null;
  zone: string;
  /** The latest local date-time the picker offers (now). */
  maxLocal: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const error = (field: keyof MoodFormErrors) => {
    const list = errors?.[field];
    return list?.length ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {translateKey(t, list[0])}
      </p>
    ) : null;
  };
  const described = (field: keyof MoodFormErrors, ...others: string[]) =>
    [errors?.[field]?.length ? `${id}-${field}-error` : "", ...others].filter(Boolean).join(" ") || undefined;
  const hasErrors = errors && Object.values(errors).some((list) => list?.length);
  // The time field, its time-zone hint and its error: under "now / at a time" when logging, alone when editing.
  const time = (
    <>
      <TimeField
        id={id}
        values={values}
        maxLocal={maxLocal}
        invalid={Boolean(errors?.occurredAt?.length)}
        describedBy={described("occurredAt", `${id}-zone`)}
      />
      <p id={`${id}-zone`} className="hint">
        {t("mood.form.timeZone", { zone })}
      </p>
      {error("occurredAt")}
    </>
  );
  return (
    <Form method="post" className="form stack" id={id} noValidate>
      {hasErrors ? (
        <p className="notice" role="alert">
          {t("mood.errors.title")}
        </p>
      ) : null}
      <fieldset className="mood-fieldset" aria-describedby={described("mood")} aria-invalid={errors?.mood?.length ? true : undefined}>
        <legend>{t("mood.form.moodLegend")}</legend>
        {error("mood")}
        <div className="mood-levels">
          {MOOD_LEVELS.map((level) => (
            <label key={level} className="mood-choice">
              <input type="radio" name="mood" value={level} defaultChecked={values.mood === String(level)} required />
              <span className="mood-emoji" aria-hidden="true">
                {MOOD_EMOJI[level]}
              </span>
              <span className="mood-word">{t(`mood.levels.${level}`)}</span>
              <span className="mood-number">{t("mood.levelNumber", { level })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mood-fieldset" aria-describedby={described("emotions")}>
        <legend>{t("mood.form.emotionsLegend")}</legend>
        {error("emotions")}
        <div className="mood-emotions">
          {EMOTIONS.map((emotion) => (
            <label key={emotion}>
              <input type="checkbox" name="emotions" value={emotion} defaultChecked={values.emotions.includes(emotion)} />
              {t(`mood.emotions.${emotion}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t("mood.form.note")}</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={MOOD_NOTE_MAX}
          defaultValue={values.note}
          aria-invalid={errors?.note?.length ? true : undefined}
          aria-describedby={described("note", `${id}-note-hint`)}
        />
        <p id={`${id}-note-hint`} className="hint">
          {t("mood.form.noteHint", { max: MOOD_NOTE_MAX })}
        </p>
        {error("note")}
      </div>
      {mode === "create" ? (
        <fieldset className="mood-fieldset mood-when" aria-describedby={described("occurredAt", `${id}-zone`)}>
          <legend>{t("mood.form.whenLegend")}</legend>
          <label>
            <input type="radio" name="when" value="now" defaultChecked={values.when !== "chosen"} />
            {t("mood.form.now")}
          </label>
          <label>
            <input type="radio" name="when" value="chosen" defaultChecked={values.when === "chosen"} />
            {t("mood.form.chosen")}
          </label>
          {time}
        </fieldset>
      ) : (
        <div className="field">
          <input type="hidden" name="when" value="chosen" />
          {time}
        </div>
      )}
      <div className="actions actions-start">
        <SubmitButton pendingLabel={submitLabel}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

function TimeField({
  id,
  values,
  maxLocal,
  invalid,
  describedBy,
}: {
  id: string;
  values: MoodFormState;
  maxLocal: string;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${id}-time`}>{t("mood.form.time")}</label>
      <input
        id={`${id}-time`}
        type="datetime-local"
        name="occurredAt"
        defaultValue={values.occurredAt}
        max={maxLocal}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
