/**
 * The registry of personal data (issue 12 item 3; GDPR art. 15, 17 and 20; decision record 0032):
 * ONE list, {@link PERSONAL_DATA_REGISTRY}, with an entry for every table of the database. A table
 * is either
 *
 * - `personal`: rows that belong to one person, found through its `owner` rule; the export
 *   (`/profile/export`) writes the listed `columns` (never a password hash, a session id, a reset
 *   code's hash or a secret) under `section`, and the account deletion deletes every owned row;
 * - `excluded`: deliberately neither exported nor deleted, with the `reason`.
 *
 * The list's order is the deletion order: a table comes before every table it references (its
 * parents), `users` last. `tests/integration/personal-data-registry.test.ts` fails when a table of
 * the database or of the `Database` type has no entry, or when the order breaks a foreign key.
 *
 * To add a table: add one entry here (personal with its owner, section and columns, or excluded
 * with a reason), placed before the tables it references.
 */
import { sql, type Kysely } from "kysely";
import type { DbExecutor } from "~/db.server";
import type { Database } from "#db/schema";

export type TableName = keyof Database & string;
type ColumnOf<T extends TableName> = keyof Database[T] & string;

/** How the rows of one person are found in a table. */
export type OwnerRule =
  /** `column` holds the person's user id. */
  | { by: "user"; column: string }
  /** `column` holds an e-mail address, matched case-insensitively with the account's e-mail. */
  | { by: "email"; column: string }
  /** `column` references `parent.key` of a parent row whose `parent.owner` is the person's user id. */
  | { by: "parent"; column: string; parent: { table: TableName; key: string; owner: string } };

/** A table whose rows belong to one person: exported and deleted. */
export interface PersonalTable {
  kind: "personal";
  table: TableName;
  /** The key of this table's rows in the export (camelCase). */
  section: string;
  owner: OwnerRule;
  /** The columns exported, in order (camelCased in the file). Anything secret is left out. */
  columns: readonly string[];
  /** Columns holding JSON text, parsed in the export. */
  json?: readonly string[];
  /** Columns holding SQLite booleans (0/1), exported as true/false. */
  booleans?: readonly string[];
  /** At most one row per person: exported as an object (or null) instead of a list. */
  single?: boolean;
  /** The export's sort column (ascending; ties by the first column). */
  orderBy?: string;
}

/** A table deliberately not exported and not deleted. */
export interface ExcludedTable {
  kind: "excluded";
  table: string;
  reason: string;
}

export type RegistryEntry = PersonalTable | ExcludedTable;

/** A personal table, its columns checked against `Database` by the type checker. */
function personal<T extends TableName>(entry: {
  table: T;
  section: string;
  owner: { by: "user" | "email"; column: ColumnOf<T> } | { by: "parent"; column: ColumnOf<T>; parent: { table: TableName; key: string; owner: string } };
  columns: readonly ColumnOf<T>[];
  json?: readonly ColumnOf<T>[];
  booleans?: readonly ColumnOf<T>[];
  single?: boolean;
  orderBy?: ColumnOf<T>;
}): PersonalTable {
  return { kind: "personal", ...entry } as PersonalTable;
}

const excluded = (table: string, reason: string): ExcludedTable => ({ kind: "excluded", table, reason });

const byUser = { by: "user", column: "user_id" } as const;
const CONTENT = "seeded content (app/content), the same for everybody; a person's use of it is in their own tables";

/**
 * Every table, in deletion order (children before the tables they reference; `users` last).
 * Sections are written in the export in this order, with `account` first.
 */
