/** Shared by /chat and POST /api/chat: the zod schema of a chat message and the error wording. */
import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "~/services/ai/chat.server";

export const ChatMessageSchema = z.object({
  message: z
    .string({ required_error: "chat.errors.empty", invalid_type_error: "chat.errors.empty" })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, "chat.errors.empty").max(CHAT_MESSAGE_MAX, "chat.errors.tooLong")),
  conversationId: z.coerce.number().int().positive().optional().nullable().catch(null),
});

/** Translation key for a refused turn. */
export function chatErrorKey(error: "empty" | "too_long" | "limit_reached" | "rate_limited"): string {
  return {
    empty: "chat.errors.empty",
    too_long: "chat.errors.tooLong",
    limit_reached: "chat.errors.limitReached",
    rate_limited: "chat.errors.rateLimited",
  }[error];
}
