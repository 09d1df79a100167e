/**
 * Queries on `users`. Every function takes one object argument (Indie Stack style) and returns
 * camelCase {@link Account}s; the password hash never leaves this module except through
 * {@link getSignInCredentials}, for the one place that verifies it.
 */
import { isUniqueViolation } from "#db/dialect";
import { sql } from "kysely";
import { getDb, type DbExecutor } from "~/db.server";
import type { NewUser, SubscriptionRow, User } from "#db/schema";
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
  /** The subscription fields come from the person's current `subscriptions` row (see {@link currentSubscriptionJoin}). */
  subscriptionPlan: "monthly" | "yearly" | null;
  subscriptionStatus: SubscriptionRow["status"] | null;
  subscriptionStart: string | null;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** When the GDPR art. 9(2)(a) consent to process wellbeing data was given (ISO UTC), null while pending. */
  healthDataConsentAt: string | null;
  createdAt: string;
  /** The IANA time zone the person chose on /profile, or null (then the client hint, else UTC). */
  timeZone: string | null;
  /** Premium given by an administrator until this ISO UTC instant, or null (decision record 0034). */
  complimentaryPremiumUntil: string | null;
}

/**
 * The columns of `users` an {@link Account} is read from (explicit: never `password_hash`). The
 * legacy `users.subscription_*` columns are not read: the subscription comes from `subscriptions`.
 */
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
  "stripe_customer_id",
  "health_data_consent_at",
  "created_at",
  "time_zone",
  "complimentary_premium_until",
] as const;

/** {@link ACCOUNT_COLUMNS} qualified with the table, for queries that join `users`. */
export const ACCOUNT_USER_COLUMNS = ACCOUNT_COLUMNS.map((column) => `users.${column}` as const);

/**
 * The join condition of a person's current subscription (left join `subscriptions` on it): the
 * row whose status still grants access first, then the latest period end. One row at most, so a
 * person who subscribed again after an ended subscription is read from the new one.
 */
export const currentSubscriptionJoin = sql<boolean>`subscriptions.id = (select s.id from subscriptions s where s.user_id = users.id order by case when s.status in ('active', 'trialing', 'past_due') then 0 else 1 end, s.current_period_end desc, s.id desc limit 1)`;

/** The `subscriptions` columns of an {@link Account}, aliased (null without a subscription). */
export const ACCOUNT_SUBSCRIPTION_COLUMNS = [
  "subscriptions.plan as sub_plan",
  "subscriptions.status as sub_status",
  "subscriptions.current_period_start as sub_start",
  "subscriptions.current_period_end as sub_end",
  "subscriptions.cancel_at_period_end as sub_cancel_at_period_end",
  "subscriptions.stripe_subscription_id as sub_id",
  "subscriptions.stripe_customer_id as sub_customer_id",
] as const;

/** The current subscription's fields as {@link ACCOUNT_SUBSCRIPTION_COLUMNS} name them. */
export interface AccountSubscriptionFields {
  sub_plan: SubscriptionRow["plan"] | null;
  sub_status: SubscriptionRow["status"] | null;
  sub_start: string | null;
  sub_end: string | null;
  sub_cancel_at_period_end: number | null;
  sub_id: string | null;
  sub_customer_id: string | null;
}

/**
 * A users row (the {@link ACCOUNT_COLUMNS} of it) with its current subscription's fields
 * ({@link ACCOUNT_SUBSCRIPTION_COLUMNS}; absent for a row just inserted) as an {@link Account}.
 */
export function toAccount(row: Pick<User, (typeof ACCOUNT_COLUMNS)[number]> & Partial<AccountSubscriptionFields>): Account {
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
    subscriptionPlan: row.sub_plan ?? null,
    subscriptionStatus: row.sub_status ?? null,
    subscriptionStart: row.sub_start ?? null,
    subscriptionEnd: row.sub_end ?? null,
    cancelAtPeriodEnd: row.sub_cancel_at_period_end === 1,
    stripeCustomerId: row.stripe_customer_id ?? row.sub_customer_id ?? null,
    stripeSubscriptionId: row.sub_id ?? null,
    healthDataConsentAt: row.health_data_consent_at,
    createdAt: row.created_at,
    timeZone: row.time_zone ?? null,
    complimentaryPremiumUntil: row.complimentary_premium_until ?? null,
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
    complimentaryPremiumUntil: user.complimentaryPremiumUntil,
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

/** users joined with the current subscription, selecting what {@link toAccount} reads. */
function accountQuery(db: DbExecutor) {
  return db
    .selectFrom("users")
    .leftJoin("subscriptions", (join) => join.on(currentSubscriptionJoin))
    .select(ACCOUNT_USER_COLUMNS)
    .select(ACCOUNT_SUBSCRIPTION_COLUMNS);
}

export async function getUserById({ id, db: executor }: { id: number; db?: DbExecutor }): Promise<Account | undefined> {
  const db = executor ?? (await getDb());
  const row = await accountQuery(db).where("users.id", "=", id).executeTakeFirst();
  return row && toAccount(row);
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function getUserByUsername({ username, db: executor }: { username: string; db?: DbExecutor }): Promise<Account | undefined> {
  const db = executor ?? (await getDb());
  const row = await accountQuery(db).where("users.username", "=", username).executeTakeFirst();
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
 * string), for the password check only (services/auth/sign-in.server.ts), and whether an
 * administrator disabled its sign-in (decision record 0034).
 */
export async function getSignInCredentials({
  login,
  db: executor,
}: {
  login: string;
  db?: DbExecutor;
}): Promise<{ account: Account; passwordHash: string; signInDisabled: boolean } | undefined> {
  const db = executor ?? (await getDb());
  const row = await accountQuery(db)
    .select(["users.password_hash", "users.sign_in_disabled_at"])
    .where(`users.${loginColumn(login)}`, "=", login)
    .executeTakeFirst();
  return row && { account: toAccount(row), passwordHash: row.password_hash, signInDisabled: row.sign_in_disabled_at !== null };
}

/** Case-insensitive (the column is COLLATE NOCASE). */
export async function getUserByEmail({ email, db: executor }: { email: string; db?: DbExecutor }): Promise<Account | undefined> {
  const db = executor ?? (await getDb());
  const row = await accountQuery(db).where("users.email", "=", email).executeTakeFirst();
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
    // On PostgreSQL the failed insert also aborts the caller's transaction, which then rolls
    // back: the caller returns this result without writing anything else (registerUser).
    if (isUniqueViolation(error, "users", "username")) return { ok: false, reason: "username" };
    if (isUniqueViolation(error, "users", "email")) return { ok: false, reason: "email" };
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

export type AccountDetailsResult = { ok: true } | { ok: false; reason: "email" };

/**
 * Saves what /profile edits on `users`: the e-mail (unique case-insensitively: a taken address
 * gives `{ ok: false, reason: "email" }`, nothing is changed), the full name (first and last name
 * of the profile) and the time-zone preference (an IANA name already validated, or null).
 * @throws on other database errors.
 */
export async function updateAccountDetails({
  userId,
  email,
  fullName,
  timeZone,
  now,
  db: executor,
}: {
  userId: number;
  email: string;
  fullName: string;
  timeZone: string | null;
  now: Date;
  db?: DbExecutor;
}): Promise<AccountDetailsResult> {
  const db = executor ?? (await getDb());
  try {
    await db.updateTable("users").set({ email, full_name: fullName, time_zone: timeZone, updated_at: now.toISOString() }).where("id", "=", userId).execute();
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error, "users", "email")) return { ok: false, reason: "email" };
    throw error;
  }
}
