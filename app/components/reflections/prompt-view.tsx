/**
 * A reflection prompt's page (spec §3): the prompt, and the form to write an answer, or the lock
 * and how to unlock it, or the way to sign in. Used by /reflections/prompts/<id> and
 * /reflections/random; the form always posts to the prompt's own address.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { translateKey } from "~/utils/i18n";
import { REFLECTION_TEXT_MAX } from "~/utils/reflections";
import { LockedNote } from "./locked-note";

export interface PromptViewProps {
  prompt: { number: number; text: string; premium: boolean };
  categoryName: string;
  locked: boolean;
  signedIn: boolean;
  /** Where the form posts (the prompt's own page). */
  actionPath: string;
  /** The sign-in page, coming back to the prompt. */
  loginPath: string;
  /** The save action's refusal: a translation key and the text as sent. */
  refusal?: { error: string; value: string } | null;
}

export function PromptView({ prompt, categoryName, locked, signedIn, actionPath, loginPath, refusal }: PromptViewProps) {
  const { t } = useTranslation();
  const error = refusal?.error;
  return (
    <div className="page page-medium stack">
      <p>
        <Link to="/reflections">{t("reflections.back")}</Link>
      </p>
      <p className="reflection-prompt-meta">
        {t("reflections.promptNumber", { number: prompt.number })} · {categoryName}{" "}
        <span className="badge">{prompt.premium ? t("reflections.premiumBadge") : t("reflections.freeBadge")}</span>
      </p>
      <h1>{prompt.text}</h1>
      {locked ? (
        <>
          <h2>{t("reflections.lockedTitle")}</h2>
          <LockedNote signedIn={signedIn} />
        </>
      ) : !signedIn ? (
        <p className="notice">
          {t("reflections.signInToWrite")} <Link to={loginPath}>{t("reflections.signIn")}</Link>
        </p>
      ) : (
        <Form method="post" action={actionPath} className="form" noValidate>
          <div className="field">
            <label htmlFor="reflection-text">{t("reflections.answerLabel")}</label>
            <p id="reflection-text-hint" className="hint">
              {t("reflections.answerHint")}
            </p>
            <textarea
              id="reflection-text"
              name="text"
              rows={8}
              maxLength={REFLECTION_TEXT_MAX}
              defaultValue={refusal?.value ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "reflection-text-hint reflection-text-error" : "reflection-text-hint"}
            />
            {error ? (
              <p id="reflection-text-error" className="field-error" role="alert">
                {translateKey(t, error)}
              </p>
            ) : null}
          </div>
          <div className="actions">
            <button type="submit" className="button button-primary">
              {t("reflections.save")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
