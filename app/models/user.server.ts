/** Queries on `users`. Every function takes one object argument (Indie Stack style). */
import { getDb, type DbExecutor } from "~/db.server";
import type { NewUser, User } from "#db/schema";
import type { EntitlementSubject } from "~/utils/entitlements";

export type { User };

/** The user object of spec §3 in camelCase, as the JSON API and the root loader expose it. Never a hash. */
export interface PublicUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  isPremium: boolean;
  subscriptionPlan: "monthly" | "yearly" | null;
  subscriptionStart: string | null;
  subscriptionEnd: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

/** The fields `getEntitlements` needs, from a users row. */
export function entitlementSubject(user: User): EntitlementSubject {
  return {
    isAdmin: user.is_admin === 1,
    trialKind: user.trial_kind,
    trialEndsAt: user.trial_ends_at,
    subscriptionPlan: user.subscription_plan,
    subscriptionStatus: user.subscription_status,
    subscriptionEnd: user.subscription_end,
    cancelAtPeriodEnd: user.cancel_at_period_end === 1,
  };
}

/** Spec §3 user view; `isPremium` is the caller's entitlement decision. */
export function toPublicUser(user: User, isPremium: boolean): PublicUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.full_name,
    email: user.email,
    isAdmin: user.is_admin === 1,
    isPremium,
    subscriptionPlan: user.subscription_plan,
    subscriptionStart: user.subscription_start,
    subscriptionEnd: user.subscription_end,
    stripeCustomerId: user.stripe_customer_id,
    stripeSubscriptionId: user.stripe_subscription_id,
  };
}

export async function getUserById({ id, db: executor }: { id: number; db?: DbExecutor }): Promise<User | undefined> {
  const db = executor ?? (await getDb());
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function getUserByUsername({ username, db: executor }: { username: string; db?: DbExecutor }): Promise<User | undefined> {
  const db = executor ?? (await getDb());
  return db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

/**
 * The account a sign-in names: by e-mail when `login` contains "@" (usernames never do, see
 * UsernameSchema), else by username; both case-insensitive (COLLATE NOCASE).
 */
export async function getUserByLogin({ login, db }: { login: string; db?: DbExecutor }): Promise<User | undefined> {
  return login.includes("@") ? getUserByEmail({ email: login, db }) : getUserByUsername({ username: login, db });
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function getUserByEmail({ email, db: executor }: { email: string; db?: DbExecutor }): Promise<User | undefined> {
  const db = executor ?? (await getDb());
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/**
 * A new users row with no trial and no subscription; consent times are `now` (the caller's form
 * or CLI has collected them).
 */
export function newUserRow(input: {
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  locale: "it" | "en" | null;
  isAdmin?: boolean;
  now: Date;
}): NewUser {
  const iso = input.now.toISOString();
  return {
    username: input.username,
    email: input.email,
    full_name: input.fullName,
    password_hash: input.passwordHash,
    is_admin: input.isAdmin ? 1 : 0,
    preferred_locale: input.locale,
    terms_accepted_at: iso,
    health_data_consent_at: iso,
    trial_kind: null,
    trial_started_at: null,
    trial_ends_at: null,
    subscription_plan: null,
    subscription_status: null,
    subscription_start: null,
    subscription_end: null,
    stripe_customer_id: null,
    stripe_subscription_id: null,
    created_at: iso,
    updated_at: iso,
  };
}

export type CreateUserResult = { ok: true; user: User } | { ok: false; reason: "username" | "email" };

/**
 * Inserts a user (inside the caller's transaction when `db` is one). A UNIQUE violation becomes
 * `{ ok: false, conflict }` instead of an error; other errors are thrown.
 */
export async function insertUser({ user, db: executor }: { user: NewUser; db?: DbExecutor }): Promise<CreateUserResult> {
  const db = executor ?? (await getDb());
  try {
    const row = await db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
    return { ok: true, user: row };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/UNIQUE constraint failed: users\.username/.test(message)) return { ok: false, reason: "username" };
    if (/UNIQUE constraint failed: users\.email/.test(message)) return { ok: false, reason: "email" };
    throw error;
  }
}

/** Replaces the password hash (argon2id PHC string). */
export async function updatePasswordHash({ userId, passwordHash, now, db: executor }: { userId: number; passwordHash: string; now: Date; db?: DbExecutor }) {
  const db = executor ?? (await getDb());
  await db.updateTable("users").set({ password_hash: passwordHash, updated_at: now.toISOString() }).where("id", "=", userId).execute();
}

/** Grants the administrator role. */
export async function setAdmin({ userId, isAdmin, now, db: executor }: { userId: number; isAdmin: boolean; now: Date; db?: DbExecutor }) {
  const db = executor ?? (await getDb());
  await db
    .updateTable("users")
    .set({ is_admin: isAdmin ? 1 : 0, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}
