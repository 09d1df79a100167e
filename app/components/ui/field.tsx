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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined} {...input} />
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
