/**
 * `npm run stripe:setup`: creates or updates, idempotently, Respiro's Stripe product, its four
 * prices (by lookup_key) and the launch coupons (max_redemptions 10), with the keys of the
 * environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE for the test fake).
 * Prints what it created or kept; exits 1 when payments are not configured or Stripe refuses.
 */
import { ensureStripeCatalogue } from "~/services/payments/catalogue.server";
import { getStripe } from "~/services/stripe.server";

async function main() {
  const stripe = getStripe();
  if (!stripe) {
    console.error('Payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README "Payments with Stripe").');
    process.exit(1);
  }
  const report = await ensureStripeCatalogue(stripe);
  console.log(`product respiro_premium: ${report.product}`);
  for (const [option, price] of Object.entries(report.prices)) console.log(`price ${option}: ${price.id} (${price.action})`);
  for (const [id, action] of Object.entries(report.coupons)) console.log(`coupon ${id}: ${action}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`stripe:setup failed: ${message}`);
  process.exit(1);
});
