/**
 * Pieces of the /admin/content edit pages (issue 14 item 5): a labelled field with its translated
 * error, and the hide / show form (hiding asks for a ticked confirmation, so it works without JavaScript).
 */
import { Form } from "@remix-run/react";
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
