/**
 * The one password policy for every new password: sign-up (/register, POST /api/auth/register),
 * reset (/reset-password) and any other change (`npm run admin:create`). docs/architecture.md "better than
 * the specification" 7; docs/decisions/0007-one-password-policy.md.
 *
 * - 8 to 128 characters (ASVS 5.0 6.2.1; `NewPasswordSchema`, which the browser runs too);
 * - not one of the ~49k most common passwords, case-insensitively (ASVS 5.0 6.2.4; the
 *   zxcvbn-ts common-password list, which only the server holds);
 * - no composition rules: no required upper case, lower case, digit or symbol (ASVS 5.0 6.2.5).
 *   The reset page shows those as tips, next to a strength meter, never as requirements.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { NewPasswordSchema } from "~/utils/schemas";

/** The translation key of the first rule a password breaks (`validation.*` in app/locales). */
export type PasswordPolicyError = "validation.password_min" | "validation.password_max" | "validation.password_common";

export type PasswordPolicyResult = { ok: true; password: string } | { ok: false; reason: PasswordPolicyError };

const COMMON = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

/** True when `password` (case-insensitively) is one of the most common passwords (ASVS 5.0 6.2.4). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * Checks a new password against the policy. `password` may be anything a form or JSON body holds;
 * a non-string fails like a too-short password. The length is checked first, so "1234567" answers
 * `validation.password_min` here exactly as the schema does in the browser.
 */
export function checkPasswordPolicy(password: unknown): PasswordPolicyResult {
  const parsed = NewPasswordSchema.safeParse(password);
  if (!parsed.success) return { ok: false, reason: (parsed.error.issues[0]?.message ?? "validation.password_min") as PasswordPolicyError };
  if (isCommonPassword(parsed.data)) return { ok: false, reason: "validation.password_common" };
  return { ok: true, password: parsed.data };
}
