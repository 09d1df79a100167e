/**
 * /admin/support's one action (issue 14 item 6): marking a support message handled, with its
 * audit row in the same transaction (docs/architecture.md "Administration").
 */
import { getDb } from "~/db.server";
import { recordAdminAction } from "~/models/admin-audit.server";
import { markSupportMessageHandled } from "~/models/support-message.server";

/**
 * Marks message `id` handled by `admin` at `now` and records `support_message_handle`, together or
 * not at all. The audit row names the message by its number only (the message is the sender's).
 * @returns false when there is no such message or it was already handled (nothing recorded)
 */
export async function handleSupportMessage({ admin, id, now }: { admin: { id: number; username: string }; id: number; now: Date }): Promise<boolean> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    if (!(await markSupportMessageHandled({ id, now, db: trx }))) return false;
    await recordAdminAction({ admin, action: "support_message_handle", target: { label: `#${id}` }, now, db: trx });
    return true;
  });
}
