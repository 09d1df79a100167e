/**
 * The Database interface for Kysely (docs/architecture.md "Layers"). Columns are snake_case; every
 * timestamp is an ISO 8601 UTC string (`Date#toISOString()`), every date a `YYYY-MM-DD` UTC date.
 * Booleans are SQLite integers 0/1. Money, when it appears, is in EUR cents.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** ISO 8601 UTC timestamp, e.g. "2026-11-21T12:00:00.000Z". */
export type IsoTimestamp = string;

export type SubscriptionPlan = "monthly" | "yearly";
/** Stripe subscription statuses we keep (Stripe API "Subscription.status"). */
export type SubscriptionStatus = "active" | "trialing" | "past_due" | "canceled" | "incomplete" | "incomplete_expired" | "unpaid" | "paused";
export type TrialKind = "standard" | "launch";

/** Spec §3 User, server side: plan, trial and subscription fields live here. */
export interface UsersTable {
  id: Generated<number>;
  /** Unique case-insensitively (COLLATE NOCASE). */
  username: string;
  /** Unique case-insensitively (COLLATE NOCASE). */
  email: string;
  full_name: string;
  /** argon2id PHC string. */
  password_hash: string;
  is_admin: ColumnType<number, number | undefined, number>;
  preferred_locale: "it" | "en" | null;
  terms_accepted_at: IsoTimestamp;
  /**
   * GDPR art. 9(2)(a) explicit consent to processing wellbeing data; null while it is pending
   * (an API sign-up without it, an account made by `admin:create`): nothing that stores wellbeing
   * data works until then (`requireHealthDataConsent`, decision record 0014).
   */
  health_data_consent_at: IsoTimestamp | null;
  trial_kind: TrialKind | null;
  trial_started_at: IsoTimestamp | null;
  trial_ends_at: IsoTimestamp | null;
  subscription_plan: SubscriptionPlan | null;
  subscription_status: SubscriptionStatus | null;
  subscription_start: IsoTimestamp | null;
  /** End of the current paid period (Stripe current_period_end). */
  subscription_end: IsoTimestamp | null;
  cancel_at_period_end: ColumnType<number, number | undefined, number>;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  /** The person's chosen IANA time zone (/profile); null: the browser's client hint, else UTC. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Premium given by an administrator until this instant (decision record 0034); null: none. */
  complimentary_premium_until: ColumnType<IsoTimestamp | null, IsoTimestamp | null | undefined, IsoTimestamp | null>;
  /** When an administrator disabled sign-in (decision record 0034); null while the account may sign in. */
  sign_in_disabled_at: ColumnType<IsoTimestamp | null, IsoTimestamp | null | undefined, IsoTimestamp | null>;
}

/** Server-side sessions (ASVS 5.0 V7). The cookie holds a random token; only its SHA-256 is stored. */
export interface SessionsTable {
  /** hex SHA-256 of the cookie token. */
  id: string;
  user_id: number;
  created_at: IsoTimestamp;
  last_seen_at: IsoTimestamp;
  /** Absolute lifetime end. */
  expires_at: IsoTimestamp;
}

/** Launch campaign promo codes (spec §1, §3 "Promo or launch code"): at most 50, numbers 1..50. */
/** Every launch participant number ever given (issue 25 item 11): never deleted, so never given twice. */
export interface LaunchParticipantsTable {
  participant_number: number;
  assigned_at: IsoTimestamp;
}

export interface LaunchCodesTable {
  id: Generated<number>;
  code: string;
  participant_number: number;
  user_id: number;
  assigned_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  activated_at: IsoTimestamp | null;
}

/** Password reset codes (docs/architecture.md "Where the server decides more than the specification" 1). */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA-256 of the code with the app secret. */
  code_hash: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
  failed_attempts: ColumnType<number, number | undefined, number>;
}

/** Fixed-window counters for throttling (OWASP ASVS 5.0 V6.3 brute force). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** When the current window ends. */
  reset_at: IsoTimestamp;
}

/** Audit log of sign-in attempts; never the password. */
export interface SignInEventsTable {
  id: Generated<number>;
  user_id: number | null;
  username_attempted: string;
  outcome: "success" | "bad_credentials" | "throttled" | "second_factor_required" | "second_factor_failed" | "second_factor_throttled";
  ip: string | null;
  created_at: IsoTimestamp;
}

/** AI answers per provider and crisis answers per UTC day, for the admin overview (decision record 0034); counts only. */
export interface AiDailyStatsTable {
  /** YYYY-MM-DD, UTC. */
  usage_date: string;
  kind: "answer" | "crisis";
  /** "embedded" | "openai" for an answer; "safety_gate" for a crisis answer. */
  provider: string;
  count: number;
}

