/**
 * The bench's signed-in people (bench/pages.ts, bench/profile.ts): premium users, made premium
 * through the subscriptions table like a paid Stripe subscription (decision record 0026), so the
 * daily AI quota never applies; and a pool of them for POST /api/chat under load.
 *
 * The app's own limits are kept (docs/architecture.md "The AI companion"): premium chat is
 * throttled at UNLIMITED_BURST_MAX requests per UNLIMITED_BURST_WINDOW_MS per user, so the pool
 * hands each user's session out at most {@link CHAT_POSTS_PER_USER} times and the bench registers
 * enough users for the posts it plans; sign-ups stay under the app's 300 per 10 minutes.
 */
import Database from "better-sqlite3";
import { UNLIMITED_BURST_MAX } from "~/services/ai/chat-turn.server";
import { USER_LINES } from "./conversation";
import { registerBenchUser, type RunningServer } from "./servers";

/** Chat posts the pool hands out per user: the burst limit less the conversation's first message and one spare. */
export const CHAT_POSTS_PER_USER = UNLIMITED_BURST_MAX - 2;
/** Most users one bench server registers (the app allows 300 sign-ups per 10 minutes from everyone). */
export const MAX_BENCH_USERS = 280;

/**
 * Gives each of `usernames` an active monthly premium subscription in the SQLite file at `dbPath`.
 * @throws when a username is not registered.
 */
export function makePremium(dbPath: string, usernames: string[]): void {
  const db = new Database(dbPath);
  try {
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const insert = db.prepare(
      `INSERT INTO subscriptions (user_id, stripe_subscription_id, stripe_customer_id, plan, price_lookup_key, amount_cents, currency, status,
         current_period_start, current_period_end, created_at, updated_at)
       SELECT id, 'sub_bench_' || id, 'cus_bench_' || id, 'monthly', 'respiro_premium_monthly', 499, 'eur', 'active', ?, ?, ?, ? FROM users WHERE username = ?`,
    );
    db.transaction(() => {
      for (const username of usernames) {
        const { changes } = insert.run(now, end, now, now, username);
        if (changes !== 1) throw new Error(`making ${username} premium changed ${changes} rows`);
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * POSTs `message` to /api/chat as the user of `cookie` (JSON answer) and returns the conversation id.
 * @throws when the app does not answer 200.
 */
export async function postChat(base: string, cookie: string, message: string, conversationId?: unknown): Promise<unknown> {
  const res = await fetch(`${base}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
    body: JSON.stringify(conversationId === undefined ? { message } : { message, conversationId }),
  });
  if (res.status !== 200) throw new Error(`POST /api/chat answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { conversationId: unknown }).conversationId;
}

/** One premium user's session and conversation, and how many posts the pool has handed out for it. */
interface PoolUser {
  cookie: string;
  body: string;
  used: number;
}

/**
 * Premium users for POST /api/chat under load, each with a conversation already started. `next()`
 * hands out the session cookie and JSON body of the next user with posts left, round-robin, or
 * null when every user has had {@link CHAT_POSTS_PER_USER}.
 */
export class ChatUserPool {
  private users: PoolUser[] = [];
  private cursor = 0;

  /** Registers `count` premium users named `<prefix>NNN`, each with a one-message conversation. */
  static async create(server: RunningServer, dbPath: string, prefix: string, count: number): Promise<ChatUserPool> {
    if (count > MAX_BENCH_USERS) throw new Error(`${count} chat users planned, more than the ${MAX_BENCH_USERS} the app lets sign up in 10 minutes`);
    const pool = new ChatUserPool();
    const names = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);
    const cookies: string[] = [];
    for (const name of names) cookies.push(await registerBenchUser(server.base, name));
    makePremium(dbPath, names);
    const lines = USER_LINES.it;
    for (const [i, cookie] of cookies.entries()) {
      const conversationId = await postChat(server.base, cookie, lines[0]);
      pool.users.push({ cookie, used: 0, body: JSON.stringify({ message: lines[(i % (lines.length - 1)) + 1], conversationId }) });
    }
    return pool;
  }

  /** Users needed for `posts` chat posts. */
  static usersFor(posts: number): number {
    return Math.ceil(posts / CHAT_POSTS_PER_USER);
  }

  /** Posts left across the pool. */
  get remaining(): number {
    return this.users.reduce((sum, u) => sum + CHAT_POSTS_PER_USER - u.used, 0);
  }

  next(): { cookie: string; body: string } | null {
    for (let tried = 0; tried < this.users.length; tried++) {
      const user = this.users[this.cursor];
      this.cursor = (this.cursor + 1) % this.users.length;
      if (user.used < CHAT_POSTS_PER_USER) {
        user.used++;
        return user;
      }
    }
    return null;
  }
}

/**
 * Registers a premium user and sends 10 chat messages: a 20-message history (what GET /chat
 * shows signed in). Returns the session cookie.
 * @throws when /chat does not then show 20 messages.
 */
export async function signedInUserWithHistory(server: RunningServer, dbPath: string, username = "benchpages"): Promise<string> {
  const { base } = server;
  const cookie = await registerBenchUser(base, username);
  makePremium(dbPath, [username]);
  let conversationId: unknown;
  for (const message of USER_LINES.it) conversationId = await postChat(base, cookie, message, conversationId);
  const data = await fetch(`${base}/chat?_data=routes%2Fchat`, { headers: { Cookie: cookie } });
  const messages = ((await data.json()) as { messages?: unknown[] }).messages ?? [];
  if (messages.length !== 20) throw new Error(`/chat shows ${messages.length} messages, expected 20`);
  return cookie;
}
