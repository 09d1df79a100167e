/**
 * POST /api/chat (docs/architecture.md "The AI companion"): JSON `{ message, conversationId? }` →
 * `{ reply, conversationId, crisis, distortions, remaining, suggestions }` (`remaining` null when unlimited;
 * `distortions`: the thinking patterns offered under the reply, decision records 0019 and 0021;
 * `suggestions`: 2–4 quick replies to offer under the reply, or [] — decision record 0016).
 * With `Accept: text/event-stream` the reply streams as server-sent events: `delta` events
 * `{ text }`, then one `done` event with the same fields. 401 signed out, 400 empty or over 2000
 * characters, 429 limit reached (with the upgrade message), 403 `consent_required` while the
 * wellbeing-data consent is pending, except for a crisis message: the safety gate answers it
 * anyway (`conversationId` null, nothing stored; decision record 0014).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isPageAvailable } from "~/components/layout/nav-items";
import { entitlementSubject, healthDataConsentPending } from "~/models/user.server";
import { startChatTurn } from "~/services/ai/chat-turn.server";
import { apiError, apiJson, readJsonAction } from "~/services/api.server";
import { ChatMessageSchema, describeChatRefusal, refusalOfParse } from "~/services/ai/chat-request.server";
import { getEntitlements } from "~/utils/entitlements";
import { getT } from "~/utils/locale.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { apiMethodNotAllowed, consentRequiredResponse, jsonAction } from "~/utils/guards.server";

export async function loader(args: LoaderFunctionArgs) {
  return apiMethodNotAllowed(args, "POST");
}

export async function action(args: ActionFunctionArgs) {
  return jsonAction(args, async ({ request }) => {
    const { t, locale } = await getT(request);
    const user = await getOptionalUser(request);
    if (!user) return apiError(401, "unauthorized", t("api.unauthorized"));
    const body = await readJsonAction(request, t);
    const parsed = ChatMessageSchema.safeParse(body);
    if (!parsed.success) {
      const refusal = refusalOfParse(parsed.error);
      const { status, key, values } = describeChatRefusal(refusal, null);
      return apiError(status, refusal, t(key, values));
    }

    const abort = new AbortController();
    request.signal.addEventListener("abort", () => abort.abort(), { once: true });
    const entitlements = getEntitlements(entitlementSubject(user), new Date());
    const turn = await startChatTurn({
      userId: user.id,
      entitlements,
      healthDataConsent: !healthDataConsentPending(user),
      locale,
      message: parsed.data.message,
      conversationId: parsed.data.conversationId,
      signal: abort.signal,
    });
    if (!turn.ok) {
      if (turn.reason === "consent_required") return consentRequiredResponse(request);
      const { status, key, values } = describeChatRefusal(turn.reason, entitlements.dailyAiLimit);
      return apiError(status, turn.reason, t(key, values), {
        remaining: "remaining" in turn ? turn.remaining : undefined,
        upgradeUrl: turn.reason === "limit_reached" && isPageAvailable("/premium") ? "/premium" : undefined,
      });
    }

    // No "last free request" toast: the chat shows the limit card right after this turn.
    const headers = new Headers();

    if (!/text\/event-stream/.test(request.headers.get("Accept") ?? "")) {
      let reply = "";
      for await (const chunk of turn.chunks) reply += chunk;
      return apiJson({ success: true as const, reply, ...turn.meta, distortions: await turn.patterns, suggestions: await turn.suggestions }, { headers });
    }

    const encoder = new TextEncoder();
    const iterator = turn.chunks[Symbol.asyncIterator]();
    let reply = "";
    // Set when the reader goes away (cancel); a pull still awaiting the model must then not touch
    // the controller: enqueue/close on a cancelled stream throw "Invalid state" (WHATWG Streams).
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await iterator.next();
          if (cancelled) return;
          if (next.done) {
            const done = {
              reply,
              conversationId: turn.meta.conversationId,
              crisis: turn.meta.crisis,
              distortions: await turn.patterns,
              remaining: turn.meta.remaining,
              suggestions: await turn.suggestions,
            };
            controller.enqueue(encoder.encode(`event: done\ndata: ${JSON.stringify(done)}\n\n`));
            controller.close();
            return;
          }
          reply += next.value;
          controller.enqueue(encoder.encode(`event: delta\ndata: ${JSON.stringify({ text: next.value })}\n\n`));
        } catch {
          if (cancelled) return;
          controller.enqueue(encoder.encode(`event: error\ndata: ${JSON.stringify({ message: t("chat.errors.generic") })}\n\n`));
          controller.close();
        }
      },
      async cancel() {
        cancelled = true;
        abort.abort();
        await iterator.return?.();
      },
    });
    headers.set("Content-Type", "text/event-stream; charset=utf-8");
    // no-transform: remix-serve's compression middleware honours it (RFC 9111 §5.2.2.6), so the
    // events are not held in its gzip/brotli buffer; with compression the first sentence reached
    // the browser hundreds of ms late (decision record 0021; tests/e2e/model-failures.spec.ts (e)).
    headers.set("Cache-Control", "no-store, no-transform");
    headers.set("X-Accel-Buffering", "no");
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(stream, { status: 200, headers });
  });
}
