/**
 * The state of this instance for operators (spec §2 "/test" test page; issue 15 item 7): the
 * database probe behind GET /healthz and the details /test shows to administrators. Nothing here
 * returns a secret: the AI provider is a name, payments a mode, e-mail a mode.
 */
import { sql } from "kysely";
import { migrations } from "#db/migrations/index";
import pkg from "../../package.json";
import { getDb, type DbExecutor } from "~/db.server";
import { readAiConfig } from "~/services/ai/config.server";
import { getEnv, mailSettings } from "~/utils/env.server";

/** The version of this build (package.json "version"), e.g. "0.1.0". */
export const APP_VERSION: string = pkg.version;

/** The newest migration this build carries (the names sort by time). */
export const LATEST_MIGRATION: string = Object.keys(migrations).sort().at(-1) ?? "";

export interface DatabaseProbe {
  /** The database answered a query. */
  reachable: boolean;
  /** The newest migration recorded in the database, or null (unreachable, or none ran). */
  latestMigration: string | null;
  /** Every migration of this build has run ({@link LATEST_MIGRATION} is recorded). */
  migrated: boolean;
}

/**
 * Asks the database one cheap question (Kysely's migration table). Never throws: any error —
 * the file cannot be opened, the handle was closed, the table is missing — is "unreachable".
 * @param db the executor to probe; default the process-wide instance (`getDb`), whose own
 *   opening failure also counts as unreachable.
 */
export async function probeDatabase({ db }: { db?: DbExecutor | Promise<DbExecutor> } = {}): Promise<DatabaseProbe> {
  try {
    const executor = await (db ?? getDb());
    const row = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(executor);
    const latestMigration = row.rows[0]?.name ?? null;
    return { reachable: true, latestMigration, migrated: latestMigration !== null && latestMigration >= LATEST_MIGRATION };
  } catch {
    return { reachable: false, latestMigration: null, migrated: false };
  }
}

/** Whether payments run with Stripe's test keys, live keys, or not at all. */
export type PaymentsMode = "off" | "test" | "live";

/**
 * The payments mode from `STRIPE_SECRET_KEY` (read through `getEnv`): unset → "off", a key
 * starting with `sk_test_` → "test", any other → "live". Seam: while `EnvSchema` does not list
 * `STRIPE_SECRET_KEY` (payments are built separately), the parsed environment never has it and
 * this answers "off"; once the schema lists it, this reads it with no change here.
 */
export function paymentsMode(env: Record<string, unknown> = getEnv()): PaymentsMode {
  const key = env.STRIPE_SECRET_KEY;
  if (typeof key !== "string" || key === "") return "off";
  return key.startsWith("sk_test_") ? "test" : "live";
}

/** What /test shows an administrator. */
export interface InstanceStatus {
  version: string;
  database: DatabaseProbe;
  expectedMigration: string;
  ai: "embedded" | "openai";
  payments: PaymentsMode;
  mail: "smtp" | "log";
}

/** The details of this instance for an administrator (no secrets: names and modes only). */
export async function instanceStatus(database?: DatabaseProbe): Promise<InstanceStatus> {
  return {
    version: APP_VERSION,
    database: database ?? (await probeDatabase()),
    expectedMigration: LATEST_MIGRATION,
    ai: readAiConfig().provider,
    payments: paymentsMode(),
    mail: mailSettings().url === undefined ? "log" : "smtp",
  };
}
