/**
 * The administrator use case behind `npm run admin:create` (docs/architecture.md "better than the
 * specification" 3: admin is a server-side role, never a browser password). A new
 * administrator's password follows the one policy of sign-up and reset
 * (./password-policy.server.ts, decision record 0007).
 */
import { getUserByUsername, insertUser, newUserRow, setAdmin } from "~/models/user.server";
import type { Account } from "~/models/user.server";
import { hashPassword } from "~/utils/password.server";
import { checkPasswordPolicy, type PasswordPolicyError } from "~/services/auth/password-policy.server";
import { EmailSchema, UsernameSchema } from "~/utils/schemas";

export type AdminAccountOutcome =
  | { ok: true; action: "created" | "promoted"; user: Account }
  | { ok: false; reason: "username" | "email" }
  | { ok: false; reason: "password"; error: PasswordPolicyError }
  | { ok: false; reason: "conflict"; conflict: "username" | "email" };

/**
 * Promotes the user called `username` (case-insensitively) when there is one; otherwise creates
 * an administrator with `email` and `password` (full name = username, no locale, terms accepted
 * `now`). The wellbeing-data consent of a new administrator is pending: only the person can give
 * it, on the consent screen at first use (decision record 0014). Inputs are unchecked values (CLI
 * arguments); nothing is written unless all are valid.
 */
export async function createOrPromoteAdmin(input: { username?: unknown; email?: unknown; password?: unknown; now: Date }): Promise<AdminAccountOutcome> {
  const username = UsernameSchema.safeParse(input.username);
  if (!username.success) return { ok: false, reason: "username" };
  const existing = await getUserByUsername({ username: username.data });
  if (existing) {
    await setAdmin({ userId: existing.id, isAdmin: true, now: input.now });
    return { ok: true, action: "promoted", user: { ...existing, isAdmin: true } };
  }
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) return { ok: false, reason: "email" };
  const policy = checkPasswordPolicy(input.password);
  if (!policy.ok) return { ok: false, reason: "password", error: policy.reason };
  const passwordHash = await hashPassword(policy.password);
  const created = await insertUser({
    user: newUserRow({
      username: username.data,
      email: email.data,
      fullName: username.data,
      passwordHash,
      locale: null,
      isAdmin: true,
      healthDataConsent: false,
      now: input.now,
    }),
  });
  return created.ok ? { ok: true, action: "created", user: created.user } : { ok: false, reason: "conflict", conflict: created.reason };
}
