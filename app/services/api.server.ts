/**
 * Helpers for the JSON API of spec §7: answers are `{ success, … }`, never cached, and bad input
 * is a 4xx JSON error with a translated message, never a 500.
 */
import { json } from "@remix-run/node";
import type { ZodError } from "zod";
import { getEntitlements } from "~/utils/entitlements";
import { entitlementSubject, toPublicUser, type PublicUser } from "~/models/user.server";
import type { Account } from "~/models/user.server";
import { translateKey } from "~/utils/i18n";
import { getT } from "~/utils/locale.server";
import { readJsonBody } from "~/utils/request-guard.server";

type T = Awaited<ReturnType<typeof getT>>["t"];

/** A JSON answer with `Cache-Control: no-store`. */
export function apiJson<Data>(data: Data, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return json(data, { ...init, headers });
}

/** `{ success: false, error, message }` with `status`. */
export function apiError(status: number, error: string, message: string, extra: Record<string, unknown> = {}) {
  return apiJson({ success: false as const, error, message, ...extra }, { status });
}

/** Translated field errors of a zod error: `{ field: ["message", …] }`. */
export function translatedFieldErrors(error: ZodError, t: T): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(error.flatten().fieldErrors)) {
    if (keys?.length) out[field] = (keys as string[]).map((k) => translateKey(t, k));
  }
  return out;
}

/** Spec §3 user view with the entitlement decision of now. */
export function publicUserNow(user: Account): PublicUser {
  return toPublicUser(user, getEntitlements(entitlementSubject(user), new Date()).isPremium);
}

/**
 * Reads the JSON body of an action built with `jsonAction` (utils/guards.server.ts), which has
 * already refused cross-site requests and other content types.
 * @throws Response 400 `{ success: false, error: "invalid_json" }` with a translated message.
 */
export async function readJsonAction(request: Request, t: T): Promise<unknown> {
  return readJsonBody(request, t("validation.invalid_json"));
}
