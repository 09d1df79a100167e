/**
 * Quotes (spec §1 "personal quotes", §3 "Quote preferences"): the seeded quotes, a person's
 * preferences, favourites and own quotes. Owner-only: every query about a person's rows filters
 * by `userId`.
 */
import { getDb, type DbExecutor } from "~/db.server";
import { QUOTE_CATEGORIES, QUOTE_MOODS, type QuoteCategory, type QuoteMood } from "~/utils/quotes";

/** A seeded quote in both languages. */
export interface QuoteRecord {
  id: string;
  text: { it: string; en: string };
  /** Null for Respiro's own words. */
  author: { it: string; en: string } | null;
  category: QuoteCategory;
  moods: QuoteMood[];
}

/** What a person wants their daily quote to be about; empty `categories` = every category, null `mood` = any. */
export interface QuotePreferences {
  categories: QuoteCategory[];
  mood: QuoteMood | null;
}

/** A quote a person wrote or copied for themselves (timestamps ISO UTC). */
export interface UserQuote {
  id: number;
  text: string;
  author: string | null;
  createdAt: string;
  updatedAt: string;
}

const isCategory = (v: string): v is QuoteCategory => (QUOTE_CATEGORIES as readonly string[]).includes(v);
const isMood = (v: string): v is QuoteMood => (QUOTE_MOODS as readonly string[]).includes(v);

/** Every quote not hidden by an administrator, ordered by id (a stable order for the daily pick). */
export async function listQuotes({ db: executor }: { db?: DbExecutor } = {}): Promise<QuoteRecord[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("quotes")
    .select(["id", "text_it", "text_en", "author_it", "author_en", "category", "moods"])
    .where("hidden", "=", 0)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    text: { it: r.text_it, en: r.text_en },
    author: r.author_it !== null && r.author_en !== null ? { it: r.author_it, en: r.author_en } : null,
    category: isCategory(r.category) ? r.category : "calm",
    moods: r.moods.split(",").filter(isMood),
  }));
}

/** Whether a visible quote with this id exists. */
export async function quoteExists({ id, db: executor }: { id: string; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("quotes").select("id").where("id", "=", id).where("hidden", "=", 0).executeTakeFirst();
  return Boolean(row);
}

/** The preferences of `userId`; every category and any mood when never saved. */
export async function getQuotePreferences({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<QuotePreferences> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("quote_preferences").select(["categories", "mood"]).where("user_id", "=", userId).executeTakeFirst();
  return {
    categories: (row?.categories ?? "").split(",").filter(isCategory),
    mood: row?.mood && isMood(row.mood) ? row.mood : null,
  };
}

/** Creates or replaces the preferences of `userId`. */
export async function saveQuotePreferences({
  userId,
  preferences,
  now,
  db: executor,
}: {
  userId: number;
  preferences: QuotePreferences;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  const values = { categories: preferences.categories.join(","), mood: preferences.mood, updated_at: now.toISOString() };
  await db
    .insertInto("quote_preferences")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

/** Ids of the quotes `userId` marked as favourite, newest first. */
export async function listFavouriteQuoteIds({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<string[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("quote_favourites")
    .select("quote_id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("quote_id")
    .execute();
  return rows.map((r) => r.quote_id);
}

/** Marks `quoteId` as a favourite of `userId` (idempotent). The quote must exist (foreign key). */
export async function addFavouriteQuote({
  userId,
  quoteId,
  now,
  db: executor,
}: {
  userId: number;
  quoteId: string;
  now: Date;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .insertInto("quote_favourites")
    .values({ user_id: userId, quote_id: quoteId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "quote_id"]).doNothing())
    .execute();
}

/** Removes `quoteId` from the favourites of `userId` (idempotent). */
export async function removeFavouriteQuote({ userId, quoteId, db: executor }: { userId: number; quoteId: string; db?: DbExecutor }): Promise<void> {
  const db = executor ?? (await getDb());
  await db.deleteFrom("quote_favourites").where("user_id", "=", userId).where("quote_id", "=", quoteId).execute();
}

/** The own quotes of `userId`, newest first. */
export async function listUserQuotes({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<UserQuote[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("user_quotes")
    .select(["id", "text", "author", "created_at", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({ id: r.id, text: r.text, author: r.author, createdAt: r.created_at, updatedAt: r.updated_at }));
}

/** Adds an own quote of `userId`; returns its id. */
export async function addUserQuote({
  userId,
  text,
  author,
  now,
  db: executor,
}: {
  userId: number;
  text: string;
  author: string | null;
  now: Date;
  db?: DbExecutor;
}): Promise<number> {
  const db = executor ?? (await getDb());
  const at = now.toISOString();
  const row = await db
    .insertInto("user_quotes")
    .values({ user_id: userId, text, author, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an own quote; false when `id` is not a quote of `userId`. */
export async function updateUserQuote({
  userId,
  id,
  text,
  author,
  now,
  db: executor,
}: {
  userId: number;
  id: number;
  text: string;
  author: string | null;
  now: Date;
  db?: DbExecutor;
}): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .updateTable("user_quotes")
    .set({ text, author, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an own quote; false when `id` is not a quote of `userId`. */
export async function deleteUserQuote({ userId, id, db: executor }: { userId: number; id: number; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db.deleteFrom("user_quotes").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
