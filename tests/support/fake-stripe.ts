/**
 * The loopback fake Stripe (tests/fakes/stripe-server.ts) configured as this app's Stripe for one
 * test file: started before its tests with the catalogue made by `ensureStripeCatalogue` (what
 * `npm run stripe:setup` runs), its webhooks delivered to the real POST /api/stripe/webhook
 * action, and unconfigured after them.
 * @returns a getter of the running fake.
 */
import { afterAll, beforeAll } from "vitest";
import * as webhookRoute from "~/routes/api.stripe.webhook";
import { ensureStripeCatalogue } from "~/services/payments/catalogue.server";
import { getStripe } from "~/services/stripe.server";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import { call, ORIGIN } from "./requests";

const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const;

/** POSTs `payload` to the webhook action with `signature`, as Stripe would; returns the status. */
export async function postWebhook(payload: string, signature: string | null): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  return call(webhookRoute.action, new Request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", headers, body: payload }));
}

export function useFakeStripe({ deliver = "immediate" }: { deliver?: "immediate" | "hold" } = {}): () => FakeStripe {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ deliver, webhookTarget: async (payload, signature) => (await postWebhook(payload, signature)).status });
    process.env.STRIPE_SECRET_KEY = fake.secretKey;
    process.env.STRIPE_WEBHOOK_SECRET = fake.webhookSecret;
    process.env.STRIPE_API_BASE = fake.url;
    await ensureStripeCatalogue(getStripe()!);
  });
  afterAll(async () => {
    for (const name of STRIPE_ENV) delete process.env[name];
    await fake.close();
  });
  return () => fake;
}