/** Daily AI usage per user and UTC date (spec §3 "Daily usage record"). */
export interface AiUsageTable {
  user_id: number;
  /** YYYY-MM-DD, UTC. */
  usage_date: string;
  count: number;
}

export interface ChatConversationsTable {
  id: Generated<number>;
  user_id: number;
  locale: "it" | "en";
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  /** Turns of post-crisis mode left (0: the conversation is not in post-crisis mode). */
  crisis_turns_left: ColumnType<number, number | undefined, number>;
  /** JSON: the companion's memory of the conversation (ConversationMemory, decision record 0016), or null. */
  memory: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  role: "user" | "assistant";
  content: string;
  crisis: ColumnType<number, number | undefined, number>;
  /** 1 for a turn of post-crisis mode (the person's message and the fixed reply): never sent to a model. */
  post_crisis: ColumnType<number, number | undefined, number>;
  /** JSON array of distortion ids. */
  distortions: string;
  /** JSON array of quick-reply texts offered with an assistant message (decision record 0016). */
  suggestions: ColumnType<string, string | undefined, string>;
  created_at: IsoTimestamp;
}

/** A person's own safety plan (Stanley & Brown safety planning intervention). */
export interface SafetyPlansTable {
  user_id: number;
  warning_signs: string;
  coping_strategies: string;
  people_and_places: string;
  professionals: string;
  safe_environment: string;
  updated_at: IsoTimestamp;
}

/** A seeded quote (app/content/quotes.ts), in both languages. */
export interface QuotesTable {
  id: string;
  text_it: string;
  text_en: string;
  /** Null for Respiro's own words. */
  author_it: string | null;
  author_en: string | null;
  category: string;
  /** Comma-separated moods (neutral, happy, calm, sad, anxious). */
  moods: string;
  /** 1: left out of every list and of the daily quote (administrators hide a quote). */
  hidden: ColumnType<number, number | undefined, number>;
  updated_at: IsoTimestamp;
  /** "seed" (app/content) or "admin" (made at /admin/content); the seeder never deletes rows. */
  origin: ColumnType<string, string | undefined, string>;
  /** 1 once an administrator edited the row: the seeder's upsert leaves it alone (decision record 0036). */
  edited_by_admin: ColumnType<number, number | undefined, number>;
}

/** What a person wants their daily quote to be about (spec §3 "Quote preferences"). */
export interface QuotePreferencesTable {
  user_id: number;
  /** Comma-separated categories; empty = every category. */
  categories: string;
  mood: string | null;
  updated_at: IsoTimestamp;
}

export interface QuoteFavouritesTable {
  user_id: number;
  quote_id: string;
  created_at: IsoTimestamp;
}

/** A quote a person wrote or copied for themselves. */
export interface UserQuotesTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  author: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** A resource of the library (app/content/resources.ts), in both languages. */
export interface ResourcesTable {
  slug: string;
  type: string;
  topic: string;
  /** The tab of /resources: tools, guides or programs. */
  section: string;
  title_it: string;
  title_en: string;
  summary_it: string;
  summary_en: string;
  /** JSON array of paragraphs. */
  body_it: string;
  body_en: string;
  /** Comma-separated lower-case tags. */
  tags_it: string;
  tags_en: string;
  reading_minutes_it: number;
  reading_minutes_en: number;
  /** An exercise or meditation path of the app, or null. */
  link: string | null;
  hidden: ColumnType<number, number | undefined, number>;
  updated_at: IsoTimestamp;
  /** "seed" (app/content) or "admin" (made at /admin/content); the seeder never deletes rows. */
  origin: ColumnType<string, string | undefined, string>;
  /** 1 once an administrator edited the row: the seeder's upsert leaves it alone (decision record 0036). */
  edited_by_admin: ColumnType<number, number | undefined, number>;
}

/** A person's answer to "Was this helpful?" about one resource (1 yes, 0 no). */
export interface ResourceFeedbackTable {
  user_id: number;
  resource_slug: string;
  helpful: number;
  updated_at: IsoTimestamp;
}

/** An exercise of /exercises, as seeded from app/content/exercises.ts (decision record 0022). */
export interface ExercisesTable {
  id: Generated<number>;
  /** Stable id and URL segment. */
  slug: string;
  /** Order of the list (the content's order). */
  position: number;
  category: string;
  tier: "free" | "trial" | "premium";
  duration_minutes: number;
  difficulty: "easy" | "medium" | "hard";
  title_it: string;
  title_en: string;
  summary_it: string;
  summary_en: string;
  /** JSON array of step texts. */
  steps_it: string;
  /** JSON array of step texts. */
  steps_en: string;
  updated_at: IsoTimestamp;
}

