/**
 * A labelled input with its hint and translated errors, wired for screen readers
 * (aria-invalid, aria-describedby). Error strings are translation keys from the zod schemas.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateKey } from "~/utils/i18n";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: ReactNode;
  errors?: readonly string[] | null;
}

export function Field({ id, label, hint, errors, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      {(a11y) => <input {...a11y} {...input} />}
    </FieldFrame>
  );
}

/** The accessibility attributes `FieldFrame` hands to its control. */
export interface FieldA11y {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * The frame of `Field` for any control (a `<textarea>`, a `<select>`): the label, the control
 * `children` draws with the attributes it is given, the hint (`${id}-hint`) and the translated
 * errors (`${id}-error`), both named by the control's aria-describedby (WCAG 2.1 SC 1.3.1, 3.3.1).
 */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  errors?: readonly string[] | null;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": errorId ? true : undefined, "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined })}
      {hint ? (
        <div id={hintId} className="hint">
          {hint}
        </div>
      ) : null}
      {errorId ? <FieldError id={errorId} errors={errors!} /> : null}
    </div>
  );
}

/** The translated errors of one field. */
function FieldError({ id, errors }: { id: string; errors: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="field-error">
      {errors.map((e) => translateKey(t, e)).join(" · ")}
    </p>
  );
}

export interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** Extra text under the box (links may go here, never inside the label). */
  hint?: ReactNode;
  errors?: readonly string[] | null;
}

export function Checkbox({ id, label, hint, errors, ...input }: CheckboxProps) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <div className="checkbox">
        <input type="checkbox" id={id} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {errorId ? <FieldError id={errorId} errors={errors!} /> : null}
    </div>
  );
}

/** A form-level error or success message, announced when it appears. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (success)
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  return null;
}

/** conform's input props without `key` (React warns when `key` is spread into JSX). */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, "key"> {
  const { key: _key, ...rest } = props;
  return rest;
}
