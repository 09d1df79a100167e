/**
 * The premium plans and their prices (spec §9): the page shows them, the checkout sends the
 * matching Stripe price (by `lookup_key`, made by `npm run stripe:setup`). Money in EUR cents.
 * No `.server`: the plan page renders these numbers in the browser too.
 */

export type PlanInterval = "monthly" | "yearly";

/** What a person can buy: a plan at the regular price, or a plan at the launch price while offers last. */
export type PlanOption = "monthly" | "yearly" | "launch_monthly" | "launch_yearly";

export const PLAN_OPTIONS: readonly PlanOption[] = ["monthly", "yearly", "launch_monthly", "launch_yearly"];

/** Spec §9: monthly 4.99 EUR, yearly 39.99 EUR (3.33 a month, saves 33%); launch 2.49 and 19.99 EUR. */
export const PLAN_PRICES: Record<PlanOption, { plan: PlanInterval; cents: number; lookupKey: string; launch: boolean }> = {
  monthly: { plan: "monthly", cents: 499, lookupKey: "respiro_premium_monthly", launch: false },
  yearly: { plan: "yearly", cents: 3999, lookupKey: "respiro_premium_yearly", launch: false },
  launch_monthly: { plan: "monthly", cents: 249, lookupKey: "respiro_launch_monthly", launch: true },
  launch_yearly: { plan: "yearly", cents: 1999, lookupKey: "respiro_launch_yearly", launch: true },
};

/** Spec §9: 10 launch offers of each plan. */
export const LAUNCH_OFFERS_PER_PLAN = 10;

/** The Stripe product every price belongs to (a fixed id, so `stripe:setup` finds it again). */
export const STRIPE_PRODUCT_ID = "respiro_premium";

/** The option a checkout request names: one of {@link PLAN_OPTIONS} or its lookup key. */
export function planOptionFor(priceId: string): PlanOption | null {
  if ((PLAN_OPTIONS as readonly string[]).includes(priceId)) return priceId as PlanOption;
  const found = PLAN_OPTIONS.find((option) => PLAN_PRICES[option].lookupKey === priceId);
  return found ?? null;
}

/** The interval of a Stripe price by its lookup key (null for a price that is not ours). */
export function planForLookupKey(lookupKey: string | null | undefined): PlanInterval | null {
  const found = PLAN_OPTIONS.find((option) => PLAN_PRICES[option].lookupKey === lookupKey);
  return found ? PLAN_PRICES[found].plan : null;
}

/**
 * `cents` of EUR formatted for `locale`: "4,99 €" in Italian, "€4.99" in English.
 */
export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === "it" ? "it-IT" : "en-IE", { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** The yearly price per month, in cents, rounded down (39.99 / 12 = 3.33). */
export function yearlyPerMonthCents(yearlyCents: number): number {
  return Math.floor(yearlyCents / 12);
}

/** How much the yearly plan saves against 12 monthly payments, in whole percent (33). */
export function yearlySavingPercent(monthlyCents: number, yearlyCents: number): number {
  return Math.round((1 - yearlyCents / (12 * monthlyCents)) * 100);
}
