/**
 * Extra promo codes made by administrators at /admin/codes (issue 14 item 4; decision record 0036).
 * A promo code grants `premiumDays` days of the launch trial (full premium, like the spec §1 launch
 * code), added after the end of the trial the person already has, if it ends later than now.
 * It can be redeemed `maxUses` times in total until `expiresAt`, at most once per person: the
 * person's redemption row (primary key code + user) and the conditional
 * `UPDATE promo_codes SET uses = uses + 1 WHERE id = ? AND uses < max_uses AND expires_at > now`
 * are written in one transaction with the trial, so the limit holds under parallel redemptions.
 */
import { getDb, type DbExecutor } from "~/db.server";
import { randomPromoCode } from "~/utils/crypto.server";
import { DAY_MS } from "~/utils/time";

/** A promo code as /admin/codes lists it (instants ISO UTC). */
export interface PromoCode {
  id: number;
  code: string;
  premiumDays: number;
  maxUses: number;
  uses: number;
  expiresAt: string;
  createdAt: string;
}

/** Custom codes: 4 to 32 upper-case letters, digits and dashes, not looking like a launch code. */
export const PROMO_CODE_PATTERN = /^(?!RESPIRO-)[A-Z0-9][A-Z0-9-]{3,31}$/;

/** A new random code, `PROMO-XXXX-XXXX-XXXX` (the launch codes' alphabet, never `RESPIRO-`). */
export function randomPromoCodeText(): string {
  return randomPromoCode().replace(/^RESPIRO-/, "PROMO-");
}

/**
 * Creates a promo code.
 * @param input.code upper-case, matching {@link PROMO_CODE_PATTERN} (the caller validates), or
 *   undefined for a random one
 * @returns the new code, or `{ ok: false }` when `input.code` is taken
 */
export async function createPromoCode({
  input,
  createdBy,
  now,
  db: executor,
}: {
  input: { code?: string; premiumDays: number; maxUses: number; expiresAt: Date };
  createdBy: number;
  now: Date;
  db?: DbExecutor;
}): Promise<{ ok: true; promo: PromoCode } | { ok: false; reason: "taken" }> {
  const db = executor ?? (await getDb());
  const code = input.code ?? randomPromoCodeText();
  const row = await db
    .insertInto("promo_codes")
    .values({
      code,
      premium_days: input.premiumDays,
      max_uses: input.maxUses,
      uses: 0,
      expires_at: input.expiresAt.toISOString(),
      created_by: createdBy,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("code").doNothing())
    .returning(["id", "code", "premium_days", "max_uses", "uses", "expires_at", "created_at"])
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "taken" };
  return { ok: true, promo: toPromo(row) };
}

function toPromo(r: { id: number; code: string; premium_days: number; max_uses: number; uses: number; expires_at: string; created_at: string }): PromoCode {
  return { id: r.id, code: r.code, premiumDays: r.premium_days, maxUses: r.max_uses, uses: r.uses, expiresAt: r.expires_at, createdAt: r.created_at };
}

/** One page (1-based) of the promo codes, newest first, and how many there are. */
export async function listPromoCodes({ page = 1, pageSize = 50, db: executor }: { page?: number; pageSize?: number; db?: DbExecutor } = {}): Promise<{
  codes: PromoCode[];
  total: number;
}> {
  const db = executor ?? (await getDb());
  const [rows, count] = await Promise.all([
    db
      .selectFrom("promo_codes")
      .select(["id", "code", "premium_days", "max_uses", "uses", "expires_at", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
    db
      .selectFrom("promo_codes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), codes: rows.map(toPromo) };
}

export type PromoRedemptionResult =
  | { ok: true; trialEndsAt: string }
  /** Unknown, used up, or already redeemed by this person: one answer, as for launch codes. */
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "expired" };

/** Thrown inside the transaction to roll back the redemption row when no use was left. */
class NoUseLeft extends Error {}

/**
 * Redeems promo code `code` (already normalised to upper case) for `userId` at `now`: records the
 * redemption, takes one use, and sets `trial_kind = 'launch'` with `trial_ends_at = max(now, the
 * current trial's end) + premiumDays`, all in one transaction (decision record 0036).
 */
export async function redeemPromoCode({
  userId,
  code,
  now,
  db: executor,
}: {
  userId: number;
  code: string;
  now: Date;
  db?: DbExecutor;
}): Promise<PromoRedemptionResult> {
  const db = executor ?? (await getDb());
  const iso = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const promo = await trx.selectFrom("promo_codes").select(["id", "premium_days", "expires_at"]).where("code", "=", code).executeTakeFirst();
      if (!promo) return { ok: false, reason: "invalid" } as const;
      if (new Date(promo.expires_at).getTime() <= now.getTime()) return { ok: false, reason: "expired" } as const;
      const redeemed = await trx
        .insertInto("promo_code_redemptions")
        .values({ promo_code_id: promo.id, user_id: userId, redeemed_at: iso })
        .onConflict((oc) => oc.columns(["promo_code_id", "user_id"]).doNothing())
        .returning("user_id")
        .executeTakeFirst();
      if (!redeemed) return { ok: false, reason: "invalid" } as const;
      const taken = await trx
        .updateTable("promo_codes")
        .set((eb) => ({ uses: eb("uses", "+", 1) }))
        .where("id", "=", promo.id)
        .where((eb) => eb("uses", "<", eb.ref("max_uses")))
        .where("expires_at", ">", iso)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new NoUseLeft();
      const user = await trx.selectFrom("users").select(["trial_ends_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
      const currentEnd = user.trial_ends_at ? new Date(user.trial_ends_at).getTime() : 0;
      const trialEndsAt = new Date(Math.max(now.getTime(), currentEnd) + promo.premium_days * DAY_MS).toISOString();
      await trx
        .updateTable("users")
        .set({ trial_kind: "launch", trial_started_at: iso, trial_ends_at: trialEndsAt, updated_at: iso })
        .where("id", "=", userId)
        .execute();
      return { ok: true, trialEndsAt } as const;
    });
  } catch (error) {
    if (error instanceof NoUseLeft) return { ok: false, reason: "invalid" };
    throw error;
  }
}
