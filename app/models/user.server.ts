/**
 * Queries on `users`. Every function takes one object argument (Indie Stack style) and returns
 * camelCase {@link Account}s; the password hash never leaves this module except through
 * {@link getSignInCredentials}, for the one place that verifies it.
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { NewUser, User } from "#db/schema";
import type { EntitlementSubject } from "~/utils/entitlements";

/** A person's account as the app uses it: camelCase, booleans as booleans, no password hash. */
export interface Account {
  id: number;
  username: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  preferredLocale: "it" | "en" | null;
  trialKind: "standard" | "launch" | null;
  /** ISO UTC instants. */
  trialStartedAt: string | null;
  trialEndsAt: string | null;
  subscriptionPlan: "monthly" | "yearly" | null;
  subscriptionStatus: User["subscription_status"];
  subscriptionStart: string | null;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** When the GDPR art. 9(2)(a) consent to process wellbeing data was given (ISO UTC), null while pending. */
  healthDataConsentAt: string | null;
  createdAt: string;
}

/** The columns an {@link Account} is read from (explicit: never `password_hash`). */
export const ACCOUNT_COLUMNS = [
  "id",
  "username",
  "email",
  "full_name",
  "is_admin",
  "preferred_locale",
  "trial_kind",
  "trial_started_at",
  "trial_ends_at",
  "subscription_plan",
  "subscription_status",
  "subscription_start",
  "subscription_end",
  "cancel_at_period_end",
  "stripe_customer_id",
  "stripe_subscription_id",
  "health_data_consent_at",
  "created_at",
] as const;

/** A users row (the {@link ACCOUNT_COLUMNS} of it) as an {@link Account}. */
export function toAccount(row: Pick<User, (typeof ACCOUNT_COLUMNS)[number]>): Account {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.full_name,
    isAdmin: row.is_admin === 1,
    preferredLocale: row.preferred_locale,
    trialKind: row.trial_kind,
    trialStartedAt: row.trial_started_at,
    trialEndsAt: row.trial_ends_at,
    subscriptionPlan: row.subscription_plan,
    subscriptionStatus: row.subscription_status,
    subscriptionStart: row.subscription_start,
    subscriptionEnd: row.subscription_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    healthDataConsentAt: row.health_data_consent_at,
    createdAt: row.created_at,
  };
}

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
  /**
   * True while the explicit consent to process wellbeing data is missing: chat and the safety
   * plan answer 403 `consent_required` until POST /api/auth/consent (decision record 0014).
   */
  healthDataConsentPending: boolean;
}

/** True while `user` has not given the GDPR art. 9(2)(a) consent to process wellbeing data. */
export function healthDataConsentPending(user: Pick<Account, "healthDataConsentAt">): boolean {
  return user.healthDataConsentAt === null;
}

/** The fields `getEntitlements` needs, from an account. */
export function entitlementSubject(user: Account): EntitlementSubject {
  return {
    isAdmin: user.isAdmin,
    trialKind: user.trialKind,
    trialEndsAt: user.trialEndsAt,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEnd: user.subscriptionEnd,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
  };
}

/** Spec §3 user view; `isPremium` is the caller's entitlement decision. */
export function toPublicUser(user: Account, isPremium: boolean): PublicUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    isAdmin: user.isAdmin,
    isPremium,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStart: user.subscriptionStart,
    subscriptionEnd: user.subscriptionEnd,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    healthDataConsentPending: healthDataConsentPending(user),
  };
}

export async function getUserById({ id, db: executor }: { id: number; db?: DbExecutor }): Promise<Account | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("users").select(ACCOUNT_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && toAccount(row);
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function getUserByUsername({ username, db: executor }: { username: string; db?: DbExecutor }): Promise<Account | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("users").select(ACCOUNT_COLUMNS).where("username", "=", username).executeTakeFirst();
  return row && toAccount(row);
}

/**
 * The account a sign-in names: by e-mail when `login` contains "@" (usernames never do, see
 * UsernameSchema), else by username; both case-insensitive (COLLATE NOCASE).
 */
export async function getUserByLogin({ login, db: executor }: { login: string; db?: DbExecutor }): Promise<Account | undefined> {
  return loginColumn(login) === "email" ? getUserByEmail({ email: login, db: executor }) : getUserByUsername({ username: login, db: executor });
}

/** The column a sign-in name is looked up in: an e-mail has "@", a username never does. */
function loginColumn(login: string): "email" | "username" {
  return login.includes("@") ? "email" : "username";
}

/**
 * The account a sign-in names (see {@link getUserByLogin}) with its password hash (argon2id PHC
 * string), for the password check only (services/auth/sign-in.server.ts).
 */
export async function getSignInCredentials({
  login,
  db: executor,
}: {
  login: string;
  db?: DbExecutor;
}): Promise<{ account: Account; passwordHash: string } | undefined> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("users")
    .select([...ACCOUNT_COLUMNS, "password_hash"])
    .where(loginColumn(login), "=", login)
    .executeTakeFirst();
  return row && { account: toAccount(row), passwordHash: row.password_hash };
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function getUserByEmail({ email, db: executor }: { email: string; db?: DbExecutor }): Promise<Account | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("users").select(ACCOUNT_COLUMNS).where("email", "=", email).executeTakeFirst();
  return row && toAccount(row);
}

/**
 * A new users row with no trial and no subscription. Terms are accepted at `now` (the caller's
 * form or CLI has collected that); the wellbeing-data consent is `now` when the person gave it
 * (`healthDataConsent`), else null: pending until they give it (decision record 0014).
 */
export function newUserRow(input: {
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  locale: "it" | "en" | null;
  isAdmin?: boolean;
  healthDataConsent: boolean;
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
    health_data_consent_at: input.healthDataConsent ? iso : null,
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

export type CreateUserResult = { ok: true; user: Account } | { ok: false; reason: "username" | "email" };

/**
 * Inserts a user (inside the caller's transaction when `db` is one). A UNIQUE violation becomes
 * `{ ok: false, reason }` instead of an error; other errors are thrown.
 */
export async function insertUser({ user, db: executor }: { user: NewUser; db?: DbExecutor }): Promise<CreateUserResult> {
  const db = executor ?? (await getDb());
  try {
    const row = await db.insertInto("users").values(user).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow();
    return { ok: true, user: toAccount(row) };
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

/**
 * Records the person's explicit consent to process wellbeing data (GDPR art. 9(2)(a)) at `now`.
 * A consent already given keeps its first time.
 * @returns the account as it is now, or undefined when there is no such user.
 */
export async function recordHealthDataConsent({ userId, now, db: executor }: { userId: number; now: Date; db?: DbExecutor }): Promise<Account | undefined> {
  const db = executor ?? (await getDb());
  const iso = now.toISOString();
  await db
    .updateTable("users")
    .set({ health_data_consent_at: iso, updated_at: iso })
    .where("id", "=", userId)
    .where("health_data_consent_at", "is", null)
    .execute();
  return getUserById({ id: userId, db });
}
