/**
 * Registration (spec §2 /register, §3 "Registration", §7 POST /api/auth/register): creates the
 * user, records consent times, starts the standard 7-day trial and, for the first 50 who want the
 * launch offer, assigns a launch code, all in one transaction. The code adds 10 days of premium
 * when it is activated at /launch (docs/architecture.md "Where the server decides more than the specification" 10), so taking the
 * offer is never worse than skipping it.
 */
import { getDb } from "~/db.server";
import { STANDARD_TRIAL_DAYS } from "~/utils/entitlements";
import { hashPassword } from "~/utils/password.server";
import { DAY_MS } from "~/utils/time";
import type { Account } from "~/models/user.server";
import { assignLaunchCode, type AssignedLaunchCode } from "~/models/launch-code.server";
import { ACCOUNT_COLUMNS, insertUser, newUserRow, toAccount } from "~/models/user.server";

export interface RegistrationInput {
  username: string;
  email: string;
  fullName: string;
  password: string;
  skipLaunchCode: boolean;
  /** The GDPR art. 9(2)(a) consent was given at sign-up; when false it stays pending (decision record 0014). */
  acceptHealthData: boolean;
  locale: "it" | "en";
}

export type RegistrationResult = { ok: true; user: Account; launchCode: AssignedLaunchCode | null } | { ok: false; reason: "username" | "email" };

/**
 * Registers a person. The password is hashed before the transaction (argon2 takes tens of ms and
 * must not hold the single SQLite connection). Terms acceptance is required by the caller's
 * schema; its time is `now`. The GDPR art. 9(2)(a) consent is `now` when given
 * (`acceptHealthData`), else pending: the sign-up form requires it, the JSON API does not
 * (decision record 0014).
 */
export async function registerUser(input: RegistrationInput, now: Date): Promise<RegistrationResult> {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const created = await insertUser({
      db: trx,
      user: newUserRow({
        username: input.username,
        email: input.email,
        fullName: input.fullName,
        passwordHash,
        locale: input.locale,
        healthDataConsent: input.acceptHealthData,
        now,
      }),
    });
    if (!created.ok) return created;
    const launchCode = input.skipLaunchCode ? null : await assignLaunchCode({ userId: created.user.id, now, db: trx });
    const user = await trx
      .updateTable("users")
      .set({
        trial_kind: "standard",
        trial_started_at: iso,
        trial_ends_at: new Date(now.getTime() + STANDARD_TRIAL_DAYS * DAY_MS).toISOString(),
      })
      .where("id", "=", created.user.id)
      .returning(ACCOUNT_COLUMNS)
      .executeTakeFirstOrThrow();
    return { ok: true, user: toAccount(user), launchCode };
  });
}
