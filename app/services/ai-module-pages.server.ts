/**
 * The loaders and the action of the AI modules' pages (/ai-modules and /ai-modules/<module>; spec
 * §1, §2, §5, §6; decision record 0030), kept out of the route modules so that each page's
 * browser code imports one server stub instead of one per server module
 * (docs/architecture.md "Keeping pages light"). The use case is services/ai-modules.server.ts.
 */
import { json } from "@remix-run/node";
import type { Namespace } from "~/locales/it";
import { isPageAvailable } from "~/components/layout/nav-items";
import { entitlementSubject } from "~/models/user.server";
import { answerAiModule, exampleAnswer } from "~/services/ai-modules.server";
import { parseAiModulePrompt } from "~/utils/ai-module-schemas.server";
import { AI_MODULE_PROMPT_MAX, isAiModuleId, type AiModuleId } from "~/utils/ai-modules";
import { getEntitlements } from "~/utils/entitlements";
import { requireUser } from "~/utils/guards.server";
import { getT } from "~/utils/locale.server";
import type { MetaPage } from "~/utils/meta";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

/** The strings a page sends, named by its route (tests/integration/translations.test.ts reads them there). */
export interface PageStrings {
  namespaces: readonly Namespace[];
  meta: MetaPage;
}

/**
 * /ai-modules: the list's strings, and whether the person may use the modules
 * (`features.aiModules`: premium, the launch trial, administrators; spec §6).
 */
export async function loadAiModulesList(request: Request, strings: PageStrings) {
  const [i18n, user] = await Promise.all([routeTranslations(request, strings.namespaces, { meta: strings.meta }), getOptionalUser(request)]);
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  return json({ i18n, signedIn: Boolean(user), unlocked: entitlements.features.aiModules, premiumAvailable: isPageAvailable("/premium") });
}

function moduleOr404(value: string | undefined): AiModuleId {
  if (!isAiModuleId(value)) throw new Response("Not Found", { status: 404 });
  return value;
}

/**
 * /ai-modules/<module>: the page's data; for a person without `features.aiModules` (or a
 * visitor) also the locked preview's example, the engine's answer to the module's example prompt
 * (never counted).
 * @throws Response 404 for an unknown module.
 */
export async function loadAiModulePage(request: Request, param: string | undefined, strings: PageStrings) {
  const module = moduleOr404(param);
  const [i18n, user] = await Promise.all([routeTranslations(request, strings.namespaces, { meta: strings.meta }), getOptionalUser(request)]);
  const unlocked = getEntitlements(user ? entitlementSubject(user) : null, new Date()).features.aiModules;
  let example: { prompt: string; answer: string } | null = null;
  if (!unlocked) {
    const { t } = await getT(request);
    const prompt = t(`aiModules.modules.${module}.example`);
    example = { prompt, answer: exampleAnswer(module, prompt, i18n.locale) };
  }
  return json({ i18n, module, signedIn: Boolean(user), unlocked, example, premiumAvailable: isPageAvailable("/premium") });
}

type SubmissionReply = ReturnType<ReturnType<typeof parseAiModulePrompt>["reply"]>;

/**
 * What the action answers; `prompt` is what was sent, so the box keeps it without JavaScript, and
 * `submission` conform's reply once the form was read (its field errors, or none after a valid prompt).
 */
export type ModuleResult = { prompt: string; submission?: SubmissionReply } & (
  | { kind: "invalid" }
  | { kind: "answer"; text: string; provider: "embedded" | "openai"; link: { title: string; href: string } | null; remaining: number | null }
  | { kind: "crisis" }
  | { kind: "refused"; reason: "locked" | "limit_reached" | "rate_limited" | "failed"; message: string }
);

const REFUSAL = {
  locked: { status: 403, key: "aiModules.errors.locked" },
  limit_reached: { status: 429, key: "aiModules.errors.limit" },
  rate_limited: { status: 429, key: "aiModules.errors.rateLimited" },
  failed: { status: 503, key: "aiModules.errors.failed" },
} as const;

/**
 * POST /ai-modules/<module> (run inside `formAction` by the route): a visitor goes to sign in; a
 * plan without `features.aiModules` gets 403 with a translated message; an empty or blank prompt
 * 400 with spec §5's message (conform's reply); then the answer through `answerAiModule`: 200 with
 * the answer or the crisis resources, 429 past the limits, 503 when nothing could be produced.
 * @throws Response 404 for an unknown module; a redirect to /login for a visitor.
 */
export async function submitAiModulePrompt(request: Request, param: string | undefined) {
  const module = moduleOr404(param);
  const user = await requireUser(request);
  const { locale, t } = await getT(request);
  const formData = await request.formData();
  const raw = formData.get("prompt");
  const prompt = typeof raw === "string" ? raw.slice(0, AI_MODULE_PROMPT_MAX * 2) : "";
  const refuse = (reason: keyof typeof REFUSAL, submission?: SubmissionReply) =>
    json<ModuleResult>({ kind: "refused", prompt, submission, reason, message: t(REFUSAL[reason].key) }, { status: REFUSAL[reason].status });
  // An action is a request of its own: the plan is checked again here (spec §6).
  const entitlements = getEntitlements(entitlementSubject(user), new Date());
  if (!entitlements.features.aiModules) return refuse("locked");
  const submission = parseAiModulePrompt(formData);
  if (submission.status !== "success") return json<ModuleResult>({ kind: "invalid", prompt, submission: submission.reply() }, { status: 400 });
  const outcome = await answerAiModule({ userId: user.id, entitlements, locale, module, text: submission.value.prompt });
  const accepted = submission.reply();
  switch (outcome.kind) {
    case "answer":
      return json<ModuleResult>({
        kind: "answer",
        prompt,
        submission: accepted,
        text: outcome.text,
        provider: outcome.provider,
        link: outcome.link,
        remaining: outcome.remaining,
      });
    case "crisis":
      return json<ModuleResult>({ kind: "crisis", prompt, submission: accepted });
    default:
      return refuse(outcome.kind, accepted);
  }
}