export const PERSONAL_DATA_REGISTRY: readonly RegistryEntry[] = [
  // Conversations: messages before their conversation.
  personal({
    table: "chat_messages",
    section: "chatMessages",
    owner: { by: "parent", column: "conversation_id", parent: { table: "chat_conversations", key: "id", owner: "user_id" } },
    columns: ["id", "conversation_id", "role", "content", "crisis", "post_crisis", "distortions", "suggestions", "created_at"],
    json: ["distortions", "suggestions"],
    booleans: ["crisis", "post_crisis"],
    orderBy: "id",
  }),
  personal({
    table: "chat_conversations",
    section: "conversations",
    owner: byUser,
    // `memory` is the companion's memory of the conversation (decision record 0016).
    columns: ["id", "locale", "created_at", "updated_at", "crisis_turns_left", "memory"],
    json: ["memory"],
    orderBy: "id",
  }),
  // The session id is the SHA-256 of the cookie's token: left out, like the token.
  personal({ table: "sessions", section: "sessions", owner: byUser, columns: ["created_at", "last_seen_at", "expires_at"], orderBy: "created_at" }),
  // The code's HMAC is left out; when and how a reset was asked is theirs.
  personal({
    table: "password_reset_codes",
    section: "passwordResetRequests",
    owner: byUser,
    columns: ["created_at", "expires_at", "used_at", "failed_attempts"],
    orderBy: "created_at",
  }),
  personal({
    table: "sign_in_events",
    section: "signInEvents",
    owner: byUser,
    columns: ["username_attempted", "outcome", "ip", "created_at"],
    orderBy: "created_at",
  }),
  personal({
    table: "launch_codes",
    section: "launchCode",
    owner: byUser,
    columns: ["code", "participant_number", "assigned_at", "expires_at", "activated_at"],
    single: true,
  }),
  personal({ table: "ai_usage", section: "aiUsage", owner: byUser, columns: ["usage_date", "count"], orderBy: "usage_date" }),
  personal({
    table: "safety_plans",
    section: "safetyPlan",
    owner: byUser,
    columns: ["warning_signs", "coping_strategies", "people_and_places", "professionals", "safe_environment", "updated_at"],
    single: true,
  }),
  personal({
    table: "subscriptions",
    section: "subscriptions",
    owner: byUser,
    columns: [
      "stripe_subscription_id",
      "stripe_customer_id",
      "plan",
      "price_lookup_key",
      "amount_cents",
      "currency",
      "status",
      "current_period_start",
      "current_period_end",
      "cancel_at_period_end",
      "scheduled_plan",
      "scheduled_at",
      "created_at",
      "updated_at",
    ],
    booleans: ["cancel_at_period_end"],
    orderBy: "created_at",
  }),
  personal({
    table: "launch_offer_claims",
    section: "launchOfferClaims",
    owner: byUser,
    columns: ["plan", "slot", "status", "checkout_session_id", "created_at", "expires_at"],
    orderBy: "created_at",
  }),
  // Support messages carry no user id: they are the person's when sent from the account's e-mail.
  personal({
    table: "support_messages",
    section: "supportMessages",
    owner: { by: "email", column: "email" },
    columns: ["id", "name", "email", "subject", "message", "locale", "created_at", "handled_at"],
    orderBy: "id",
  }),
  personal({
    table: "mood_entries",
    section: "moodEntries",
    owner: byUser,
    columns: ["id", "mood", "emotions", "tags", "note", "occurred_at", "source", "created_at", "updated_at"],
    json: ["emotions", "tags"],
    orderBy: "occurred_at",
  }),
  personal({
    table: "reflections",
    section: "reflections",
    owner: byUser,
    columns: ["id", "prompt_id", "text", "perspective", "created_at", "updated_at"],
    orderBy: "id",
  }),
  personal({
    table: "meditation_sessions",
    section: "meditationSessions",
    owner: byUser,
    columns: ["id", "meditation_id", "minutes", "completed_at"],
    orderBy: "id",
  }),
  personal({ table: "exercise_notes", section: "exerciseNotes", owner: byUser, columns: ["exercise_id", "body", "updated_at"], orderBy: "exercise_id" }),
  // `click_id` is the form's one-time id, nothing about the person.
  personal({ table: "exercise_completions", section: "exerciseCompletions", owner: byUser, columns: ["id", "exercise_id", "completed_at"], orderBy: "id" }),
  personal({ table: "quote_preferences", section: "quotePreferences", owner: byUser, columns: ["categories", "mood", "updated_at"], single: true }),
  personal({ table: "quote_favourites", section: "quoteFavourites", owner: byUser, columns: ["quote_id", "created_at"], orderBy: "created_at" }),
  personal({ table: "user_quotes", section: "ownQuotes", owner: byUser, columns: ["id", "text", "author", "created_at", "updated_at"], orderBy: "id" }),
  personal({
    table: "resource_feedback",
    section: "resourceFeedback",
    owner: byUser,
    columns: ["resource_slug", "helpful", "updated_at"],
    booleans: ["helpful"],
    orderBy: "resource_slug",
  }),
  personal({
    table: "profiles",
    section: "profile",
    owner: byUser,
    columns: ["first_name", "last_name", "phone", "birth_date", "city", "bio", "interests", "updated_at"],
    single: true,
  }),
  personal({ table: "goals", section: "goals", owner: byUser, columns: ["id", "title", "target_date", "done_at", "created_at", "updated_at"], orderBy: "id" }),
  personal({
    table: "promo_code_redemptions",
    section: "promoCodeRedemptions",
    owner: byUser,
    columns: ["promo_code_id", "redeemed_at"],
    orderBy: "redeemed_at",
  }),
  // Two-factor sign-in (decision record 0035): whether and since when it is on, never the secret or the code hashes.
  personal({ table: "two_factor_secrets", section: "twoFactor", owner: byUser, columns: ["enabled_at", "created_at"], single: true }),
  personal({ table: "two_factor_recovery_codes", section: "twoFactorRecoveryCodes", owner: byUser, columns: ["created_at", "used_at"], orderBy: "created_at" }),
  personal({ table: "two_factor_challenges", section: "twoFactorSignIns", owner: byUser, columns: ["created_at", "expires_at"], orderBy: "created_at" }),
  // The account itself, last: everything above references it. Never the password hash.
  personal({
    table: "users",
    section: "account",
    owner: { by: "user", column: "id" },
    columns: [
      "id",
      "username",
      "email",
      "full_name",
      "preferred_locale",
      "time_zone",
      "is_admin",
      "terms_accepted_at",
      "health_data_consent_at",
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
      "created_at",
      "updated_at",
    ],
    booleans: ["is_admin", "cancel_at_period_end"],
    single: true,
  }),

  excluded(
    "rate_limits",
    "throttle counters (count and window end) keyed by account id, typed sign-in name, e-mail or address bucket; each lives at most its window (15 min to 1 h) and deleting them early would reset a throttle",
  ),
  excluded("stripe_events", "ids and types of Stripe webhook events already applied (decision record 0026); no person in them"),
  excluded(
    "launch_participants",
    "launch participant numbers ever given and when (issue 25 item 11); no person in them: the number is tied to a person only by their launch_codes row",
  ),
  excluded("quotes", CONTENT),
  excluded("resources", CONTENT),
  excluded("exercises", CONTENT),
  excluded("meditations", CONTENT),
  excluded("reflection_prompts", CONTENT),
  excluded("resources_fts", "full-text index derived from resources, rebuilt by the seeder (decision record 0029)"),
  ...["config", "content", "data", "docsize", "idx"].map((part) => excluded(`resources_fts_${part}`, "SQLite FTS5 storage of resources_fts")),
  excluded(
    "admin_audit_log",
    "the administrators' security audit trail (issue 14 item 7): kept when an account is deleted, its ids set to NULL by the foreign keys and only the username snapshot left, because it records what was done to the account (GDPR art. 17(3)(e), art. 6(1)(f) security logging); never health data",
  ),
  excluded("ai_daily_stats", "daily counts of AI answers and crisis answers per provider for the admin overview (decision record 0034): no user id, no text"),
  excluded("app_settings", "server-wide switches set by administrators (decision record 0036), such as the launch campaign"),
  excluded(
    "promo_codes",
    "promo codes made by administrators (decision record 0036): the codes belong to the server; created_by becomes NULL when that administrator's account is deleted",
  ),
  excluded("resources_search", "PostgreSQL's full-text index derived from resources, rebuilt by the seeder (decision record 0039); SQLite uses resources_fts"),
  excluded("kysely_migration", "which migrations ran"),
  excluded("kysely_migration_lock", "the migrator's lock"),
];

