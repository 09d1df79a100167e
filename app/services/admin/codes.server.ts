/**
 * /admin/codes' actions (issue 14 item 4; decision record 0036): the launch campaign switch and
 * new promo codes, each with its audit row in the same transaction.
 */
import { getDb } from "~/db.server";
import { recordAdminAction } from "~/models/admin-audit.server";
import { setAppSetting } from "~/models/app-settings.server";
import { createPromoCode, type PromoCode } from "~/models/promo-code.server";

type Admin = { id: number; username: string };

/**
 * Turns the launch campaign on or off at `now`. When it is off, sign-up assigns no launch code and
 * the home, /register and /launch say the campaign is closed; codes already given keep working.
 * @returns whether the setting changed (an unchanged switch records nothing)
 */
export async function setLaunchCampaign({ admin, enabled, now }: { admin: Admin; enabled: boolean; now: Date }): Promise<boolean> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const value = enabled ? "on" : "off";
    const previous = await setAppSetting({ key: "launch_campaign", value, now, db: trx });
    if (previous === value) return false;
    await recordAdminAction({ admin, action: enabled ? "campaign_enable" : "campaign_disable", target: { label: "launch_campaign" }, now, db: trx });
    return true;
  });
}

/**
 * Creates a promo code and records `promo_code_create` (the code as the row's label: a promo code
 * is shared publicity, not a secret of one account).
 * @returns the code, or `{ ok: false, reason: "taken" }` when a custom code exists already
 */
export async function createPromo({
  admin,
  input,
  now,
}: {
  admin: Admin;
  input: { code?: string; premiumDays: number; maxUses: number; expiresAt: Date };
  now: Date;
}): Promise<{ ok: true; promo: PromoCode } | { ok: false; reason: "taken" }> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const created = await createPromoCode({ input, createdBy: admin.id, now, db: trx });
    if (!created.ok) return created;
    const { promo } = created;
    await recordAdminAction({
      admin,
      action: "promo_code_create",
      target: { label: promo.code },
      details: { days: promo.premiumDays, maxUses: promo.maxUses, expiresAt: promo.expiresAt },
      now,
      db: trx,
    });
    return created;
  });
}
