/**
 * Guards (docs/architecture.md "Guards"): who may load a page or run an action, decided on the
 * server from `getEntitlements` (docs/architecture.md "Entitlements: who may do what"), and the
 * checks that wrap every action. remix-serve has no middleware that runs before an action, so
 * every route `action` is built with {@link formAction} or {@link jsonAction} (or, for API paths
 * that take no POST, {@link apiMethodNotAllowed} / {@link apiNotFound}); a test enumerates every
 * route module and proves each one refuses a cross-site POST (tests/integration/guards.test.ts),
 * so a new action cannot forget it (docs/decisions/0009-action-guards.md). The same wrappers
 * bound the request body and refuse bad requests with a 4xx before the handler runs
 * (docs/decisions/0013-request-bodies-and-bad-requests.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { entitlementSubject, healthDataConsentPending } from "~/models/user.server";
import type { Account } from "~/models/user.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";
import { CONSENT_REQUIRED, consentPath } from "./consent";
import { getEntitlements, type Entitlements } from "./entitlements";
import { getT } from "./locale.server";
import { REFUSAL_MESSAGE_KEYS, REQUEST_REFUSALS, type RefusalData, type RequestRefusal } from "./request-errors";
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES, readBoundedBody, withBufferedBody } from "./request-body.server";
import { isCrossSite, isFormContentType, isJsonContentType } from "./request-guard.server";
import { logStorageFailure, STORAGE_RETRY_AFTER_SECONDS, storageFailureCode } from "./storage-failure.server";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";
import { pickNamespaces, ROOT_NAMESPACES } from "./translations.server";
import { toastHeader } from "./toast.server";

export { requireUser };
export { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES };

type Handler<R> = (args: ActionFunctionArgs) => Promise<R>;

/** Options of {@link formAction}. */
export interface FormActionOptions {
  /** Largest body accepted, in bytes; default {@link FORM_BODY_LIMIT_BYTES}. Raise it only for an action that takes an upload. */
  maxBytes?: number;
}

/** Options of {@link jsonAction}. */
export interface JsonActionOptions {
  /** Largest body accepted, in bytes; default {@link JSON_BODY_LIMIT_BYTES}. */
  maxBytes?: number;
  /**
   * "required" (default): the body must be `application/json`. "optional": a POST with no body
   * and no content type passes too (spec §7 "POST /api/auth/logout: payload none").
   */
  body?: "required" | "optional";
}

const Allow = { Allow: "POST" };

/**
 * The answer to a refused form request, thrown by {@link formAction}: `{ error, message, limitKb? }`
 * with the refusal's status, shown by the root error boundary as `RequestErrorPage`. It carries
 * the layout's strings too: when an action's refusal reaches the root boundary of a document
 * request, the root loader does not run, and the browser would otherwise hydrate without them.
 */
async function refuseForm(request: Request, refusal: RequestRefusal, extra: { limitBytes?: number; headers?: HeadersInit } = {}): Promise<Response> {
  const { locale, t } = await getT(request);
  const limitKb = extra.limitBytes === undefined ? undefined : Math.floor(extra.limitBytes / 1024);
  const data: RefusalData & { i18n: { locale: string; bundle: unknown } } = {
    error: refusal,
    message: t(REFUSAL_MESSAGE_KEYS[refusal], { limit: limitKb }),
    ...(limitKb === undefined ? {} : { limitKb }),
    i18n: { locale, bundle: pickNamespaces(locale, ROOT_NAMESPACES) },
  };
  const headers = new Headers(extra.headers);
  headers.set("Cache-Control", "no-store");
  return json(data, { status: REQUEST_REFUSALS[refusal], headers });
}

/** `{ success: false, error, message }` with `status`, no-store (the JSON API's error shape, spec §7). */
function apiRefusal(status: number, error: string, message: string, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  all.set("Cache-Control", "no-store");
  all.set("X-Content-Type-Options", "nosniff");
  return json({ success: false as const, error, message }, { status, headers: all });
}

/**
 * An HTML form action. Before `handler` runs, in this order, it refuses with the translated error
 * page and its status:
 * - 405 a method other than POST;
 * - 403 a cross-site request (Origin and `Sec-Fetch-Site`, OWASP CSRF Prevention Cheat Sheet
 *   "Verifying Origin with standard headers" and "Fetch Metadata");
 * - 415 a body that is not `application/x-www-form-urlencoded` or `multipart/form-data`;
 * - 413 a body over `options.maxBytes` (default 64 KiB), from `Content-Length` before reading
 *   and while it streams otherwise;
 * - 400 a body that does not parse as a form.
 * When `handler` fails because the database cannot store (a full disk, a lock held past the busy
 * timeout, an I/O error: utils/storage-failure.server.ts) the answer is a translated 503 with
 * Retry-After instead of a 500.
 * `handler` gets a copy of the request with the body already read, so it can call
 * `request.formData()` (or clone it) as usual.
 * Used as `export async function action(args) { return formAction(args, async ({ request }) => …) }`:
 * a function declaration, never `export const action = wrap(…)`, which the browser build could
 * not drop (Remix "Module Constraints").
 */
