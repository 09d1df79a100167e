/**
 * Who may do what (docs/architecture.md "Entitlements: who may do what: entitlements"; spec §4 "Product lifecycle",
 * §6 "Roles and permissions", §9 constants). One pure function decides every right; loaders and
 * actions call it, the browser never decides access.
 */
import { DAY_MS } from "./time";

/** Spec §9: free users get 3 AI requests a day across chat, exercises and meditation. */
export const FREE_DAILY_AI_LIMIT = 3;
/** Spec §6, §9: the standard trial gives basic chat at 5 messages a day. */
export const STANDARD_TRIAL_DAILY_AI_LIMIT = 5;
/** Spec §9: the standard trial lasts 7 days. */
export const STANDARD_TRIAL_DAYS = 7;
/** Spec §1, §9: the launch promo gives 10 days of full premium. */
export const LAUNCH_TRIAL_DAYS = 10;

/** Subscription statuses that grant access while the paid period has not ended (Stripe "Subscription.status"). */
const ACCESS_STATUSES = new Set(["active", "trialing", "past_due", "canceled"]);

export type PlanState = "visitor" | "free" | "standard_trial" | "launch_trial" | "premium" | "admin";

/** Content tiers of exercises, meditations, reflections and resources. */
export type ContentTier = "free" | "trial" | "premium";

/** The user fields entitlements depend on (camelCase view of the users row). */
export interface EntitlementSubject {
  isAdmin: boolean;
  trialKind: "standard" | "launch" | null;
  trialEndsAt: string | null;
  subscriptionPlan: "monthly" | "yearly" | null;
  subscriptionStatus: string | null;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Premium given by an administrator until this ISO UTC instant (decision record 0034); absent or null: none. */
  complimentaryPremiumUntil?: string | null;
}

export interface Entitlements {
  state: PlanState;
  signedIn: boolean;
  isAdmin: boolean;
  /** Full premium access: premium, launch trial or admin. */
  isPremium: boolean;
  /** The running trial, if any; `daysLeft` counts started days (1 = ends within 24 h). */
  trial: { kind: "standard" | "launch"; endsAt: string; daysLeft: number; expiresTomorrow: boolean } | null;
  /** A trial that has ended and was not followed by premium (for the "expired" banner). */
  trialExpired: boolean;
  /** The subscription while it grants access; `cancelAtPeriodEnd` means access stops at `endsAt`. */
  subscription: { plan: "monthly" | "yearly" | null; endsAt: string; cancelAtPeriodEnd: boolean } | null;
  /** AI requests per UTC day across every AI feature; null = unlimited (still abuse-throttled), 0 = none. */
  dailyAiLimit: number | null;
  /** Content tiers this person may open. */
  contentTiers: ContentTier[];
  features: {
    chat: boolean;
    moodTracking: boolean;
    aiModules: boolean;
    allReflections: boolean;
    premiumExercises: boolean;
    premiumMeditations: boolean;
    admin: boolean;
  };
}

function activeUntil(iso: string | null, now: Date): Date | null {
  if (!iso) return null;
  const end = new Date(iso);
  return Number.isNaN(end.getTime()) || end.getTime() <= now.getTime() ? null : end;
}

/**
 * Decides every right of `user` (null for a visitor) at instant `now`.
 * Rules: admin ⊇ premium; premium = a subscription with an access status whose period end is in
 * the future (a cancelled one keeps access until then, spec §4), or complimentary premium given by
 * an administrator until a future instant (decision record 0034); a trial is live until the last
 * millisecond before `trialEndsAt`. Pure: no I/O, no clock.
 */
export function getEntitlements(user: EntitlementSubject | null, now: Date): Entitlements {
  if (!user) {
    return {
      state: "visitor",
      signedIn: false,
      isAdmin: false,
      isPremium: false,
      trial: null,
      trialExpired: false,
      subscription: null,
      dailyAiLimit: 0,
      contentTiers: ["free"],
      features: featuresFor("visitor"),
    };
  }

  const subscriptionEnd = user.subscriptionStatus && ACCESS_STATUSES.has(user.subscriptionStatus) ? activeUntil(user.subscriptionEnd, now) : null;
  const trialEnd = user.trialKind ? activeUntil(user.trialEndsAt, now) : null;
  const trial =
    user.trialKind && trialEnd
      ? (() => {
          const daysLeft = Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS);
          return { kind: user.trialKind, endsAt: trialEnd.toISOString(), daysLeft, expiresTomorrow: daysLeft === 1 };
        })()
      : null;

  const complimentaryEnd = activeUntil(user.complimentaryPremiumUntil ?? null, now);

  let state: PlanState;
  if (user.isAdmin) state = "admin";
  else if (subscriptionEnd || complimentaryEnd) state = "premium";
  else if (trial?.kind === "launch") state = "launch_trial";
  else if (trial?.kind === "standard") state = "standard_trial";
  else state = "free";

  const isPremium = state === "admin" || state === "premium" || state === "launch_trial";
  return {
    state,
    signedIn: true,
    isAdmin: user.isAdmin,
    isPremium,
    trial,
    trialExpired: Boolean(user.trialKind && !trial && !subscriptionEnd && !complimentaryEnd && !user.isAdmin),
    subscription: subscriptionEnd ? { plan: user.subscriptionPlan, endsAt: subscriptionEnd.toISOString(), cancelAtPeriodEnd: user.cancelAtPeriodEnd } : null,
    dailyAiLimit: isPremium ? null : state === "standard_trial" ? STANDARD_TRIAL_DAILY_AI_LIMIT : FREE_DAILY_AI_LIMIT,
    contentTiers: isPremium ? ["free", "trial", "premium"] : state === "standard_trial" ? ["free", "trial"] : ["free"],
    features: featuresFor(state),
  };
}

function featuresFor(state: PlanState): Entitlements["features"] {
  const premium = state === "premium" || state === "launch_trial" || state === "admin";
  return {
    chat: state !== "visitor",
    moodTracking: premium,
    aiModules: premium,
    allReflections: premium,
    premiumExercises: premium,
    premiumMeditations: premium,
    admin: state === "admin",
  };
}

/** Whether `entitlements` opens content of `tier`. */
export function canOpenTier(entitlements: Entitlements, tier: ContentTier): boolean {
  return entitlements.contentTiers.includes(tier);
}
