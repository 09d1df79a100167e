/**
 * The Stripe client (issue 13; docs/architecture.md "Payments"). Payments are on only when
 * `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set; otherwise {@link getStripe} returns null
 * and every caller answers "payments are not available on this server". `STRIPE_API_BASE` points
 * the official SDK at another host (the loopback fake of tests/fakes/stripe-server.ts) through its
 * `host`, `port` and `protocol` options.
 *
 * The SDK is loaded on the first call of {@link getStripe} with payments on, so a server with
 * payments off never holds it (about 5 MB; decision record 0043).
 */
import { createRequire } from "node:module";
import type Stripe from "stripe";
import { stripeSettings, type StripeSettings } from "~/utils/env.server";

const require = createRequire(import.meta.url);

let cached: { key: string; client: Stripe } | undefined;

/** Longest wait for one Stripe call, in ms (the SDK retries a failed call once, with our idempotency key). */
export const STRIPE_TIMEOUT_MS = 20_000;

/** The configured Stripe client, or null when payments are off. One instance per configuration. */
export function getStripe(): Stripe | null {
  const settings = stripeSettings();
  if (!settings) return null;
  const key = JSON.stringify([settings.secretKey, settings.api]);
  if (cached?.key === key) return cached.client;
  const StripeSdk = require("stripe") as typeof Stripe;
  const client = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "Respiro" },
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
  cached = { key, client };
  return client;
}

/** Whether payments are on (both Stripe keys set). */
export function paymentsEnabled(): boolean {
  return stripeSettings() !== null;
}

/** The webhook signing secret, or null when payments are off. */
export function webhookSecret(): StripeSettings["webhookSecret"] | null {
  return stripeSettings()?.webhookSecret ?? null;
}

/**
 * The origins a form post may be redirected to when payments are on (the CSP's `form-action`):
 * Stripe Checkout and the Billing Portal, or the fake's origin under `STRIPE_API_BASE`.
 */
export function stripeFormTargets(): string[] {
  const settings = stripeSettings();
  if (!settings) return [];
  if (settings.api) return [`${settings.api.protocol}://${settings.api.host}:${settings.api.port}`];
  return ["https://checkout.stripe.com", "https://billing.stripe.com"];
}

export type { Stripe };
