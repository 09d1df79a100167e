/**
 * What an administrator may do to an account (issue 14 item 3, decision record 0034). Each use
 * case writes its change and its audit row (`recordAdminAction`) in ONE transaction, so both land
 * or neither does (OWASP ASVS 5.0 V16.2). The target is read inside the transaction.
 */
import { ADVISORY_LOCKS, withTransactionLock } from "#db/dialect";
import { getDb, type DbExecutor } from "~/db.server";
import { recordAdminAction } from "~/models/admin-audit.server";
import { countAdmins } from "~/models/admin-users.server";
import { issueResetCode } from "~/models/reset-code.server";
import { deleteUserSessions } from "~/models/session.server";
import { deleteAccount } from "~/services/account-deletion.server";
import { z } from "zod";
import { DAY_MS, utcDate } from "~/utils/time";

export type AdminActor = { id: number; username: string };

export type AdminUserActionResult = { ok: true; code?: string } | { ok: false; reason: "not_found" | "last_admin" | "self" | "payments_unavailable" };

/** The intents of /admin/users/:id's forms. */
export const USER_INTENTS = [
  "premium_grant",
  "premium_revoke",
  "admin_grant",
  "admin_revoke",
  "reset_code_issue",
  "sign_in_disable",
  "sign_in_enable",
  "account_delete",
] as const;
export type UserIntent = (typeof USER_INTENTS)[number];
/** The intents that take something away: `requireAdminAction(…, { destructive: true })` and the confirmation box. */
export const DESTRUCTIVE_INTENTS: ReadonlySet<UserIntent> = new Set(["premium_revoke", "admin_revoke", "sign_in_disable", "account_delete"]);
export const IntentSchema = z.enum(USER_INTENTS);
/** The confirmation box's value. */
export const ConfirmSchema = z.literal("yes");
/** An account id in a path. */
export const AdminIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The latest complimentary premium end an administrator may choose, from `now`. */
export const COMPLIMENTARY_MAX_MS = 5 * 365 * DAY_MS;

/** A complimentary premium end: a real YYYY-MM-DD date from tomorrow (UTC) to 5 years from `now`. */
export function complimentaryUntilSchema(now: Date) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => {
      const day = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(day.getTime()) && utcDate(day) === value && value > utcDate(now) && day.getTime() <= now.getTime() + COMPLIMENTARY_MAX_MS;
    });
}

/** The end of UTC day `date` (YYYY-MM-DD): premium "until 2027-01-31" lasts through that day. */
export function endOfUtcDay(date: string): Date {
  return new Date(new Date(`${date}T00:00:00.000Z`).getTime() + DAY_MS - 1);
}

async function target(trx: DbExecutor, userId: number) {
  return trx.selectFrom("users").select(["id", "username", "is_admin", "sign_in_disabled_at"]).where("id", "=", userId).executeTakeFirst();
}

/**
 * Gives user `userId` premium until the end of UTC day `until` (YYYY-MM-DD), replacing an earlier
 * grant; audited as `premium_grant` with `{ until }`. The caller validates the date (tomorrow to 5 years).
 */
export async function grantComplimentaryPremium({
  admin,
  userId,
  until,
  now,
}: {
  admin: AdminActor;
  userId: number;
  until: string;
  now: Date;
}): Promise<AdminUserActionResult> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const user = await target(trx, userId);
    if (!user) return { ok: false, reason: "not_found" } as const;
    await trx
      .updateTable("users")
      .set({ complimentary_premium_until: endOfUtcDay(until).toISOString(), updated_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    await recordAdminAction({ admin, action: "premium_grant", target: { userId, label: user.username }, details: { until }, now, db: trx });
    return { ok: true } as const;
  });
}

/** Ends user `userId`'s complimentary premium now; audited as `premium_revoke`. */
export async function revokeComplimentaryPremium({ admin, userId, now }: { admin: AdminActor; userId: number; now: Date }): Promise<AdminUserActionResult> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const user = await target(trx, userId);
    if (!user) return { ok: false, reason: "not_found" } as const;
    await trx.updateTable("users").set({ complimentary_premium_until: null, updated_at: now.toISOString() }).where("id", "=", userId).execute();
    await recordAdminAction({ admin, action: "premium_revoke", target: { userId, label: user.username }, now, db: trx });
    return { ok: true } as const;
  });
}

/**
 * Makes user `userId` an administrator (`admin_grant`) or removes the role (`admin_revoke`).
 * The last administrator cannot lose the role, whether they remove it themselves or another
 * does: the administrators are counted in the same transaction as the change (SQLite runs write
 * transactions one at a time, so two parallel removals cannot both see two administrators).
 * @returns `last_admin` when the removal would leave no administrator
 */
