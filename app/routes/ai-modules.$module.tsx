/**
 * /ai-modules/<module> (spec §1, §2 "/ai-modules", §5 "AI prompt must not be empty", §6; issue 11
 * item 1; decision record 0030): one AI module (relationships, therapeutic writing, relaxation,
 * sleep) with its description and a free prompt box, answered in the module's style by the
 * current provider through `runAiRequest` (services/ai-modules.server.ts: safety gate → quota →
 * model with the module's instructions and the output check → the engine's module answer).
 *
 * - Who: `features.aiModules` (premium, launch trial, administrators) gets the form; any other
 *   plan, and visitors, a locked preview (the description, an example prompt with the engine's
 *   answer to it, the way to unlock) and no form. The action checks again: 403 with a translated
 *   message for a plan without the feature, sign-in for a visitor.
 * - Answers: an empty prompt gets spec §5's "Per favore inserisci un prompt valido" (400); a
 *   crisis prompt the crisis resources (never counted, also past the limits); the limits 429; no
 *   answer at all 503. Nothing of the prompt is stored or logged.
 * - Works without JavaScript (a plain POST re-renders the page with the answer); with JavaScript
 *   the form posts through a fetcher, shows a pending state, and the answer region is a polite
 *   live region.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AiModulesLockedNote } from "~/components/ai-modules/locked-note";
import { CrisisCard } from "~/components/chat/crisis-card";
import { loadAiModulePage, submitAiModulePrompt, type ModuleResult } from "~/services/ai-module-pages.server";
import { AI_MODULE_PROMPT_MAX, type AiModuleId } from "~/utils/ai-modules";
import { formAction } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "aiModules");

/** The page's strings and the crisis card's (a prompt may be answered with it). */
const STRINGS = { namespaces: ["aiModules", "crisisCard"], meta: "aiModules" } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadAiModulePage(request, params.module, STRINGS);
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request, params }) => submitAiModulePrompt(request, params.module));
}

export default function AiModulePage() {
  const { module, signedIn, unlocked, example, premiumAvailable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ModuleResult | undefined;
  const { t } = useTranslation();
  return (
    <div className="page page-medium stack">
      <p>
        <Link to="/ai-modules">← {t("aiModules.back")}</Link>
      </p>
      <section aria-labelledby="ai-module-title" className="stack">
        <h1 id="ai-module-title">{t(`aiModules.modules.${module}.name`)}</h1>
        <p className="lead">{t(`aiModules.modules.${module}.description`)}</p>
      </section>
      {unlocked ? (
        <PromptSection module={module} />
      ) : (
        <section aria-labelledby="ai-module-example-title" className="stack">
          {actionData?.kind === "refused" ? (
            // A POST from a plan without the modules (the page had no form): the server's 403, said.
            <p role="alert" className="notice" data-testid="ai-module-refused">
              {actionData.message}
            </p>
          ) : null}
          <AiModulesLockedNote signedIn={signedIn} premiumAvailable={premiumAvailable} redirectTo={`/ai-modules/${module}`} />
          {example ? (
            <div className="card stack" data-testid="ai-module-example">
              <h2 id="ai-module-example-title">{t("aiModules.locked.examplePrompt")}</h2>
              <blockquote>
                <p>{example.prompt}</p>
              </blockquote>
              <h2>{t("aiModules.locked.exampleAnswer")}</h2>
              <AnswerText text={example.answer} />
            </div>
          ) : null}
        </section>
      )}
      <p className="hint">{t("aiModules.disclaimer")}</p>
    </div>
  );
}

function PromptSection({ module }: { module: AiModuleId }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  // With JavaScript the fetcher's answer; without it, the document POST's.
  const result = (fetcher.data ?? actionData) as ModuleResult | undefined;
  const pending = fetcher.state !== "idle";
  // The server's verdict on the prompt (conform's reply, parsed with zod in the action): read as is,
  // without conform's useForm in the browser, which added about 10 KB gzip to this page's first
  // load (issue 17) for a form with one box and no validation before the server's.
  const errors = result?.submission?.error?.prompt ?? undefined;
  const promptId = `ai-module-${module}-prompt`;
  const hintId = `${promptId}-hint`;
  const errorId = `${promptId}-error`;
  return (
    <>
      <section aria-labelledby="ai-module-form-title" className="card stack">
        <h2 id="ai-module-form-title" className="visually-hidden">
          {t("aiModules.form.label")}
        </h2>
        {/* key: another module's page starts with an empty box. */}
        <fetcher.Form method="post" className="form" id={`ai-module-${module}`} key={module}>
          <div className="field">
            <label htmlFor={promptId}>{t("aiModules.form.label")}</label>
            <textarea
              id={promptId}
              name="prompt"
              defaultValue={result?.prompt ?? ""}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? `${hintId} ${errorId}` : hintId}
              rows={5}
              maxLength={AI_MODULE_PROMPT_MAX}
              aria-required="true"
              placeholder={t(`aiModules.modules.${module}.placeholder`)}
            />
            <p id={hintId} className="hint">
              {t("aiModules.form.hint", { max: AI_MODULE_PROMPT_MAX })}
            </p>
            {errors?.length ? (
              <p id={errorId} className="field-error" data-testid="ai-module-error">
                {errors.map((e) => translateKey(t, e)).join(" · ")}
              </p>
            ) : null}
          </div>
          <div className="actions actions-start">
            <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
              {pending ? t("aiModules.form.pending") : t("aiModules.form.submit")}
            </button>
          </div>
        </fetcher.Form>
      </section>
      <section aria-labelledby="ai-module-answer-title" className="card stack" id="answer" aria-live="polite" aria-busy={pending || undefined}>
        <h2 id="ai-module-answer-title">{t("aiModules.answer.title")}</h2>
        {pending ? (
          <p role="status">{t("aiModules.answer.pending")}</p>
        ) : !result || result.kind === "invalid" ? (
          <p className="hint">{t("aiModules.answer.empty")}</p>
        ) : result.kind === "crisis" ? (
          <div className="stack" data-testid="ai-module-crisis">
            <h3>{t("aiModules.crisis.title")}</h3>
            <p>{t("aiModules.crisis.lead")}</p>
            <CrisisCard />
          </div>
        ) : result.kind === "refused" ? (
          <p role="alert" className="notice" data-testid="ai-module-refused">
            {result.message}
          </p>
        ) : (
          <div className="stack" data-testid="ai-module-answer">
            <AnswerText text={result.text} />
            {result.link ? (
              <p>
                <Link to={result.link.href}>{t("aiModules.answer.link", { title: result.link.title })}</Link>
              </p>
            ) : null}
            <p className="hint">
              {result.provider === "openai" ? t("aiModules.answer.byModel") : t("aiModules.answer.byEngine")}
              {result.remaining !== null ? ` ${t("aiModules.answer.remaining", { count: result.remaining })}` : null}
            </p>
          </div>
        )}
      </section>
    </>
  );
}

/** An answer's paragraphs (blank lines) and lines (single newlines), as text: never HTML. */
function AnswerText({ text }: { text: string }) {
  return (
    <div className="stack ai-module-text">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>
          {paragraph.split("\n").map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
