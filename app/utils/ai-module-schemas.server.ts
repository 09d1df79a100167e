/**
 * The zod schema of the AI modules' prompt form (server only, docs/architecture.md "Keeping pages
 * light": the browser shows the server's answer through conform, without zod). Messages are
 * translation keys of the `aiModules` namespace.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { AI_MODULE_PROMPT_MAX } from "~/utils/ai-modules";

/** POST /ai-modules/<module>: the prompt, 1 to AI_MODULE_PROMPT_MAX characters after trimming (spec §5 "AI prompt must not be empty"). */
export const AiModulePromptSchema = z.object({
  prompt: z
    .string({ required_error: "aiModules.errors.emptyPrompt" })
    .trim()
    .min(1, "aiModules.errors.emptyPrompt")
    .max(AI_MODULE_PROMPT_MAX, "aiModules.errors.promptTooLong"),
});

/** Reads the form with conform's `parseWithZod`: `status: "success"` with `value.prompt`, or the errors to reply with. */
export function parseAiModulePrompt(formData: FormData) {
  return parseWithZod(formData, { schema: AiModulePromptSchema });
}