export async function setAdminRole({
  admin,
  userId,
  makeAdmin,
  now,
}: {
  admin: AdminActor;
  userId: number;
  makeAdmin: boolean;
  now: Date;
}): Promise<AdminUserActionResult> {
  const db = await getDb();
  // Two removals at once must not both see two administrators: on PostgreSQL (READ COMMITTED) the
  // role changes take turns under an advisory lock (decision record 0038); SQLite's writers already do.
  return db.transaction().execute((outer) =>
    withTransactionLock(outer as DbExecutor, ADVISORY_LOCKS.adminRoles, async (trx) => {
      const user = await target(trx, userId);
      if (!user) return { ok: false, reason: "not_found" } as const;
      if (!makeAdmin && user.is_admin === 1 && (await countAdmins({ db: trx })) <= 1) return { ok: false, reason: "last_admin" } as const;
      await trx
        .updateTable("users")
        .set({ is_admin: makeAdmin ? 1 : 0, updated_at: now.toISOString() })
        .where("id", "=", userId)
        .execute();
      await recordAdminAction({ admin, action: makeAdmin ? "admin_grant" : "admin_revoke", target: { userId, label: user.username }, now, db: trx });
      return { ok: true } as const;
    }),
  );
}

/**
 * Issues a password reset code for user `userId` (the same codes as /forgot-password: hashed at
 * rest, 10 minutes, single use) and returns it in clear, for the administrator to hand over
 * once; audited as `reset_code_issue` without the code.
 */
export async function issueResetCodeForUser({ admin, userId, now }: { admin: AdminActor; userId: number; now: Date }): Promise<AdminUserActionResult> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const user = await target(trx, userId);
    if (!user) return { ok: false, reason: "not_found" } as const;
    const code = await issueResetCode({ userId, now, db: trx });
    await recordAdminAction({ admin, action: "reset_code_issue", target: { userId, label: user.username }, now, db: trx });
    return { ok: true, code } as const;
  });
}

/**
 * Disables (`sign_in_disable`) or enables (`sign_in_enable`) sign-in for user `userId`. Disabling
 * deletes every session of the account in the same transaction; sign-in and the session lookup
 * refuse the account until it is enabled again. An administrator cannot disable themselves.
 */
export async function setSignInDisabled({
  admin,
  userId,
  disabled,
  now,
}: {
  admin: AdminActor;
  userId: number;
  disabled: boolean;
  now: Date;
}): Promise<AdminUserActionResult> {
  if (disabled && userId === admin.id) return { ok: false, reason: "self" };
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const user = await target(trx, userId);
    if (!user) return { ok: false, reason: "not_found" } as const;
    await trx
      .updateTable("users")
      .set({ sign_in_disabled_at: disabled ? (user.sign_in_disabled_at ?? now.toISOString()) : null, updated_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    const ended = disabled ? await deleteUserSessions({ userId, db: trx }) : 0;
    await recordAdminAction({
      admin,
      action: disabled ? "sign_in_disable" : "sign_in_enable",
      target: { userId, label: user.username },
      details: disabled ? { sessionsEnded: ended } : {},
      now,
      db: trx,
    });
    return { ok: true } as const;
  });
}

/**
 * Deletes account `userId` with the same deletion as the person's own (`deleteAccount`,
 * decision record 0032: an active subscription cancelled at Stripe first, every personal row and
 * session in one transaction), the audit row written in that transaction (issue 14 item 3). An
 * administrator cannot delete their own account here (that is /profile/delete), nor the last
 * administrator.
 * @returns `payments_unavailable` when a subscription could not be cancelled: nothing is deleted.
 */
export async function deleteUserAccount({ admin, userId, now }: { admin: AdminActor; userId: number; now: Date }): Promise<AdminUserActionResult> {
  if (userId === admin.id) return { ok: false, reason: "self" };
  const db = await getDb();
  const user = await target(db, userId);
  if (!user) return { ok: false, reason: "not_found" };
  if (user.is_admin === 1 && (await countAdmins({ db })) <= 1) return { ok: false, reason: "last_admin" };
  const result = await deleteAccount(db, userId, {
    inTransaction: (trx, deleted) =>
      recordAdminAction({ admin, action: "account_delete", target: { userId: null, label: deleted.username }, now, db: trx }).then(() => undefined),
  });
  if (!result.ok) return result;
  return { ok: true };
}
