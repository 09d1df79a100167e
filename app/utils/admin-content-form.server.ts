/**
 * The steps the two /admin/content edit routes (quotes and resources; issue 14 item 5, decision
 * record 0036) share in their actions: the hide / show POST and turning zod issues into one
 * translated error key per field.
 */
import { json, redirect } from "@remix-run/node";
import type { ZodIssue } from "zod";
import { setVisibility } from "~/services/admin/content.server";
import { requireAdminAction } from "~/utils/guards.server";
import { toastHeader } from "~/utils/toast.server";

/**
 * Handles the `hide` / `show` intents of an edit page. Hiding is destructive
 * (`requireAdminAction` with `destructive`, decision record 0035) and needs the ticked `confirm`
 * ("yes"); it is recorded in the audit log by `setVisibility` in the same transaction.
 * @returns 400 `{ errors: { visibility: "adminContent.errors.confirmHide" }, values: {} }` without
 * the confirmation, 409 with `adminContent.errors.unchanged` when there is no such item or it is
 * already in that state, else a 303 back to `path` with the hidden / shown toast.
 * @throws the responses of `requireAdminAction` (sign-in, two-step sign-in, CSRF origin)
 */
export async function visibilityAction({
  request,
  intent,
  confirm,
  kind,
  id,
  path,
}: {
  request: Request;
  intent: "hide" | "show";
  confirm: unknown;
  kind: "resource" | "quote";
  id: string;
  path: string;
}) {
  const hidden = intent === "hide";
  const admin = await requireAdminAction(request, { destructive: hidden });
  if (hidden && confirm !== "yes") return json({ errors: { visibility: "adminContent.errors.confirmHide" }, values: {} }, { status: 400 });
  if (!(await setVisibility({ admin, kind, id, hidden, now: new Date() }))) {
    return json({ errors: { visibility: "adminContent.errors.unchanged" }, values: {} }, { status: 409 });
  }
  return redirect(path, {
    status: 303,
    headers: { "Set-Cookie": await toastHeader(request, { title: hidden ? "adminContent.hiddenToast" : "adminContent.shownToast" }) },
  });
}

/**
 * The first zod issue of each field (its message is a translation key), keyed by the field's name;
 * `visibility` gets `adminContent.errors.unknown` when the POST's intent is not `save`.
 */
export function contentFormErrors<F extends string>(issues: readonly ZodIssue[], intent: unknown): Partial<Record<F | "visibility", string>> {
  const errors: Partial<Record<F | "visibility", string>> = {};
  for (const issue of issues) errors[issue.path[0] as F] ??= issue.message;
  if (intent !== "save") errors.visibility = "adminContent.errors.unknown";
  return errors;
}

/** The submitted text of each of `fields`, cut to `max` characters ("" when absent), to refill the form. */
export function submittedValues(form: Record<string, FormDataEntryValue>, fields: readonly string[], max: number): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, typeof form[f] === "string" ? String(form[f]).slice(0, max) : ""]));
}
