/**
 * Chat conversations and messages, kept on the server per user (docs/architecture.md "The AI companion").
 * A user has one current conversation: the newest one in the current language; a change of
 * language starts a fresh one (spec §4 "the chat resets on change").
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { ChatMessageRow } from "#db/schema";
import { sanitiseMemory } from "~/services/ai/engine/memory";
import type { ConversationMemory } from "~/services/ai/types";

/** One message of a conversation, as the app uses it. */
export interface StoredChatMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  /** Flagged by the safety gate (a crisis message, or the fixed answer to one). */
  crisis: boolean;
  /** A turn of post-crisis mode (the person's message or the fixed reply): never sent to a model. */
  postCrisis: boolean;
  /** Cognitive distortion ids noticed in a user's message. */
  distortions: string[];
  /** Quick replies offered with an assistant message (decision record 0016); [] otherwise. */
  suggestions: string[];
  /** ISO UTC. */
  createdAt: string;
}

const MESSAGE_COLUMNS = ["id", "role", "content", "crisis", "post_crisis", "distortions", "suggestions", "created_at"] as const;

/** A stored JSON list of strings; a malformed list is read as none rather than failing the page. */
function stringList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === "string") : [];
  } catch {
    return [];
  }
}

function toStoredMessage(row: Pick<ChatMessageRow, (typeof MESSAGE_COLUMNS)[number]>): StoredChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    crisis: row.crisis === 1,
    postCrisis: row.post_crisis === 1,
    distortions: stringList(row.distortions),
    suggestions: stringList(row.suggestions),
    createdAt: row.created_at,
  };
}

/** A conversation: its id, the language it is held in and its crisis state. */
export interface Conversation {
  id: number;
  locale: "it" | "en";
  /** Turns of post-crisis mode left; 0 when the conversation is not in post-crisis mode (decision record 0015). */
  crisisTurnsLeft: number;
}

const CONVERSATION_COLUMNS = ["id", "locale", "crisis_turns_left"] as const;

function toConversation(row: { id: number; locale: "it" | "en"; crisis_turns_left: number }): Conversation {
  return { id: row.id, locale: row.locale, crisisTurnsLeft: row.crisis_turns_left };
}

/** The newest conversation of `userId`, if it is in `locale`. */
export async function getCurrentConversation({
  userId,
  locale,
  db: executor,
}: {
  userId: number;
  locale: "it" | "en";
  db?: DbExecutor;
}): Promise<Conversation | null> {
  const db = executor ?? (await getDb());
  const latest = await db
    .selectFrom("chat_conversations")
    .select(CONVERSATION_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return latest && latest.locale === locale ? toConversation(latest) : null;
}

/** The conversation `id` if it belongs to `userId`. */
export async function getConversation({ id, userId, db: executor }: { id: number; userId: number; db?: DbExecutor }): Promise<Conversation | undefined> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("chat_conversations").select(CONVERSATION_COLUMNS).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row ? toConversation(row) : undefined;
}

/**
 * The current conversation, or a new one in `locale`. A new conversation started by a change of
 * language keeps the crisis state of the one before it: a person in post-crisis mode stays in it.
 */
