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