/** A person's note on one exercise (wellbeing data: decision record 0014). */
export interface ExerciseNotesTable {
  user_id: number;
  exercise_id: number;
  body: string;
  updated_at: IsoTimestamp;
}

/** One "mark as completed" of an exercise. */
export interface ExerciseCompletionsTable {
  id: Generated<number>;
  user_id: number;
  exercise_id: number;
  /** The form's one-time id: the same click submitted twice is recorded once. */
  click_id: string;
  completed_at: IsoTimestamp;
}

/** A guided meditation (content seeded from app/content/meditations.ts, upserted by slug). */
export interface MeditationsTable {
  id: Generated<number>;
  slug: string;
  category: string;
  /** "free" (basic) or "premium". */
  tier: string;
  duration_seconds: number;
  /** Order in the list. */
  position: number;
  title_it: string;
  title_en: string;
  summary_it: string;
  summary_en: string;
  /** JSON array of { atSeconds, it, en }, in time order. */
  steps: string;
  updated_at: IsoTimestamp;
}

/** Minutes a person meditated: one row per finished (or stopped after a minute) session (decision record 0023). */
export interface MeditationSessionsTable {
  id: Generated<number>;
  user_id: number;
  meditation_id: number;
  minutes: number;
  completed_at: IsoTimestamp;
}

/** A reflection prompt (spec §3), seeded from app/content/reflections.ts by its stable id. */
export interface ReflectionPromptsTable {
  id: string;
  /** 1–15, unique. */
  number: number;
  category: string;
  /** 0/1: spec §3's premium flag. */
  premium: number;
  text_it: string;
  text_en: string;
}

/** A person's answer to a prompt (wellbeing data), with the perspective they generated, if any. */
export interface ReflectionsTable {
  id: Generated<number>;
  user_id: number;
  prompt_id: string;
  text: string;
  perspective: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** One logged mood (/mood, decision record 0025); health data, read only by its owner. */
export interface MoodEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** 1 (awful) to 5 (rad). */
  mood: number;
  /** JSON array of emotion ids (app/utils/mood.ts EMOTIONS). */
  emotions: Generated<string>;
  /** JSON array of free tags (Daylio activities that are not emotions). */
  tags: Generated<string>;
  note: string | null;
  /** When the mood was felt, ISO UTC. */
  occurred_at: IsoTimestamp;
  source: Generated<"app" | "daylio">;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Messages of the /support contact form, for the administrators (personal data: never logged). */
export interface SupportMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: "it" | "en";
  created_at: IsoTimestamp;
  /** When an administrator dealt with it; null while open. */
  handled_at: IsoTimestamp | null;
}

/**
 * One row per Stripe subscription (issue 13, decision record 0026), written from the state Stripe
 * reports for it (never from an event's diff). The user's premium comes from the row that grants
 * access (see `currentSubscriptionJoin` in app/models/user.server.ts).
 */
export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  stripe_subscription_id: string;
  stripe_customer_id: string;
  plan: SubscriptionPlan | null;
  /** lookup_key of the current price, e.g. "respiro_premium_monthly". */
  price_lookup_key: string | null;
  /** Price of one period in cents of `currency`. */
  amount_cents: number | null;
  currency: string | null;
  status: SubscriptionStatus;
  current_period_start: IsoTimestamp | null;
  /** End of the paid period; for an ended subscription the moment it ended. */
  current_period_end: IsoTimestamp | null;
  cancel_at_period_end: ColumnType<number, number | undefined, number>;
  /** A plan change that takes effect at the next renewal (a subscription schedule's next phase). */
  scheduled_plan: SubscriptionPlan | null;
  scheduled_at: IsoTimestamp | null;
  stripe_schedule_id: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Stripe events already applied: the primary key makes a replayed event a no-op (decision record 0026). */
export interface StripeEventsTable {
  id: string;
  type: string;
  applied_at: IsoTimestamp;
}

/** One administrator action (issue 14 item 7), written in the action's transaction; newest first on /admin/audit. */
export interface AdminAuditLogTable {
  id: Generated<number>;
  /** NULL once the administrator's account is deleted (admin_username keeps who it was). */
  admin_id: number | null;
  admin_username: string;
  /** A snake_case action name, e.g. "premium_grant" (app/models/admin-audit.server.ts AdminAction). */
  action: string;
  target_user_id: number | null;
  /** The target's username (or a code, a resource slug…) at the time of the action. */
  target_label: string | null;
  /** JSON object with the action's parameters; never health data or secrets. */
  details: ColumnType<string, string | undefined, string>;
  created_at: IsoTimestamp;
}

