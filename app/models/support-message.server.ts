/**
 * The messages of the /support contact form (issue 15 item 5), kept for the administrators. The
 * content is personal data: it is stored, never logged.
 */
import { getDb, type DbExecutor } from "~/db.server";
import type { Locale } from "~/utils/i18n";

export interface SupportMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
  createdAt: string;
  handledAt: string | null;
}

/** Stores one message (already validated) received at `now`; returns its id. */
export async function addSupportMessage({
  input,
  locale,
  now,
  db: executor,
}: {
  input: { name: string; email: string; subject: string; message: string };
  locale: Locale;
  now: Date;
  db?: DbExecutor;
}): Promise<number> {
  const db = executor ?? (await getDb());
  const row = await db
    .insertInto("support_messages")
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message, locale, created_at: now.toISOString(), handled_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest messages first, at most `limit` (default 50), for the administrators. */
export async function listSupportMessages({ limit = 50, db: executor }: { limit?: number; db?: DbExecutor } = {}): Promise<SupportMessage[]> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("support_messages")
    .select(["id", "name", "email", "subject", "message", "locale", "created_at", "handled_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    locale: r.locale,
    createdAt: r.created_at,
    handledAt: r.handled_at,
  }));
}

/** Marks message `id` as handled at `now` (once: a handled message keeps its first date). */
export async function markSupportMessageHandled({ id, now, db: executor }: { id: number; now: Date; db?: DbExecutor }): Promise<boolean> {
  const db = executor ?? (await getDb());
  const result = await db
    .updateTable("support_messages")
    .set({ handled_at: now.toISOString() })
    .where("id", "=", id)
    .where("handled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Rows per page of /admin/support. */
export const SUPPORT_PAGE_SIZE = 20;

/**
 * One page (1-based) of the messages for /admin/support (issue 14 item 6): waiting ones first
 * (oldest waiting first, so nobody waits longest), then the handled ones, newest handled first;
 * with the total and the number waiting.
 */
export async function listSupportMessagesPage({
  page = 1,
  pageSize = SUPPORT_PAGE_SIZE,
  db: executor,
}: { page?: number; pageSize?: number; db?: DbExecutor } = {}): Promise<{ messages: SupportMessage[]; total: number; waiting: number }> {
  const db = executor ?? (await getDb());
  const [rows, counts] = await Promise.all([
    db
      .selectFrom("support_messages")
      .select(["id", "name", "email", "subject", "message", "locale", "created_at", "handled_at"])
      .orderBy((eb) => eb.case().when("handled_at", "is", null).then(0).else(1).end())
      .orderBy((eb) => eb.case().when("handled_at", "is", null).then(eb.ref("created_at")).else(null).end())
      .orderBy("handled_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
    db
      .selectFrom("support_messages")
      .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.count<number>("id").filterWhere("handled_at", "is", null).as("waiting")])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(counts.total),
    waiting: Number(counts.waiting),
    messages: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      locale: r.locale,
      createdAt: r.created_at,
      handledAt: r.handled_at,
    })),
  };
}
