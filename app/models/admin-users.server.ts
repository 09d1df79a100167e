/**
 * Accounts as administrators see them (issue 14 item 3, decision record 0034): search, account
 * facts and activity COUNTS. Explicit columns of `users`, plans and sign-in events only; the
 * tables of wellbeing data (conversations, reflections, notes, moods, the safety plan, personal
 * quotes) are only ever counted, never read (docs/architecture.md "Administration").
 */
import { sql } from "kysely";
import { getDb, type DbExecutor } from "~/db.server";
import { entitlementSubject, getUserById, type Account } from "~/models/user.server";
import { getEntitlements, type PlanState } from "~/utils/entitlements";

/** Rows per page of /admin/users. */
export const USERS_PAGE_SIZE = 25;
/** Longest search accepted (`?q=`); longer input is cut. */
export const USER_SEARCH_MAX = 100;

export interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  createdAt: string;
  isAdmin: boolean;
  signInDisabled: boolean;
  /** The plan at `now` (getEntitlements). */
  state: PlanState;
}

/** `text` as a LIKE pattern matching it anywhere, with `\`, `%` and `_` escaped (escape char `\`). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page (1-based) of accounts whose username or e-mail contains `q` (case-insensitive; the
 * wildcards `%` and `_` in `q` match themselves), newest first, with the total.
 */
export async function searchUsers({
  q,
  page = 1,
  pageSize = USERS_PAGE_SIZE,
  now = new Date(),
  db: executor,
}: {
  q: string;
  page?: number;
  pageSize?: number;
  now?: Date;
  db?: DbExecutor;
}): Promise<{ users: AdminUserRow[]; total: number }> {
  const db = executor ?? (await getDb());
  const needle = q.trim().slice(0, USER_SEARCH_MAX).toLowerCase();
  let query = db.selectFrom("users");
  if (needle) {
    const pattern = likeContains(needle);
    query = query.where(sql<boolean>`(lower(users.username) like ${pattern} escape '\\' or lower(users.email) like ${pattern} escape '\\')`);
  }
  const [ids, count] = await Promise.all([
    query
      .select("users.id")
      .orderBy("users.created_at", "desc")
      .orderBy("users.id", "desc")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const users: AdminUserRow[] = [];
  for (const { id } of ids) {
    const facts = await getAdminUserFacts({ id, now, db });
    if (facts) users.push(toRow(facts));
  }
  return { users, total: Number(count.n) };
}

function toRow(facts: AdminUserFacts): AdminUserRow {
  return {
    id: facts.account.id,
    username: facts.account.username,
    email: facts.account.email,
    createdAt: facts.account.createdAt,
    isAdmin: facts.account.isAdmin,
    signInDisabled: facts.signInDisabledAt !== null,
    state: facts.state,
  };
}

export interface AdminUserFacts {
  account: Account;
  state: PlanState;
  signInDisabledAt: string | null;
  complimentaryPremiumUntil: string | null;
}

/** The account facts of user `id` at `now`, or undefined when there is no such account. */
export async function getAdminUserFacts({
  id,
  now = new Date(),
  db: executor,
}: {
  id: number;
  now?: Date;
  db?: DbExecutor;
}): Promise<AdminUserFacts | undefined> {
  const db = executor ?? (await getDb());
  const account = await getUserById({ id, db });
  if (!account) return undefined;
  const extra = await db.selectFrom("users").select(["sign_in_disabled_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  return {
    account,
    state: getEntitlements(entitlementSubject(account), now).state,
    signInDisabledAt: extra.sign_in_disabled_at,
    complimentaryPremiumUntil: account.complimentaryPremiumUntil,
  };
}

export interface AdminActivityCounts {
  conversations: number;
  messages: number;
  exerciseCompletions: number;
  exerciseNotes: number;
  meditationSessions: number;
  moodEntries: number;
  reflections: number;
  userQuotes: number;
  /** 1 when the person has written a safety plan, else 0. */
  safetyPlan: number;
}

/** How many rows of each kind of activity user `id` has: counts only, no content. */
export async function getActivityCounts({ id, db: executor }: { id: number; db?: DbExecutor }): Promise<AdminActivityCounts> {
  const db = executor ?? (await getDb());
  const countOf = async (
    table:
      | "chat_conversations"
      | "exercise_completions"
      | "exercise_notes"
      | "meditation_sessions"
      | "mood_entries"
      | "reflections"
      | "user_quotes"
      | "safety_plans",
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const messages = await db
    .selectFrom("chat_messages")
    .innerJoin("chat_conversations", "chat_conversations.id", "chat_messages.conversation_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("chat_conversations.user_id", "=", id)
    .where("chat_messages.role", "=", "user")
    .executeTakeFirstOrThrow();
  return {
    conversations: await countOf("chat_conversations"),
    messages: Number(messages.n),
    exerciseCompletions: await countOf("exercise_completions"),
    exerciseNotes: await countOf("exercise_notes"),
    meditationSessions: await countOf("meditation_sessions"),
    moodEntries: await countOf("mood_entries"),
    reflections: await countOf("reflections"),
    userQuotes: await countOf("user_quotes"),
    safetyPlan: Math.min(1, await countOf("safety_plans")),
  };
}

/** The latest `limit` sign-in attempts on account `id`: outcome and time only (no address). */
export async function listAccountSignIns({ id, limit = 10, db: executor }: { id: number; limit?: number; db?: DbExecutor }) {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("sign_in_events")
    .select(["id", "outcome", "created_at"])
    .where("user_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, outcome: r.outcome, createdAt: r.created_at }));
}

/** How many administrators there are (in `db`, e.g. the transaction of the last-admin rule). */
export async function countAdmins({ db: executor }: { db?: DbExecutor } = {}): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_admin", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
