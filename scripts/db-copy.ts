/**
 * `npm run db:copy -- --from data/respiro.sqlite --to postgres://user:password@host:5432/name`
 * Moves a SQLite installation to an empty PostgreSQL database (db/copy.ts; README "PostgreSQL",
 * "Moving from SQLite"). Prints the tables copied with their row counts and the time in ms,
 * never row contents nor the URL. Exits 1 with a message on bad arguments, a refusal (the target
 * is not empty: nothing is written) or a failed copy (rolled back).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { copySqliteToPostgres, DbCopyError } from "#db/copy";

const USAGE = "Usage: npm run db:copy -- --from <SQLite file> --to <postgres:// URL of an empty database>";

const ArgsSchema = z.object({
  from: z
    .string({ required_error: "--from is required" })
    .min(1, "--from is required")
    .refine((path) => existsSync(path), "--from must name an existing SQLite file"),
  to: z.string({ required_error: "--to is required" }).regex(/^postgres(ql)?:\/\/\S+$/, "--to must be a postgres:// or postgresql:// URL"),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } }, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const args = ArgsSchema.safeParse(values);
  if (!args.success) fail(`${args.error.issues.map((issue) => issue.message).join("; ")}\n${USAGE}`);
  try {
    const report = await copySqliteToPostgres({ from: resolve(args.data.from), to: args.data.to });
    const width = Math.max(...report.tables.map((t) => t.name.length));
    for (const t of report.tables) console.log(`${t.name.padEnd(width)}  ${t.rows} rows`);
    const total = report.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Copied ${report.tables.length} tables, ${total} rows, in ${report.ms} ms.`);
  } catch (error) {
    if (error instanceof DbCopyError) fail(error.message);
    // A PostgreSQL error's message names constraints and tables, not the values (those are in its detail).
    fail(`Copy failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

void main();
