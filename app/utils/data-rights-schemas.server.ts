/**
 * The form of /profile/delete (issue 12 item 3), checked on the server only (a `.server` module:
 * zod stays out of the page's JavaScript). Error messages are translation keys.
 */
import { z } from "zod";
import { PASSWORD_MAX } from "./schemas";

/** The password (as typed, 1 to PASSWORD_MAX characters) and the ticked confirmation box (`confirm=yes`). */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ required_error: "dataRights.errors.passwordRequired", invalid_type_error: "dataRights.errors.passwordRequired" })
    .min(1, "dataRights.errors.passwordRequired")
    .max(PASSWORD_MAX, "validation.password_max"),
  confirm: z.literal("yes", { errorMap: () => ({ message: "dataRights.errors.confirmRequired" }) }),
});
