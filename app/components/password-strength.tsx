/**
 * A password strength meter: a native `<meter>` labelled by a text level ("Debole", "Discreta",
 * "Buona", "Forte") in a polite live region; and `NewPasswordField`, a password `Field` with the
 * meter under its hint, used by /register and /reset-password. Advice only: what may be set is
 * decided on the server by the one password policy (app/services/auth/password-policy.server.ts,
 * decision record 0007).
 *
 * The zxcvbn-ts estimator and its dictionaries (several MB) are loaded with `import()` when the
 * password field is first focused or typed in, so they are in no page's first-load JavaScript.
 * Without JavaScript nothing is shown and the form works as before.
 */
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field, type FieldProps } from "~/components/ui/field";
import { PASSWORD_MIN } from "~/utils/schemas";

export type StrengthLevel = "weak" | "fair" | "good" | "strong";
type Estimate = (password: string) => 0 | 1 | 2 | 3 | 4;

/** The meter's value for each level, on a 0–4 scale like zxcvbn's score. */
const LEVEL_VALUE: Record<StrengthLevel, number> = { weak: 1, fair: 2, good: 3, strong: 4 };

/**
 * zxcvbn's score (0–4) as one of four levels; anything shorter than the policy's minimum
 * (ASVS 5.0 6.2.1) is "weak" whatever its score, since it cannot be set.
 */
export function strengthLevel(score: number, length: number): StrengthLevel {
  if (length < PASSWORD_MIN || score <= 1) return "weak";
  if (score === 2) return "fair";
  return score === 3 ? "good" : "strong";
}

/** How long typing must pause before the estimate runs. */
const ESTIMATE_DELAY_MS = 150;

let loading: Promise<Estimate> | undefined;

/** Starts loading the estimator once (later calls share the promise; a failed load is retried). */
export function preloadPasswordStrength(): Promise<Estimate> {
  loading ??= import("~/utils/password-estimator.client").then(
    (module) => module.estimateScore,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const textId = useId();
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [level, setLevel] = useState<StrengthLevel | null>(null);

  useEffect(() => {
    if (estimate || !password) return;
    let current = true;
    preloadPasswordStrength().then(
      (loaded) => current && setEstimate(() => loaded),
      // The meter is a nicety: when its chunk cannot load, the form simply has no meter.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [estimate, password]);

  // A check takes a few to ~200 ms: run it once typing pauses, which also keeps announcements calm.
  useEffect(() => {
    if (!estimate || !password) {
      setLevel(null);
      return;
    }
    const timer = setTimeout(() => setLevel(strengthLevel(estimate(password), password.length)), ESTIMATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [estimate, password]);

  return (
    <div className="password-strength" data-testid="password-strength">
      {/* Always in the page, so that a screen reader announces the level when it first appears. */}
      <p id={textId} aria-live="polite" aria-atomic="true" className="password-strength-text">
        {level ? (
          <>
            {t("auth.strength.label")}: <strong>{t(`auth.strength.${level}`)}</strong>
          </>
        ) : null}
      </p>
      {level ? (
        <meter aria-labelledby={textId} min={0} max={4} low={1.5} high={2.5} optimum={4} value={LEVEL_VALUE[level]} className="password-strength-meter" />
      ) : null}
    </div>
  );
}

export interface NewPasswordFieldProps extends Omit<FieldProps, "hint"> {
  /** Shown under the field: fixed text, or built from what has been typed so far (a live checklist). */
  hint?: ReactNode | ((password: string) => ReactNode);
}

/**
 * A new-password `Field` (pass it conform's input props as usual) with the strength meter under
 * its hint. It starts loading the estimator on first focus and follows what is typed.
 */
export function NewPasswordField({ hint, onFocus, onInput, ...field }: NewPasswordFieldProps) {
  const [password, setPassword] = useState("");
  return (
    <Field
      {...field}
      onFocus={(event) => {
        preloadPasswordStrength().catch(() => {});
        onFocus?.(event);
      }}
      onInput={(event) => {
        setPassword(event.currentTarget.value);
        onInput?.(event);
      }}
      hint={
        <>
          {typeof hint === "function" ? hint(password) : hint}
          <PasswordStrength password={password} />
        </>
      }
    />
  );
}
