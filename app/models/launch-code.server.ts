/**
 * Launch campaign codes (spec §1, §2, §3): the first 50 registrants who do not skip it get a
 * unique code valid 30 days and a participant number 1..50. A number is given once, ever: it is
 * reserved in `launch_participants`, which nothing deletes from, so deleting an account frees
 * neither its number nor a place (issue 25 item 11). The cap holds under concurrency because the
 * number is chosen and reserved in one SQL statement, and that table has the number as its
 * primary key with CHECK(participant_number BETWEEN 1 AND 50). On PostgreSQL, whose READ
 * COMMITTED lets two such statements both read 49 rows, the allocation runs under a
 * transaction-level advisory lock (decision record 0038).
 */
import { sql } from "kysely";
import { ADVISORY_LOCKS, isCheckViolation, isPostgres, isUniqueViolation, withTransactionLock } from "#db/dialect";
import { getDb, type DbExecutor } from "~/db.server";
import { getAppSetting } from "~/models/app-settings.server";
import { randomPromoCode } from "~/utils/crypto.server";
import { LAUNCH_TRIAL_DAYS } from "~/utils/entitlements";
import { DAY_MS } from "~/utils/time";

/** Spec §1: the first 50 registrants. */
export const LAUNCH_PARTICIPANTS = 50;
/** A code must be activated within 30 days of assignment. */
export const LAUNCH_CODE_VALID_MS = 30 * DAY_MS;

export interface AssignedLaunchCode {
  code: string;
  participantNumber: number;
  expiresAt: string;
}

/**
 * Assigns the next launch code to `userId` (inside the caller's transaction when `db` is one), or
 * returns null when all 50 numbers have been given or an administrator turned the campaign off
 * (`app_settings` `launch_campaign` = "off", decision record 0036; checked in the statement that
 * reserves the number). Retries on the (astronomically rare) collision of two random codes.
 */
export async function assignLaunchCode({ userId, now, db: executor }: { userId: number; now: Date; db?: DbExecutor }): Promise<AssignedLaunchCode | null> {
  const db = executor ?? (await getDb());
  const expiresAt = new Date(now.getTime() + LAUNCH_CODE_VALID_MS).toISOString();
  const assign = async (trx: DbExecutor) => {
    const participantNumber = await reserveParticipantNumber(trx, now);
    return participantNumber === null ? null : insertCode(trx, { userId, participantNumber, now, expiresAt });
  };
  return isPostgres(db) ? withTransactionLock(db, ADVISORY_LOCKS.launchCodes, assign) : assign(db);
}

/** The next participant number, reserved for good, or null when all 50 are given or the campaign is off. */
async function reserveParticipantNumber(db: DbExecutor, now: Date): Promise<number | null> {
  try {
    const result = await sql<{ participant_number: number }>`
      insert into launch_participants (participant_number, assigned_at)
      select coalesce(max(participant_number), 0) + 1, ${now.toISOString()}
      from launch_participants
      having count(*) < ${LAUNCH_PARTICIPANTS}
        and coalesce(max(participant_number), 0) < ${LAUNCH_PARTICIPANTS}
        and not exists (select 1 from app_settings where key = 'launch_campaign' and value = 'off')
      returning participant_number`.execute(db);
    return result.rows[0]?.participant_number ?? null;
  } catch (error) {
    // The CHECK or the primary key on the number: the campaign is full.
    if (isCheckViolation(error) || isUniqueViolation(error, "launch_participants")) return null;
    throw error;
  }
}

/**
 * Writes the code row for a reserved number. A code that collides is skipped with
 * `on conflict (code) do nothing` (an error would abort a PostgreSQL transaction) and retried.
 */
async function insertCode(
  db: DbExecutor,
  { userId, participantNumber, now, expiresAt }: { userId: number; participantNumber: number; now: Date; expiresAt: string },
): Promise<AssignedLaunchCode> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = randomPromoCode();
    const result = await sql<{ id: number }>`
      insert into launch_codes (code, participant_number, user_id, assigned_at, expires_at)
      values (${code}, ${participantNumber}, ${userId}, ${now.toISOString()}, ${expiresAt})
      on conflict (code) do nothing
      returning id`.execute(db);
    if (result.rows[0]) return { code, participantNumber, expiresAt };
  }
  throw new Error("could not generate a unique launch code");
}

/** A person's launch code as the app uses it; instants are ISO UTC. */
export interface UserLaunchCode {
  code: string;
  participantNumber: number;
  assignedAt: string;
  expiresAt: string;
  activatedAt: string | null;
}

