/**
 * The registration use case shared by /register and POST /api/auth/register: schema, the
 * common-password screen (ASVS 5.0 6.2.4), and the launch code or trial.
 */
import { registerUser } from "~/models/registration.server";
import type { AssignedLaunchCode } from "~/models/launch-code.server";
import type { User } from "#db/schema";
import type { Locale } from "./i18n";
import { isCommonPassword } from "./password.server";
import type { RegisterInput } from "./schemas";

export type RegistrationOutcome =
  | { ok: true; user: User; launchCode: AssignedLaunchCode | null }
  | { ok: false; status: 400 | 409; error: "username_exists" | "email_exists" | "validation_error"; fieldErrors: Record<string, string[]> };

/** Registers an already schema-valid input. Field errors are translation keys. */
export async function completeRegistration(input: RegisterInput, locale: Locale, now = new Date()): Promise<RegistrationOutcome> {
  if (isCommonPassword(input.password)) {
    return { ok: false, status: 400, error: "validation_error", fieldErrors: { password: ["validation.password_common"] } };
  }
  const result = await registerUser({ ...input, locale }, now);
  if (result.ok) return result;
  return result.conflict === "username"
    ? { ok: false, status: 409, error: "username_exists", fieldErrors: { username: ["auth.usernameExists"] } }
    : { ok: false, status: 409, error: "email_exists", fieldErrors: { email: ["auth.emailExists"] } };
}