export async function formAction<R>(args: ActionFunctionArgs, handler: Handler<R>, options: FormActionOptions = {}): Promise<R> {
  const { request } = args;
  const maxBytes = options.maxBytes ?? FORM_BODY_LIMIT_BYTES;
  if (request.method !== "POST") throw await refuseForm(request, "method_not_allowed", { headers: Allow });
  if (isCrossSite(request)) throw await refuseForm(request, "cross_site");
  if (!isFormContentType(request.headers.get("Content-Type"))) throw await refuseForm(request, "unsupported_media_type");
  const body = await readBoundedBody(request, maxBytes);
  if (!body) throw await refuseForm(request, "payload_too_large", { limitBytes: maxBytes });
  const buffered = withBufferedBody(request, body);
  try {
    await buffered.clone().formData();
  } catch {
    throw await refuseForm(request, "bad_request");
  }
  try {
    return await handler({ ...args, request: buffered });
  } catch (error) {
    const code = storageFailureCode(error);
    if (!code) throw error;
    logStorageFailure(code, "a form action");
    throw await refuseForm(request, "storage_unavailable", { headers: { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) } });
  }
}

/**
 * A JSON API action (spec §7). Before `handler` runs it refuses, with a translated JSON error
 * `{ success: false, error, message }`: 405 a method other than POST, 403 a cross-site request,
 * 415 a body that is not `application/json` (a POST with no body and no content type passes when
 * `options.body` is "optional"), 413 a body over `options.maxBytes` (default 64 KiB; from
 * `Content-Length`, else counted while it streams). `handler` gets a copy of the request with
 * the body already read; parsing it is the handler's (`readJsonAction`: 400 on invalid JSON).
 */
export async function jsonAction<R>(args: ActionFunctionArgs, handler: Handler<R>, options: JsonActionOptions = {}): Promise<R> {
  const { request } = args;
  const maxBytes = options.maxBytes ?? JSON_BODY_LIMIT_BYTES;
  const { t } = await getT(request);
  if (request.method !== "POST") throw apiRefusal(405, "method_not_allowed", t("errors.methodNotAllowed"), Allow);
  if (isCrossSite(request)) throw apiRefusal(403, "forbidden", t("validation.forbidden_origin"));
  const type = request.headers.get("Content-Type");
  const isJson = isJsonContentType(type);
  if (!isJson && !(options.body === "optional" && !type)) throw apiRefusal(415, "unsupported_media_type", t("validation.unsupported_media_type"));
  // Without a content type only an empty body is accepted: a single byte makes it a 415.
  const body = await readBoundedBody(request, isJson ? maxBytes : 0);
  if (!body && !isJson) throw apiRefusal(415, "unsupported_media_type", t("validation.unsupported_media_type"));
  if (!body) throw apiRefusal(413, "payload_too_large", t("errors.payloadTooLarge", { limit: Math.floor(maxBytes / 1024) }));
  try {
    return await handler({ ...args, request: withBufferedBody(request, body) });
  } catch (error) {
    const code = storageFailureCode(error);
    if (!code) throw error;
    logStorageFailure(code, "an API action");
    throw apiRefusal(503, "storage_unavailable", t("errors.storageUnavailable"), { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) });
  }
}

/**
 * The loader or action of an API route for a method it does not take (spec §7 answers are JSON,
 * never HTML): 403 JSON for a cross-site request, else 405 JSON with `Allow: allow`. Used by
 * read-only API routes as `export async function action(args) { return apiMethodNotAllowed(args, "GET") }`
 * and by POST-only ones as their loader.
 */
export async function apiMethodNotAllowed(args: ActionFunctionArgs | LoaderFunctionArgs, allow: "GET" | "POST"): Promise<Response> {
  const { t } = await getT(args.request);
  if (isCrossSite(args.request)) return apiRefusal(403, "forbidden", t("validation.forbidden_origin"));
  return apiRefusal(405, "method_not_allowed", t("errors.methodNotAllowed"), { Allow: allow });
}

/**
 * Any method on an `/api/…` path that does not exist (routes/api.$.ts): 403 JSON for a
 * cross-site request, else 404 `{ success: false, error: "not_found", message }`, translated.
 */