export async function getOrCreateConversation({
  userId,
  locale,
  now,
  db: executor,
}: {
  userId: number;
  locale: "it" | "en";
  now: Date;
  db?: DbExecutor;
}): Promise<Conversation> {
  const current = await getCurrentConversation({ userId, locale, db: executor });
  if (current) return current;
  const db = executor ?? (await getDb());
  const before = await db
    .selectFrom("chat_conversations")
    .select("crisis_turns_left")
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const row = await db
    .insertInto("chat_conversations")
    .values({
      user_id: userId,
      locale,
      crisis_turns_left: before?.crisis_turns_left ?? 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning(CONVERSATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

/**
 * Sets how many turns of post-crisis mode are left in a conversation (0 leaves the mode).
 * @param turnsLeft a whole number, 0 or more
 */
export async function setCrisisTurnsLeft({
  conversationId,
  turnsLeft,
  db: executor,
}: {
  conversationId: number;
  turnsLeft: number;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .updateTable("chat_conversations")
    .set({ crisis_turns_left: Math.max(0, Math.trunc(turnsLeft)) })
    .where("id", "=", conversationId)
    .execute();
}

/** Messages of a conversation, oldest first; at most the newest `limit`. */
export async function listMessages({
  conversationId,
  limit = 200,
  db: executor,
}: {
  conversationId: number;
  limit?: number;
  db?: DbExecutor;
}): Promise<StoredChatMessage[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("chat_messages")
    .select(MESSAGE_COLUMNS)
    .where("conversation_id", "=", conversationId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse().map(toStoredMessage);
}

/** Appends a message; `distortions` are cognitive distortion ids, `suggestions` the quick replies offered with an assistant message; `postCrisis` marks a turn of post-crisis mode. */
export async function addMessage({
  conversationId,
  role,
  content,
  crisis = false,
  postCrisis = false,
  distortions = [],
  suggestions = [],
  now,
  db: executor,
}: {
  conversationId: number;
  role: "user" | "assistant";
  content: string;
  crisis?: boolean;
  postCrisis?: boolean;
  distortions?: string[];
  suggestions?: string[];
  now: Date;
  db?: DbExecutor;
}): Promise<StoredChatMessage> {
  const db = executor ?? (await getDb());
  const row = await db
    .insertInto("chat_messages")
    .values({
      conversation_id: conversationId,
      role,
      content,
      crisis: crisis ? 1 : 0,
      post_crisis: postCrisis ? 1 : 0,
      distortions: JSON.stringify(distortions),
      suggestions: JSON.stringify(suggestions),
      created_at: now.toISOString(),
    })
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirstOrThrow();
  await db.updateTable("chat_conversations").set({ updated_at: now.toISOString() }).where("id", "=", conversationId).execute();
  return toStoredMessage(row);
}

/**
 * The companion's memory of a conversation (decision record 0016), or null when none is stored
 * or the stored JSON is unreadable (the engine then rebuilds it from the history).
 */
export async function getConversationMemory({ conversationId, db: executor }: { conversationId: number; db?: DbExecutor }): Promise<ConversationMemory | null> {
  const db = executor ?? (await getDb());
  const row = await db.selectFrom("chat_conversations").select("memory").where("id", "=", conversationId).executeTakeFirst();
  if (!row?.memory) return null;
  try {
    return sanitiseMemory(JSON.parse(row.memory));
  } catch {
    return null;
  }
}

/** Stores the companion's memory of a conversation (a few kilobytes of JSON at most). */
export async function saveConversationMemory({
  conversationId,
  memory,
  db: executor,
}: {
  conversationId: number;
  memory: ConversationMemory;
  db?: DbExecutor;
}): Promise<void> {
  const db = executor ?? (await getDb());
  await db
    .updateTable("chat_conversations")
    .set({ memory: JSON.stringify(memory) })
    .where("id", "=", conversationId)
    .execute();
}

/** Ends every conversation of `userId` and deletes their messages (the reset button). Returns how many. */
export async function deleteConversations({ userId, db: executor }: { userId: number; db?: DbExecutor }): Promise<number> {
  const db = executor ?? (await getDb());
  const result = await db.deleteFrom("chat_conversations").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * When `userId` last wrote in their current conversation (the newest one, if it is in `locale`:
 * /chat continues only that one), as ISO UTC, or null when there is none or it has no message
 * yet (the signed-in home's "where to continue", issue 15).
 */
export async function getLastChatActivity({ userId, locale, db: executor }: { userId: number; locale: "it" | "en"; db?: DbExecutor }): Promise<string | null> {
  const db = executor ?? (await getDb());
  const current = await getCurrentConversation({ userId, locale, db });
  if (!current) return null;
  const row = await db
    .selectFrom("chat_messages")
    .select((eb) => eb.fn.max("created_at").as("last"))
    .where("conversation_id", "=", current.id)
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}