/** The launch code of a user, if any. */
export async function getLaunchCodeForUser({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<UserLaunchCode | undefined> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("launch_codes")
    .select(["code", "participant_number", "assigned_at", "expires_at", "activated_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return (
    row && { code: row.code, participantNumber: row.participant_number, assignedAt: row.assigned_at, expiresAt: row.expires_at, activatedAt: row.activated_at }
  );
}

/** Spec §4 "Promo code: requested, assigned, activated, expired". */
export type LaunchCodeState = "assigned" | "activated" | "expired";

/** The state of `code` at `now`: activated wins over expired (an activated code stays activated). */
export function launchCodeState(code: Pick<UserLaunchCode, "activatedAt" | "expiresAt">, now: Date): LaunchCodeState {
  if (code.activatedAt) return "activated";
  return new Date(code.expiresAt).getTime() <= now.getTime() ? "expired" : "assigned";
}

/** Codes are shown in upper case with dashes; people may type them in any case, with spaces around. */
export function normaliseLaunchCode(input: string): string {
  return input.trim().toUpperCase();
}

export type LaunchActivationResult =
  | { ok: true; trialEndsAt: string }
  /** Unknown, already used, or another person's code: one answer, so codes cannot be probed. */
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "expired" };

/**
 * Activates the launch code `code` for `userId` at `now` (spec §1, §4, §5, §8; docs/architecture.md "better
 * than the specification" 10): the code must be this user's, not yet activated and not expired
 * (30 days after assignment). Activation starts the launch trial, 10 days of full premium from
 * `now`: `users.trial_kind = 'launch'`, `trial_ends_at = now + 10 days`.
 *
 * Atomic: the code row is claimed with `UPDATE … WHERE activated_at IS NULL`, inside one
 * transaction with the user update, so two parallel activations start one trial.
 *
 * @param code as typed; compared after {@link normaliseLaunchCode}.
 * @returns `{ ok: true, trialEndsAt }` (ISO UTC), or the reason it was refused.
 */
export async function activateLaunchCode({
  userId,
  code,
  now,
  db: executor,
}: {
  userId: number;
  code: string;
  now: Date;
  db?: DbExecutor;
}): Promise<LaunchActivationResult> {
  const db = executor ?? (await getDb());
  const wanted = normaliseLaunchCode(code);
  const iso = now.toISOString();
  const trialEndsAt = new Date(now.getTime() + LAUNCH_TRIAL_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("launch_codes").select(["id", "user_id", "activated_at", "expires_at"]).where("code", "=", wanted).executeTakeFirst();
    if (!row || row.user_id !== userId) return { ok: false, reason: "invalid" } as const;
    const state = launchCodeState({ activatedAt: row.activated_at, expiresAt: row.expires_at }, now);
    if (state === "activated") return { ok: false, reason: "invalid" } as const;
    if (state === "expired") return { ok: false, reason: "expired" } as const;
    const claimed = await trx
      .updateTable("launch_codes")
      .set({ activated_at: iso })
      .where("id", "=", row.id)
      .where("activated_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: "invalid" } as const;
    await trx
      .updateTable("users")
      .set({ trial_kind: "launch", trial_started_at: iso, trial_ends_at: trialEndsAt, updated_at: iso })
      .where("id", "=", userId)
      .execute();
    return { ok: true, trialEndsAt } as const;
  });
}

/**
 * Campaign state for the landing pages (spec §4 "Campaign: active or ended"): how many codes are
 * left, whether an administrator has the campaign switched on (`enabled`, decision record 0036),
 * and `active`: switched on with places left. The home, /register and /launch say "ended" when not active.
 */
export async function launchCampaignStatus({ db: executor }: { db?: DbExecutor } = {}): Promise<{
  assigned: number;
  remaining: number;
  enabled: boolean;
  active: boolean;
}> {
  const db = executor ?? (await getDb());
  const [{ n }, setting] = await Promise.all([
    // Numbers ever given, deleted accounts' included: a deletion frees no place (issue 25 item 11).
    db
      .selectFrom("launch_participants")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    getAppSetting({ key: "launch_campaign", db }),
  ]);
  const remaining = Math.max(0, LAUNCH_PARTICIPANTS - Number(n));
  const enabled = setting === "on";
  return { assigned: Number(n), remaining, enabled, active: enabled && remaining > 0 };
}

/** A launch code as /admin/codes lists it (instants ISO UTC). */
export interface AdminLaunchCode extends UserLaunchCode {
  userId: number;
  username: string;
}

/**
 * One page (1-based) of the launch codes by participant number, with the holder's username, and
 * how many codes exist (issue 14 item 4). The code itself is shown: administrators help people who lost it.
 */
export async function listLaunchCodes({ page = 1, pageSize = 50, db: executor }: { page?: number; pageSize?: number; db?: DbExecutor } = {}): Promise<{
  codes: AdminLaunchCode[];
  total: number;
}> {
  const db = executor ?? (await getDb());
  const [rows, count] = await Promise.all([
    db
      .selectFrom("launch_codes as c")
      .innerJoin("users as u", "u.id", "c.user_id")
      .select(["c.code", "c.participant_number", "c.assigned_at", "c.expires_at", "c.activated_at", "c.user_id", "u.username"])
      .orderBy("c.participant_number")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
    db
      .selectFrom("launch_codes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    codes: rows.map((r) => ({
      code: r.code,
      participantNumber: r.participant_number,
      assignedAt: r.assigned_at,
      expiresAt: r.expires_at,
      activatedAt: r.activated_at,
      userId: r.user_id,
      username: r.username,
    })),
  };
}
