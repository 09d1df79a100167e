/**
 * POST /api/stripe/webhook (issue 13; decision record 0026). The signature is checked on the raw
 * body with the endpoint's secret (`Stripe-Signature`, 5 minutes of tolerance: the SDK's
 * default); a bad or missing one is a 400 and nothing is read from the body. A signed event is
 * applied exactly once and in any order: its subscription is fetched from Stripe and stored whole
 * (app/services/payments/subscription-sync.server.ts), with the event id recorded in the same
 * transaction. With several processes behind one public URL (README "Running several processes"),
 * Stripe's deliveries for one subscription may reach different processes at once: the sync takes
 * them in turns under a PostgreSQL advisory lock keyed by the subscription id (decision record
 * 0040), and the `stripe_events` row keeps each event applied once whichever process gets it.
 */
import type Stripe from "stripe";
import { getStripe, webhookSecret } from "~/services/stripe.server";
import { recordIgnoredEvent, syncSubscription, type SyncOutcome } from "./subscription-sync.server";

/** The event types this endpoint acts on (issue 13). Others are answered 200 and recorded. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** What the endpoint did with one delivery. */
export type WebhookResult = { status: 400; error: "payments_disabled" | "invalid_signature" } | { status: 200; outcome: SyncOutcome | "ignored" };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The subscription an invoice belongs to (API 2025+: `parent.subscription_details`; older: `subscription`). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription as string | { id: string } | null | undefined);
  return fromParent ?? idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription);
}

/**
 * Verifies and applies one webhook delivery. `rawBody` must be the bytes Stripe sent (not
 * re-serialised JSON), `signature` the `Stripe-Signature` header.
 * @throws Stripe API errors while fetching the subscription (the route answers 500, Stripe retries).
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
  const stripe = getStripe();
  const secret = webhookSecret();
  if (!stripe || !secret) return { status: 400, error: "payments_disabled" };
  if (!signature) return { status: 400, error: "invalid_signature" };
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return { status: 400, error: "invalid_signature" };
  }
  const meta = { id: event.id, type: event.type };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== "subscription" || !subscriptionId) break;
      const userId = Number(session.client_reference_id);
      const outcome = await syncSubscription(stripe, subscriptionId, {
        event: meta,
        checkout: { sessionId: session.id, userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null, customerId: idOf(session.customer) },
      });
      return { status: 200, outcome };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { status: 200, outcome: await syncSubscription(stripe, event.data.object.id, { event: meta }) };
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscriptionId = invoiceSubscription(event.data.object);
      if (!subscriptionId) break;
      return { status: 200, outcome: await syncSubscription(stripe, subscriptionId, { event: meta }) };
    }
  }
  await recordIgnoredEvent(meta);
  return { status: 200, outcome: "ignored" };
}