/** The launch offers (spec §9: 10 monthly and 10 yearly): a slot is reserved for a checkout and kept when it completes. */
export interface LaunchOfferClaimsTable {
  id: Generated<number>;
  plan: SubscriptionPlan;
  /** 1..10, UNIQUE per plan. */
  slot: number;
  user_id: number;
  checkout_session_id: string | null;
  status: "reserved" | "completed";
  created_at: IsoTimestamp;
  /** A reservation not completed by then is free again. */
  expires_at: IsoTimestamp;
}

/** A person's profile beyond the account (spec §3 "Profile"; personal data, owner `user_id`). */
export interface ProfilesTable {
  user_id: number;
  first_name: string;
  last_name: string;
  /** As typed, digits, spaces and + ( ) - only. */
  phone: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  city: string | null;
  bio: string | null;
  /** Comma-separated resource topics (app/utils/resources.ts RESOURCE_TOPICS). */
  interests: string;
  updated_at: IsoTimestamp;
}

/** A wellness goal the person set (spec §3 "wellness goals"; personal data, owner `user_id`). */
export interface GoalsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** YYYY-MM-DD in the person's calendar, or null. */
  target_date: string | null;
  /** When it was ticked off; null while open. */
  done_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** A person's TOTP secret (issue 14 item 8, decision record 0035); one row per person. */
export interface TwoFactorSecretsTable {
  user_id: number;
  /** The base32 secret encrypted with AES-256-GCM under a key derived from the app secret (`encryptSecret`). */
  secret: string;
  /** NULL while the enrolment waits for its first code; then when it was turned on. */
  enabled_at: IsoTimestamp | null;
  /** The last TOTP time step accepted (Unix seconds / 30): a code of that step or earlier is refused. */
  last_used_step: number | null;
  created_at: IsoTimestamp;
}

/** Single-use recovery codes of two-factor sign-in, stored as HMAC-SHA-256 with the app secret. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
}

/** A sign-in whose password was right, waiting for its second factor (5 minutes). */
export interface TwoFactorChallengesTable {
  /** hex SHA-256 of the token in the pending cookie. */
  id: string;
  user_id: number;
  /** Local path to go to once signed in (`safeRedirectPath`). */
  redirect_to: string;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

/** Switches an administrator sets (decision record 0036), e.g. `launch_campaign` = "on" | "off". */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: IsoTimestamp;
}

/** An extra promo code made at /admin/codes: N days of the launch trial, `max_uses` redemptions until `expires_at`. */
export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  premium_days: number;
  max_uses: number;
  uses: ColumnType<number, number | undefined, number>;
  expires_at: IsoTimestamp;
  created_by: number | null;
  created_at: IsoTimestamp;
}

/** Who redeemed a promo code, once per person and code (personal data: owner `user_id`). */
export interface PromoCodeRedemptionsTable {
  promo_code_id: number;
  user_id: number;
  redeemed_at: IsoTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  launch_codes: LaunchCodesTable;
  launch_participants: LaunchParticipantsTable;
  password_reset_codes: PasswordResetCodesTable;
  rate_limits: RateLimitsTable;
  sign_in_events: SignInEventsTable;
  ai_usage: AiUsageTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  safety_plans: SafetyPlansTable;
  subscriptions: SubscriptionsTable;
  stripe_events: StripeEventsTable;
  launch_offer_claims: LaunchOfferClaimsTable;
  support_messages: SupportMessagesTable;
  mood_entries: MoodEntriesTable;
  reflection_prompts: ReflectionPromptsTable;
  reflections: ReflectionsTable;
  meditations: MeditationsTable;
  meditation_sessions: MeditationSessionsTable;
  exercises: ExercisesTable;
  exercise_notes: ExerciseNotesTable;
  exercise_completions: ExerciseCompletionsTable;
  quotes: QuotesTable;
  quote_preferences: QuotePreferencesTable;
  quote_favourites: QuoteFavouritesTable;
  user_quotes: UserQuotesTable;
  resources: ResourcesTable;
  resource_feedback: ResourceFeedbackTable;
  admin_audit_log: AdminAuditLogTable;
  profiles: ProfilesTable;
  goals: GoalsTable;
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  ai_daily_stats: AiDailyStatsTable;
  app_settings: AppSettingsTable;
  promo_codes: PromoCodesTable;
  promo_code_redemptions: PromoCodeRedemptionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type LaunchCode = Selectable<LaunchCodesTable>;
export type PasswordResetCode = Selectable<PasswordResetCodesTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type SafetyPlan = Selectable<SafetyPlansTable>;
export type MoodEntryRow = Selectable<MoodEntriesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