/** The personal tables, in deletion order. */
export const PERSONAL_TABLES: readonly PersonalTable[] = PERSONAL_DATA_REGISTRY.filter((entry): entry is PersonalTable => entry.kind === "personal");

/** Who the rows belong to: the account's id and e-mail. */
export interface DataSubject {
  userId: number;
  email: string;
}

// The registry's queries are generic over tables, which Kysely's types cannot follow: they run on
// an untyped view of the same executor (columns come from the entries checked above).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- table and column names are runtime strings here
type UntypedDb = Kysely<any>;
const untyped = (db: DbExecutor) => db as unknown as UntypedDb;

/** The WHERE of `entry`'s rows that belong to `subject`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query builder of UntypedDb (select or delete)
function owned<Q extends { where: (...args: any[]) => Q }>(query: Q, db: UntypedDb, entry: PersonalTable, subject: DataSubject): Q {
  const rule = entry.owner;
  const column = `${entry.table}.${rule.column}`;
  if (rule.by === "user") return query.where(column, "=", subject.userId);
  if (rule.by === "email") return query.where(sql`lower(${sql.ref(column)})`, "=", subject.email.toLowerCase());
  return query.where(column, "in", db.selectFrom(rule.parent.table).select(rule.parent.key).where(rule.parent.owner, "=", subject.userId));
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function parseJson(text: unknown): unknown {
  if (typeof text !== "string") return text ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The rows of `entry` that belong to `subject`, as the export writes them: the listed columns
 * camelCased, JSON columns parsed, booleans as true/false; an object or null for a `single` table.
 */
