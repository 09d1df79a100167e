/**
 * The personal-data registry (app/models/personal-data.server.ts; decision record 0032) covers
 * every table: the tables of the migrated and seeded database (sqlite_master) and the keys of the
 * `Database` type (db/schema.ts), each either exported and deleted or deliberately excluded; its
 * order deletes children before the tables they reference; its columns exist; no secret is exported.
 */
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { isPostgres } from "#db/dialect";
import { getDb } from "~/db.server";
import { PERSONAL_DATA_REGISTRY, PERSONAL_TABLES } from "~/models/personal-data.server";

const HOW_TO =
  "add an entry to PERSONAL_DATA_REGISTRY in app/models/personal-data.server.ts: personal({ table, section, owner, columns }) " +
  "if it holds a person's data (placed before the tables it references), or excluded(table, reason) if it deliberately does not";

async function databaseTables(): Promise<string[]> {
  const db = await getDb();
  const result = isPostgres(db)
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  return result.rows.map((r) => r.name);
}

/** The full-text index of the other database (SQLite's FTS5 tables, PostgreSQL's search table): absent here on purpose (decision records 0029, 0039). */
async function otherDialectTables(): Promise<(name: string) => boolean> {
  const postgres = isPostgres(await getDb());
  return (name) => (postgres ? name.startsWith("resources_fts") : name === "resources_search");
}

/** The tables `table` references with a foreign key. */
async function referencedTables(table: string): Promise<string[]> {
  const db = await getDb();
  const result = isPostgres(db)
    ? await sql<{ table: string }>`select ccu.table_name as "table" from information_schema.table_constraints tc
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_name = ${table} and tc.table_schema = current_schema()`.execute(db)
    : await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
  return result.rows.map((r) => r.table);
}

/** The column names of `table`. */
async function columnsOf(table: string): Promise<Set<string>> {
  const db = await getDb();
  const result = isPostgres(db)
    ? await sql<{
        name: string;
      }>`select column_name as name from information_schema.columns where table_name = ${table} and table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return new Set(result.rows.map((r) => r.name));
}

/** The keys of `export interface Database { … }` in db/schema.ts, read from the source. */
function schemaTables(): string[] {
  const source = readFileSync("db/schema.ts", "utf8");
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!body) throw new Error("db/schema.ts has no `export interface Database { … }`");
  return [...body.matchAll(/^\s+([a-z0-9_]+)\??:/gm)].map((m) => m[1]);
}

const registered = new Set(PERSONAL_DATA_REGISTRY.map((e) => e.table));

describe("personal-data registry", () => {
  it("has an entry for every table of the database", async () => {
    const tables = await databaseTables();
    expect(tables.length).toBeGreaterThan(20);
    const missing = tables.filter((t) => !registered.has(t));
    expect(missing, `Tables neither exported nor deliberately excluded: ${missing.join(", ")}. To fix: ${HOW_TO}.`).toEqual([]);
  });

  it("has an entry for every table of the Database type", () => {
    const tables = schemaTables();
    expect(tables).toContain("users");
    const missing = tables.filter((t) => !registered.has(t));
    expect(missing, `Database type tables neither exported nor deliberately excluded: ${missing.join(", ")}. To fix: ${HOW_TO}.`).toEqual([]);
  });

  it("names no table twice and no table that does not exist; sections are unique", async () => {
    const names = PERSONAL_DATA_REGISTRY.map((e) => e.table);
    expect(names.length, "a table is listed twice in PERSONAL_DATA_REGISTRY").toBe(new Set(names).size);
    const existing = new Set(await databaseTables());
    const elsewhere = await otherDialectTables();
    const stale = names.filter((n) => !existing.has(n) && !elsewhere(n));
    expect(stale, `PERSONAL_DATA_REGISTRY names tables that no longer exist: ${stale.join(", ")}; remove their entries`).toEqual([]);
    const sections = PERSONAL_TABLES.map((e) => e.section);
    expect(sections.length).toBe(new Set(sections).size);
    expect(PERSONAL_DATA_REGISTRY.filter((e) => e.kind === "excluded").every((e) => e.reason.length > 10)).toBe(true);
  });

  it("lists a personal table before every personal table it references (the deletion order), users last", async () => {
    const position = new Map(PERSONAL_TABLES.map((e, i) => [e.table, i]));
    const wrong: string[] = [];
    for (const entry of PERSONAL_TABLES) {
      for (const parent of await referencedTables(entry.table)) {
        const at = position.get(parent as never);
        if (at !== undefined && parent !== entry.table && at < position.get(entry.table)!) wrong.push(`${entry.table} → ${parent}`);
      }
    }
    expect(wrong, `These tables must come before the tables they reference in PERSONAL_DATA_REGISTRY: ${wrong.join(", ")}`).toEqual([]);
    expect(PERSONAL_TABLES.at(-1)?.table).toBe("users");
  });

  it("exports and matches only columns that exist, and never a secret", async () => {
    for (const entry of PERSONAL_TABLES) {
      const columns = await columnsOf(entry.table);
      const named = [...entry.columns, entry.owner.column, ...(entry.json ?? []), ...(entry.booleans ?? []), ...(entry.orderBy ? [entry.orderBy] : [])];
      expect(
        named.filter((c) => !columns.has(c)),
        `${entry.table}: unknown columns`,
      ).toEqual([]);
    }
    const exported = (table: string) => PERSONAL_TABLES.find((e) => e.table === table)!.columns;
    expect(exported("users")).not.toContain("password_hash");
    expect(exported("sessions")).not.toContain("id");
    expect(exported("password_reset_codes")).not.toContain("code_hash");
  });
});
