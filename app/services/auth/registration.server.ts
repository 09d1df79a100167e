/**
 * The registration use case shared by /register and POST /api/auth/register: schema, the one
 * password policy (./password-policy.server.ts: length and the common-password screen, ASVS 5.0
 * 6.2.1 and 6.2.4), and the launch code or trial.
 */
import { registerUser } from "~/services/auth/new-account.server";
import type { AssignedLaunchCode } from "~/models/launch-code.server";
import type { Account } from "~/models/user.server";
import type { Locale } from "~/utils/i18n";
import { checkPasswordPolicy } from "~/services/auth/password-policy.server";
import type { RegisterInput } from "~/utils/schemas";

export type RegistrationOutcome =
  | { ok: true; user: Account; launchCode: AssignedLaunchCode | null }
  | { ok: false; status: 400 | 409; reason: "username_exists" | "email_exists" | "validation_error"; fieldErrors: Record<string, string[]> };

/** Registers an already schema-valid input. Field errors are translation keys. */
export async function completeRegistration(input: RegisterInput, locale: Locale, now = new Date()): Promise<RegistrationOutcome> {
  const policy = checkPasswordPolicy(input.password);
  if (!policy.ok) return { ok: false, status: 400, reason: "validation_error", fieldErrors: { password: [policy.reason] } };
  const result = await registerUser({ ...input, locale }, now);
  if (result.ok) return result;
  return result.reason === "username"
    ? { ok: false, status: 409, reason: "username_exists", fieldErrors: { username: ["auth.usernameExists"] } }
    : { ok: false, status: 409, reason: "email_exists", fieldErrors: { email: ["auth.emailExists"] } };
}