export async function exportTableRows({ entry, subject, db }: { entry: PersonalTable; subject: DataSubject; db: DbExecutor }): Promise<unknown> {
  const raw = untyped(db);
  let query = raw.selectFrom(entry.table).select(entry.columns.map((c) => `${entry.table}.${c}`));
  query = owned(query, raw, entry, subject);
  if (entry.orderBy) query = query.orderBy(`${entry.table}.${entry.orderBy}`).orderBy(`${entry.table}.${entry.columns[0]}`);
  const rows = (await query.execute()) as Record<string, unknown>[];
  const shaped = rows.map((row) =>
    Object.fromEntries(
      entry.columns.map((column) => {
        const value = row[column];
        if (entry.json?.includes(column)) return [camel(column), parseJson(value)];
        if (entry.booleans?.includes(column)) return [camel(column), value === null ? null : Number(value) === 1];
        return [camel(column), value];
      }),
    ),
  );
  return entry.single ? (shaped[0] ?? null) : shaped;
}

/** How many rows of `entry` belong to `subject` (the deletion's proof, in tests and for the admin). */
export async function countOwnedRows({ entry, subject, db }: { entry: PersonalTable; subject: DataSubject; db: DbExecutor }): Promise<number> {
  const raw = untyped(db);
  const query = owned(raw.selectFrom(entry.table).select(sql<number>`count(*)`.as("n")), raw, entry, subject);
  const row = (await query.executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}

/**
 * Deletes the rows of `entry` that belong to `subject`; returns how many. Run it inside the
 * deletion's transaction, in registry order (app/services/account-deletion.server.ts).
 */
export async function deleteOwnedRows({ entry, subject, db }: { entry: PersonalTable; subject: DataSubject; db: DbExecutor }): Promise<number> {
  const raw = untyped(db);
  const result = await owned(raw.deleteFrom(entry.table), raw, entry, subject).executeTakeFirst();
  return Number(result.numDeletedRows);
}
