/**
 * The Stripe catalogue Respiro sells (spec §9; issue 13), made idempotently by
 * `npm run stripe:setup` (scripts/stripe-setup.ts): one product with a fixed id, the four prices by
 * `lookup_key` (monthly 4.99, yearly 39.99, launch monthly 2.49, launch yearly 19.99 EUR) and the
 * two launch coupons, each with `max_redemptions` 10 (decision record 0027). Running it again
 * changes nothing; a price whose amount changed in code gets a new price that takes over the
 * lookup key (`transfer_lookup_key`), the old one is archived.
 */
import type Stripe from "stripe";
import { LAUNCH_OFFERS_PER_PLAN, PLAN_OPTIONS, PLAN_PRICES, STRIPE_PRODUCT_ID, type PlanOption } from "~/utils/plans";

/** The launch coupons: the first period of a launch price is its own; these cap a launch promotion code at 10 uses on Stripe's side too. */
export const LAUNCH_COUPONS = [
  { id: "respiro_launch_monthly", name: "Respiro launch monthly (50%)", percentOff: 50, appliesTo: "monthly" as const },
  { id: "respiro_launch_yearly", name: "Respiro launch yearly (50%)", percentOff: 50, appliesTo: "yearly" as const },
];

/** What one run did, for the script's output. */
export interface CatalogueReport {
  product: "created" | "kept";
  prices: Record<PlanOption, { id: string; action: "created" | "kept" | "replaced" }>;
  coupons: Record<string, "created" | "kept">;
}

const isMissing = (error: unknown) => (error as { statusCode?: number; code?: string })?.statusCode === 404;

/**
 * Creates what is missing of the catalogue and returns the ids. Idempotent: a second run reports
 * everything "kept" and creates nothing.
 * @throws Stripe errors other than "not found".
 */
export async function ensureStripeCatalogue(stripe: Stripe): Promise<CatalogueReport> {
  let product: CatalogueReport["product"] = "kept";
  try {
    await stripe.products.retrieve(STRIPE_PRODUCT_ID);
  } catch (error) {
    if (!isMissing(error)) throw error;
    await stripe.products.create({ id: STRIPE_PRODUCT_ID, name: "Respiro Premium" }, { idempotencyKey: `respiro-product-${STRIPE_PRODUCT_ID}` });
    product = "created";
  }

  const existing = await stripe.prices.list({ lookup_keys: PLAN_OPTIONS.map((option) => PLAN_PRICES[option].lookupKey), limit: 10 });
  const prices = {} as CatalogueReport["prices"];
  for (const option of PLAN_OPTIONS) {
    const wanted = PLAN_PRICES[option];
    const interval = wanted.plan === "yearly" ? "year" : "month";
    const found = existing.data.find((price) => price.lookup_key === wanted.lookupKey);
    if (found && found.active && found.unit_amount === wanted.cents && found.currency === "eur" && found.recurring?.interval === interval) {
      prices[option] = { id: found.id, action: "kept" };
      continue;
    }
    const created = await stripe.prices.create(
      {
        product: STRIPE_PRODUCT_ID,
        currency: "eur",
        unit_amount: wanted.cents,
        recurring: { interval },
        lookup_key: wanted.lookupKey,
        transfer_lookup_key: true,
        nickname: `Respiro ${option}`,
      },
      { idempotencyKey: `respiro-price-${wanted.lookupKey}-${wanted.cents}-${found?.id ?? "new"}` },
    );
    if (found) await stripe.prices.update(found.id, { active: false });
    prices[option] = { id: created.id, action: found ? "replaced" : "created" };
  }

  const coupons: CatalogueReport["coupons"] = {};
  for (const coupon of LAUNCH_COUPONS) {
    try {
      await stripe.coupons.retrieve(coupon.id);
      coupons[coupon.id] = "kept";
    } catch (error) {
      if (!isMissing(error)) throw error;
      await stripe.coupons.create(
        {
          id: coupon.id,
          name: coupon.name,
          percent_off: coupon.percentOff,
          duration: "once",
          max_redemptions: LAUNCH_OFFERS_PER_PLAN,
          applies_to: { products: [STRIPE_PRODUCT_ID] },
        },
        { idempotencyKey: `respiro-coupon-${coupon.id}` },
      );
      coupons[coupon.id] = "created";
    }
  }
  return { product, prices, coupons };
}

/** The Stripe price ids of the four options by lookup key. @throws Error naming a missing price ("run npm run stripe:setup"). */
export async function priceIdsByOption(stripe: Stripe): Promise<Record<PlanOption, string>> {
  const list = await stripe.prices.list({ lookup_keys: PLAN_OPTIONS.map((option) => PLAN_PRICES[option].lookupKey), active: true, limit: 10 });
  const out = {} as Record<PlanOption, string>;
  for (const option of PLAN_OPTIONS) {
    const price = list.data.find((p) => p.lookup_key === PLAN_PRICES[option].lookupKey);
    if (!price) throw new Error(`Stripe price ${PLAN_PRICES[option].lookupKey} is missing: run npm run stripe:setup`);
    out[option] = price.id;
  }
  return out;
}
