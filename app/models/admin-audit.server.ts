/**
 * The administrators' audit log (issue 14 item 7; OWASP ASVS 5.0 V16.2): who did what, on whom,
 * when. Every admin action calls {@link recordAdminAction} with the transaction it writes in, so
 * the action and its row land together or not at all. Nothing of a user's health data or any
 * secret goes into `details` (docs/architecture.md "Administration").
 */
import { getDb, type DbExecutor } from "~/db.server";

/** The actions the audit log knows; the label of each is `admin.audit.actions.<name>` in the locales. */
export const ADMIN_ACTIONS = [
  "premium_grant",
  "premium_revoke",
  "admin_grant",
  "admin_revoke",
  "reset_code_issue",
  "sign_in_disable",
  "sign_in_enable",
  "account_delete",
  "campaign_enable",
  "campaign_disable",
  "promo_code_create",
  "resource_create",
  "resource_update",
  "resource_hide",
  "resource_show",
  "quote_create",
  "quote_update",
  "quote_hide",
  "quote_show",
  "support_message_handle",
  "two_factor_enable",
  "two_factor_disable",
] as const;

export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export interface AdminAuditEntry {
  id: number;
  adminId: number | null;
  adminUsername: string;
  action: AdminAction;
  targetUserId: number | null;
  targetLabel: string | null;
  /** The action's parameters, e.g. `{ until: "2027-01-31" }`. */
  details: Record<string, string | number | boolean | null>;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/**
 * Appends one row. Call it with the transaction the action writes in (`db.transaction().execute(trx => …)`).
 * @param entry.admin the acting administrator (id and username; the username is kept as a snapshot)
 * @param entry.target the account acted on, if any; `label` for a non-user target (a code, a slug)
 * @param entry.details small JSON-safe parameters; never health data, passwords, codes or tokens
 * @returns the new row's id
 */
export async function recordAdminAction({
  admin,
  action,
  target,
  details = {},
  now = new Date(),
  db: executor,
}: {
  admin: { id: number; username: string };
  action: AdminAction;
  target?: { userId?: number | null; label?: string | null };
  details?: AdminAuditEntry["details"];
  now?: Date;
  db?: DbExecutor;
}): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .insertInto("admin_audit_log")
    .values({
      admin_id: admin.id,
      admin_username: admin.username,
      action,
      target_user_id: target?.userId ?? null,
      target_label: target?.label ?? null,
      details: JSON.stringify(details),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows per page of /admin/audit. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * One page (1-based) of the log, newest first, and the total number of rows.
 * @param filter.targetUserId only the rows about this account (the user detail page)
 */
export async function listAdminActions({
  page = 1,
  pageSize = AUDIT_PAGE_SIZE,
  targetUserId,
  db: executor,
}: { page?: number; pageSize?: number; targetUserId?: number; db?: DbExecutor } = {}): Promise<{ entries: AdminAuditEntry[]; total: number }> {
  const db = executor ?? (await getDb());
  let query = db.selectFrom("admin_audit_log");
  if (targetUserId !== undefined) query = query.where("target_user_id", "=", targetUserId);
  const [rows, count] = await Promise.all([
    query
      .select(["id", "admin_id", "admin_username", "action", "target_user_id", "target_label", "details", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: r.id,
      adminId: r.admin_id,
      adminUsername: r.admin_username,
      action: r.action as AdminAction,
      targetUserId: r.target_user_id,
      targetLabel: r.target_label,
      details: parseDetails(r.details),
      createdAt: r.created_at,
    })),
  };
}

function parseDetails(text: string): AdminAuditEntry["details"] {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as AdminAuditEntry["details"]) : {};
  } catch {
    return {};
  }
}
