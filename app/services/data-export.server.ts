/**
 * "Download my data" (issue 12 item 3; GDPR art. 15 right of access and art. 20 portability;
 * decision record 0032). The JSON export is driven by the personal-data registry
 * (app/models/personal-data.server.ts): every personal table's section, so a table added there is
 * exported too; plus the invoices, which Stripe keeps (metadata only, read through the SDK). The
 * moods also come as a CSV for spreadsheets.
 */
import { exportMoodEntries } from "~/models/mood.server";
import { exportTableRows, PERSONAL_TABLES } from "~/models/personal-data.server";
import { getUserById } from "~/models/user.server";
import { listInvoices } from "~/services/payments/manage.server";
import { getStripe } from "~/services/stripe.server";
import type { DbExecutor } from "~/db.server";
import { getDb } from "~/db.server";
import { toCsv } from "~/utils/csv";

/** The export's format name and version, the first keys of the file. */
export const EXPORT_FORMAT = "respiro-export";
export const EXPORT_VERSION = 1;

/** Invoice metadata as Stripe lists it (amounts in cents of `currency`, `created` in Unix seconds). */
export type ExportedInvoice = Awaited<ReturnType<typeof listInvoices>>[number];

export interface DataExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  /** ISO UTC. */
  exportedAt: string;
  /** The `account` section first, then every other section of the registry in its order. */
  data: Record<string, unknown>;
  /**
   * Invoices kept by Stripe: a list (empty without payments or a customer), or null when Stripe
   * could not be reached (the rest of the export is still given).
   */
  invoices: ExportedInvoice[] | null;
}

/**
 * Everything stored about `userId`, or null when there is no such account. The registry's
 * sections run in one read transaction, so the file is one consistent picture.
 * @param includeInvoices false skips the call to Stripe (default true when payments are on).
 */
export async function buildDataExport({
  userId,
  now,
  db: executor,
  includeInvoices = true,
}: {
  userId: number;
  now: Date;
  db?: DbExecutor;
  includeInvoices?: boolean;
}): Promise<DataExport | null> {
  const db = executor ?? (await getDb());
  const user = await getUserById({ id: userId, db });
  if (!user) return null;
  const subject = { userId: user.id, email: user.email };
  const sections = await db.transaction().execute(async (trx) => {
    const out: [string, unknown][] = [];
    for (const entry of PERSONAL_TABLES) out.push([entry.section, await exportTableRows({ entry, subject, db: trx })]);
    return out;
  });
  const data = Object.fromEntries([...sections.filter(([name]) => name === "account"), ...sections.filter(([name]) => name !== "account")]);
  let invoices: ExportedInvoice[] | null = [];
  if (includeInvoices && getStripe()) {
    try {
      invoices = await listInvoices({ user });
    } catch {
      // Stripe unreachable: the file says so (null) rather than withholding the rest.
      invoices = null;
    }
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), data, invoices };
}

/** The header of the moods CSV (stable English column names, for spreadsheets and re-import). */
export const MOOD_CSV_HEADER = ["occurred_at", "mood", "emotions", "tags", "note", "source", "created_at", "updated_at"] as const;

/**
 * The moods of `userId` as a CSV (RFC 4180, CRLF, UTF-8 with BOM; `toCsv` in app/utils/csv.ts
 * defuses formula injection): one row per entry, oldest first, instants ISO UTC, mood 1–5,
 * emotions and tags separated by "; ".
 */
export async function moodEntriesCsv({ userId, db }: { userId: number; db?: DbExecutor }): Promise<string> {
  const entries = await exportMoodEntries({ userId, db });
  return toCsv([
    MOOD_CSV_HEADER,
    ...entries.map((e) => [e.occurredAt, e.mood, e.emotions.join("; "), e.tags.join("; "), e.note, e.source, e.createdAt, e.updatedAt]),
  ]);
}

/** `respiro-export-YYYY-MM-DD.json` (or `.csv` / another prefix), the UTC date of `now`. */
export function exportFileName(now: Date, kind: "json" | "csv"): string {
  const day = now.toISOString().slice(0, 10);
  return kind === "json" ? `respiro-export-${day}.json` : `respiro-moods-${day}.csv`;
}
