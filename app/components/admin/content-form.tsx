/**
 * Pieces of the /admin/content edit pages (issue 14 item 5): the page around the edit form, a
 * labelled field with its translated error, the identifier and choice fields, and the hide / show
 * form (hiding asks for a ticked confirmation, so it works without JavaScript).
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/ui/submit-button";
import { translateKey } from "~/utils/i18n";

export function AdminField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {translateKey(t, error)}
        </p>
      ) : null}
    </div>
  );
}

export function VisibilityForm({ hidden, error }: { hidden: boolean; error?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="card stack-sm" aria-labelledby="visibility-title">
      <h3 id="visibility-title">{t("adminContent.visibilityTitle")}</h3>
      <p data-testid="visibility-state">{hidden ? t("adminContent.hiddenText") : t("adminContent.visibleText")}</p>
      {error ? (
        <p className="form-error" role="alert" id="visibility-error">
          {translateKey(t, error)}
        </p>
      ) : null}
      {hidden ? (
        <div className="actions actions-start">
          <SubmitButton name="intent" value="show" pendingLabel={t("adminContent.saving")}>
            {t("adminContent.show")}
          </SubmitButton>
        </div>
      ) : (
        <>
          <div className="checkbox">
            <input id="hide-confirm" type="checkbox" name="confirm" value="yes" aria-describedby={error ? "visibility-error" : undefined} />
            <label htmlFor="hide-confirm">{t("adminContent.confirmHide")}</label>
          </div>
          <div className="actions actions-start">
            <SubmitButton name="intent" value="hide" className="button button-danger" pendingLabel={t("adminContent.saving")}>
              {t("adminContent.hide")}
            </SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}

/**
 * An edit page: back link, heading (`titleId` names the section), where the item comes from, the
 * error summary (`role="alert"`), the save form (`intent=save`, fields in `children`) and, for an
 * existing item, the hide / show form.
 */
export function ContentEditPage({
  titleId,
  heading,
  item,
  errors,
  children,
}: {
  titleId: string;
  heading: string;
  /** The stored item, null on the create page. */
  item?: { origin: string; hidden: boolean } | null;
  /** Translation keys by field; `visibility` belongs to the hide / show form. */
  errors: Partial<Record<string, string>>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hasErrors = Object.keys(errors).some((k) => k !== "visibility");
  return (
    <section aria-labelledby={titleId} className="stack">
      <p>
        <Link to="/admin/content">{t("adminContent.back")}</Link>
      </p>
      <h2 id={titleId}>{heading}</h2>
      {item ? <p className="admin-note">{item.origin === "admin" ? t("adminContent.originAdmin") : t("adminContent.seedEditNote")}</p> : null}
      {hasErrors ? (
        <p className="form-error" role="alert">
          {t("adminContent.errors.summaryOfErrors")}
        </p>
      ) : null}
      <Form method="post" className="admin-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        {children}
        <div className="actions actions-start">
          <SubmitButton pendingLabel={t("adminContent.saving")}>{t("adminContent.save")}</SubmitButton>
        </div>
      </Form>
      {item ? <VisibilityForm hidden={item.hidden} error={errors.visibility} /> : null}
    </section>
  );
}

/** The item's identifier (slug): typed on the create page, read-only once the item exists. */
export function IdField({ name, label, fixed, value, error }: { name: string; label: string; fixed: boolean; value: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <AdminField id={name} label={label} hint={fixed ? t("adminContent.slugFixed") : t("adminContent.slugHint")} error={error}>
      {(a) => <input {...a} name={name} type="text" defaultValue={value} readOnly={fixed} maxLength={80} autoComplete="off" spellCheck={false} />}
    </AdminField>
  );
}

/** A `<select>` of `options`, each shown with `optionLabel(option)` (already translated). */
export function ChoiceField<Option extends string>({
  name,
  label,
  options,
  optionLabel,
  value,
  error,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  value: string;
  error?: string;
}) {
  return (
    <AdminField id={name} label={label} error={error}>
      {(a) => (
        <select {...a} name={name} defaultValue={value}>
          {options.map((v) => (
            <option key={v} value={v}>
              {optionLabel(v)}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}
