/**
 * Recognises the errors that mean "the database cannot store this right now", as opposed to a bug:
 * a full disk or quota, a lock held longer than the busy timeout, an I/O error, a read-only file
 * (SQLite result codes, https://www.sqlite.org/rescode.html), and their PostgreSQL counterparts
 * (SQLSTATE classes 53 "insufficient resources", 57P03 "cannot connect now", 08 "connection
 * exception"). Actions answer these with a translated 503 and Retry-After instead of a 500
 * (utils/guards.server.ts; issue 17 item 4 fault tests), and the operator gets one log line
 * naming the code, never the request's content.
 */

/** SQLite primary result codes of storage trouble (extended codes such as SQLITE_IOERR_WRITE start with them). */
const SQLITE_STORAGE_CODES = ["SQLITE_FULL", "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_IOERR", "SQLITE_READONLY", "SQLITE_CANTOPEN"];
/** errno codes of a full disk or quota. */
const ERRNO_STORAGE_CODES = new Set(["ENOSPC", "EDQUOT", "EFBIG", "EROFS", "EIO"]);

/** Seconds a client is asked to wait before retrying after a storage failure (the Retry-After header). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** The error's code when it is a storage failure ("SQLITE_FULL", "ENOSPC", "53100", …), else null. */
export function storageFailureCode(error: unknown): string | null {
  if (!error || typeof error !== "object") return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string") return null;
  if (SQLITE_STORAGE_CODES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))) return code;
  if (ERRNO_STORAGE_CODES.has(code)) return code;
  if (/^(53\d{3}|57P03|08\d{3})$/.test(code)) return code;
  return null;
}

/** Logs that storage failed (the code only: no query, no parameters, no request content). */
export function logStorageFailure(code: string, where: string): void {
  console.error(`[db] storage unavailable (${code}) during ${where}`);
}
