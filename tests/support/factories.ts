/**
 * Factories for integration tests: users in a given plan state and signed-in cookie jars, made
 * with the app's own models (no HTTP round trip, no argon2 work).
 */
import { enableTwoFactor, savePendingSecret } from "~/models/two-factor.server";
import { getDb } from "~/db.server";
import { saveSubscriptionState } from "~/models/subscription.server";
import { insertUser, newUserRow } from "~/models/user.server";
import type { User } from "#db/schema";
import { startSession } from "~/utils/session-cookie.server";
import { DAY_MS } from "~/utils/time";
import { CookieJar, getRequest } from "./requests";

export type PlanFixture = "free" | "standard_trial" | "launch_trial" | "premium" | "admin";

let counter = 0;

/**
 * Inserts a user in `plan` at `now` (default: now), who gave the wellbeing-data consent unless
 * `healthDataConsent` is false (then it is pending). The password hash is a placeholder: such a
 * user cannot sign in with a password, only through {@link signedInJar}.
 */
export async function createUser({
  plan = "standard_trial",
  now = new Date(),
  healthDataConsent = true,
}: { plan?: PlanFixture; now?: Date; healthDataConsent?: boolean } = {}): Promise<User> {
  counter += 1;
  const id = `f${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  const created = await insertUser({
    user: newUserRow({ username: id, email: `${id}@example.test`, fullName: "Test Person", passwordHash: "not-a-hash", locale: "it", healthDataConsent, now }),
  });
  if (!created.ok) throw new Error(`createUser: ${created.reason} already exists`);
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const set =
    plan === "standard_trial" || plan === "launch_trial"
      ? {
          trial_kind: plan === "standard_trial" ? ("standard" as const) : ("launch" as const),
          trial_started_at: now.toISOString(),
          trial_ends_at: iso((plan === "standard_trial" ? 7 : 10) * DAY_MS),
        }
      : plan === "premium"
        ? { updated_at: now.toISOString() }
        : plan === "admin"
          ? { is_admin: 1 }
          : { trial_kind: "standard" as const, trial_started_at: iso(-8 * DAY_MS), trial_ends_at: iso(-DAY_MS) };
  const db = await getDb();
  if (plan === "premium") await giveSubscription({ userId: created.user.id, now });
  return db.updateTable("users").set(set).where("id", "=", created.user.id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Stores a Stripe subscription for `userId` as the webhook would (default: monthly, active, period
 * `now` to `now` + 30 days), bypassing Stripe.
 */
export async function giveSubscription({
  userId,
  now = new Date(),
  plan = "monthly",
  status = "active",
  periodEnd = new Date(now.getTime() + 30 * DAY_MS),
  cancelAtPeriodEnd = false,
}: {
  userId: number;
  now?: Date;
  plan?: "monthly" | "yearly";
  status?: "active" | "past_due" | "canceled" | "unpaid";
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
}): Promise<void> {
  await saveSubscriptionState({
    now,
    state: {
      userId,
      stripeSubscriptionId: `sub_fixture_${userId}_${Math.random().toString(36).slice(2, 8)}`,
      stripeCustomerId: `cus_fixture_${userId}`,
      plan,
      priceLookupKey: `respiro_premium_${plan}`,
      amountCents: plan === "monthly" ? 499 : 3999,
      currency: "eur",
      status,
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd,
      scheduledPlan: null,
      scheduledAt: null,
      stripeScheduleId: null,
    },
  });
}

/** A cookie jar holding a fresh session of `userId`, like a browser after signing in. */
export async function signedInJar(userId: number): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.store(new Response(null, { headers: { "Set-Cookie": await startSession(getRequest("/"), userId) } }));
  return jar;
}

/**
 * Turns two-factor sign-in on for `userId` as a finished enrolment would (decision record 0035),
 * bypassing the authenticator: administrators need it for destructive admin actions
 * (`requireAdminAction`). The secret is a placeholder; such a user signs in only through
 * {@link signedInJar}.
 */
export async function withTwoFactor(userId: number, now = new Date()): Promise<void> {
  await savePendingSecret({ userId, secret: "fixture-not-a-real-secret", now });
  await enableTwoFactor({ userId, step: 1, codeHashes: ["fixture-not-a-real-code-hash"], now });
}

/** A signed-in administrator with two-factor sign-in on (destructive admin actions need it): the account and its cookie jar. */
export async function signedInAdmin(): Promise<{ admin: User; jar: CookieJar }> {
  const admin = await createUser({ plan: "admin" });
  await withTwoFactor(admin.id);
  return { admin, jar: await signedInJar(admin.id) };
}
