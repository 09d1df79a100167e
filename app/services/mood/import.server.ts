/**
 * Importing a Daylio CSV export into /mood (decision record 0025): a preview that saves nothing,
 * then the import itself, both from the same file text, read the same way
 * (utils/daylio.ts `parseDaylioCsv`). Entries the person already has (same UTC minute and same
 * mood, `moodKey`) are counted and left out, in the preview and in the import.
 */
import { existingMoodKeys, importMoodEntries, moodKey } from "~/models/mood.server";
import { parseDaylioCsv, type CustomMoodNames, type DaylioSkip } from "~/utils/daylio";

/**
 * The body limit of the import's form, in bytes (2 MiB; `formAction`'s `maxBytes`,
 * docs/decisions/0013-request-bodies-and-bad-requests.md). A Daylio export is about 60–150 bytes a
 * row: 5,000 rows with short notes measured 0.45 MB (tests/integration/mood-import.test.ts).
 */
export const MOOD_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** How many skipped rows the preview lists one by one (the rest are counted). */
export const SKIPPED_SHOWN = 50;

export type ImportFailure = { ok: false; error: "unreadable" | "missing_columns" | "empty" | "too_many_rows"; line?: number };

export interface ImportPreview {
  ok: true;
  rows: number;
  /** Entries that would be added. */
  fresh: number;
  /** Entries already there (or repeated in the file). */
  duplicates: number;
  skippedTotal: number;
  /** The first {@link SKIPPED_SHOWN} skipped rows with their reasons. */
  skipped: DaylioSkip[];
  unknownMoods: { name: string; count: number }[];
}

interface ImportOptions {
  userId: number;
  csv: string;
  zone: string;
  now: Date;
  customMoods?: CustomMoodNames;
}

/** What importing `csv` would do for `userId`; saves nothing. */
export async function previewDaylioImport({ userId, csv, zone, now, customMoods }: ImportOptions): Promise<ImportPreview | ImportFailure> {
  const parsed = parseDaylioCsv(csv, { zone, now, customMoods });
  if (!parsed.ok) return parsed;
  const seen = await existingMoodKeys({ userId, entries: parsed.entries });
  let fresh = 0;
  for (const entry of parsed.entries) {
    const key = moodKey(entry.occurredAt.toISOString(), entry.mood);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh += 1;
  }
  return {
    ok: true,
    rows: parsed.rows,
    fresh,
    duplicates: parsed.entries.length - fresh,
    skippedTotal: parsed.skipped.length,
    skipped: parsed.skipped.slice(0, SKIPPED_SHOWN),
    unknownMoods: parsed.unknownMoods.slice(0, 20),
  };
}

/** Imports `csv` for `userId` in one transaction; returns how many were added, already there and skipped. */
export async function runDaylioImport({
  userId,
  csv,
  zone,
  now,
  customMoods,
}: ImportOptions): Promise<{ ok: true; added: number; duplicates: number; skipped: number } | ImportFailure> {
  const parsed = parseDaylioCsv(csv, { zone, now, customMoods });
  if (!parsed.ok) return parsed;
  const { added, duplicates } = await importMoodEntries({ userId, entries: parsed.entries, now });
  return { ok: true, added, duplicates, skipped: parsed.skipped.length };
}
