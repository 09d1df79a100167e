/**
 * The AI modules' use case (spec §1, §2 "/ai-modules", §5 "AI prompt must not be empty"; decision
 * record 0030): one prompt answered in a module's style through `runAiRequest` (safety gate →
 * burst guard and daily quota → the configured model with the module's instructions and the
 * output check → the embedded engine's module answer as fallback, or the engine alone). Nothing
 * of the prompt or the answer is stored or logged.
 */
import { runAiRequest } from "~/services/ai/ai-request.server";
import { moduleAnswer, moduleInstructions, type ModuleLink } from "~/services/ai/modules/compose";
import type { Locale } from "~/services/ai/types";
import { AI_MODULE_PROMPT_MAX, type AiModuleId } from "~/utils/ai-modules";
import type { Entitlements } from "~/utils/entitlements";

export type AiModuleOutcome =
  /** The answer; `link` is the app's guided exercise or meditation that goes with it (from the engine, also under a model's answer). */
  | { kind: "answer"; text: string; provider: "embedded" | "openai"; link: ModuleLink | null; remaining: number | null }
  /** The safety gate flagged the prompt: show the crisis resources. Never counted. */
  | { kind: "crisis" }
  /** The daily limit (429) or the unlimited plans' burst guard (429). */
  | { kind: "limit_reached" | "rate_limited" }
  /** Neither the model nor the engine produced an answer (503); nothing counted. */
  | { kind: "failed" };

/**
 * Answers `text` in the style of `module` for `userId`.
 * @param input.text the prompt, 1 to AI_MODULE_PROMPT_MAX characters after trimming (the route's
 *   schema refuses the rest first, with spec §5's message)
 * @param input.entitlements the person's; only `dailyAiLimit` is read here: whether the person may
 *   use the modules at all (`features.aiModules`) is the route's check
 * @returns an {@link AiModuleOutcome}
 * @throws only on database errors.
 */
export async function answerAiModule(input: {
  userId: number;
  entitlements: Pick<Entitlements, "dailyAiLimit">;
  locale: Locale;
  module: AiModuleId;
  text: string;
  now?: Date;
}): Promise<AiModuleOutcome> {
  const result = await runAiRequest({
    userId: input.userId,
    entitlements: input.entitlements,
    locale: input.locale,
    text: input.text,
    maxLength: AI_MODULE_PROMPT_MAX,
    instructions: moduleInstructions(input.module, input.locale),
    engineAnswer: (text) => moduleAnswer(input.module, text, input.locale).text,
    now: input.now,
  });
  switch (result.kind) {
    case "crisis":
      return { kind: "crisis" };
    case "failed":
      return { kind: "failed" };
    case "refused":
      // "empty" and "too_long" never get here: the route's schema refuses them first.
      return { kind: result.reason === "limit_reached" ? "limit_reached" : result.reason === "rate_limited" ? "rate_limited" : "failed" };
    case "answer":
      return {
        kind: "answer",
        text: result.text,
        provider: result.provider,
        link: moduleAnswer(input.module, input.text, input.locale).link,
        remaining: result.remaining,
      };
  }
}

/**
 * The locked preview's example (spec §6: other plans see what the module does): the engine's
 * answer to the module's example prompt, computed on the server, never counted.
 */
export function exampleAnswer(module: AiModuleId, examplePrompt: string, locale: Locale): string {
  return moduleAnswer(module, examplePrompt, locale).text;
}
