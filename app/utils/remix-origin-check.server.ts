/**
 * Remix 2.17 compares the `Origin` of every document POST (PUT, PATCH, DELETE) with `Host`
 * before any app code runs (`throwIfPotentialCSRFAttack` in @remix-run/server-runtime), and a
 * mismatch, an `Origin: null` or a malformed Origin THROWS: the answer is a bare 500 with a stack
 * trace in the log, for what is a client's bad request. remix-serve offers no hook before it.
 *
 * Respiro makes the same refusal itself, stricter (scheme and APP_URL too, and Fetch Metadata),
 * in every action: `formAction` / `jsonAction` (utils/guards.server.ts) answer such a request with
 * 403 and the translated error page, and tests/integration/guards.test.ts proves that every
 * route module's action does. Routes without an action change nothing (the router answers 405).
 * So {@link deferOriginCheckToGuards} replaces Remix's check by a no-op, once, when the server
 * build is loaded (app/entry.server.tsx; docs/decisions/0013-request-bodies-and-bad-requests.md).
 * tests/e2e/bad-requests.spec.ts shows over HTTP that a foreign or `null` Origin gets a 403 page,
 * so a Remix upgrade that moves the check fails there.
 */
import { createRequire } from "node:module";

/** Where Remix 2's server runtime keeps the check (its CommonJS build, which remix-serve loads). */
const REMIX_ACTIONS_MODULE = "@remix-run/server-runtime/dist/actions.js";

/**
 * Replaces Remix's own Origin check of document actions by a no-op (the guards make it).
 * @returns true when replaced; false when this Remix version has no such check where expected.
 */
export function deferOriginCheckToGuards(): boolean {
  try {
    const actions = createRequire(import.meta.url)(REMIX_ACTIONS_MODULE) as { throwIfPotentialCSRFAttack?: unknown };
    if (typeof actions.throwIfPotentialCSRFAttack !== "function") return false;
    actions.throwIfPotentialCSRFAttack = () => {};
    return true;
  } catch {
    return false;
  }
}