export async function apiNotFound(args: ActionFunctionArgs | LoaderFunctionArgs): Promise<Response> {
  const { t } = await getT(args.request);
  if (isCrossSite(args.request)) return apiRefusal(403, "forbidden", t("validation.forbidden_origin"));
  return apiRefusal(404, "not_found", t("api.notFound"));
}

/**
 * For pages only visitors need (sign-in, sign-up): a signed-in person goes home.
 * @throws Response 302 to "/" when signed in.
 */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getOptionalUser(request)) throw redirect("/");
}

export type Feature = keyof Entitlements["features"];

/**
 * The signed-in user and their entitlements at `now`, when they have `feature`.
 * @throws Response 302 to /login (coming back here) for a visitor; 403 when the plan lacks it.
 */
export async function requireEntitlement(request: Request, feature: Feature, now = new Date()): Promise<{ user: Account; entitlements: Entitlements }> {
  const user = await requireUser(request);
  const entitlements = getEntitlements(entitlementSubject(user), now);
  if (!entitlements.features[feature]) throw new Response("Forbidden", { status: 403 });
  return { user, entitlements };
}

/**
 * The signed-in administrator (docs/architecture.md "Where the server decides more than the specification" 3: a server-side role).
 * @throws Response 302 to /login for a visitor, 403 for anybody who is not an administrator.
 */
export async function requireAdmin(request: Request): Promise<Account> {
  return (await requireEntitlement(request, "admin")).user;
}

/** Where an administrator without two-factor sign-in is sent before a destructive action. */
export const TWO_FACTOR_ENROL_PATH = "/profile/two-factor";

/**
 * The administrator performing an admin action (issue 14 item 9). Every admin action calls it
 * with `destructive: true` when the action deletes, revokes or disables something; the rule for
 * those (two-factor sign-in, issue 14 item 8, ASVS 5.0 6.3.3; decision record 0035) is decided
 * here, in one place: an administrator without two-factor sign-in on is not allowed a destructive
 * action and is sent to turn it on first (303 to {@link TWO_FACTOR_ENROL_PATH} with a toast that
 * says why; a redirect works without JavaScript and for a fetcher alike). Nothing is changed.
 * @throws Response 302 to /login for a visitor, 403 for anybody who is not an administrator,
 *   303 to /profile/two-factor for a destructive action of an administrator without two-factor.
 */
export async function requireAdminAction(request: Request, { destructive = false }: { destructive?: boolean } = {}): Promise<Account> {
  const admin = await requireAdmin(request);
  if (destructive && !(await isTwoFactorEnabled({ userId: admin.id }))) {
    throw redirect(TWO_FACTOR_ENROL_PATH, {
      status: 303,
      headers: {
        "Set-Cookie": await toastHeader(request, {
          title: "twoFactor.adminRequired.title",
          description: "twoFactor.adminRequired.description",
          variant: "destructive",
        }),
      },
    });
  }
  return admin;
}

/**
 * The 403 answer for a person whose wellbeing-data consent is pending:
 * `{ success: false, error: "consent_required", message }` with the message in the request's
 * language, never cached. The JSON API returns it as is; on a web page the root error boundary
 * shows it as a page with the way to the consent screen.
 */
export async function consentRequiredResponse(request: Request): Promise<Response> {
  const { t } = await getT(request);
  return json({ success: false as const, error: CONSENT_REQUIRED, message: t("consent.required") }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/**
 * The guard of every feature that stores wellbeing data: chat messages, the safety plan, and the
 * mood, reflections and notes to come (GDPR art. 9(2)(a) explicit consent; decision record
 * 0014). Returns when `user` has given the consent (`users.health_data_consent_at`).
 * The crisis answer of the safety gate never goes through it: a person in crisis is answered
 * with or without consent, and nothing is stored (app/services/ai/chat-turn.server.ts).
 * @param onMissing "redirect" for a page's loader: 302 to the consent screen, which comes back
 *   here; "forbid" (default) for an action or the JSON API: 403 {@link consentRequiredResponse}.
 * @throws Response as above while the consent is pending.
 */
export async function requireHealthDataConsent(
  request: Request,
  user: Pick<Account, "healthDataConsentAt">,
  { onMissing = "forbid" }: { onMissing?: "redirect" | "forbid" } = {},
): Promise<void> {
  if (!healthDataConsentPending(user)) return;
  if (onMissing === "redirect") {
    const url = new URL(request.url);
    throw redirect(consentPath(url.pathname + url.search));
  }
  throw await consentRequiredResponse(request);
}
