/**
 * Guards (docs/architecture.md "Guards"): who may load a page or run an action, decided on the
 * server from `getEntitlements` (docs/architecture.md "Entitlements: who may do what"), and the cross-site refusal that
 * wraps every action. remix-serve has no middleware that runs before an action, so every route
 * `action` is built with {@link formAction} or {@link jsonAction}; a test enumerates every route
 * module and proves each one refuses a cross-site POST (tests/integration/guards.test.ts), so a
 * new action cannot forget it (docs/decisions/0009-action-guards.md).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { entitlementSubject, healthDataConsentPending } from "~/models/user.server";
import type { Account } from "~/models/user.server";
import { CONSENT_REQUIRED, consentPath } from "./consent";
import { getEntitlements, type Entitlements } from "./entitlements";
import { getT } from "./locale.server";
import { guardFormAction, guardJsonAction } from "./request-guard.server";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";

export { requireUser };

type Handler<R> = (args: ActionFunctionArgs) => Promise<R>;

/**
 * An HTML form action: refuses a cross-site request with 403 and any method but POST with 405
 * (OWASP CSRF Prevention Cheat Sheet, "Verifying Origin with standard headers" and "Fetch
 * Metadata"), then runs `handler`. Used as
 * `export async function action(args) { return formAction(args, async ({ request }) => …) }`:
 * a function declaration, never `export const action = wrap(…)`, which the browser build could
 * not drop (Remix "Module Constraints").
 */
export async function formAction<R>(args: ActionFunctionArgs, handler: Handler<R>): Promise<R> {
  guardFormAction(args.request);
  return handler(args);
}

/**
 * A JSON API action (spec §7): refuses a cross-site request (403), a method but POST (405) and a
 * body that is not `application/json` (415), with a translated JSON error, then runs `handler`.
 */
export async function jsonAction<R>(args: ActionFunctionArgs, handler: Handler<R>): Promise<R> {
  const { t } = await getT(args.request);
  guardJsonAction(args.request, { forbidden: t("validation.forbidden_origin"), unsupported: t("validation.unsupported_media_type") });
  return handler(args);
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
