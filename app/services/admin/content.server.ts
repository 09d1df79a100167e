/**
 * /admin/content's actions (issue 14 item 5; decision record 0036): create, edit, hide and show
 * resources and quotes, each with its audit row in the same transaction.
 */
import { getDb } from "~/db.server";
import { recordAdminAction } from "~/models/admin-audit.server";
import { insertQuote, insertResource, setContentHidden, updateQuote, updateResource, type QuoteInput, type ResourceInput } from "~/models/admin-content.server";

type Admin = { id: number; username: string };

/**
 * Saves a resource: `mode` "create" (refused when the slug is taken) or "update" (refused when it
 * does not exist), then records `resource_create` / `resource_update` with the slug as label.
 * @returns "ok", "taken" or "missing"
 */
export async function saveResource({
  admin,
  input,
  mode,
  now,
}: {
  admin: Admin;
  input: ResourceInput;
  mode: "create" | "update";
  now: Date;
}): Promise<"ok" | "taken" | "missing"> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    if (mode === "create" ? !(await insertResource({ input, now, db: trx })) : !(await updateResource({ input, now, db: trx }))) {
      return mode === "create" ? "taken" : "missing";
    }
    await recordAdminAction({ admin, action: mode === "create" ? "resource_create" : "resource_update", target: { label: input.slug }, now, db: trx });
    return "ok";
  });
}

/** Saves a quote, like {@link saveResource}, recording `quote_create` / `quote_update`. */
export async function saveQuote({
  admin,
  input,
  mode,
  now,
}: {
  admin: Admin;
  input: QuoteInput;
  mode: "create" | "update";
  now: Date;
}): Promise<"ok" | "taken" | "missing"> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    if (mode === "create" ? !(await insertQuote({ input, now, db: trx })) : !(await updateQuote({ input, now, db: trx }))) {
      return mode === "create" ? "taken" : "missing";
    }
    await recordAdminAction({ admin, action: mode === "create" ? "quote_create" : "quote_update", target: { label: input.id }, now, db: trx });
    return "ok";
  });
}

/**
 * Hides or shows a resource or a quote and records `resource_hide` / `resource_show` /
 * `quote_hide` / `quote_show`.
 * @returns false when nothing changed (no such item, or already in that state): nothing recorded
 */
export async function setVisibility({
  admin,
  kind,
  id,
  hidden,
  now,
}: {
  admin: Admin;
  kind: "resource" | "quote";
  id: string;
  hidden: boolean;
  now: Date;
}): Promise<boolean> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    if (!(await setContentHidden({ kind, id, hidden, now, db: trx }))) return false;
    await recordAdminAction({ admin, action: `${kind}_${hidden ? "hide" : "show"}`, target: { label: id }, now, db: trx });
    return true;
  });
}
