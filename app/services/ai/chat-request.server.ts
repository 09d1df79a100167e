/** Shared by /chat and POST /api/chat: the zod schema of a chat message and the error wording. */
import { z } from "zod";
import type { TranslationKey } from "~/utils/i18n";
import { CHAT_MESSAGE_MAX } from "~/services/ai/types";

export const ChatMessageSchema = z.object({
  message: z
    .string({ required_error: "chat.errors.empty", invalid_type_error: "chat.errors.empty" })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, "chat.errors.empty").max(CHAT_MESSAGE_MAX, "chat.errors.tooLong")),
  conversationId: z.coerce.number().int().positive().optional().nullable().catch(null),
});

export type ChatRefusal = "empty" | "too_long" | "limit_reached" | "rate_limited";

/** The refusal a failed ChatMessageSchema parse stands for. */
export function refusalOfParse(error: z.ZodError): "empty" | "too_long" {
  return error.issues[0]?.message === "chat.errors.tooLong" ? "too_long" : "empty";
}

/**
 * How a refused turn is answered by /chat and POST /api/chat: 429 for the daily limit or the
 * abuse guard, 400 for an empty or over-long message; a translation key and its values.
 */
export function describeChatRefusal(error: ChatRefusal, dailyAiLimit: number | null) {
  const key = (
    {
      empty: "chat.errors.empty",
      too_long: "chat.errors.tooLong",
      limit_reached: "chat.errors.limitReached",
      rate_limited: "chat.errors.rateLimited",
    } as const satisfies Record<ChatRefusal, TranslationKey>
  )[error];
  const status: 400 | 429 = error === "limit_reached" || error === "rate_limited" ? 429 : 400;
  return { status, key, values: { limit: dailyAiLimit ?? 0, max: CHAT_MESSAGE_MAX } };
}
